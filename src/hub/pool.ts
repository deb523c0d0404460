/**
 * Idle keep-alive connections per (address, port, server name): a fan-out to many callbacks on one host reuses them
 * instead of a TLS handshake per delivery. Bounded in count and idle time; `close` ends them all.
 */
export class ConnectionPool<L extends { conn: Deno.Conn } = { conn: Deno.Conn }> {
  readonly #idle = new Map<string, Array<{ link: L; timer: ReturnType<typeof setTimeout> }>>();
  #count = 0;
  constructor(readonly maxIdle = 64, readonly idleMs = 4_000) {}

  take(key: string): L | null {
    const list = this.#idle.get(key);
    const item = list?.pop();
    if (!item) return null;
    if (!list!.length) this.#idle.delete(key);
    this.#count--;
    clearTimeout(item.timer);
    return item.link;
  }

  put(key: string, link: L): void {
    if (this.#count >= this.maxIdle) return closeQuietly(link.conn);
    const list = this.#idle.get(key) ?? [];
    const item = {
      link,
      timer: setTimeout(() => {
        const at = list.indexOf(item);
        if (at >= 0) {
          list.splice(at, 1);
          this.#count--;
          if (!list.length && this.#idle.get(key) === list) this.#idle.delete(key);
        }
        closeQuietly(link.conn);
      }, this.idleMs),
    };
    Deno.unrefTimer(item.timer as unknown as number); // an idle connection never keeps the process alive
    list.push(item);
    this.#idle.set(key, list);
    this.#count++;
  }

  close(): void {
    for (const list of this.#idle.values()) {
      for (const item of list) {
        clearTimeout(item.timer);
        closeQuietly(item.link.conn);
      }
    }
    this.#idle.clear();
    this.#count = 0;
  }
}

export function closeQuietly(conn: Deno.Conn | null | undefined): void {
  try {
    conn?.close();
  } catch {
    // already closed
  }
}

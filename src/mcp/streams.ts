/** Limits on standalone GET event streams (`GET /mcp`), which otherwise hold a connection open forever. */
export interface StreamLimits {
  /** Open streams one session may hold (a reconnect may briefly overlap the stream it replaces). */
  perSession: number;
  /** Open streams over all sessions in this process. */
  total: number;
  /** A stream is closed after this long; the client reconnects, as streamable HTTP expects it to. */
  maxLifetimeMs: number;
}

export const DEFAULT_STREAM_LIMITS: StreamLimits = { perSession: 2, total: 256, maxLifetimeMs: 10 * 60_000 };

/** Why a stream was refused, or null when a slot was taken. */
export type StreamRefusal = "session_full" | "total_full" | null;

/** Counts open streams per session and in total; a slot is taken before the stream opens, so races cannot exceed. */
export class StreamSlots {
  readonly #perSession = new Map<string, number>();
  #total = 0;

  constructor(readonly limits: StreamLimits) {}

  /** Takes a slot for `session`, or says which limit is reached. */
  take(session: string): StreamRefusal {
    const held = this.#perSession.get(session) ?? 0;
    if (held >= this.limits.perSession) return "session_full";
    if (this.#total >= this.limits.total) return "total_full";
    this.#perSession.set(session, held + 1);
    this.#total++;
    return null;
  }

  /** Gives back a slot taken for `session`. */
  release(session: string): void {
    const held = this.#perSession.get(session) ?? 0;
    if (held <= 0) return;
    if (held === 1) this.#perSession.delete(session);
    else this.#perSession.set(session, held - 1);
    this.#total--;
  }

  get total(): number {
    return this.#total;
  }
}

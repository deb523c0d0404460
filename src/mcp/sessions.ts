/** One MCP session as stored in Deno KV; every instance sharing the KV can serve it. */
export interface SessionRecord {
  id: string;
  protocol_version: string;
  client_info: { name: string; version: string } | null;
  /** Epoch milliseconds. */
  created_at: number;
  last_seen: number;
  /** Checked on every read: KV's own `expireIn` deletes lazily, so an expired record may still be returned. */
  expires_at: number;
}

export interface SessionStoreOptions {
  /** Idle time after which a session ends (default 30 minutes). */
  idleMs?: number;
  /** `last_seen` is rewritten at most this often, so a busy session costs no KV write per request (default 60 s). */
  touchEveryMs?: number;
  /**
   * A session read from KV is trusted for this long without reading it again (default 1 s), so a busy session does
   * not cost a KV read per request; a session ended on another instance may be served that much longer here.
   */
  recheckMs?: number;
  now?: () => number;
}

/** Most sessions remembered between KV reads; the oldest are forgotten first. */
const REMEMBERED_SESSIONS = 10_000;

const PREFIX = ["mcp", "session"] as const;
/** Session ids we issue are UUIDs; anything else cannot be ours and needs no KV read. */
const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** MCP sessions in Deno KV, with idle expiry refreshed on use. */
export class SessionStore {
  readonly idleMs: number;
  readonly #touchEveryMs: number;
  readonly #recheckMs: number;
  readonly #now: () => number;
  readonly #recent = new Map<string, { record: SessionRecord; readAt: number }>();

  constructor(readonly kv: Deno.Kv, options: SessionStoreOptions = {}) {
    this.idleMs = options.idleMs ?? 30 * 60_000;
    this.#touchEveryMs = options.touchEveryMs ?? 60_000;
    this.#recheckMs = options.recheckMs ?? 1_000;
    this.#now = options.now ?? Date.now;
  }

  /** Stores a new session. */
  async create(id: string, protocolVersion: string, clientInfo: SessionRecord["client_info"]): Promise<SessionRecord> {
    const now = this.#now();
    const record: SessionRecord = {
      id,
      protocol_version: protocolVersion,
      client_info: clientInfo,
      created_at: now,
      last_seen: now,
      expires_at: now + this.idleMs,
    };
    await this.kv.set([...PREFIX, id], record, { expireIn: this.idleMs });
    return record;
  }

  /** The live session with this id, or null when unknown, ended or expired. */
  async get(id: string): Promise<SessionRecord | null> {
    if (!SESSION_ID.test(id)) return null;
    const now = this.#now();
    const recent = this.#recent.get(id);
    if (recent && now - recent.readAt < this.#recheckMs && recent.record.expires_at > now) return recent.record;
    const entry = await this.kv.get<SessionRecord>([...PREFIX, id]);
    if (!entry.value) {
      this.#recent.delete(id);
      return null;
    }
    if (entry.value.expires_at <= now) {
      this.#recent.delete(id);
      await this.kv.delete([...PREFIX, id]);
      return null;
    }
    this.#remember(entry.value, now);
    return entry.value;
  }

  /** Extends the idle deadline of a session in use (throttled). */
  async touch(record: SessionRecord): Promise<void> {
    const now = this.#now();
    if (now - record.last_seen < this.#touchEveryMs) return;
    const updated = { ...record, last_seen: now, expires_at: now + this.idleMs };
    await this.kv.set([...PREFIX, record.id], updated, { expireIn: this.idleMs });
    if (this.#recent.has(record.id)) this.#remember(updated, this.#recent.get(record.id)!.readAt);
  }

  /** Ends a session. */
  async delete(id: string): Promise<void> {
    this.#recent.delete(id);
    await this.kv.delete([...PREFIX, id]);
  }

  #remember(record: SessionRecord, readAt: number): void {
    this.#recent.delete(record.id);
    if (this.#recent.size >= REMEMBERED_SESSIONS) this.#recent.delete(this.#recent.keys().next().value!);
    this.#recent.set(record.id, { record, readAt });
  }
}

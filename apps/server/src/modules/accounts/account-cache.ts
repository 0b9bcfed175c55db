/**
 * What a replica keeps of accounts, so that a request does not ask the database each time (issue 17
 * §1 and §3, decision 0031): the member behind a token (`token:<hash>`), the members an operator
 * sees (`scope:<id>`), the names shown in a ranking (`names:<ids>`). Round trips to PostgreSQL are
 * what these requests cost most.
 *
 * Never stale past a change: any change to an account or a token reaches every replica — this
 * process's own console writes clear it before their reply leaves (app.ts), the database's trigger
 * notifies every replica of any change to `members` or `auth_tokens` (migration 0022) and they clear
 * it too. While notifications may be missed (the listening connection lost) nothing is kept. An
 * entry is kept at most `ttlMs`, and never past the time its loader gives (a token's expiry).
 */
export class AccountCache {
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #entries = new Map<string, { value: unknown; until: number }>();
  #live = false;
  /** Bumped by every clear: a load begun before a change must not store what it read. */
  #generation = 0;

  constructor(ttlMs: number, maxEntries = 10_000) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  /** Whether changes made elsewhere reach this process (the database's notifications are heard). */
  setLive(live: boolean): void {
    this.#live = live;
    this.clear();
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
  }

  /** How many entries are kept now. */
  get size(): number {
    return this.#entries.size;
  }

  /**
   * The value kept under `key`, else `load`'s (undefined: nothing to keep), kept until `until` at
   * the latest. `now` is for tests.
   */
  get<T>(key: string, load: () => Promise<{ value: T; until?: Date }>, now?: () => number): Promise<T>;
  get<T>(
    key: string,
    load: () => Promise<{ value: T; until?: Date } | undefined>,
    now?: () => number,
  ): Promise<T | undefined>;
  async get<T>(
    key: string,
    load: () => Promise<{ value: T; until?: Date } | undefined>,
    now = Date.now,
  ): Promise<T | undefined> {
    const entry = this.#entries.get(key);
    if (entry && entry.until > now()) return entry.value as T;
    if (entry) this.#entries.delete(key);
    const generation = this.#generation;
    const loaded = await load();
    if (!loaded) return undefined;
    if (this.#live && this.#ttlMs > 0 && generation === this.#generation) {
      if (this.#entries.size >= this.#maxEntries) {
        // The oldest first (a Map keeps insertion order).
        const oldest = this.#entries.keys().next();
        if (!oldest.done) this.#entries.delete(oldest.value);
      }
      const until = Math.min(now() + this.#ttlMs, loaded.until?.getTime() ?? Infinity);
      this.#entries.set(key, { value: loaded.value, until });
    }
    return loaded.value;
  }
}

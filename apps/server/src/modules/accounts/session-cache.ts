import type { MemberRow } from './accounts.repo.ts';

/**
 * The members behind recently used tokens, so that a signed-in request does not ask the database who
 * it is each time (one round trip of the two a device list page costs; issue 17 §1, decision 0031).
 *
 * Never stale past a change: any change to an account or a token reaches every replica — this
 * process's own console writes clear it before their reply leaves (app.ts), the database's trigger
 * notifies every replica of any change to `members` or `auth_tokens` (migration 0022) and they clear
 * it too. While notifications may be missed (the listening connection lost) nothing is kept. A
 * session is kept at most `ttlMs` and never past its token's expiry.
 */
export class SessionCache {
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #entries = new Map<string, { member: MemberRow; until: number }>();
  #live = false;
  /** Bumped by every clear: a lookup begun before a change must not store what it read. */
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

  /** How many sessions are kept now. */
  get size(): number {
    return this.#entries.size;
  }

  /** The generation to hand back to `set` with what a lookup begun now reads. */
  generation(): number {
    return this.#generation;
  }

  get(tokenHash: string, now = Date.now()): MemberRow | undefined {
    const entry = this.#entries.get(tokenHash);
    if (!entry) return undefined;
    if (entry.until > now) return entry.member;
    this.#entries.delete(tokenHash);
    return undefined;
  }

  set(tokenHash: string, member: MemberRow, expiresAt: Date, generation: number, now = Date.now()): void {
    if (!this.#live || this.#ttlMs <= 0 || generation !== this.#generation) return;
    if (this.#entries.size >= this.#maxEntries) {
      // The oldest first (a Map keeps insertion order).
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(tokenHash, { member, until: Math.min(now + this.#ttlMs, expiresAt.getTime()) });
  }
}

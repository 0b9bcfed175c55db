import type { Db, DbOrTx } from '../../db/client.ts';
import { settledVersion } from './stats.repo.ts';

/**
 * Figures computed from settled days change only when a settlement run finishes (a settled
 * device-day is never edited), so they are kept, per process, until the settlement version moves:
 * the count and the latest finish time of the settlement runs, one small read per call. A
 * short lifetime bounds what else could age them (an operator's member list, a hidden rank).
 *
 * This is a cache and not state (DESIGN §9): each replica fills its own, and a cold one only costs
 * the first call the full query.
 */
export class SettledCache {
  private readonly entries = new Map<string, { version: string; expires: number; value: Promise<unknown> }>();

  constructor(
    private readonly maxEntries = 500,
    private readonly ttlMs = 10 * 60_000,
  ) {}

  /** `version`: the settlement version the caller already read for this request, if any. */
  async get<T>(db: DbOrTx, key: string, compute: () => Promise<T>, version?: string): Promise<T> {
    version ??= await settledVersion(db);
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.version === version && hit.expires > now) return hit.value as Promise<T>;
    const value = compute();
    // The promise itself is kept: concurrent callers of a cold key share one query.
    this.entries.delete(key);
    this.entries.set(key, { version, expires: now + this.ttlMs, value });
    value.catch(() => {
      if (this.entries.get(key)?.value === value) this.entries.delete(key);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return value;
  }
}

/** One cache per database (tests run several apps in one process, each on its own database). */
const caches = new WeakMap<Db, SettledCache>();

export function settledCacheOf(db: Db): SettledCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SettledCache();
    caches.set(db, cache);
  }
  return cache;
}

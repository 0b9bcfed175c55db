import { LRUCache } from 'lru-cache';
import type { pagesOf } from '../../lib/reply.ts';

/**
 * One page of a caller's device list, as the cache keeps it: its rows as the reply's JSON (DeviceRow
 * objects joined by commas, `''` for none).
 */
export type DeviceListPage = {
  rowsJson: string;
  pages: ReturnType<typeof pagesOf>;
  count: { total: number; online: number; offline: number };
};

/**
 * The device lists this process answered in the last few seconds (decision 0016).
 *
 * A first view costs the database and the server ~1 ms of CPU each (issue 17 §1, BENCHMARKS.md); the
 * same page asked again within seconds — a phone refreshing, the list re-read after a detail sheet
 * closes, several staff watching one operator — costs a tenth of that from here.
 *
 * What keeps it right:
 * - keys carry the caller's id and role flags and the whole parsed query, so a reply is only ever
 *   reused for the same caller asking the same thing;
 * - any console write handled by this process (every non-GET /api call) clears it, and a list read
 *   that started before the clear is not stored (the generation check), so whoever changed something
 *   sees the change at once;
 * - what changes without a console write — status flips from reports and the offline job, writes on
 *   another replica — shows after at most `ttlMs`. Status is already as of the last report (every
 *   5 minutes) and the offline check (every minute), so seconds more change nothing a user can act on.
 */
export class DeviceListCache<T extends object> {
  private readonly entries: LRUCache<string, T> | null;
  private readonly inFlight = new Map<string, { generation: number; promise: Promise<T> }>();
  private generation = 0;

  /**
   * Bounded by what the pages weigh (`sizeOf`, ~bytes), not only by their number: a page of 1,000 rows
   * is ~0.5 MB, so 2,000 of them in a few seconds would otherwise hold a gigabyte (decision 0016).
   */
  constructor(
    ttlMs: number,
    options: { maxEntries?: number; maxSize?: number; sizeOf?: (value: T) => number } = {},
  ) {
    const { maxEntries = 2_000, maxSize = 32 * 1024 * 1024, sizeOf = () => 1 } = options;
    this.entries =
      ttlMs > 0
        ? new LRUCache<string, T>({
            max: maxEntries,
            ttl: ttlMs,
            maxSize,
            // lru-cache refuses a size of 0.
            sizeCalculation: (value) => Math.max(1, sizeOf(value)),
          })
        : null;
  }

  /** The cached reply for `key`, or `load()`'s — shared by concurrent callers of the same key. */
  async get(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.entries) return load();
    const hit = this.entries.get(key);
    if (hit) return hit;
    const pending = this.inFlight.get(key);
    if (pending && pending.generation === this.generation) return pending.promise;

    const generation = this.generation;
    const promise = load();
    this.inFlight.set(key, { generation, promise });
    try {
      const value = await promise;
      if (generation === this.generation) this.entries.set(key, value);
      return value;
    } finally {
      if (this.inFlight.get(key)?.promise === promise) this.inFlight.delete(key);
    }
  }

  /** Forgets every reply, and any read still running (it will not be stored). */
  invalidate(): void {
    this.generation += 1;
    this.entries?.clear();
    this.inFlight.clear();
  }
}

import { Counter, Gauge, type Registry } from 'prom-client';
import type { PoolStats } from '../db/client.ts';
import type { QueueDepth } from '../db/sql.ts';

/**
 * The gauges read when Prometheus scrapes, rather than counted as things happen (metrics.ts): the
 * connection pool, and what the database says of queues, settlement and reconciliation.
 */

/** What the metrics read from the database at each scrape (database-state.ts): the same on every replica. */
export type DatabaseState = {
  /** By the `queue` label: the work waiting for staff (or for Alipay) and how old the oldest is. */
  queues: Record<string, QueueDepth>;
  /** Start of the newest settled day (epoch seconds, 00:00 Beijing); null before the first. */
  newestSettledDayStart: number | null;
  lastReconciliation: { finishedAt: number; problems: number } | null;
};

/**
 * How long a scrape waits for the database's figures. Prometheus gives a scrape 10 s by default; a
 * database slower than this answers the scrape without them (`nodebao_database_state_ok 0`), so
 * the replica's own figures still arrive and the target is not reported down for it.
 */
const DATABASE_STATE_TIMEOUT_MS = 2_000;

/** The pool as it is at the scrape: connections in use and idle, callers waiting, refusals. */
export function watchPool(registry: Registry, stats: () => PoolStats): void {
  const registers = [registry];
  new Gauge({
    name: 'nodebao_db_pool_connections',
    help: 'Database connections of this replica, in use or idle',
    labelNames: ['state'] as const,
    registers,
    collect() {
      const now = stats();
      this.set({ state: 'in_use' }, now.total - now.idle);
      this.set({ state: 'idle' }, now.idle);
    },
  });
  new Gauge({
    name: 'nodebao_db_pool_max_connections',
    help: 'The most connections this replica opens (DATABASE_POOL_SIZE)',
    registers,
    collect() {
      this.set(stats().max);
    },
  });
  new Gauge({
    name: 'nodebao_db_pool_waiting',
    help: 'Callers waiting for a database connection on this replica',
    registers,
    collect() {
      this.set(stats().waiting);
    },
  });
  new Counter({
    name: 'nodebao_db_pool_refused_total',
    help: 'Callers refused at once because DATABASE_POOL_QUEUE were already waiting (answered 503)',
    registers,
    collect() {
      // The pool keeps the count; the counter shows it.
      this.reset();
      this.inc(stats().refused);
    },
  });
}

/**
 * Gauges of what the database says (queues, settlement, reconciliation). prom-client starts every
 * metric's collect of a scrape at once, so these gauges all await one shared read, started by the
 * first of them; while a read runs (a slow database: past the timeout too) no other is started, so
 * scrapes cannot pile reads up. Without an answer in time they show nothing rather than stale figures.
 */
export function watchDatabaseState(registry: Registry, read: () => Promise<DatabaseState>): void {
  let last: { running: boolean; state: Promise<DatabaseState | null> } | null = null;
  const current = (): Promise<DatabaseState | null> => {
    if (last?.running) return last.state;
    const reading = read().catch(() => null);
    const entry = { running: true, state: withinTime(reading, DATABASE_STATE_TIMEOUT_MS) };
    void reading.finally(() => (entry.running = false));
    last = entry;
    return entry.state;
  };
  const registers = [registry];
  new Gauge({
    name: 'nodebao_database_state_ok',
    help: 'Whether the figures read from the database at this scrape (queues, settlement, reconciliation) answered in time',
    registers,
    async collect() {
      this.set((await current()) ? 1 : 0);
    },
  });
  new Gauge({
    name: 'nodebao_queue_waiting',
    help: 'Work waiting for staff or for Alipay, by queue',
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      const state = await current();
      this.reset();
      for (const [queue, depth] of Object.entries(state?.queues ?? {})) this.set({ queue }, depth.waiting);
    },
  });
  new Gauge({
    name: 'nodebao_queue_oldest_age_seconds',
    help: 'How long the oldest item of each queue has waited (0 when the queue is empty)',
    labelNames: ['queue'] as const,
    registers,
    async collect() {
      const state = await current();
      this.reset();
      for (const [queue, depth] of Object.entries(state?.queues ?? {}))
        this.set({ queue }, depth.oldestSeconds);
    },
  });
  new Gauge({
    name: 'nodebao_settlement_newest_day_timestamp_seconds',
    help: 'Start (00:00 Beijing) of the newest day whose settlement finished; absent before the first',
    registers,
    async collect() {
      setOrRemove(this, (await current())?.newestSettledDayStart);
    },
  });
  new Gauge({
    name: 'nodebao_reconciliation_last_run_timestamp_seconds',
    help: 'When the last reconciliation of the books finished; absent before the first',
    registers,
    async collect() {
      setOrRemove(this, (await current())?.lastReconciliation?.finishedAt);
    },
  });
  new Gauge({
    name: 'nodebao_reconciliation_problems',
    help: 'Problems the last reconciliation found (0: the books balance); absent before the first',
    registers,
    async collect() {
      setOrRemove(this, (await current())?.lastReconciliation?.problems);
    },
  });
}

/**
 * A gauge without labels shows `value`, or no sample at all when it is unknown: a 0 would read as a
 * settlement in 1970, and as books that balance.
 */
function setOrRemove(gauge: Gauge, value: number | null | undefined): void {
  if (value == null) gauge.remove();
  else gauge.set(value);
}

/** `promise`'s value, or null when it takes longer than `ms`. */
async function withinTime<T>(promise: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

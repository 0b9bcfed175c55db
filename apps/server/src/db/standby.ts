import { AsyncLocalStorage } from 'node:async_hooks';
import type pg from 'pg';
import { isDatabaseUnavailable } from './faults.ts';

/**
 * Reads on a hot standby (issue 47 §3, decision 0040). The rule is said once, in
 * plugins/standby-reads.ts: the routes listed there run inside `readingStandby`, and while one does,
 * the primary's pool sends its plain queries (not transactions) to the standby's pool. Everything
 * else — money, sign-in, the device list, every write, every job — never enters it, so it reads the
 * primary as before, whatever the services call their handle.
 */
const standbyAllowed = new AsyncLocalStorage<true>();

/** Runs `work` (and everything it awaits) allowed to read the standby. */
export function readingStandby<T>(work: () => T): T {
  return standbyAllowed.run(true, work);
}

export function mayReadStandby(): boolean {
  return standbyAllowed.getStore() === true;
}

/** How long a standby that failed a read is left alone before it is tried again. */
export const STANDBY_DOWN_MS = 5_000;

/** What the standby did since the start: for the tests, the check script and the logs. */
export type ReadStats = {
  /** The standby may be read now (not marked down). */
  up: boolean;
  /** Queries answered by the standby. */
  served: number;
  /** Queries the standby could not answer that the primary answered instead. */
  fellBack: number;
  /** Times the standby was marked down. */
  downs: number;
};

/**
 * The standby's pool behind a small circuit breaker: a read it cannot answer because it is away
 * (`isDatabaseUnavailable`: refused, cut, starting up, in conflict with recovery, too slow, its
 * queue full) is sent to the primary at once and the standby is left alone for `downMs`; the caller
 * sees no error. A statement a standby refuses as a write (25006: a listed route wrote something
 * outside a transaction) goes to the primary too, without marking the standby down.
 */
export class StandbyReads {
  private downUntil = 0;
  private readonly stats = { served: 0, fellBack: 0, downs: 0 };

  constructor(
    readonly pool: pg.Pool,
    private readonly onDown: (err: unknown) => void = () => undefined,
    private readonly downMs = STANDBY_DOWN_MS,
  ) {}

  up(): boolean {
    return Date.now() >= this.downUntil;
  }

  readStats(): ReadStats {
    return { up: this.up(), ...this.stats };
  }

  /** `args` on the standby; on the primary (`onPrimary`) when the standby cannot answer them. */
  async query(args: unknown[], onPrimary: () => Promise<unknown>): Promise<unknown> {
    try {
      const result = await (this.pool.query as (...a: unknown[]) => Promise<unknown>)(...args);
      this.stats.served += 1;
      return result;
    } catch (err) {
      const readOnly = (err as { code?: unknown }).code === '25006';
      if (!readOnly && !isDatabaseUnavailable(err)) throw err;
      if (!readOnly) {
        this.downUntil = Date.now() + this.downMs;
        this.stats.downs += 1;
        this.onDown(err);
      }
      this.stats.fellBack += 1;
      return onPrimary();
    }
  }
}

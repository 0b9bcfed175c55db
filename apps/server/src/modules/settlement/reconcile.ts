import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { withJobLock } from '../../jobs/housekeeping.ts';
import { listKeyMismatches } from '../devices/devices.service.ts';
import { checkLedger } from '../ledger/ledger.service.ts';
import { prizeMismatches } from '../lottery/draw.service.ts';
import { orderMismatches } from '../pay/orders.service.ts';
import * as repo from './settlement.repo.ts';

export type Reconciliation = {
  ok: boolean;
  transfers: number;
  entries: number;
  entriesTotalFen: number;
  deviceDays: number;
  incomeFen: number;
  problems: { what: string; id: number | string; expected: number; actual: number }[];
};

/**
 * Reconciliation: the ledger balances, settlement and ledger agree device-day by device-day (issue 4),
 * each device-day's parts went to members who held the box then and sum to its whole (issue 19),
 * every paid order has its codes and its sale, and no other order has either (issue 5), every
 * lottery prize drawn was paid once, in full (issue 15), and the device list's kept counts and sort
 * keys agree with the boxes (issue 17).
 */
export async function reconcile(db: DbOrTx): Promise<Reconciliation> {
  const ledger = await checkLedger(db);
  const settled = await repo.settledDeviceDays(db);
  const problems = [
    ...ledger.problems,
    ...(await repo.settlementMismatches(db)),
    ...(await repo.partMismatches(db)),
    ...(await orderMismatches(db)),
    ...(await prizeMismatches(db)),
    ...(await listKeyMismatches(db)),
  ];
  return {
    ok: problems.length === 0,
    transfers: ledger.transfers,
    entries: ledger.entries,
    entriesTotalFen: ledger.entriesTotalFen,
    deviceDays: settled.deviceDays,
    incomeFen: settled.incomeFen,
    problems,
  };
}

/**
 * The daily reconciliation job (issue 47): `reconcile` on one replica (the job lock), its result kept
 * in `reconciliation_runs` so every replica shows Prometheus the last one, and a restart forgets
 * nothing. It reads one snapshot (repeatable read), so a settlement or a withdrawal committing
 * meanwhile cannot look like a mismatch; it may take longer than a request statement may, since it
 * walks the whole ledger and every settled device-day. Null when another replica is running it.
 */
export async function reconcileAndRecord(deps: Pick<Deps, 'db'>): Promise<Reconciliation | null> {
  const started = performance.now();
  // (Assigned inside the lock's callback, which the compiler cannot follow.)
  let books = null as Reconciliation | null;
  await withJobLock(
    deps,
    'reconciliation',
    async (tx) => {
      await repo.allowLongStatements(tx);
      books = await reconcile(tx);
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
  if (!books) return null;
  await repo.insertReconciliationRun(deps.db, {
    seconds: (performance.now() - started) / 1000,
    problems: books.problems.length,
    firstProblems: books.problems.slice(0, 20),
    deviceDays: books.deviceDays,
  });
  return books;
}

/** For the metrics: when the last reconciliation finished (epoch seconds) and what it found. */
export function lastReconciliation(
  deps: Pick<Deps, 'db'>,
): Promise<{ finishedAt: number; problems: number } | null> {
  return repo.lastReconciliationRun(deps.db);
}

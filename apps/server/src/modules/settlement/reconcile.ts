import type { DbOrTx } from '../../db/client.ts';
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

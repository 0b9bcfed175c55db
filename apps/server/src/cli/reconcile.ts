import { formatYuan } from '@nodebao/contract/money';
import { reconcileAndRecord } from '../modules/settlement/reconcile.ts';
import { openConfiguredDatabase } from './open-from-config.ts';

/**
 * npm run reconcile: the books balance (every transfer and all entries sum to zero, each account's
 * balance equals its entries, no member below zero) and each settled device-day is credited exactly
 * once. Exit code 1 and the first problems listed when not. The result is recorded like the daily
 * job's (reconciliation_runs), so the ReconciliationFailing alert clears as soon as the books balance.
 */
const database = await openConfiguredDatabase();
try {
  const report = await reconcileAndRecord(database);
  if (!report) throw new Error('a reconciliation is running on the server right now; try again shortly');
  console.log(
    `ledger: ${report.transfers} transfers, ${report.entries} entries, entries total ${formatYuan(report.entriesTotalFen)} 元`,
  );
  console.log(
    `settlement: ${report.deviceDays} device-days settled, income ${formatYuan(report.incomeFen)} 元`,
  );
  if (report.ok) console.log('reconciliation OK');
  else {
    console.error(`reconciliation FAILED: ${report.problems.length} problem(s)`);
    for (const p of report.problems.slice(0, 20))
      console.error(`  ${p.what} ${p.id}: expected ${p.expected}, got ${p.actual}`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}

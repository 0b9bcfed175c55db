import type { Deps } from '../deps.ts';
import { pendingDepth as pointsWithdrawalDepth } from '../modules/activity/points-wallet.service.ts';
import { transferReviewDepth } from '../modules/pay/staff.service.ts';
import { lastReconciliation } from '../modules/settlement/reconcile.ts';
import { newestSettledDay } from '../modules/settlement/settlement.service.ts';
import { reviewDepth as cooperationReviewDepth } from '../modules/services/cooperation.service.ts';
import { reviewDepth as flashingReviewDepth } from '../modules/services/flashing.service.ts';
import { queueDepths as withdrawalDepths } from '../modules/withdrawals/withdrawals.service.ts';
import type { DatabaseState } from './scraped-gauges.ts';

/**
 * Eight small reads, one after another (an index read each; together a few milliseconds), rather
 * than eight pooled connections at once at every scrape of every replica.
 */
export async function readDatabaseState(deps: Pick<Deps, 'db'>): Promise<DatabaseState> {
  const withdrawals = await withdrawalDepths(deps);
  return {
    queues: {
      withdrawal_review: withdrawals.review,
      withdrawal_payout: withdrawals.payout,
      offline_payment_review: await transferReviewDepth(deps),
      points_withdrawal_review: await pointsWithdrawalDepth(deps),
      flashing_review: await flashingReviewDepth(deps),
      cooperation_review: await cooperationReviewDepth(deps),
    },
    newestSettledDayStart: await newestSettledDay(deps),
    lastReconciliation: await lastReconciliation(deps),
  };
}

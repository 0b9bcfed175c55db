// GET /api/tongji/money-paiming?limit= — 昨日设备收益排名（已结算日）
import { tongjiMoneyPaimingCall } from '@nodebao/contract/calls';
import { queryCall } from '@/lib/query-call';

/** Asked for with the number of rows. */
export const moneyRank = queryCall<typeof tongjiMoneyPaimingCall, number>({
  call: tongjiMoneyPaimingCall,
  prefix: ['tongji', 'money-paiming'],
  params: (limit) => ({ limit }),
  // A settled day does not change.
  staleTime: 5 * 60_000,
});

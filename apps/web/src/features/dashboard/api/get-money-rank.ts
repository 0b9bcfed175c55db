// GET /api/tongji/money-paiming?limit= — 昨日设备收益排名（已结算日）
import { queryCall } from '@/lib/query-call';
import type { MoneyRank } from '../types';

/** Asked for with the number of rows. */
export const moneyRank = queryCall<MoneyRank, number>({
  url: '/api/tongji/money-paiming',
  prefix: ['tongji', 'money-paiming'],
  params: (limit) => ({ limit }),
  // A settled day does not change.
  staleTime: 5 * 60_000,
});

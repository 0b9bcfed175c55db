// GET /api/device/rank-list?limit= — 昨日设备排行（按 95 值）
import { deviceRankListCall } from '@nodebao/contract/calls';
import { queryCall } from '@/lib/query-call';

export const DASHBOARD_RANK_LIMIT = 10;

/** Asked for with the number of rows. */
export const deviceRank = queryCall<typeof deviceRankListCall, number>({
  call: deviceRankListCall,
  prefix: ['device', 'rank-list'],
  params: (limit) => ({ limit }),
  staleTime: 5 * 60_000,
});

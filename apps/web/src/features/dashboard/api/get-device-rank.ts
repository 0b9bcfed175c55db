// GET /api/device/rank-list?limit= — 昨日设备排行（按 95 值）
import { queryCall } from '@/lib/query-call';
import type { RankRow } from '../types';

export const DASHBOARD_RANK_LIMIT = 10;

/** Asked for with the number of rows. */
export const deviceRank = queryCall<RankRow[], number>({
  url: '/api/device/rank-list',
  prefix: ['device', 'rank-list'],
  params: (limit) => ({ limit }),
  staleTime: 5 * 60_000,
});

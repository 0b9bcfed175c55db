// GET /api/tongji/member-month-data?month=&member_id= — 某月每天的收益与流量（每天一条，未结算为 0；图表用）
import { queryCall } from '@/lib/query-call';
import type { MemberMonth } from '../types';

/** memberId 0: the caller's own. */
export const memberMonth = queryCall<MemberMonth, { month: string; memberId: number }>({
  url: '/api/tongji/member-month-data',
  prefix: ['tongji', 'member-month-data'],
  params: ({ month, memberId }) => ({ month, member_id: memberId || undefined }),
});

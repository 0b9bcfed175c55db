// GET /api/tongji/member-month-data?month=&member_id= — 某月每天的收益与流量（每天一条，未结算为 0；图表用）
import { tongjiMemberMonthDataCall } from '@nodebao/contract/calls';
import { queryCall } from '@/lib/query-call';

/** memberId 0: the caller's own. */
export const memberMonth = queryCall<typeof tongjiMemberMonthDataCall, { month: string; memberId: number }>({
  call: tongjiMemberMonthDataCall,
  prefix: ['tongji', 'member-month-data'],
  params: ({ month, memberId }) => ({ month, member_id: memberId || undefined }),
});

// GET /api/money/month-data?member_id= — 近 12 个月收益，本月、上月、昨日与累计收益
import { moneyMonthDataCall } from '@nodebao/contract/calls';
import { queryCall } from '@/lib/query-call';

/** Asked for with a member id; 0 is the caller's own. */
export const monthData = queryCall<typeof moneyMonthDataCall, number>({
  call: moneyMonthDataCall,
  prefix: ['money', 'month-data'],
  params: (memberId) => ({ member_id: memberId || undefined }),
});

// GET /api/tongji/member-money?day= | ?month= — 收益统计（运营商）：按会员、机房、标签（某天或某月）
import { tongjiMemberMoneyCall } from '@nodebao/contract/calls';
import { queryCall } from '@/lib/query-call';

/** A day (YYYY-MM-DD) or a month (YYYY-MM). */
export type IncomePeriod = { type: 'day'; day: string } | { type: 'month'; month: string };

export const periodValue = (p: IncomePeriod) => (p.type === 'day' ? p.day : p.month);

export const memberMoney = queryCall<typeof tongjiMemberMoneyCall, IncomePeriod>({
  call: tongjiMemberMoneyCall,
  prefix: ['tongji', 'member-money'],
  params: (p) => (p.type === 'day' ? { day: p.day } : { month: p.month }),
});

// GET /api/tongji/member-money?day= | ?month= — 收益统计（运营商）：按会员、机房、标签（某天或某月）
import { queryCall } from '@/lib/query-call';
import type { IncomeData } from '../types';

/** A day (YYYY-MM-DD) or a month (YYYY-MM). */
export type IncomePeriod = { type: 'day'; day: string } | { type: 'month'; month: string };

export const periodValue = (p: IncomePeriod) => (p.type === 'day' ? p.day : p.month);

export const memberMoney = queryCall<IncomeData, IncomePeriod>({
  url: '/api/tongji/member-money',
  prefix: ['tongji', 'member-money'],
  params: (p) => (p.type === 'day' ? { day: p.day } : { month: p.month }),
});

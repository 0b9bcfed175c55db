// GET /api/member/tixian-info — 提现页数据：可用余额、审核中金额、单笔限额、手续费率（分、基点）
import type { WithdrawLimits } from '@nodebao/contract';
import { queryCall } from '@/lib/query-call';

export const withdrawInfo = queryCall<WithdrawLimits>({
  url: '/api/member/tixian-info',
  prefix: ['wallet', 'tixian-info'],
  staleTime: 0,
});

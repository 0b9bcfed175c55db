// GET /api/member/tixian-info — 提现页数据：可用余额、审核中金额、单笔限额、手续费率（分、基点）
import { memberTixianInfoCall } from '@nodebao/contract/calls';
import { queryCall } from '@/lib/query-call';

export const withdrawInfo = queryCall<typeof memberTixianInfoCall>({
  call: memberTixianInfoCall,
  prefix: ['wallet', 'tixian-info'],
  staleTime: 0,
});

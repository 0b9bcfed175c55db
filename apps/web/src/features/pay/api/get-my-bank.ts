// GET /api/member/my-bank — 平台收款账户（银行转账用）
import { memberMyBankCall } from '@nodebao/contract/calls';
import { queryCall } from '@/lib/query-call';

export const myBank = queryCall<typeof memberMyBankCall>({
  call: memberMyBankCall,
  prefix: ['pay', 'my-bank'],
  staleTime: 60_000,
});

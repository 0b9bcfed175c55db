// GET /api/member/my-bank — 平台收款账户（银行转账用）
import type { MyBank } from '@nodebao/contract';
import { queryCall } from '@/lib/query-call';

export const myBank = queryCall<MyBank>({
  url: '/api/member/my-bank',
  prefix: ['pay', 'my-bank'],
  staleTime: 60_000,
});

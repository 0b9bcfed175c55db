// POST /api/big-daikuan/apply — 申请大带宽合作
import type { CoopApplication, Output, coopApplyBody } from '@nodebao/contract';
import { writeCall } from '@/lib/write-call';
import { applicationsKey } from './get-applications';

export const coopApply = writeCall<Output<typeof coopApplyBody>, CoopApplication>({
  url: '/api/big-daikuan/apply',
  after: (queryClient) => void queryClient.invalidateQueries({ queryKey: applicationsKey }),
});

// POST /api/big-daikuan/apply — 申请大带宽合作
import { bigDaikuanApplyCall } from '@nodebao/contract/calls';
import type { Output, coopApplyBody } from '@nodebao/contract';
import { writeCall } from '@/lib/write-call';
import { applicationsKey } from './get-applications';

export const coopApply = writeCall<typeof bigDaikuanApplyCall, Output<typeof coopApplyBody>>({
  call: bigDaikuanApplyCall,
  after: (queryClient) => void queryClient.invalidateQueries({ queryKey: applicationsKey }),
});

// POST /api/brush/apply — 申请刷机
import { brushApplyCall } from '@nodebao/contract/calls';
import type { Output, flashApplyBody } from '@nodebao/contract';
import { writeCall } from '@/lib/write-call';
import { flashApplicationsKey } from './get-applications';

export const flashApply = writeCall<typeof brushApplyCall, Output<typeof flashApplyBody>>({
  call: brushApplyCall,
  after: (queryClient) => void queryClient.invalidateQueries({ queryKey: flashApplicationsKey }),
});

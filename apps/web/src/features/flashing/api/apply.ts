// POST /api/brush/apply — 申请刷机
import type { FlashApplication, Output, flashApplyBody } from '@nodebao/contract';
import { writeCall } from '@/lib/write-call';
import { flashApplicationsKey } from './get-applications';

export const flashApply = writeCall<Output<typeof flashApplyBody>, FlashApplication>({
  url: '/api/brush/apply',
  after: (queryClient) => void queryClient.invalidateQueries({ queryKey: flashApplicationsKey }),
});

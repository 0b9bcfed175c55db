// POST /api/member/tixian {amount（分）, payee_id} — 申请提现，金额当即从余额冻结；
// 余额不足 30001，低于/超过单笔限额 30002/30003，收款账户不存在 30004
import { memberTixianCall } from '@nodebao/contract/calls';
import type { Output, withdrawBody } from '@nodebao/contract';
import { writeCall } from '@/lib/write-call';
import { withdrawInfo } from './get-withdraw-info';
import { withdrawalsPrefix } from './get-withdrawals';

export type WithdrawBody = Output<typeof withdrawBody>;

/**
 * Success or refusal, the balance is read again (a refusal for too little balance means the screen
 * was out of date); after a success the records are fetched again when next shown.
 */
export const requestWithdrawal = writeCall<typeof memberTixianCall, WithdrawBody>({
  call: memberTixianCall,
  after: (queryClient) => queryClient.invalidateQueries({ queryKey: withdrawalsPrefix }),
  afterEither: (queryClient) => queryClient.invalidateQueries({ queryKey: withdrawInfo.prefix }),
});

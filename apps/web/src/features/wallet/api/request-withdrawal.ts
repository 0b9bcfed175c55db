// POST /api/member/tixian {amount（分）, payee_id} — 申请提现，金额当即从余额冻结；
// 余额不足 30001，低于/超过单笔限额 30002/30003，收款账户不存在 30004
import type { Output, Withdrawal, withdrawBody } from '@nodebao/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import { withdrawInfo } from './get-withdraw-info';
import { withdrawalsPrefix } from './get-withdrawals';

export type WithdrawBody = Output<typeof withdrawBody>;

/** A refusal is toasted (its Chinese msg) by the request client and thrown for the form. */
export function requestWithdrawal(body: WithdrawBody): Promise<Withdrawal> {
  return unwrap(request<Withdrawal>('/api/member/tixian', { method: 'POST', data: body }));
}

/**
 * Success or refusal, the balance is read again (a refusal for too little balance means the screen
 * was out of date); after a success the records are fetched again when next shown.
 */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestWithdrawal,
    onSettled: () => queryClient.invalidateQueries({ queryKey: withdrawInfo.prefix }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: withdrawalsPrefix }),
  });
}

// GET /api/member/delete-check — 注销前检查；POST /api/member/delete — 注销账号（需当前密码）
import { type CallReply, memberDeleteCall, memberDeleteCheckCall } from '@nodebao/contract/calls';
import type { ClosureCheck } from '@nodebao/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';

export const closureCheckKey = ['account', 'delete-check'] as const;

/** What stands in the way of closing the account (devices, money, withdrawals, orders, sub-members). */
export function getClosureCheck(): Promise<ClosureCheck> {
  return unwrap(request<CallReply<typeof memberDeleteCheckCall>>(memberDeleteCheckCall.path));
}

/** Asked afresh each time the sheet opens: a removed device or a finished withdrawal shows at once. */
export function useClosureCheck(enabled: boolean) {
  return useQuery({ queryKey: closureCheckKey, queryFn: getClosureCheck, enabled, staleTime: 0 });
}

/** Closes the caller's account; a wrong password or a remaining blocker is toasted by the client. */
export function closeAccount(password: string): Promise<null> {
  return unwrap(
    request<CallReply<typeof memberDeleteCall>>(memberDeleteCall.path, {
      method: 'POST',
      data: { password },
    }),
  );
}

export function useCloseAccount() {
  return useMutation({ mutationFn: closeAccount });
}

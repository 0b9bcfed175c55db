import { type CallReply, defaultResetPasswordCall } from '@nodebao/contract/calls';
import type { resetPasswordBody } from '@nodebao/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/request';

export type ResetPasswordBody = ReturnType<typeof resetPasswordBody.parse>;

/**
 * 重置密码 POST /api/default/reset-password; the server revokes every session of the account.
 * Resolves with the whole envelope; refusals are toasted by the request client.
 */
export function resetPassword(body: ResetPasswordBody) {
  return request<CallReply<typeof defaultResetPasswordCall>>(defaultResetPasswordCall.path, {
    method: 'POST',
    data: body,
  });
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}

import { type CallReply, defaultRegisterCall } from '@nodebao/contract/calls';
import type { registerBody } from '@nodebao/contract';
import { useMutation } from '@tanstack/react-query';
import { request } from '@/lib/request';

export type RegisterBody = ReturnType<typeof registerBody.parse>;

/**
 * 注册 POST /api/default/register; success signs the new member in (LoginData). Resolves with the
 * whole envelope; refusals (wrong code, common password, bad invite code) are toasted by the client.
 */
export function register(body: RegisterBody) {
  return request<CallReply<typeof defaultRegisterCall>>(defaultRegisterCall.path, {
    method: 'POST',
    data: body,
  });
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}

import { type CallReply, defaultLoginCall } from '@nodebao/contract/calls';
import type { loginBody } from '@nodebao/contract';
import { loginRequestOptions, request } from '@/lib/request';

export type LoginBody = ReturnType<typeof loginBody.parse>;

/**
 * 登录 POST /api/default/login (member or admin entrance). Resolves with the whole envelope; a refusal
 * is toasted by the request client for 3 s with the reply's msg, or 登录失败 without one (SPEC §8).
 * A plain call, not a react-query mutation: the sign-in pages load no react-query (issue 17 §3).
 */
export function login(body: LoginBody) {
  return request<CallReply<typeof defaultLoginCall>>(defaultLoginCall.path, {
    ...loginRequestOptions,
    method: 'POST',
    data: body,
  });
}

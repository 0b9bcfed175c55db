import type { LoginData, loginBody } from '@nodebao/contract';
import { useMutation } from '@tanstack/react-query';
import { loginRequestOptions, request } from '@/lib/request';

export type LoginBody = ReturnType<typeof loginBody.parse>;

/**
 * 登录 POST /api/default/login (member or admin entrance). Resolves with the whole envelope; a refusal
 * is toasted by the request client for 3 s with the reply's msg, or 登录失败 without one (SPEC §8).
 */
export function login(body: LoginBody) {
  return request<LoginData>('/api/default/login', { ...loginRequestOptions, method: 'POST', data: body });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

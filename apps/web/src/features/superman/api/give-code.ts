// POST /api/admin/give-code {mobile, device_type_id, quantity（1–500）, note} — 向会员直接发放激活码（平台运营）；
// 手机号未注册 31008；返回会员信息、型号名称与发放的激活码
import type { giveCodeReply, GiveCodeBody } from '@nodebao/contract';
import { useMutation } from '@tanstack/react-query';
import { BusinessError, request } from '@/lib/request';

export type GiveCodeResult = ReturnType<typeof giveCodeReply.parse>['data'];

/** A refusal is toasted by the request client and thrown as a BusinessError. */
export async function giveCode(body: GiveCodeBody): Promise<GiveCodeResult> {
  const reply = await request<GiveCodeResult>('/api/admin/give-code', { method: 'POST', data: body });
  if (reply.errorCode !== 0) throw new BusinessError(reply);
  return reply.data;
}

/** Not retried: each call issues new codes. */
export function useGiveCode() {
  return useMutation({ mutationFn: giveCode, retry: false });
}

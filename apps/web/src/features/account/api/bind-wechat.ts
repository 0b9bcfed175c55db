import type { bindWechatBody, Output } from '@nodebao/contract';
// POST /api/member/bind-wechat {code, state} — 用授权码绑定会员的微信 openid；授权码无效或过期 11003
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { memberInfoKey } from '@/lib/member-info';
import { request, unwrap } from '@/lib/request';

export type BindWechatBody = Output<typeof bindWechatBody>;

export function bindWechat(body: BindWechatBody): Promise<unknown> {
  return unwrap(request('/api/member/bind-wechat', { method: 'POST', data: body }));
}

export function useBindWechat() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: bindWechat,
    onSettled: () => queryClient.invalidateQueries({ queryKey: memberInfoKey }),
  });
}

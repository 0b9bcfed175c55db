// POST /api/member/bind-wechat {code, state} — 用授权码绑定会员的微信 openid；授权码无效或过期 11003
import type { bindWechatBody, Output } from '@nodebao/contract';
import { memberInfoKey } from '@/lib/member-info';
import { writeCall } from '@/lib/write-call';

/** Bound or refused, the member info (which says whether WeChat is bound) is read again. */
export const bindWechat = writeCall<Output<typeof bindWechatBody>, unknown>({
  url: '/api/member/bind-wechat',
  afterEither: (queryClient) => queryClient.invalidateQueries({ queryKey: memberInfoKey }),
});

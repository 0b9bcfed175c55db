// POST /api/member/bind-wechat {code, state} — 用授权码绑定会员的微信 openid；授权码无效或过期 11003
import { memberBindWechatCall } from '@nodebao/contract/calls';
import type { bindWechatBody, Output } from '@nodebao/contract';
import { memberInfoKey } from '@/lib/member-info';
import { writeCall } from '@/lib/write-call';

/** Bound or refused, the member info (which says whether WeChat is bound) is read again. */
export const bindWechat = writeCall<typeof memberBindWechatCall, Output<typeof bindWechatBody>>({
  call: memberBindWechatCall,
  afterEither: (queryClient) => queryClient.invalidateQueries({ queryKey: memberInfoKey }),
});

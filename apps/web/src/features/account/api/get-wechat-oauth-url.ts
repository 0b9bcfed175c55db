// GET /api/member/wechat-oauth-url?redirect=<绝对地址> — 微信网页授权地址（snsapi_base）
import { type CallReply, memberWechatOauthUrlCall } from '@nodebao/contract/calls';
import { request, unwrap } from '@/lib/request';

/** Where WeChat asks the member to authorize; it comes back to `redirect` with ?code=&state=. */
export async function getWechatOauthUrl(redirect: string): Promise<string> {
  const data = await unwrap(
    request<CallReply<typeof memberWechatOauthUrlCall>>(memberWechatOauthUrlCall.path, {
      params: { redirect },
    }),
  );
  return data.url;
}

// GET /api/member/unbind-wechat — 解绑微信
import { memberUnbindWechatCall } from '@nodebao/contract/calls';
import { request, unwrap } from '@/lib/request';

export function unbindWechat(): Promise<unknown> {
  return unwrap(request(memberUnbindWechatCall.path));
}

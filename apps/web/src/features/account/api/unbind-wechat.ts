// GET /api/member/unbind-wechat — 解绑微信
import { request, unwrap } from '@/lib/request';

export function unbindWechat(): Promise<unknown> {
  return unwrap(request('/api/member/unbind-wechat'));
}

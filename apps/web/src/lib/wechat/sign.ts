/**
 * The `wx.config` parameters from the GET /api/member/js-api-sign reply. SPEC §5: the only check the
 * console makes on it is that an appId came back, otherwise it says 'appId not exist'.
 */
import type { JsApiSign } from '@nodebao/contract';
import type { Envelope } from '@/lib/request';
import { wechatText } from '@/locales/zh-CN/wechat';

/** The JS-SDK calls the console uses (SPEC §7). */
export const JS_API_LIST = [
  'onMenuShareTimeline',
  'onMenuShareAppMessage',
  'chooseWXPay',
  'scanQRCode',
] as const;
export type JsApiName = (typeof JS_API_LIST)[number];

export type WxConfig = JsApiSign & { debug: false; jsApiList: JsApiName[] };

/** A failure of the WeChat layer; its message is for people (Chinese, or SPEC's literal text). */
export class WechatError extends Error {
  override readonly name = 'WechatError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The config for `wx.config`, or a WechatError: the server's refusal, or 'appId not exist'. */
export function toWxConfig(reply: Envelope<unknown>): WxConfig {
  if (reply.errorCode !== 0) throw new WechatError(reply.msg || wechatText.signFailed);
  const data = isRecord(reply.data) ? reply.data : {};
  if (typeof data.appId !== 'string' || data.appId === '') throw new WechatError(wechatText.appIdMissing);
  return {
    debug: false,
    appId: data.appId,
    timestamp: Number(data.timestamp),
    nonceStr: String(data.nonceStr ?? ''),
    signature: String(data.signature ?? ''),
    jsApiList: [...JS_API_LIST],
  };
}

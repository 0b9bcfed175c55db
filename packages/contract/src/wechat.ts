import { z } from 'zod';
import { envelope } from './envelope.ts';

/**
 * WeChat JS-SDK signing (`GET /api/member/js-api-sign`): every console page opened inside WeChat asks
 * for a `wx.config` signature of its own address before it may call the JS-SDK (scanner, payment).
 * The jsapi_ticket never leaves the server; only the signature does.
 */

/** Longest page address signed; the console's own addresses are far shorter. */
export const JS_API_SIGN_URL_MAX = 1000;

export const jsApiSignQuery = z.object({
  /** The page's `location.href`; a `#fragment` is allowed and left out of the signature. */
  url: z
    .string({ error: '请提供页面地址' })
    .min(1, '请提供页面地址')
    .max(JS_API_SIGN_URL_MAX, `页面地址最多 ${JS_API_SIGN_URL_MAX} 个字符`)
    .pipe(z.url({ protocol: /^https?$/, error: '页面地址须为 http:// 或 https:// 开头的网址' })),
});

/** Exactly what `wx.config` takes beside `jsApiList` (the web adds `debug` and the list). */
export const jsApiSignSchema = z.object({
  appId: z.string(),
  /** Epoch seconds. */
  timestamp: z.number().int(),
  nonceStr: z.string(),
  /** SHA-1 hex, lower case. */
  signature: z.string(),
});
export type JsApiSign = z.infer<typeof jsApiSignSchema>;
export const jsApiSignReply = envelope(jsApiSignSchema);

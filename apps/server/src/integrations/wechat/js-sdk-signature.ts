import { createHash, randomInt } from 'node:crypto';

/**
 * The JS-SDK's `wx.config` signature (微信 JS-SDK 说明文档, 附录 1): SHA-1 hex of
 * `jsapi_ticket=…&noncestr=…&timestamp=…&url=…`, the keys in ASCII order, values raw (not
 * URL-encoded), and the url exactly as the page has it up to, not including, any `#fragment`.
 */
export type JsSdkSignInput = {
  ticket: string;
  nonceStr: string;
  /** Epoch seconds. */
  timestamp: number;
  url: string;
};

export function jsSdkSignature({ ticket, nonceStr, timestamp, url }: JsSdkSignInput): string {
  const pageUrl = withoutFragment(url);
  const text = `jsapi_ticket=${ticket}&noncestr=${nonceStr}&timestamp=${timestamp}&url=${pageUrl}`;
  return createHash('sha1').update(text).digest('hex');
}

/** The page address WeChat's client signs: everything before the first '#'. */
export function withoutFragment(url: string): string {
  const hash = url.indexOf('#');
  return hash === -1 ? url : url.slice(0, hash);
}

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A CSPRNG nonce of [A-Za-z0-9], 16 characters as in WeChat's example (it allows up to 32). */
export function jsSdkNonce(length = 16): string {
  let out = '';
  for (let i = 0; i < length; i++) out += NONCE_ALPHABET[randomInt(NONCE_ALPHABET.length)];
  return out;
}

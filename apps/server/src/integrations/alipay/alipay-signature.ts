import { createSign, createVerify, type KeyObject } from 'node:crypto';

/**
 * Alipay OpenAPI 2.0 (gateway.do) signing, RSA2 = SHA256withRSA, base64:
 * - request: every parameter except `sign` and those with an empty value, sorted by name, joined as
 *   `name=value&…` with raw (not URL-encoded) values; signed with the app's private key;
 * - response: the exact JSON text of the `<method>_response` value, signed with Alipay's key.
 * The real client signs through alipay-sdk; these serve the simulator and the tests.
 */
export function canonicalString(params: Record<string, string | undefined>): string {
  return Object.keys(params)
    .filter((k) => k !== 'sign' && params[k] !== undefined && params[k] !== '')
    .sort()
    .map((k) => `${k}=${params[k] as string}`)
    .join('&');
}

export function rsa2Sign(content: string, privateKey: KeyObject | string): string {
  return createSign('RSA-SHA256').update(content, 'utf8').sign(privateKey, 'base64');
}

export function rsa2Verify(content: string, signature: string, publicKey: KeyObject | string): boolean {
  try {
    return createVerify('RSA-SHA256').update(content, 'utf8').verify(publicKey, signature, 'base64');
  } catch {
    return false;
  }
}

/** `{"<key>":<node>,"sign":"…"}` as Alipay writes it: the signature covers `node`, byte for byte. */
export function signedResponseText(key: string, node: string, sign: string): string {
  return `{"${key}":${node},"sign":"${sign}"}`;
}

/** The gateway's timestamp: "yyyy-MM-dd HH:mm:ss" in Asia/Shanghai (UTC+8 all year, no DST). */
export function shanghaiTimestamp(at: Date = new Date()): string {
  return new Date(at.getTime() + 8 * 3600_000).toISOString().slice(0, 19).replace('T', ' ');
}

/** "yyyy-MM-dd HH:mm:ss" in Asia/Shanghai → epoch ms; NaN when malformed. */
export function parseShanghaiTimestamp(text: string): number {
  if (!/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(text)) return Number.NaN;
  return Date.parse(`${text.replace(' ', 'T')}+08:00`);
}

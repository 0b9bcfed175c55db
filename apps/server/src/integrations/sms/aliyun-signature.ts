import { createHmac } from 'node:crypto';

/**
 * Aliyun RPC signature v1 (HMAC-SHA1), as used by the Dysmsapi SendSms call: parameters sorted by
 * name, each RFC 3986 percent-encoded, joined as a query string; StringToSign =
 * METHOD & encode("/") & encode(canonical query); key = AccessKeySecret + "&"; base64 digest.
 */
export function percentEncode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function canonicalQuery(params: Record<string, string>): string {
  return Object.keys(params)
    .filter((k) => k !== 'Signature')
    .sort()
    .map((k) => `${percentEncode(k)}=${percentEncode(params[k] ?? '')}`)
    .join('&');
}

export function signRpc(
  method: 'GET' | 'POST',
  params: Record<string, string>,
  accessKeySecret: string,
): string {
  const stringToSign = `${method}&${percentEncode('/')}&${percentEncode(canonicalQuery(params))}`;
  return createHmac('sha1', `${accessKeySecret}&`).update(stringToSign).digest('base64');
}

import {
  createCipheriv,
  createDecipheriv,
  createSign,
  createVerify,
  randomBytes,
  type KeyObject,
} from 'node:crypto';

/**
 * The signatures and encryption of WeChat Pay API v3 as the simulator (and the tests standing in
 * for a merchant) do them. The console's client uses wechatpay-axios-plugin's instead (decision
 * 0028), so each side is a separate reading of the protocol and the contract tests compare them:
 *
 * - a request is signed with the merchant's key over `METHOD\nPATH?QUERY\nTIMESTAMP\nNONCE\nBODY\n`
 *   and carried in `Authorization: WECHATPAY2-SHA256-RSA2048 mchid="…",nonce_str="…",…`;
 * - an answer or a notification is signed with the platform key over `TIMESTAMP\nNONCE\nBODY\n`,
 *   in the headers Wechatpay-Timestamp, -Nonce, -Signature and -Serial (which key signed);
 * - a notification's resource is AEAD_AES_256_GCM under the merchant's APIv3 key (32 bytes), with the
 *   resource's nonce as IV and its associated_data as AAD; the ciphertext ends with the 16-byte tag;
 * - chooseWXPay's paySign is the merchant key over `APPID\nTIMESTAMP\nNONCESTR\nPACKAGE\n`.
 */
export const AUTH_SCHEMA = 'WECHATPAY2-SHA256-RSA2048';

export function rsaSign(key: KeyObject, message: string): string {
  return createSign('RSA-SHA256').update(message).sign(key, 'base64');
}

export function rsaVerify(key: KeyObject, message: string, signatureBase64: string): boolean {
  try {
    return createVerify('RSA-SHA256').update(message).verify(key, signatureBase64, 'base64');
  } catch {
    return false;
  }
}

export function requestMessage(
  method: string,
  pathWithQuery: string,
  timestamp: string,
  nonce: string,
  body: string,
): string {
  return `${method}\n${pathWithQuery}\n${timestamp}\n${nonce}\n${body}\n`;
}

export function answerMessage(timestamp: string, nonce: string, body: string): string {
  return `${timestamp}\n${nonce}\n${body}\n`;
}

export function paySignMessage(appId: string, timeStamp: string, nonceStr: string, pkg: string): string {
  return `${appId}\n${timeStamp}\n${nonceStr}\n${pkg}\n`;
}

/** 32 characters of [0-9A-Z], as WeChat Pay's own nonces. */
export function nonce(): string {
  return randomBytes(16).toString('hex').toUpperCase();
}

export function authorizationHeader(p: {
  mchId: string;
  serialNo: string;
  nonce: string;
  timestamp: string;
  signature: string;
}): string {
  return (
    `${AUTH_SCHEMA} mchid="${p.mchId}",nonce_str="${p.nonce}",signature="${p.signature}",` +
    `timestamp="${p.timestamp}",serial_no="${p.serialNo}"`
  );
}

/** The fields of an Authorization header, or null when it is not WeChat Pay's schema. */
export function parseAuthorization(header: string | undefined): Record<string, string> | null {
  if (!header?.startsWith(`${AUTH_SCHEMA} `)) return null;
  const fields: Record<string, string> = {};
  for (const match of header.slice(AUTH_SCHEMA.length + 1).matchAll(/(\w+)="([^"]*)"/g)) {
    fields[match[1]!] = match[2]!;
  }
  return fields;
}

export type EncryptedResource = {
  algorithm: 'AEAD_AES_256_GCM';
  ciphertext: string;
  associated_data: string;
  nonce: string;
  original_type: string;
};

export function encryptResource(
  apiV3Key: string,
  plaintext: string,
  associatedData: string,
  resourceNonce: string,
): string {
  const cipher = createCipheriv('aes-256-gcm', Buffer.from(apiV3Key, 'utf8'), Buffer.from(resourceNonce));
  cipher.setAAD(Buffer.from(associatedData));
  const body = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return body.toString('base64');
}

/** Throws when the key, nonce, associated data or any byte of the ciphertext or tag is wrong. */
export function decryptResource(apiV3Key: string, resource: EncryptedResource): string {
  const data = Buffer.from(resource.ciphertext, 'base64');
  if (data.length < 17) throw new Error('ciphertext too short');
  const decipher = createDecipheriv(
    'aes-256-gcm',
    Buffer.from(apiV3Key, 'utf8'),
    Buffer.from(resource.nonce),
  );
  decipher.setAAD(Buffer.from(resource.associated_data ?? ''));
  decipher.setAuthTag(data.subarray(data.length - 16));
  return Buffer.concat([decipher.update(data.subarray(0, data.length - 16)), decipher.final()]).toString(
    'utf8',
  );
}

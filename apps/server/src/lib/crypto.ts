import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
  timingSafeEqual,
} from 'node:crypto';

export function sha256Hex(input: string | Buffer): string {
  return createHash('sha256').update(input).digest('hex');
}

export function hmacSha256Hex(key: string | Buffer, input: string | Buffer): string {
  return createHmac('sha256', key).update(input).digest('hex');
}

/** 32 random bytes, URL-safe: the bearer token handed to the client (DESIGN §5). */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** A CSPRNG decimal code of `length` digits, leading zeros kept. */
export function randomDigits(length: number): string {
  let out = '';
  for (let i = 0; i < length; i++) out += String(randomInt(10));
  return out;
}

// No 0/O, 1/I/L: invite codes are read aloud and typed from screenshots.
const UNAMBIGUOUS = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export function randomCode(length: number, alphabet = UNAMBIGUOUS): string {
  let out = '';
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

export function safeEqualHex(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  return timingSafeEqual(Buffer.from(a, 'hex'), Buffer.from(b, 'hex'));
}

/**
 * Reversible encryption for secrets the server must use again (device HMAC keys): AES-256-GCM under a
 * key derived from APP_SECRET for one purpose. Output: base64url(iv ‖ tag ‖ ciphertext).
 */
const purposeKeys = new Map<string, Buffer>();
function purposeKey(appSecret: string, purpose: string): Buffer {
  // HKDF is most of an unseal's cost, and every signed device request unseals its secret; the key
  // depends on nothing but these two strings, so derive it once per process.
  const id = `${purpose}\u0000${appSecret}`;
  let key = purposeKeys.get(id);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', appSecret, 'nodebao', purpose, 32));
    purposeKeys.set(id, key);
  }
  return key;
}

export function encryptSecret(appSecret: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', purposeKey(appSecret, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

export function decryptSecret(appSecret: string, purpose: string, sealed: string): string {
  const raw = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', purposeKey(appSecret, purpose), raw.subarray(0, 12));
  decipher.setAuthTag(raw.subarray(12, 28));
  return Buffer.concat([decipher.update(raw.subarray(28)), decipher.final()]).toString('utf8');
}

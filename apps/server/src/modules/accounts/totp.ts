import { generateSecret, generateURI, verify } from 'otplib';
import { hmacSha256Hex, randomCode } from '../../lib/crypto.ts';

/**
 * The authenticator app's side of a second factor (TOTP, RFC 6238: SHA-1, 6 digits, 30 s steps, what
 * every authenticator app reads from a QR code), through otplib, and the recovery codes.
 */

const ISSUER = '节点宝';

export function newTotpSecret(): string {
  return generateSecret();
}

/** The `otpauth://` address an authenticator app scans; the account is named by its mobile. */
export function otpauthUri(secret: string, mobile: string): string {
  return generateURI({ issuer: ISSUER, label: mobile, secret });
}

/**
 * The time step of `code` if it is right for `secret` now or one step either side (clock drift) and
 * newer than `afterStep` (a code is accepted once); null otherwise.
 */
export async function acceptedStep(secret: string, code: string, afterStep: number): Promise<number | null> {
  const result = await verify({
    secret,
    token: code,
    epochTolerance: 30,
    afterTimeStep: afterStep > 0 ? afterStep : undefined,
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Recovery codes are 10 letters and digits with no look-alikes, shown as `XXXXX-XXXXX`. */
export function newRecoveryCode(): string {
  const code = randomCode(10);
  return `${code.slice(0, 5)}-${code.slice(5)}`;
}

export function isRecoveryCodeShape(code: string): boolean {
  return !/^\d{6}$/.test(code.trim());
}

/** Only an HMAC of a recovery code is kept, tied to its member; typed case and dash do not matter. */
export function recoveryCodeHash(appSecret: string, memberId: number, code: string): string {
  const normalized = code.trim().toUpperCase().replace(/-/g, '');
  return hmacSha256Hex(appSecret, `recovery:${memberId}:${normalized}`);
}

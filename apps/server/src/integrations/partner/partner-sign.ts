import { hmacSha256Hex, safeEqualHex } from '../../lib/crypto.ts';

/** How far a signed time may be from the receiver's clock, either way (DESIGN §5). */
export const PARTNER_SIGN_SKEW_SECONDS = 300;

/**
 * The auto-login sign both services compute: hex HMAC-SHA256 keyed by the shared secret over the
 * source, the mobile and the time, one per line (decision 0017). A keyed MAC rather than a plain hash
 * of "secret + fields", so that a sign reveals nothing about the secret and fields cannot be shifted
 * between each other ("ab" + "c" vs "a" + "bc").
 */
export function partnerSign(secret: string, fields: { from: string; mobile: string; time: number }): string {
  return hmacSha256Hex(secret, `${fields.from}\n${fields.mobile}\n${fields.time}`);
}

/** Whether `sign` is the one `secret` gives for `fields` (compared in constant time). */
export function partnerSignMatches(
  secret: string,
  fields: { from: string; mobile: string; time: number },
  sign: string,
): boolean {
  return safeEqualHex(partnerSign(secret, fields), sign.toLowerCase());
}

/** Whether an epoch-seconds time is within the allowed skew of `nowMs`. */
export function partnerTimeFresh(time: number, nowMs: number = Date.now()): boolean {
  return Math.abs(nowMs / 1000 - time) <= PARTNER_SIGN_SKEW_SECONDS;
}

import { randomBytes } from 'node:crypto';
import { DEVICE_PROTOCOL } from '@nodebao/contract';
import type { Deps } from '../../deps.ts';
import { decryptSecret, encryptSecret, hmacSha256Hex, safeEqualHex } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { findDeviceCredentials, type DeviceCredentials } from './telemetry.repo.ts';

/** The purpose under which device secrets are encrypted (lib/crypto.ts derives one key per purpose). */
const SECRET_PURPOSE = 'device-secret';

export function sealDeviceSecret(deps: Pick<Deps, 'config'>, secret: string): string {
  return encryptSecret(deps.config.appSecret, SECRET_PURPOSE, secret);
}

export function unsealDeviceSecret(deps: Pick<Deps, 'config'>, sealed: string): string {
  return decryptSecret(deps.config.appSecret, SECRET_PURPOSE, sealed);
}

/** A fresh secret for a device: 192 random bits, URL-safe. */
export function newDeviceSecret(): string {
  return randomBytes(24).toString('base64url');
}

/** X-Signature of a device request: hex HMAC-SHA256(secret, timestamp + "." + raw body) (DESIGN §6). */
export function signDeviceRequest(secret: string, timestamp: string, rawBody: string): string {
  return hmacSha256Hex(secret, `${timestamp}.${rawBody}`);
}

export type DeviceAuthHeaders = {
  sn: string | undefined;
  timestamp: string | undefined;
  signature: string | undefined;
};

/** A device whose request is signed with its own secret, at `ts` (X-Timestamp, epoch seconds). */
export type AuthenticatedDevice = { id: number; sn: string; memberId: number | null; ts: number };

/** Finds the device a request names by its SN. */
export type CredentialLookup = (sn: string) => Promise<DeviceCredentials | undefined>;

const MAX_LOOKUP_BATCH = 500;

/**
 * Looks up the SNs of concurrent requests together: the SNs asked for in one turn of the event loop
 * go to the database in one query. A fleet reporting thousands of times a second would otherwise
 * spend a round trip, and PostgreSQL a parsed and planned statement, per request just to find each
 * box's secret (decision 0013). A failed query fails every request that waited on it.
 */
export function batchedCredentialLookup(deps: Pick<Deps, 'db'>): CredentialLookup {
  type Waiter = { resolve: (row: DeviceCredentials | undefined) => void; reject: (err: unknown) => void };
  let waiting = new Map<string, Waiter[]>();
  let scheduled = false;
  const run = async () => {
    scheduled = false;
    const batch = waiting;
    waiting = new Map();
    if (batch.size === 0) return;
    try {
      const found = new Map((await findDeviceCredentials(deps.db, [...batch.keys()])).map((d) => [d.sn, d]));
      for (const [sn, waiters] of batch) for (const w of waiters) w.resolve(found.get(sn));
    } catch (err) {
      for (const waiters of batch.values()) for (const w of waiters) w.reject(err);
    }
  };
  return (sn) =>
    new Promise((resolve, reject) => {
      waiting.set(sn, [...(waiting.get(sn) ?? []), { resolve, reject }]);
      if (waiting.size >= MAX_LOOKUP_BATCH) void run();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(() => void run());
      }
    });
}

const SN = /^[A-Za-z0-9-]{6,40}$/;
const TIMESTAMP = /^\d{1,12}$/;
const SIGNATURE = /^[0-9a-fA-F]{64}$/;

/**
 * Checks a device request before its body is even parsed: a known SN, a signature made with that
 * device's secret over the exact bytes received, and a timestamp within 300 s of the server clock.
 * Anything an outsider could probe gets the same DEVICE_AUTH_FAILED; the clock and replay refusals
 * come only after a valid signature, to help a genuine device fix itself.
 *
 * Replays: a device's requests must carry strictly increasing X-Timestamps; the last accepted one is
 * kept on the device (devices.last_signed_ts). This is a cheap early refusal; the write transaction
 * re-checks it atomically (claimSignedRequest / acceptReports), which is what makes it safe under races.
 */
export async function authenticateDevice(
  deps: Deps,
  headers: DeviceAuthHeaders,
  rawBody: string,
  lookup: CredentialLookup = async (sn) => (await findDeviceCredentials(deps.db, [sn]))[0],
): Promise<AuthenticatedDevice> {
  const { sn, timestamp, signature } = headers;
  if (!sn || !timestamp || !signature) throw new AppError('DEVICE_AUTH_FAILED');
  if (!SN.test(sn) || !TIMESTAMP.test(timestamp) || !SIGNATURE.test(signature))
    throw new AppError('DEVICE_AUTH_FAILED');

  const device = await lookup(sn);
  if (!device) throw new AppError('DEVICE_AUTH_FAILED');
  let secret: string;
  try {
    secret = unsealDeviceSecret(deps, device.secretEnc);
  } catch (err) {
    // A secret sealed under another APP_SECRET (or damaged): the device cannot sign; staff must see it.
    deps.log.error({ err, sn }, 'device secret cannot be decrypted');
    throw new AppError('DEVICE_AUTH_FAILED');
  }
  if (!safeEqualHex(signDeviceRequest(secret, timestamp, rawBody), signature.toLowerCase()))
    throw new AppError('DEVICE_AUTH_FAILED');

  const ts = Number(timestamp);
  if (Math.abs(Date.now() / 1000 - ts) > DEVICE_PROTOCOL.maxSkewSeconds)
    throw new AppError('DEVICE_TIMESTAMP_SKEW');
  if (device.lastSignedTs !== null && ts <= device.lastSignedTs) throw new AppError('DEVICE_REPLAY');
  return { id: device.id, sn: device.sn, memberId: device.memberId, ts };
}

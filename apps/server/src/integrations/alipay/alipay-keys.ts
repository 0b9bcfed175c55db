import { createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../../lib/paths.ts';

/**
 * RSA keys as people hand them over: a PEM (PKCS#1 or PKCS#8, SPKI), the bare base64 that Alipay's
 * key tool prints (PKCS#8 private, SPKI public), a PEM squeezed into one env line with "\n", or the
 * path of a file holding any of these. Everything is normalised to PEM at boot, so a bad key stops
 * the server there and not at the first withdrawal.
 */
export function readRsaKey(value: string, kind: 'private' | 'public'): KeyObject {
  let text = value.trim().replace(/\\n/g, '\n');
  if (!text.includes('-----BEGIN') && !text.includes('\n') && fs.existsSync(text)) {
    text = fs.readFileSync(text, 'utf8').trim();
  }
  const key = text.includes('-----BEGIN') ? fromPem(text, kind) : fromBase64Der(text, kind);
  if (key.asymmetricKeyType !== 'rsa') throw new Error(`not an RSA ${kind} key`);
  if ((key.asymmetricKeyDetails?.modulusLength ?? 0) < 2048) throw new Error('RSA2 needs a key of 2048 bits');
  return key;
}

function fromPem(pem: string, kind: 'private' | 'public'): KeyObject {
  return kind === 'private' ? createPrivateKey(pem) : createPublicKey(pem);
}

function fromBase64Der(text: string, kind: 'private' | 'public'): KeyObject {
  const der = Buffer.from(text.replace(/\s+/g, ''), 'base64');
  const types = kind === 'private' ? (['pkcs8', 'pkcs1'] as const) : (['spki', 'pkcs1'] as const);
  for (const type of types) {
    try {
      return kind === 'private'
        ? createPrivateKey({ key: der, format: 'der', type: type as 'pkcs8' | 'pkcs1' })
        : createPublicKey({ key: der, format: 'der', type: type as 'spki' | 'pkcs1' });
    } catch {
      // try the next encoding
    }
  }
  throw new Error(`not a PEM, base64 DER or file path of an RSA ${kind} key`);
}

/** PKCS#1 PEM ("RSA PRIVATE KEY"), the form alipay-sdk reads by default. */
export function privateKeyPem(key: KeyObject): string {
  return key.export({ type: 'pkcs1', format: 'pem' }).toString();
}

/** SPKI PEM ("PUBLIC KEY"). */
export function publicKeyPem(key: KeyObject): string {
  const publicKey = key.type === 'public' ? key : createPublicKey(key);
  return publicKey.export({ type: 'spki', format: 'pem' }).toString();
}

export type SimulatorKeys = {
  /** Our app's key pair in the simulator world: the client signs, the simulator verifies. */
  appPrivateKey: string;
  appPublicKey: string;
  /** "Alipay's" key pair in the simulator world: the simulator signs, the client verifies. */
  alipayPrivateKey: string;
  alipayPublicKey: string;
};

export const SIMULATOR_APP_ID = '2021000000000001';

let simulatorKeys: SimulatorKeys | undefined;

/**
 * The committed dev-only key pairs of dev-keys/ (public test keys, never valid at Alipay; config.ts
 * refuses them in production). Fixed files rather than keys made at start, so the demo server, the
 * tests and any tool agree on them across processes.
 */
export function loadSimulatorKeys(): SimulatorKeys {
  if (simulatorKeys) return simulatorKeys;
  const dir = path.join(serverRoot(), 'src', 'integrations', 'alipay', 'dev-keys');
  const app = readRsaKey(path.join(dir, 'simulator-only.app-private.pem'), 'private');
  const alipay = readRsaKey(path.join(dir, 'simulator-only.alipay-private.pem'), 'private');
  simulatorKeys = {
    appPrivateKey: privateKeyPem(app),
    appPublicKey: publicKeyPem(app),
    alipayPrivateKey: privateKeyPem(alipay),
    alipayPublicKey: publicKeyPem(alipay),
  };
  return simulatorKeys;
}

/** True when `key` (either half) belongs to one of the simulator's dev key pairs. */
export function isSimulatorKey(key: KeyObject): boolean {
  const keys = loadSimulatorKeys();
  const mine = publicKeyPem(key);
  return mine === keys.appPublicKey || mine === keys.alipayPublicKey;
}

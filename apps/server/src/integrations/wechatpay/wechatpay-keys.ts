import { createPublicKey, X509Certificate, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { serverRoot } from '../../lib/paths.ts';
import { readRsaKey } from '../alipay/alipay-keys.ts';

/** The merchant the WeChat Pay simulator knows; shaped like a real one, issued to nobody. */
export const SIMULATOR_WECHATPAY = {
  mchId: '1900000001',
  mchSerialNo: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1',
  publicKeyId: 'PUB_KEY_ID_SIMULATOR',
  apiV3Key: 'simulator0apiv3key00000000000000',
};

export type WechatPaySimulatorKeys = {
  merchantPrivateKey: KeyObject;
  merchantPublicKey: KeyObject;
  /** The merchant key's self-signed certificate (serial SIMULATOR_WECHATPAY.mchSerialNo), PEM. */
  merchantCertificate: string;
  platformPrivateKey: KeyObject;
  platformPublicKey: KeyObject;
  /** The platform key's self-signed certificate, PEM, and its serial (upper-case hex). */
  platformCertificate: { pem: string; serial: string };
};

let keys: WechatPaySimulatorKeys | undefined;

/** The committed dev-only keys of dev-keys/ (see its README): fixed, so every process agrees on them. */
export function loadWechatPaySimulatorKeys(): WechatPaySimulatorKeys {
  if (keys) return keys;
  const dir = path.join(serverRoot(), 'src', 'integrations', 'wechatpay', 'dev-keys');
  const merchantPrivateKey = readRsaKey(path.join(dir, 'simulator-only.merchant-private.pem'), 'private');
  const platformPrivateKey = readRsaKey(path.join(dir, 'simulator-only.platform-private.pem'), 'private');
  const platformPem = readFileSync(path.join(dir, 'simulator-only.platform-cert.pem'), 'utf8');
  keys = {
    merchantPrivateKey,
    merchantPublicKey: createPublicKey(merchantPrivateKey),
    merchantCertificate: readFileSync(path.join(dir, 'simulator-only.merchant-cert.pem'), 'utf8'),
    platformPrivateKey,
    platformPublicKey: createPublicKey(platformPrivateKey),
    platformCertificate: {
      pem: platformPem,
      serial: new X509Certificate(platformPem).serialNumber.toUpperCase(),
    },
  };
  return keys;
}

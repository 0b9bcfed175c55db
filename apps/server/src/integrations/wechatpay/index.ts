import type { Config } from '../../config.ts';
import { WechatPayClient } from './wechatpay-client.ts';
import { loadWechatPaySimulatorKeys } from './wechatpay-keys.ts';
import { WechatPaySimulatorState, type WechatPaySimulatorOptions } from './wechatpay-simulator.ts';
import type { WechatPay } from './wechatpay.ts';

export * from './wechatpay.ts';
export { WechatPayClient, rfc3339Shanghai } from './wechatpay-client.ts';
export { loadWechatPaySimulatorKeys, SIMULATOR_WECHATPAY } from './wechatpay-keys.ts';
export {
  WechatPaySimulatorState,
  wechatPaySimulatorPlugin,
  type NotificationForgery,
  type SimulatedOrder,
} from './wechatpay-simulator.ts';

/**
 * The client for the configured merchant, or null when none is configured (WeChat payment is then
 * refused). `apiBase` is a function when the simulator is mounted on this server.
 */
export function createWechatPay(
  config: Config['wechatpay'],
  apiBase: string | (() => string) = config?.apiBase ?? '',
): WechatPay | null {
  if (!config) return null;
  return new WechatPayClient({ ...config, apiBase });
}

/** The simulator's state for the configured (simulated) merchant: it knows our public key and the APIv3 key. */
export function createWechatPaySimulatorState(
  config: NonNullable<Config['wechatpay']>,
  options: {
    retryDelaysMs?: number[];
    logPayments?: boolean;
    mode?: WechatPaySimulatorOptions['mode'];
  } = {},
): WechatPaySimulatorState {
  const keys = loadWechatPaySimulatorKeys();
  return new WechatPaySimulatorState({
    appId: config.appId,
    mchId: config.mchId,
    merchantPublicKey: keys.merchantPublicKey,
    merchantSerialNo: config.mchSerialNo,
    platformPrivateKey: keys.platformPrivateKey,
    platformPublicKeyId: config.platformPublicKeyId,
    platformCertificate: keys.platformCertificate,
    apiV3Key: config.apiV3Key,
    retryDelaysMs: options.retryDelaysMs ?? [2_000, 10_000, 30_000],
    logPayments: options.logPayments ?? false,
    mode: options.mode ?? 'public-key',
  });
}

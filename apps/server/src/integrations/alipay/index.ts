import type { Config } from '../../config.ts';
import { AlipayPayoutsClient } from './alipay-client.ts';
import { loadSimulatorKeys } from './alipay-keys.ts';
import type { AlipaySimulatorOptions } from './alipay-simulator.ts';
import type { AlipayPayouts } from './payout.ts';

export * from './payout.ts';
export { AlipayPayoutsClient } from './alipay-client.ts';
export { SIMULATOR_APP_ID } from './alipay-keys.ts';
export { alipaySimulatorPlugin, type AlipaySimulatorOptions } from './alipay-simulator.ts';
export {
  AlipaySimulatorState,
  type AlipayFault,
  type SimulatedPayment,
  type SimulatedTransfer,
} from './alipay-simulator-state.ts';

/**
 * The payouts client for the configured Alipay. `gateway` is the URL to call, or a function giving
 * it when the simulator is mounted on this server and its port is only known after listen.
 */
export function createAlipayPayouts(
  config: Config['alipay'],
  gateway: string | (() => string) = config.gateway,
): AlipayPayouts {
  return new AlipayPayoutsClient({
    appId: config.appId,
    privateKey: config.privateKey,
    alipayPublicKey: config.alipayPublicKey,
    gateway,
    timeoutMs: config.timeoutMs,
  });
}

/** The simulator's side of the dev key pairs: it verifies with the app's public key, signs with its own. */
export function alipaySimulatorOptions(
  config: Config['alipay'],
  extra: Partial<AlipaySimulatorOptions> = {},
): AlipaySimulatorOptions {
  const keys = loadSimulatorKeys();
  return {
    appId: config.appId,
    appPublicKey: keys.appPublicKey,
    alipayPrivateKey: keys.alipayPrivateKey,
    ...extra,
  };
}

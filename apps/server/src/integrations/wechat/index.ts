import type { Config } from '../../config.ts';
import { WechatApiClient } from './wechat-client.ts';
import type { WechatOfficialAccount } from './wechat.ts';

export * from './wechat.ts';
export { jsSdkNonce, jsSdkSignature, withoutFragment, type JsSdkSignInput } from './js-sdk-signature.ts';
export { WechatApiClient } from './wechat-client.ts';
export {
  WechatSimulatorState,
  wechatSimulatorPlugin,
  type WechatApi,
  type WechatFault,
  type WechatSimulatorOptions,
} from './wechat-simulator.ts';

/**
 * The client for the configured Official Account, or null when none is configured (WECHAT_PROVIDER
 * =wechat without an app id and secret): the JS-SDK signing then refuses with WECHAT_NOT_CONFIGURED.
 * `apiBase` is a function when the simulator is mounted on this server and its port is only known
 * after listen.
 */
export function createWechatClient(
  config: Config['wechat'],
  apiBase: string | (() => string) = config.apiBase,
): WechatOfficialAccount | null {
  if (!config.appId || !config.appSecret) return null;
  return new WechatApiClient({
    appId: config.appId,
    appSecret: config.appSecret,
    apiBase,
    timeoutMs: config.timeoutMs,
  });
}

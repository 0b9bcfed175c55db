/**
 * The parts of the WeChat JS-SDK (`wx`) the console calls. The SDK is loaded only inside WeChat: a
 * `window.wx` that a script tag (or a test) already provided is used as it is, otherwise the npm
 * package `weixin-js-sdk` is imported on demand, in its own chunk.
 */
import type { WxConfig } from './sign';

type Callbacks<T = unknown> = {
  success?: (result: T) => void;
  fail?: (error?: { errMsg?: string }) => void;
  cancel?: () => void;
  complete?: () => void;
};

export type WxPayOptions = Callbacks & {
  /** WeChat Pay's `timeStamp`; the JS-SDK spells this one in lower case. */
  timestamp: string | number;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
};

export type WxShareOptions = Callbacks & { title: string; desc?: string; link: string; imgUrl: string };

export type WxScanOptions = Callbacks<{ resultStr: string }> & {
  needResult: 0 | 1;
  scanType: Array<'qrCode' | 'barCode'>;
};

export interface WxSdk {
  config(config: WxConfig): void;
  ready(fn: () => void): void;
  error(fn: (error: { errMsg?: string }) => void): void;
  chooseWXPay(options: WxPayOptions): void;
  onMenuShareTimeline(options: WxShareOptions): void;
  onMenuShareAppMessage(options: WxShareOptions): void;
  scanQRCode(options: WxScanOptions): void;
}

function isSdk(value: unknown): value is WxSdk {
  return typeof value === 'object' && value !== null && typeof (value as WxSdk).config === 'function';
}

/** `window.wx` when present, else the npm package (which also sets `window.wx`). */
export async function loadWx(): Promise<WxSdk> {
  const existing = (window as Window & { wx?: unknown }).wx;
  if (isSdk(existing)) return existing;
  const module: { default: unknown } = await import('weixin-js-sdk');
  if (!isSdk(module.default)) throw new Error('weixin-js-sdk did not load');
  return module.default;
}

/**
 * The WeChat JS-SDK layer: inside WeChat, `wx.config` is signed by the server for the page's address
 * (without #fragment) once per address, then `chooseWXPay`, the share menu and the scanner are used
 * through promises. Every failure is a WechatError with a message for people.
 */
import { memberJsApiSignCall } from '@nodebao/contract/calls';
import { request, RequestError } from '@/lib/request';
import { wechatText } from '@/locales/zh-CN/wechat';
import { isWechat, signUrl } from './env';
import { loadWx, type WxSdk } from './sdk';
import { toWxConfig, WechatError } from './sign';

export { isWechat, signUrl } from './env';
export { WechatError } from './sign';

let configured: { url: string; promise: Promise<WxSdk> } | null = null;

/** Forget the configuration (tests, and after a failure so that the next call tries again). */
export function resetWechat(): void {
  configured = null;
}

async function fetchConfig(url: string) {
  try {
    // The page shows the failure itself (a toast for every screen that merely may use WeChat is noise).
    const { path, method } = memberJsApiSignCall;
    return toWxConfig(await request(path, { method, params: { url }, skipErrorHandler: true }));
  } catch (error) {
    if (error instanceof WechatError) throw error;
    if (error instanceof RequestError) throw new WechatError(wechatText.signFailed);
    throw error;
  }
}

async function configure(url: string): Promise<WxSdk> {
  const [wx, config] = await Promise.all([
    loadWx().catch(() => {
      throw new WechatError(wechatText.loadFailed);
    }),
    fetchConfig(url),
  ]);
  return new Promise<WxSdk>((resolve, reject) => {
    wx.ready(() => resolve(wx));
    wx.error((error) => reject(new WechatError(wechatText.configFailed(error.errMsg ?? ''))));
    wx.config(config);
  });
}

/** The configured `wx` for the current address; configures it the first time for each address. */
export function wechatReady(): Promise<WxSdk> {
  if (!isWechat()) return Promise.reject(new WechatError(wechatText.notInWechat));
  const url = signUrl();
  if (configured?.url === url) return configured.promise;
  const promise = configure(url);
  configured = { url, promise };
  promise.catch(() => {
    if (configured?.promise === promise) configured = null;
  });
  return promise;
}

/** The JSAPI parameters of POST /api/pay/unified-order (method wechat_jsapi). */
export type JsapiParams = {
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: string;
  paySign: string;
};

/** WeChat's cashier: 'paid' when WeChat says so, 'cancel' when the member closed it; else a WechatError. */
export async function chooseWXPay(params: JsapiParams): Promise<'paid' | 'cancel'> {
  const wx = await wechatReady();
  return new Promise((resolve, reject) => {
    wx.chooseWXPay({
      timestamp: params.timeStamp,
      nonceStr: params.nonceStr,
      package: params.package,
      signType: params.signType,
      paySign: params.paySign,
      success: () => resolve('paid'),
      cancel: () => resolve('cancel'),
      fail: (error) => {
        const reason = error?.errMsg ?? '';
        // Some WeChat versions report a closed cashier as a failure "chooseWXPay:cancel".
        if (/cancel/i.test(reason)) resolve('cancel');
        else reject(new WechatError(wechatText.payFailed(reason)));
      },
    });
  });
}

export type ShareContent = { title: string; desc: string; link: string; imgUrl: string };

/** What WeChat's "share to Moments / send to a friend" menu items send from this page. */
export async function share(content: ShareContent): Promise<void> {
  const wx = await wechatReady();
  wx.onMenuShareTimeline({ title: content.title, link: content.link, imgUrl: content.imgUrl });
  wx.onMenuShareAppMessage(content);
}

/** WeChat's scanner; the text read, or null when the member closed it. */
export async function scanQRCode(): Promise<string | null> {
  const wx = await wechatReady();
  return new Promise((resolve, reject) => {
    wx.scanQRCode({
      needResult: 1,
      scanType: ['qrCode', 'barCode'],
      success: (result) => resolve(result.resultStr),
      cancel: () => resolve(null),
      fail: (error) => reject(new WechatError(error?.errMsg || wechatText.scanFailed)),
    });
  });
}

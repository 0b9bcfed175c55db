import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRequestConfig } from '@/lib/request';
import type { WxPayOptions, WxSdk } from './sdk';
import { chooseWXPay, resetWechat, share, wechatReady } from './wechat';

const WECHAT_UA = 'Mozilla/5.0 (Linux; Android 14) Mobile Safari/537.36 MicroMessenger/8.0.50.2701';
const sign = { appId: 'wx0123456789abcdef', timestamp: 1_767_000_000, nonceStr: 'abc', signature: 'f00' };
const jsapi = {
  timeStamp: '1767000000',
  nonceStr: 'n',
  package: 'prepay_id=wx1',
  signType: 'RSA',
  paySign: 'p',
};

const fetchMock = vi.fn<(url: string) => Promise<Response>>();

/** A scripted wx like the e2e's: config answers ready (or error), chooseWXPay does what `pay` says. */
function fakeWx(options: { configError?: string; pay?: (o: WxPayOptions) => void } = {}) {
  let onReady = () => {};
  let onError: (e: { errMsg?: string }) => void = () => {};
  const wx: WxSdk = {
    config: vi.fn(() => {
      setTimeout(() => (options.configError ? onError({ errMsg: options.configError }) : onReady()), 0);
    }),
    ready: (fn) => (onReady = fn),
    error: (fn) => (onError = fn),
    chooseWXPay: vi.fn((o: WxPayOptions) => (options.pay ?? ((p) => p.success?.(undefined)))(o)),
    onMenuShareTimeline: vi.fn(),
    onMenuShareAppMessage: vi.fn(),
    scanQRCode: vi.fn(),
  };
  vi.stubGlobal('wx', wx);
  return wx;
}

function signReply(data: unknown = sign) {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify({ errorCode: 0, msg: '', data })));
}

beforeEach(() => {
  resetWechat();
  resetRequestConfig();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue(WECHAT_UA);
});
afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe('wx.config', () => {
  it('is signed for the address without #fragment, once per address', async () => {
    const wx = fakeWx();
    window.history.replaceState(null, '', '/pay/wechat?order_no=NB1#top');
    signReply();
    await wechatReady();
    await wechatReady();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const url = new URL(fetchMock.mock.calls[0]?.[0] ?? '', 'http://localhost');
    expect(url.pathname).toBe('/api/member/js-api-sign');
    expect(url.searchParams.get('url')).toBe(`${window.location.origin}/pay/wechat?order_no=NB1`);
    expect(wx.config).toHaveBeenCalledWith(expect.objectContaining({ appId: sign.appId, debug: false }));

    window.history.replaceState(null, '', '/activity/invite');
    signReply();
    await wechatReady();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it("refuses with 'appId not exist' and tries again on the next call", async () => {
    fakeWx();
    signReply({ ...sign, appId: '' });
    await expect(wechatReady()).rejects.toThrow('appId not exist');
    signReply();
    await expect(wechatReady()).resolves.toBeDefined();
  });

  it("reports WeChat's config error in Chinese", async () => {
    fakeWx({ configError: 'config:invalid signature' });
    signReply();
    await expect(wechatReady()).rejects.toThrow('微信接口初始化失败：config:invalid signature');
  });

  it('is not attempted outside WeChat', async () => {
    vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 Chrome/140.0');
    await expect(wechatReady()).rejects.toThrow('请在微信中打开本页');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('chooseWXPay', () => {
  it('passes timeStamp as timestamp and resolves paid on success', async () => {
    const wx = fakeWx();
    signReply();
    await expect(chooseWXPay(jsapi)).resolves.toBe('paid');
    expect(wx.chooseWXPay).toHaveBeenCalledWith(
      expect.objectContaining({
        timestamp: '1767000000',
        package: 'prepay_id=wx1',
        signType: 'RSA',
        paySign: 'p',
      }),
    );
  });

  it('resolves cancel when the member closes the cashier, either way WeChat reports it', async () => {
    fakeWx({ pay: (o) => o.cancel?.() });
    signReply();
    await expect(chooseWXPay(jsapi)).resolves.toBe('cancel');
    resetWechat();
    fakeWx({ pay: (o) => o.fail?.({ errMsg: 'chooseWXPay:cancel' }) });
    signReply();
    await expect(chooseWXPay(jsapi)).resolves.toBe('cancel');
  });

  it('rejects with the reason when payment fails', async () => {
    fakeWx({ pay: (o) => o.fail?.({ errMsg: 'chooseWXPay:fail' }) });
    signReply();
    await expect(chooseWXPay(jsapi)).rejects.toThrow('微信支付未完成：chooseWXPay:fail');
  });
});

describe('share', () => {
  it('sets both share menu items', async () => {
    const wx = fakeWx();
    signReply();
    const content = { title: 't', desc: 'd', link: 'https://a.example/user/register?invite=X', imgUrl: 'i' };
    await share(content);
    expect(wx.onMenuShareTimeline).toHaveBeenCalledWith({ title: 't', link: content.link, imgUrl: 'i' });
    expect(wx.onMenuShareAppMessage).toHaveBeenCalledWith(content);
  });
});

import { describe, expect, it } from 'vitest';
import { isWechat, signUrl } from './env';
import { JS_API_LIST, toWxConfig, WechatError } from './sign';

const sign = { appId: 'wx0123456789abcdef', timestamp: 1_767_000_000, nonceStr: 'abc', signature: 'f00' };

describe('the js-api-sign reply', () => {
  it('becomes the wx.config parameters with the four JS-SDK calls the console uses', () => {
    expect(toWxConfig({ errorCode: 0, msg: '', data: sign })).toEqual({
      debug: false,
      ...sign,
      jsApiList: ['onMenuShareTimeline', 'onMenuShareAppMessage', 'chooseWXPay', 'scanQRCode'],
    });
    expect(JS_API_LIST).toContain('chooseWXPay');
  });

  it("says 'appId not exist' when the reply has no appId (SPEC §5)", () => {
    const noAppId = { errorCode: 0, msg: '', data: { ...sign, appId: '' } };
    expect(() => toWxConfig(noAppId)).toThrow(new WechatError('appId not exist'));
    expect(() => toWxConfig({ errorCode: 0, msg: '', data: null })).toThrow('appId not exist');
  });

  it("passes the server's refusal on in its own words", () => {
    expect(() => toWxConfig({ errorCode: 10001, msg: '请先登录', data: null })).toThrow('请先登录');
    expect(() => toWxConfig({ errorCode: 50000, msg: '', data: null })).toThrow(/微信签名/);
  });
});

describe('the WeChat environment', () => {
  it('is told by MicroMessenger in the user agent', () => {
    const wechat =
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323c) NetType/WIFI Language/zh_CN';
    expect(isWechat(wechat)).toBe(true);
    expect(isWechat('Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36')).toBe(false);
  });

  it('signs the address without its #fragment', () => {
    expect(signUrl('https://a.example/pay/wechat?order_no=NB1#x')).toBe(
      'https://a.example/pay/wechat?order_no=NB1',
    );
    expect(signUrl('https://a.example/pay/bank')).toBe('https://a.example/pay/bank');
  });
});

import { call } from '../call.ts';
import { emptyReply } from '../accounts.ts';
import { bindWechatBody, wechatOauthUrlQuery, wechatOauthUrlReply } from '../pay.ts';
import { jsApiSignQuery, jsApiSignReply } from '../wechat.ts';

export const memberJsApiSignCall = call({
  method: 'GET',
  path: '/api/member/js-api-sign',
  auth: 'member',
  tags: ['微信'],
  summary: '微信 JS-SDK 签名（wx.config 参数）',
  query: jsApiSignQuery,
  reply: jsApiSignReply,
});

export const memberWechatOauthUrlCall = call({
  method: 'GET',
  path: '/api/member/wechat-oauth-url',
  auth: 'member',
  tags: ['微信'],
  summary: '微信网页授权地址（snsapi_base，用于绑定微信）',
  query: wechatOauthUrlQuery,
  reply: wechatOauthUrlReply,
});

export const memberBindWechatCall = call({
  method: 'POST',
  path: '/api/member/bind-wechat',
  auth: 'member',
  tags: ['微信'],
  summary: '用微信授权回跳的 code 绑定微信',
  body: bindWechatBody,
  reply: emptyReply,
});

export const memberUnbindWechatCall = call({
  method: 'GET',
  path: '/api/member/unbind-wechat',
  auth: 'member',
  writes: true,
  tags: ['微信'],
  summary: '解绑微信',
  reply: emptyReply,
});

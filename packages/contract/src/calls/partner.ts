import { call } from '../call.ts';
import { loginReply } from '../accounts.ts';
import { autoLoginBody, partnerSignReply } from '../partner.ts';

export const memberPartnerSignCall = call({
  method: 'GET',
  path: '/api/member/partner-sign',
  auth: 'member',
  tags: ['账号'],
  summary: '伙伴站自动登录签名（服务端计算）',
  reply: partnerSignReply,
});

export const defaultAutoLoginCall = call({
  method: 'POST',
  path: '/api/default/auto-login',
  auth: 'public',
  tags: ['账号'],
  summary: '伙伴站会员自动登录',
  body: autoLoginBody,
  reply: loginReply,
});

import { call } from '../call.ts';
import {
  emptyReply,
  loginBody,
  loginReply,
  memberInfoReply,
  memberUpdateBody,
  registerBody,
  resetPasswordBody,
  sendCodeBody,
  sendCodeReply,
} from '../accounts.ts';

export const defaultSendCodeCall = call({
  method: 'POST',
  path: '/api/default/send-code',
  auth: 'public',
  tags: ['账号'],
  summary: '发送短信验证码（注册/找回密码）',
  body: sendCodeBody,
  reply: sendCodeReply,
});

export const defaultRegisterCall = call({
  method: 'POST',
  path: '/api/default/register',
  auth: 'public',
  tags: ['账号'],
  summary: '注册',
  body: registerBody,
  reply: loginReply,
});

export const defaultLoginCall = call({
  method: 'POST',
  path: '/api/default/login',
  auth: 'public',
  tags: ['账号'],
  summary: '登录（会员或管理员入口）',
  body: loginBody,
  reply: loginReply,
});

export const defaultResetPasswordCall = call({
  method: 'POST',
  path: '/api/default/reset-password',
  auth: 'public',
  tags: ['账号'],
  summary: '重置密码',
  body: resetPasswordBody,
  reply: emptyReply,
});

export const defaultLogoutCall = call({
  method: 'POST',
  path: '/api/default/logout',
  auth: 'optional',
  tags: ['账号'],
  summary: '退出登录',
  reply: emptyReply,
});

export const memberInfoCall = call({
  method: 'GET',
  path: '/api/member/info',
  auth: 'member',
  tags: ['账号'],
  summary: '当前会员信息',
  reply: memberInfoReply,
});

export const memberUpdateCall = call({
  method: 'POST',
  path: '/api/member/update',
  auth: 'member',
  tags: ['账号'],
  summary: '修改会员设置（排行榜隐身）',
  body: memberUpdateBody,
  reply: memberInfoReply,
});

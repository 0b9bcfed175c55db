import { call } from '../call.ts';
import { emptyReply } from '../accounts.ts';
import {
  changePasswordBody,
  recoveryCodesReply,
  secondFactorConfirmBody,
  secondFactorEnableBody,
  secondFactorSetupBody,
  secondFactorSetupReply,
  secondFactorStatusReply,
  secondFactorVerifyBody,
  sessionListReply,
  sessionRevokeBody,
  sessionsRevokedReply,
} from '../security.ts';

// Issue 49: a second factor, sessions a member can see and end, a password change.

export const secondFactorStatusCall = call({
  method: 'GET',
  path: '/api/member/second-factor',
  auth: 'member',
  tags: ['账号安全'],
  summary: '两步验证状态（是否开启、是否必须、剩余恢复码）',
  reply: secondFactorStatusReply,
});

export const secondFactorSetupCall = call({
  method: 'POST',
  path: '/api/member/second-factor/setup',
  auth: 'member',
  tags: ['账号安全'],
  summary: '开始设置身份验证器：验证密码后生成密钥与二维码地址（确认前不生效）',
  body: secondFactorSetupBody,
  reply: secondFactorSetupReply,
});

export const secondFactorEnableCall = call({
  method: 'POST',
  path: '/api/member/second-factor/enable',
  auth: 'member',
  tags: ['账号安全'],
  summary: '输入身份验证器的动态码确认开启，返回 10 个恢复码（只显示这一次）',
  body: secondFactorEnableBody,
  reply: recoveryCodesReply,
});

export const secondFactorDisableCall = call({
  method: 'POST',
  path: '/api/member/second-factor/disable',
  auth: 'member',
  tags: ['账号安全'],
  summary: '关闭两步验证（需要密码和动态码或恢复码）',
  body: secondFactorConfirmBody,
  reply: emptyReply,
});

export const secondFactorRecoveryCodesCall = call({
  method: 'POST',
  path: '/api/member/second-factor/recovery-codes',
  auth: 'member',
  tags: ['账号安全'],
  summary: '重新生成恢复码（旧的全部作废；需要密码和动态码）',
  body: secondFactorConfirmBody,
  reply: recoveryCodesReply,
});

export const secondFactorVerifyCall = call({
  method: 'POST',
  path: '/api/member/second-factor/verify',
  auth: 'member',
  tags: ['账号安全'],
  summary: '再次验证身份：资金与设备归属等操作前输入动态码（或恢复码）',
  body: secondFactorVerifyBody,
  reply: emptyReply,
});

export const sessionListCall = call({
  method: 'GET',
  path: '/api/member/sessions',
  auth: 'member',
  tags: ['账号安全'],
  summary: '登录设备：本账号所有已登录的会话',
  reply: sessionListReply,
});

export const sessionRevokeCall = call({
  method: 'POST',
  path: '/api/member/sessions/revoke',
  auth: 'member',
  tags: ['账号安全'],
  summary: '退出一台登录设备（该设备的登录立即失效）',
  body: sessionRevokeBody,
  reply: sessionsRevokedReply,
});

export const sessionRevokeOthersCall = call({
  method: 'POST',
  path: '/api/member/sessions/revoke-others',
  auth: 'member',
  tags: ['账号安全'],
  summary: '退出其他设备（只保留当前登录）',
  reply: sessionsRevokedReply,
});

export const changePasswordCall = call({
  method: 'POST',
  path: '/api/member/change-password',
  auth: 'member',
  tags: ['账号安全'],
  summary: '修改密码（需要原密码；其他设备的登录全部退出）',
  body: changePasswordBody,
  reply: emptyReply,
});

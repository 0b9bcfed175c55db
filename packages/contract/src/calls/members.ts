import { call } from '../call.ts';
import { emptyReply, memberInfoReply } from '../accounts.ts';
import { deviceInfoReply, deviceListQuery, deviceListReply, idQuery } from '../devices.ts';
import {
  closeAccountBody,
  closureCheckReply,
  guanliReply,
  idBody,
  installRecordQuery,
  installRecordReply,
  memberListQuery,
  memberListReply,
  memberSaveBody,
  updateDeviceBody,
  userInfoReply,
  userListQuery,
  userListReply,
  userSaveBody,
} from '../members.ts';

export const userIndexCall = call({
  method: 'GET',
  path: '/api/user/index',
  auth: 'operator',
  tags: ['会员管理'],
  summary: '下级会员列表',
  query: userListQuery,
  reply: userListReply,
});

export const userInfoCall = call({
  method: 'GET',
  path: '/api/user/info',
  auth: 'operator',
  tags: ['会员管理'],
  summary: '下级会员详情',
  query: idQuery,
  reply: userInfoReply,
});

export const userSaveCall = call({
  method: 'POST',
  path: '/api/user/save',
  auth: 'operator',
  stepUp: true,
  tags: ['会员管理'],
  summary: '新建或编辑下级会员',
  body: userSaveBody,
  reply: userInfoReply,
});

export const userDeleteCall = call({
  method: 'POST',
  path: '/api/user/delete',
  auth: 'operator',
  stepUp: true,
  tags: ['会员管理'],
  summary: '移除下级会员',
  body: idBody,
  reply: emptyReply,
});

export const memberListCall = call({
  method: 'GET',
  path: '/api/member/list',
  auth: 'member',
  tags: ['会员管理'],
  summary: '可分配设备的会员（自己与下级）',
  query: memberListQuery,
  reply: memberListReply,
});

export const memberGuanliCall = call({
  method: 'GET',
  path: '/api/member/guanli',
  auth: 'operator',
  tags: ['会员管理'],
  summary: '运营概览（会员、设备、机房）',
  reply: guanliReply,
});

export const memberSaveCall = call({
  method: 'POST',
  path: '/api/member/save',
  auth: 'member',
  tags: ['会员管理'],
  summary: '修改我的资料（昵称）',
  body: memberSaveBody,
  reply: memberInfoReply,
  // Called by SPEC’s app pages not drawn in this web app.
  caller: 'outside',
});

export const memberDeleteCheckCall = call({
  method: 'GET',
  path: '/api/member/delete-check',
  auth: 'member',
  tags: ['会员管理'],
  summary: '注销前检查：还有什么要先处理（设备、余额、提现、订单、子会员）',
  reply: closureCheckReply,
});

export const memberDeleteCall = call({
  method: 'POST',
  path: '/api/member/delete',
  auth: 'member',
  tags: ['会员管理'],
  summary: '注销我的账号（需当前密码；有设备、余额、进行中的提现或订单、子会员时不能注销）',
  body: closeAccountBody,
  reply: emptyReply,
});

export const memberDeviceListCall = call({
  method: 'GET',
  path: '/api/member/device-list',
  auth: 'operator',
  tags: ['会员管理'],
  summary: '会员的设备（运营）',
  query: deviceListQuery,
  reply: deviceListReply,
});

export const memberDeviceInfoCall = call({
  method: 'GET',
  path: '/api/member/device-info',
  auth: 'operator',
  tags: ['会员管理'],
  summary: '会员设备详情（运营）',
  query: idQuery,
  reply: deviceInfoReply,
});

export const memberUpdateDeviceCall = call({
  method: 'POST',
  path: '/api/member/update-device',
  auth: 'member',
  tags: ['会员管理'],
  summary: '修改设备备注名、运营商',
  body: updateDeviceBody,
  reply: deviceInfoReply,
});

export const deviceInstallRecordCall = call({
  method: 'GET',
  path: '/api/device/install-record',
  auth: 'member',
  tags: ['会员管理'],
  summary: '上下架记录',
  query: installRecordQuery,
  reply: installRecordReply,
});

export const memberMemberListCall = call({
  method: 'GET',
  path: '/api/member/member-list',
  auth: 'operator',
  tags: ['会员管理'],
  summary: '下级会员及其设备概况（收益统计按会员）',
  query: userListQuery,
  reply: userListReply,
  // Called by SPEC’s app pages not drawn in this web app.
  caller: 'outside',
});

import { z } from 'zod';
import { call } from '../call.ts';
import {
  bindDeviceBody,
  bindDeviceReply,
  bulkReply,
  codeListQuery,
  codeListReply,
  deviceInfoReply,
  deviceListQuery,
  deviceListReply,
  deviceMainReply,
  deviceManageReply,
  deviceRankQuery,
  deviceRankReply,
  deviceSelectionBody,
  deviceTypeListReply,
  fenpeiBody,
  idQuery,
  installBody,
  moveRoomBody,
  moveTagBody,
  runLogQuery,
  runLogReply,
} from '../devices.ts';
import { envelope } from '../envelope.ts';

export const deviceIndexCall = call({
  method: 'GET',
  path: '/api/device/index',
  auth: 'member',
  tags: ['设备'],
  summary: '设备列表（搜索、状态、标签筛选，默认按机房倒序，每页 100）',
  query: deviceListQuery,
  reply: deviceListReply,
});

export const deviceInfoCall = call({
  method: 'GET',
  path: '/api/device/info',
  auth: 'member',
  tags: ['设备'],
  summary: '设备详情',
  query: idQuery,
  reply: deviceInfoReply,
});

export const deviceConfigCall = call({
  method: 'GET',
  path: '/api/device/config',
  auth: 'member',
  tags: ['设备'],
  summary: '设备运行配置（所在机房/机柜的模板）',
  query: idQuery,
  reply: envelope(z.object({ device_id: z.number(), room_info: z.string(), template: z.unknown() })),
});

export const deviceMoveTagCall = call({
  method: 'POST',
  path: '/api/device/move-tag',
  auth: 'member',
  tags: ['设备'],
  summary: '批量移动到标签（0 为清除标签）',
  body: moveTagBody,
  reply: bulkReply,
});

export const deviceMoveRoomCall = call({
  method: 'POST',
  path: '/api/device/move-room',
  auth: 'member',
  tags: ['设备'],
  summary: '批量移动到机房/机柜',
  body: moveRoomBody,
  reply: bulkReply,
});

export const deviceInstallCall = call({
  method: 'POST',
  path: '/api/device/install',
  auth: 'member',
  tags: ['设备'],
  summary: '批量上架到机房',
  body: installBody,
  reply: bulkReply,
});

export const deviceUninstallCall = call({
  method: 'POST',
  path: '/api/device/uninstall',
  auth: 'member',
  tags: ['设备'],
  summary: '批量下架',
  body: deviceSelectionBody,
  reply: bulkReply,
});

export const deviceRebootCall = call({
  method: 'POST',
  path: '/api/device/reboot',
  auth: 'member',
  tags: ['设备'],
  summary: '批量重启（下发重启命令）',
  body: deviceSelectionBody,
  reply: bulkReply,
});

export const deviceBindCall = call({
  method: 'POST',
  path: '/api/device/bind',
  auth: 'member',
  tags: ['设备'],
  summary: '用 SN 和激活码绑定设备',
  body: bindDeviceBody,
  reply: bindDeviceReply,
});

export const memberFenpeiDeviceCall = call({
  method: 'POST',
  path: '/api/member/fenpei-device',
  auth: 'member',
  stepUp: true,
  tags: ['设备'],
  summary: '把设备分配给会员',
  body: fenpeiBody,
  reply: bulkReply,
});

export const memberRemoveDeviceCall = call({
  method: 'POST',
  path: '/api/member/remove-device',
  auth: 'member',
  stepUp: true,
  tags: ['设备'],
  summary: '从会员账号移除（解绑）设备',
  body: deviceSelectionBody,
  reply: bulkReply,
});

export const memberDeviceTypeListCall = call({
  method: 'GET',
  path: '/api/member/device-type-list',
  auth: 'member',
  tags: ['设备'],
  summary: '设备型号列表（含激活码价格）',
  reply: deviceTypeListReply,
});

export const memberCodeListCall = call({
  method: 'GET',
  path: '/api/member/code-list',
  auth: 'member',
  tags: ['设备'],
  summary: '我的激活码',
  query: codeListQuery,
  reply: codeListReply,
});

export const deviceMainCall = call({
  method: 'GET',
  path: '/api/device/main',
  auth: 'member',
  tags: ['设备'],
  summary: '设备总览（在线、离线、异常、今日与昨日上行流量）',
  reply: deviceMainReply,
});

export const deviceTongjiCall = call({
  method: 'GET',
  path: '/api/device/tongji',
  auth: 'member',
  tags: ['设备'],
  summary: '设备运行记录（每台每天：在线时长、流量、95 值）',
  query: runLogQuery,
  reply: runLogReply,
});

export const deviceManageCall = call({
  method: 'GET',
  path: '/api/device/manage',
  auth: 'member',
  tags: ['设备'],
  summary: '按机房统计设备',
  reply: deviceManageReply,
});

export const deviceRankListCall = call({
  method: 'GET',
  path: '/api/device/rank-list',
  auth: 'member',
  tags: ['设备'],
  summary: '昨日设备排行（按 95 值）',
  query: deviceRankQuery,
  reply: deviceRankReply,
});

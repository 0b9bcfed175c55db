import { call } from '../call.ts';
import {
  adminFlashListQuery,
  adminFlashListReply,
  adminFlashStepBody,
  adminFlashStepReply,
  flashApplyBody,
  flashApplyReply,
  flashListQuery,
  flashListReply,
} from '../flashing.ts';

export const brushApplyCall = call({
  method: 'POST',
  path: '/api/brush/apply',
  auth: 'member',
  tags: ['刷机服务'],
  summary: '申请刷机：我的设备和/或按型号填写的设备、联系人、回寄地址与风险确认',
  body: flashApplyBody,
  reply: flashApplyReply,
});

export const brushListCall = call({
  method: 'GET',
  path: '/api/brush/list',
  auth: 'member',
  tags: ['刷机服务'],
  summary: '我的刷机申请与每一步的进度（新的在前）',
  query: flashListQuery,
  reply: flashListReply,
});

export const adminBrushListCall = call({
  method: 'GET',
  path: '/api/admin/brush-list',
  auth: 'superman',
  tags: ['平台管理'],
  summary: '刷机申请队列（平台人员）',
  query: adminFlashListQuery,
  reply: adminFlashListReply,
});

export const adminBrushStepCall = call({
  method: 'POST',
  path: '/api/admin/brush-step',
  auth: 'superman',
  tags: ['平台管理'],
  summary: '刷机申请进入下一步：受理、已收到、已刷机（登记 SN 与 MAC）、已寄回（快递单号）或驳回',
  body: adminFlashStepBody,
  reply: adminFlashStepReply,
});

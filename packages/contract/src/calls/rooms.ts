import { call } from '../call.ts';
import { emptyReply } from '../accounts.ts';
import { hezuoListBody, hezuoListReply } from '../pay.ts';
import {
  roomIdBody,
  roomInfoQuery,
  roomListQuery,
  roomListReply,
  roomMoveBody,
  roomReply,
  roomSaveBody,
  templateIdBody,
  templateListQuery,
  templateListReply,
  templateSaveBody,
  templateSaveReply,
} from '../rooms.ts';

export const adminHezuoListCall = call({
  method: 'POST',
  path: '/api/admin/hezuo-list',
  auth: 'superman',
  tags: ['平台管理'],
  summary: '合作机房：各运营商的机房、所在地区和设备数',
  body: hezuoListBody,
  reply: hezuoListReply,
});

export const roomListCall = call({
  method: 'GET',
  path: '/api/room/list',
  auth: 'member',
  tags: ['机房与模板'],
  summary: '机房列表（pid=0）或某机房的机柜列表，含 roomCount、childrenCount',
  query: roomListQuery,
  reply: roomListReply,
});

export const roomInfoCall = call({
  method: 'GET',
  path: '/api/room/info',
  auth: 'member',
  tags: ['机房与模板'],
  summary: '机房或机柜详情',
  query: roomInfoQuery,
  reply: roomReply,
});

export const roomSaveCall = call({
  method: 'POST',
  path: '/api/room/save',
  auth: 'member',
  tags: ['机房与模板'],
  summary: '新建（无 id）或修改机房、机柜',
  body: roomSaveBody,
  reply: roomReply,
});

export const roomDeleteCall = call({
  method: 'POST',
  path: '/api/room/delete',
  auth: 'member',
  tags: ['机房与模板'],
  summary: '删除机房或机柜（须无设备、无机柜）',
  body: roomIdBody,
  reply: emptyReply,
});

export const roomUpperCall = call({
  method: 'POST',
  path: '/api/room/upper',
  auth: 'member',
  tags: ['机房与模板'],
  summary: '上移（与前一个交换顺序）',
  body: roomIdBody,
  reply: emptyReply,
});

export const roomDownCall = call({
  method: 'POST',
  path: '/api/room/down',
  auth: 'member',
  tags: ['机房与模板'],
  summary: '下移（与后一个交换顺序）',
  body: roomIdBody,
  reply: emptyReply,
});

export const roomMoveCall = call({
  method: 'POST',
  path: '/api/room/move',
  auth: 'member',
  tags: ['机房与模板'],
  summary: '把机柜移到同一账号的另一个机房（设备随机柜移动）',
  body: roomMoveBody,
  reply: roomReply,
});

export const roomTemplateListCall = call({
  method: 'GET',
  path: '/api/room/template-list',
  auth: 'member',
  tags: ['机房与模板'],
  summary: '配置模板列表（含使用的机房数）',
  query: templateListQuery,
  reply: templateListReply,
});

export const roomSetTemplateCall = call({
  method: 'POST',
  path: '/api/room/set-template',
  auth: 'member',
  tags: ['机房与模板'],
  summary: '新建或修改配置模板；带 room_ids 时应用到这些机房并下发给其中的设备',
  body: templateSaveBody,
  reply: templateSaveReply,
});

export const roomDeleteTemplateCall = call({
  method: 'POST',
  path: '/api/room/delete-template',
  auth: 'member',
  tags: ['机房与模板'],
  summary: '删除配置模板（使用它的机房解除关联）',
  body: templateIdBody,
  reply: emptyReply,
});

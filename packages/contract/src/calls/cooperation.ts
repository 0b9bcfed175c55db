import { call } from '../call.ts';
import {
  adminCoopListQuery,
  adminCoopListReply,
  adminCoopReviewBody,
  adminCoopReviewReply,
  coopApplyBody,
  coopApplyReply,
  coopListQuery,
  coopListReply,
  coopSaveServerBody,
  coopSaveServerReply,
  coopServerListQuery,
  coopServerListReply,
} from '../cooperation.ts';

export const bigDaikuanApplyCall = call({
  method: 'POST',
  path: '/api/big-daikuan/apply',
  auth: 'member',
  tags: ['大带宽合作'],
  summary: '申请大带宽合作：机房、地区、线路、带宽、公网 IPv4 网段、服务器数量与联系人',
  body: coopApplyBody,
  reply: coopApplyReply,
});

export const bigDaikuanListCall = call({
  method: 'GET',
  path: '/api/big-daikuan/list',
  auth: 'member',
  tags: ['大带宽合作'],
  summary: '我的大带宽合作申请与审核状态（新的在前）',
  query: coopListQuery,
  reply: coopListReply,
});

export const bigDaikuanServerListCall = call({
  method: 'GET',
  path: '/api/big-daikuan/server-list',
  auth: 'member',
  tags: ['大带宽合作'],
  summary: '合作申请（info）与它的 CDN 服务器（data），含最近一次连通检测结果',
  query: coopServerListQuery,
  reply: coopServerListReply,
});

export const bigDaikuanSaveServerCall = call({
  method: 'POST',
  path: '/api/big-daikuan/save-server',
  auth: 'member',
  tags: ['大带宽合作'],
  summary: '添加或编辑已通过申请的 CDN 服务器（保存后立即检测连通）',
  body: coopSaveServerBody,
  reply: coopSaveServerReply,
});

export const adminCoopListCall = call({
  method: 'GET',
  path: '/api/admin/coop-list',
  auth: 'superman',
  tags: ['平台管理'],
  summary: '大带宽合作申请队列（平台人员）',
  query: adminCoopListQuery,
  reply: adminCoopListReply,
});

export const adminCoopReviewCall = call({
  method: 'POST',
  path: '/api/admin/coop-review',
  auth: 'superman',
  tags: ['平台管理'],
  summary: '通过或驳回大带宽合作申请（驳回需填写原因）',
  body: adminCoopReviewBody,
  reply: adminCoopReviewReply,
});

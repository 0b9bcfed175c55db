import { call } from '../call.ts';
import { emptyReply } from '../accounts.ts';
import {
  memberTagIdBody,
  memberTagIndexQuery,
  memberTagIndexReply,
  memberTagMoveBody,
  memberTagMoveReply,
  memberTagSaveBody,
  memberTagSaveReply,
  tagIdBody,
  tagIndexQuery,
  tagIndexReply,
  tagSaveBody,
  tagSaveReply,
} from '../tags.ts';

export const tagIndexCall = call({
  method: 'GET',
  path: '/api/tag/index',
  auth: 'member',
  tags: ['设备标签'],
  summary: '设备标签列表（含设备数）',
  query: tagIndexQuery,
  reply: tagIndexReply,
});

export const tagSaveCall = call({
  method: 'POST',
  path: '/api/tag/save',
  auth: 'member',
  tags: ['设备标签'],
  summary: '新建（无 id）或重命名设备标签',
  body: tagSaveBody,
  reply: tagSaveReply,
  // Called by SPEC’s app and the drill tools.
  caller: 'outside',
});

export const tagDeleteCall = call({
  method: 'POST',
  path: '/api/tag/delete',
  auth: 'member',
  tags: ['设备标签'],
  summary: '删除设备标签（设备解除该标签）',
  body: tagIdBody,
  reply: emptyReply,
  // Called by SPEC’s app.
  caller: 'outside',
});

export const memberTagIndexCall = call({
  method: 'GET',
  path: '/api/member-tag/index',
  auth: 'operator',
  tags: ['会员标签'],
  summary: '会员标签列表（含会员数）',
  query: memberTagIndexQuery,
  reply: memberTagIndexReply,
});

export const memberTagSaveCall = call({
  method: 'POST',
  path: '/api/member-tag/save',
  auth: 'operator',
  tags: ['会员标签'],
  summary: '新建（无 id）或重命名会员标签',
  body: memberTagSaveBody,
  reply: memberTagSaveReply,
});

export const memberTagDeleteCall = call({
  method: 'POST',
  path: '/api/member-tag/delete',
  auth: 'operator',
  tags: ['会员标签'],
  summary: '删除会员标签（会员解除该标签）',
  body: memberTagIdBody,
  reply: emptyReply,
});

export const memberTagMoveCall = call({
  method: 'POST',
  path: '/api/member-tag/move',
  auth: 'operator',
  tags: ['会员标签'],
  summary: '把会员归入标签（id=0 为移出标签），全部成功或全部不变',
  body: memberTagMoveBody,
  reply: memberTagMoveReply,
});

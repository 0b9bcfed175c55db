import { call } from '../call.ts';
import { messageListQuery, messageListReply, messageReadBody, messageReadReply } from '../messages.ts';

export const memberMessageCall = call({
  method: 'GET',
  path: '/api/member/message',
  auth: 'member',
  tags: ['消息'],
  summary: '我的消息（type=fault 为故障事件记录，system 为系统通知），count.unread 为未读数',
  query: messageListQuery,
  reply: messageListReply,
});

export const memberMessageReadCall = call({
  method: 'POST',
  path: '/api/member/message-read',
  auth: 'member',
  tags: ['消息'],
  summary: '标记消息已读（不传 ids 时全部已读）',
  body: messageReadBody,
  reply: messageReadReply,
});

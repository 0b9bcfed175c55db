import { messageListQuery, messageListReply, messageReadBody, messageReadReply } from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok, okList } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as messages from './messages.service.ts';

const tag = ['消息'];

export const messagesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/api/member/message',
    {
      schema: {
        tags: tag,
        summary: '我的消息（type=fault 为故障事件记录，system 为系统通知），count.unread 为未读数',
        querystring: messageListQuery,
        response: { 200: messageListReply },
      },
    },
    async (req) => {
      const { data, pages, count } = await messages.listMessages(deps, currentMember(req), req.query);
      return okList(data, pages, { count });
    },
  );

  app.post(
    '/api/member/message-read',
    {
      schema: {
        tags: tag,
        summary: '标记消息已读（不传 ids 时全部已读）',
        body: messageReadBody,
        response: { 200: messageReadReply },
      },
    },
    async (req) => ok(await messages.markRead(deps, currentMember(req), req.body?.ids), '已标记为已读'),
  );
};

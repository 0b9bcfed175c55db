import { memberMessageReadCall, memberMessageCall } from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok, okList } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as messages from './messages.service.ts';
import { route } from '../../lib/route.ts';

export const messagesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  route(app, memberMessageCall, async (req) => {
    const { data, pages, count } = await messages.listMessages(deps, currentMember(req), req.query);
    return okList(data, pages, { count });
  });

  route(app, memberMessageReadCall, async (req) =>
    ok(await messages.markRead(deps, currentMember(req), req.body?.ids), '已标记为已读'),
  );
};

import { main2Reply, defaultRankRecordCall, defaultMain2Call } from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { compiledReply, sendJson } from '../../lib/compiled-reply.ts';
import { ok, okList } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as home from './home.service.ts';
import { route } from '../../lib/route.ts';

export const homeRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // The member home is every member's first call: written by a serializer compiled from the contract
  // schema (checked against it in tests), like the device list (issue 17 §3).
  const main2Json = compiledReply(main2Reply, deps.config);

  route(app, defaultMain2Call, async (req, reply) => {
    return sendJson(reply, main2Json(ok(await home.main2(deps, currentMember(req)))));
  });

  route(app, defaultRankRecordCall, async (req) => {
    const { data, pages, day, me } = await home.rankRecord(deps, currentMember(req), req.query);
    return okList(data, pages, { day, me });
  });
};

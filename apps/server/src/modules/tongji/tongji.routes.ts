import { tongjiSpeedCall } from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as tongji from './tongji.service.ts';
import { route } from '../../lib/route.ts';

export const tongjiRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  route(app, tongjiSpeedCall, async (req) =>
    ok(await tongji.speedChart(deps, currentMember(req), req.query.day)),
  );
};

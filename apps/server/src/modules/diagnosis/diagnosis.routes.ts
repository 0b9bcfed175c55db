import { incomeExplainCall } from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/reply.ts';
import { route } from '../../lib/route.ts';
import { currentMember } from '../../plugins/auth.ts';
import { explainIncome } from './diagnosis.service.ts';

export const diagnosisRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  route(app, incomeExplainCall, async (req) => ok(await explainIncome(deps, currentMember(req), req.query)));
};

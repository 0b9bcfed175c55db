import { adminBrushStepCall, adminBrushListCall, brushListCall, brushApplyCall } from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok, okList } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as flashing from './flashing.service.ts';
import { route } from '../../lib/route.ts';

/** The flashing service (DESIGN §8, issue 16). */
export const flashingRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  route(app, brushApplyCall, async (req) =>
    ok(await flashing.apply(deps, currentMember(req), req.body), '已提交，等待平台受理'),
  );
  route(app, brushListCall, async (req) => {
    const { data, pages } = await flashing.myApplications(deps, currentMember(req), req.query);
    return okList(data, pages);
  });
  route(app, adminBrushListCall, async (req) => {
    const { data, pages, pending } = await flashing.staffList(deps, req.query);
    return okList(data, pages, { pending });
  });
  route(app, adminBrushStepCall, async (req) => ok(await flashing.step(deps, req.body), '已更新'));
};

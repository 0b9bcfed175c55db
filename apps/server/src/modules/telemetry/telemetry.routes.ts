import { devicePppInfoCall, deviceEthinfoCall } from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import { deviceApiRoutes } from './device-api.routes.ts';
import { provisioningRoutes } from './provisioning.routes.ts';
import { ethInfo, pppInfo } from './telemetry.service.ts';
import { route } from '../../lib/route.ts';

export const telemetryRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // Its own encapsulated context: the raw-body JSON parser must not leak to the console's routes.
  await app.register(deviceApiRoutes, { deps });
  await app.register(provisioningRoutes, { deps });

  route(app, deviceEthinfoCall, async (req) => ok(await ethInfo(deps, currentMember(req), req.query.id)));

  route(app, devicePppInfoCall, async (req) => ok(await pppInfo(deps, currentMember(req), req.query.id)));
};

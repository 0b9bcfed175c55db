import { deviceIdQuery, ethInfoReply, pppInfoReply } from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import { deviceApiRoutes } from './device-api.routes.ts';
import { provisioningRoutes } from './provisioning.routes.ts';
import { ethInfo, pppInfo } from './telemetry.service.ts';

const tag = ['设备'];

export const telemetryRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // Its own encapsulated context: the raw-body JSON parser must not leak to the console's routes.
  await app.register(deviceApiRoutes, { deps });
  await app.register(provisioningRoutes, { deps });

  app.get(
    '/api/device/ethinfo',
    {
      schema: {
        tags: tag,
        summary: '设备网口信息（网口、IP、NAT 类型），来自最近一次上报',
        querystring: deviceIdQuery,
        response: { 200: ethInfoReply },
      },
    },
    async (req) => ok(await ethInfo(deps, currentMember(req), req.query.id)),
  );

  app.get(
    '/api/device/ppp-info',
    {
      schema: {
        tags: tag,
        summary: '设备 PPPoE 线路（线路数、各线路 IP 与状态、线路调整总次数）',
        querystring: deviceIdQuery,
        response: { 200: pppInfoReply },
      },
    },
    async (req) => ok(await pppInfo(deps, currentMember(req), req.query.id)),
  );
};

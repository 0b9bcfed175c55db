import { adminDeviceCreateBatchCall, adminDeviceImportCall } from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/reply.ts';
import { createBatch, importDevices } from './provisioning.service.ts';
import { route } from '../../lib/route.ts';

/** Platform staff put new boxes into stock (DESIGN §6): from a CSV file or in bulk. */
export const provisioningRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  route(app, adminDeviceImportCall, { bodyLimit: 4 * 1024 * 1024 }, async (req) => {
    const result = await importDevices(deps, req.body.csv);
    return ok(result, `已导入 ${result.imported} 台设备`);
  });

  route(app, adminDeviceCreateBatchCall, async (req) => {
    const result = await createBatch(deps, req.body);
    return ok(result, `已生成 ${result.created} 台设备`);
  });
};

import {
  deviceCreateBatchBody,
  deviceCreateBatchReply,
  deviceImportBody,
  deviceImportReply,
} from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/reply.ts';
import { createBatch, importDevices } from './provisioning.service.ts';

const tag = ['平台管理'];
const staffOnly = { auth: 'superman' as const };

/** Platform staff put new boxes into stock (DESIGN §6): from a CSV file or in bulk. */
export const provisioningRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/api/admin/device/import',
    {
      config: staffOnly,
      // 10,000 rows of sn,mac,type,secret run to about 2 MB.
      bodyLimit: 4 * 1024 * 1024,
      schema: {
        tags: tag,
        summary: '导入设备（CSV：sn,mac,device_type_id,secret；全部成功或全部不导入）',
        body: deviceImportBody,
        response: { 200: deviceImportReply },
      },
    },
    async (req) => {
      const result = await importDevices(deps, req.body.csv);
      return ok(result, `已导入 ${result.imported} 台设备`);
    },
  );

  app.post(
    '/api/admin/device/create-batch',
    {
      config: staffOnly,
      schema: {
        tags: tag,
        summary: '批量生成设备（顺序 SN 与随机密钥，密钥只返回这一次）',
        body: deviceCreateBatchBody,
        response: { 200: deviceCreateBatchReply },
      },
    },
    async (req) => {
      const result = await createBatch(deps, req.body);
      return ok(result, `已生成 ${result.created} 台设备`);
    },
  );
};

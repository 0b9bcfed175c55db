import { adminParamsReply, deviceTypeReply, deviceTypeSaveBody, paramSaveBody } from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import { saveDeviceType } from '../devices/devices.service.ts';
import { saveStaffParam, staffParams } from './params.service.ts';

const tag = ['平台管理'];

const staffOnly = { auth: 'superman' as const };

/** Staff's parameters tab on /superman/index: the business parameters and the code prices. */
export const paramsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/api/admin/params',
    {
      config: staffOnly,
      schema: { tags: tag, summary: '业务参数（平台人员）', response: { 200: adminParamsReply } },
    },
    async () => {
      return ok(await staffParams(deps.db));
    },
  );
  app.post(
    '/api/admin/param-save',
    {
      config: staffOnly,
      schema: {
        tags: tag,
        summary: '修改一项业务参数（收款账户、提现限额与手续费、运营商单价、邀请分成、客服信息）',
        body: paramSaveBody,
        response: { 200: adminParamsReply },
      },
    },
    async (req) => {
      return ok(await saveStaffParam(deps.db, req.body), '已保存');
    },
  );
  app.post(
    '/api/admin/device-type-save',
    {
      config: staffOnly,
      schema: {
        tags: tag,
        summary: '添加或修改设备型号及其激活码价格（已下的订单按下单时价格）',
        body: deviceTypeSaveBody,
        response: { 200: deviceTypeReply },
      },
    },
    async (req) => {
      const { id, name, code_price_fen: codePriceFen, description } = req.body;
      const row = await saveDeviceType(deps.db, { id, name, codePriceFen, description });
      if (!row) throw new AppError('NOT_FOUND', '设备型号不存在');
      return ok(
        { id: row.id, name: row.name, code_price_fen: row.codePriceFen, description: row.description },
        '已保存',
      );
    },
  );
};

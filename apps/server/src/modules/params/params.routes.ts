import { adminDeviceTypeSaveCall, adminParamSaveCall, adminParamsCall } from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import { saveDeviceType } from '../devices/devices.service.ts';
import { saveStaffParam, staffParams } from './params.service.ts';
import { route } from '../../lib/route.ts';

/** Staff's parameters tab on /superman/index: the business parameters and the code prices. */
export const paramsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  route(app, adminParamsCall, async () => {
    return ok(await staffParams(deps.db));
  });
  route(app, adminParamSaveCall, async (req) => {
    return ok(await saveStaffParam(deps.db, req.body), '已保存');
  });
  route(app, adminDeviceTypeSaveCall, async (req) => {
    const { id, name, code_price_fen: codePriceFen, description } = req.body;
    const row = await saveDeviceType(deps.db, { id, name, codePriceFen, description });
    if (!row) throw new AppError('NOT_FOUND', '设备型号不存在');
    return ok(
      { id: row.id, name: row.name, code_price_fen: row.codePriceFen, description: row.description },
      '已保存',
    );
  });
};

import {
  deviceRankListCall,
  deviceManageCall,
  deviceTongjiCall,
  deviceMainCall,
  memberCodeListCall,
  memberDeviceTypeListCall,
  memberRemoveDeviceCall,
  memberFenpeiDeviceCall,
  deviceBindCall,
  deviceRebootCall,
  deviceUninstallCall,
  deviceInstallCall,
  deviceMoveRoomCall,
  deviceMoveTagCall,
  deviceConfigCall,
  deviceInfoCall,
  deviceIndexCall,
  memberDeviceInfoCall,
  memberDeviceListCall,
} from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { BODY_LIMITS } from '../../lib/body-limits.ts';
import { sendJson } from '../../lib/compiled-reply.ts';
import { ok, okList } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as devices from './devices.service.ts';
import { route, type CallHandler } from '../../lib/route.ts';

export const devicesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // SPEC names the device list and a box's details twice, for the device pages and the member pages:
  // one handler each serves both addresses.
  const deviceList: CallHandler<typeof deviceIndexCall> = async (req, reply) => {
    const page = await devices.listDevices(deps, currentMember(req), req.query);
    return sendJson(reply, devices.devicePageJson(deps, page));
  };
  route(app, deviceIndexCall, deviceList);
  route(app, memberDeviceListCall, deviceList);

  const deviceInfo: CallHandler<typeof deviceInfoCall> = async (req) =>
    ok(await devices.deviceInfo(deps, currentMember(req), req.query.id));
  route(app, deviceInfoCall, deviceInfo);
  route(app, memberDeviceInfoCall, deviceInfo);

  route(app, deviceConfigCall, async (req) =>
    ok(await devices.deviceConfig(deps, currentMember(req), req.query.id)),
  );

  route(app, deviceMoveTagCall, { bodyLimit: BODY_LIMITS.bulk }, async (req) =>
    ok(
      await devices.moveToTag(deps, currentMember(req), req.body.tag_id ?? req.body.id ?? 0, req.body),
      '已移动',
    ),
  );

  route(app, deviceMoveRoomCall, { bodyLimit: BODY_LIMITS.bulk }, async (req) =>
    ok(await devices.installInRoom(deps, currentMember(req), req.body, req.body), '已移动'),
  );

  route(app, deviceInstallCall, { bodyLimit: BODY_LIMITS.bulk }, async (req) =>
    ok(await devices.installInRoom(deps, currentMember(req), req.body, req.body), '已上架'),
  );

  route(app, deviceUninstallCall, { bodyLimit: BODY_LIMITS.bulk }, async (req) =>
    ok(await devices.uninstall(deps, currentMember(req), req.body), '已下架'),
  );

  route(app, deviceRebootCall, { bodyLimit: BODY_LIMITS.bulk }, async (req) =>
    ok(await devices.reboot(deps, currentMember(req), req.body), '重启命令已下发'),
  );

  route(app, deviceBindCall, async (req) =>
    ok(await devices.bindDevice(deps, currentMember(req), req.body), '绑定成功'),
  );

  route(app, memberFenpeiDeviceCall, { bodyLimit: BODY_LIMITS.bulk }, async (req) =>
    ok(await devices.allocateToMember(deps, currentMember(req), req.body.member_id, req.body), '已分配'),
  );

  route(app, memberRemoveDeviceCall, { bodyLimit: BODY_LIMITS.bulk }, async (req) =>
    ok(await devices.removeFromMember(deps, currentMember(req), req.body), '已移除'),
  );

  route(app, memberDeviceTypeListCall, async () => ok(await devices.deviceTypeList(deps)));

  route(app, memberCodeListCall, async (req) => {
    const { data, pages, countData } = await devices.codeList(deps, currentMember(req), req.query);
    return okList(data, pages, { countData });
  });

  route(app, deviceMainCall, async (req) => ok(await devices.fleetSummary(deps, currentMember(req))));

  route(app, deviceTongjiCall, async (req) => {
    const { data, pages } = await devices.runLog(deps, currentMember(req), req.query);
    return okList(data, pages);
  });

  route(app, deviceManageCall, async (req) => ok(await devices.devicesByRoom(deps, currentMember(req))));

  route(app, deviceRankListCall, async (req) =>
    ok(await devices.yesterdayRank(deps, currentMember(req), req.query.limit)),
  );
};

import {
  roomDeleteTemplateCall,
  roomSetTemplateCall,
  roomTemplateListCall,
  roomMoveCall,
  roomDownCall,
  roomUpperCall,
  roomDeleteCall,
  roomSaveCall,
  roomInfoCall,
  roomListCall,
  adminHezuoListCall,
} from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { BODY_LIMITS } from '../../lib/body-limits.ts';
import { ok, okList } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as rooms from './rooms.service.ts';
import { route } from '../../lib/route.ts';

/** Machine rooms (机房), their cabinets (机柜) and config templates; every member may have them. */
export const roomsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  route(app, adminHezuoListCall, async (req) => {
    const { list, pages } = await rooms.partnerRooms(deps, req.body);
    return okList(list, pages);
  });
  route(app, roomListCall, async (req) => {
    const { data, pages, ...counts } = await rooms.listRooms(deps, currentMember(req), req.query);
    return okList(data, pages, counts);
  });

  route(app, roomInfoCall, async (req) => ok(await rooms.roomInfo(deps, currentMember(req), req.query.id)));

  route(app, roomSaveCall, async (req) =>
    ok(await rooms.saveRoom(deps, currentMember(req), req.body), '已保存'),
  );

  route(app, roomDeleteCall, async (req) => {
    await rooms.deleteRoom(deps, currentMember(req), req.body.id);
    return ok(null, '已删除');
  });

  route(app, roomUpperCall, async (req) => {
    await rooms.shiftRoom(deps, currentMember(req), req.body.id, -1);
    return ok(null, '已上移');
  });

  route(app, roomDownCall, async (req) => {
    await rooms.shiftRoom(deps, currentMember(req), req.body.id, 1);
    return ok(null, '已下移');
  });

  route(app, roomMoveCall, async (req) =>
    ok(await rooms.moveRoom(deps, currentMember(req), req.body.id, req.body.pid), '已移动'),
  );

  route(app, roomTemplateListCall, async (req) => {
    const { data, pages } = await rooms.listTemplates(deps, currentMember(req), req.query);
    return okList(data, pages);
  });

  route(app, roomSetTemplateCall, { bodyLimit: BODY_LIMITS.bulk }, async (req) =>
    ok(await rooms.saveTemplate(deps, currentMember(req), req.body), '已保存'),
  );

  route(app, roomDeleteTemplateCall, async (req) => {
    await rooms.deleteTemplate(deps, currentMember(req), req.body.id);
    return ok(null, '已删除');
  });
};

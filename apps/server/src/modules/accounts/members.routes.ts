import {
  installRecordReply,
  memberMemberListCall,
  deviceInstallRecordCall,
  memberUpdateDeviceCall,
  memberDeleteCall,
  memberDeleteCheckCall,
  memberSaveCall,
  memberGuanliCall,
  memberListCall,
  userDeleteCall,
  userSaveCall,
  userInfoCall,
  userIndexCall,
} from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { compiledReply, sendJson } from '../../lib/compiled-reply.ts';
import { ok, okList } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as devices from '../devices/devices.service.ts';
import * as members from './members.service.ts';
import * as accounts from './accounts.service.ts';
import { route } from '../../lib/route.ts';

export const membersRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // Install records are an operator's hot list (issue 17 §1): written by a serializer compiled from
  // the contract schema (checked against it in tests).
  const installRecordJson = compiledReply(installRecordReply, deps.config);
  route(app, userIndexCall, async (req) => {
    const { data, pages } = await members.listUsers(deps, currentMember(req), req.query);
    return okList(data, pages);
  });

  route(app, userInfoCall, async (req) => ok(await members.userInfo(deps, currentMember(req), req.query.id)));

  route(app, userSaveCall, async (req) =>
    ok(await members.saveUser(deps, currentMember(req), req.body), '已保存'),
  );

  route(app, userDeleteCall, async (req) => {
    await members.deleteUser(deps, currentMember(req), req.body.id);
    return ok(null, '已移除');
  });

  route(app, memberListCall, async (req) =>
    ok(await members.allocatableMembers(deps, currentMember(req), req.query.keyword)),
  );

  route(app, memberGuanliCall, async (req) => ok(await members.managerOverview(deps, currentMember(req))));

  route(app, memberSaveCall, async (req) =>
    ok(await members.saveOwnProfile(deps, currentMember(req), req.body.nickname), '已保存'),
  );

  route(app, memberDeleteCheckCall, async (req) => ok(await accounts.closureCheck(deps, currentMember(req))));

  route(app, memberDeleteCall, async (req) => {
    await accounts.closeAccount(deps, currentMember(req), req.body.password, { ip: req.ip });
    return ok(null, '账号已注销');
  });

  route(app, memberUpdateDeviceCall, async (req) =>
    ok(await devices.updateDevice(deps, currentMember(req), req.body), '已保存'),
  );

  route(app, deviceInstallRecordCall, async (req, reply) => {
    const { data, pages } = await devices.installRecords(deps, currentMember(req), req.query);
    return sendJson(reply, installRecordJson(okList(data, pages)));
  });

  route(app, memberMemberListCall, async (req) => {
    const { data, pages } = await members.listUsers(deps, currentMember(req), req.query);
    return okList(data, pages);
  });
};

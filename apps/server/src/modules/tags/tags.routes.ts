import {
  memberTagMoveCall,
  memberTagDeleteCall,
  memberTagSaveCall,
  memberTagIndexCall,
  tagDeleteCall,
  tagSaveCall,
  tagIndexCall,
} from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { BODY_LIMITS } from '../../lib/body-limits.ts';
import { ok, okList } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as tags from './tags.service.ts';
import { route } from '../../lib/route.ts';

/** Device tags (every member) and member tags (operators over their sub-members). */
export const tagsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  route(app, tagIndexCall, async (req) => {
    const { data, pages } = await tags.listTags(deps, currentMember(req), req.query);
    return okList(data, pages);
  });

  route(app, tagSaveCall, async (req) =>
    ok(await tags.saveTag(deps, currentMember(req), req.body), '已保存'),
  );

  route(app, tagDeleteCall, async (req) => {
    await tags.deleteTag(deps, currentMember(req), req.body.id);
    return ok(null, '已删除');
  });

  route(app, memberTagIndexCall, async (req) => {
    const { data, pages } = await tags.listMemberTags(deps, currentMember(req), req.query);
    return okList(data, pages);
  });

  route(app, memberTagSaveCall, async (req) =>
    ok(await tags.saveMemberTag(deps, currentMember(req), req.body), '已保存'),
  );

  route(app, memberTagDeleteCall, async (req) => {
    await tags.deleteMemberTag(deps, currentMember(req), req.body.id);
    return ok(null, '已删除');
  });

  route(app, memberTagMoveCall, { bodyLimit: BODY_LIMITS.bulk }, async (req) =>
    ok(await tags.moveMembersToTag(deps, currentMember(req), req.body), '已移动'),
  );
};

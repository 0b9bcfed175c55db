import {
  adminCoopReviewCall,
  adminCoopListCall,
  bigDaikuanSaveServerCall,
  bigDaikuanServerListCall,
  bigDaikuanListCall,
  bigDaikuanApplyCall,
} from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok, okList } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as cooperation from './cooperation.service.ts';
import { route } from '../../lib/route.ts';

/** Big-bandwidth cooperation and its CDN servers (DESIGN §8, issue 16). */
export const cooperationRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  route(app, bigDaikuanApplyCall, async (req) =>
    ok(await cooperation.apply(deps, currentMember(req), req.body), '已提交，等待平台审核'),
  );
  route(app, bigDaikuanListCall, async (req) => {
    const { data, pages } = await cooperation.myApplications(deps, currentMember(req), req.query);
    return okList(data, pages);
  });
  route(app, bigDaikuanServerListCall, async (req) => ({
    errorCode: 0,
    msg: '操作成功',
    ...(await cooperation.serverList(deps, currentMember(req), req.query.apply_id)),
  }));
  route(app, bigDaikuanSaveServerCall, async (req) =>
    ok(await cooperation.saveServer(deps, currentMember(req), req.body), '已保存'),
  );
  route(app, adminCoopListCall, async (req) => {
    const { data, pages, pending } = await cooperation.staffList(deps, req.query);
    return okList(data, pages, { pending });
  });
  route(app, adminCoopReviewCall, async (req) =>
    ok(await cooperation.review(deps, currentMember(req), req.body), req.body.accept ? '已通过' : '已驳回'),
  );
};

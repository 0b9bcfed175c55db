import {
  adminCoopListQuery,
  adminCoopListReply,
  adminCoopReviewBody,
  adminCoopReviewReply,
  coopApplyBody,
  coopApplyReply,
  coopListQuery,
  coopListReply,
  coopSaveServerBody,
  coopSaveServerReply,
  coopServerListQuery,
  coopServerListReply,
} from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok, okList } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as cooperation from './cooperation.service.ts';

const tag = ['大带宽合作'];
const staffOnly = { auth: 'superman' as const };

/** Big-bandwidth cooperation and its CDN servers (DESIGN §8, issue 16). */
export const cooperationRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/api/big-daikuan/apply',
    {
      schema: {
        tags: tag,
        summary: '申请大带宽合作：机房、地区、线路、带宽、公网 IPv4 网段、服务器数量与联系人',
        body: coopApplyBody,
        response: { 200: coopApplyReply },
      },
    },
    async (req) => ok(await cooperation.apply(deps, currentMember(req), req.body), '已提交，等待平台审核'),
  );
  app.get(
    '/api/big-daikuan/list',
    {
      schema: {
        tags: tag,
        summary: '我的大带宽合作申请与审核状态（新的在前）',
        querystring: coopListQuery,
        response: { 200: coopListReply },
      },
    },
    async (req) => {
      const { data, pages } = await cooperation.myApplications(deps, currentMember(req), req.query);
      return okList(data, pages);
    },
  );
  app.get(
    '/api/big-daikuan/server-list',
    {
      schema: {
        tags: tag,
        summary: '合作申请（info）与它的 CDN 服务器（data），含最近一次连通检测结果',
        querystring: coopServerListQuery,
        response: { 200: coopServerListReply },
      },
    },
    async (req) => ({
      errorCode: 0,
      msg: '操作成功',
      ...(await cooperation.serverList(deps, currentMember(req), req.query.apply_id)),
    }),
  );
  app.post(
    '/api/big-daikuan/save-server',
    {
      schema: {
        tags: tag,
        summary: '添加或编辑已通过申请的 CDN 服务器（保存后立即检测连通）',
        body: coopSaveServerBody,
        response: { 200: coopSaveServerReply },
      },
    },
    async (req) => ok(await cooperation.saveServer(deps, currentMember(req), req.body), '已保存'),
  );
  app.get(
    '/api/admin/coop-list',
    {
      config: staffOnly,
      schema: {
        tags: ['平台管理'],
        summary: '大带宽合作申请队列（平台人员）',
        querystring: adminCoopListQuery,
        response: { 200: adminCoopListReply },
      },
    },
    async (req) => {
      const { data, pages, pending } = await cooperation.staffList(deps, req.query);
      return okList(data, pages, { pending });
    },
  );
  app.post(
    '/api/admin/coop-review',
    {
      config: staffOnly,
      schema: {
        tags: ['平台管理'],
        summary: '通过或驳回大带宽合作申请（驳回需填写原因）',
        body: adminCoopReviewBody,
        response: { 200: adminCoopReviewReply },
      },
    },
    async (req) =>
      ok(await cooperation.review(deps, currentMember(req), req.body), req.body.accept ? '已通过' : '已驳回'),
  );
};

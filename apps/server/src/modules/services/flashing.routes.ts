import {
  adminFlashListQuery,
  adminFlashListReply,
  adminFlashStepBody,
  adminFlashStepReply,
  flashApplyBody,
  flashApplyReply,
  flashListQuery,
  flashListReply,
} from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok, okList } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as flashing from './flashing.service.ts';

const tag = ['刷机服务'];
const staffOnly = { auth: 'superman' as const };

/** The flashing service (DESIGN §8, issue 16). */
export const flashingRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/api/brush/apply',
    {
      schema: {
        tags: tag,
        summary: '申请刷机：我的设备和/或按型号填写的设备、联系人、回寄地址与风险确认',
        body: flashApplyBody,
        response: { 200: flashApplyReply },
      },
    },
    async (req) => ok(await flashing.apply(deps, currentMember(req), req.body), '已提交，等待平台受理'),
  );
  app.get(
    '/api/brush/list',
    {
      schema: {
        tags: tag,
        summary: '我的刷机申请与每一步的进度（新的在前）',
        querystring: flashListQuery,
        response: { 200: flashListReply },
      },
    },
    async (req) => {
      const { data, pages } = await flashing.myApplications(deps, currentMember(req), req.query);
      return okList(data, pages);
    },
  );
  app.get(
    '/api/admin/brush-list',
    {
      config: staffOnly,
      schema: {
        tags: ['平台管理'],
        summary: '刷机申请队列（平台人员）',
        querystring: adminFlashListQuery,
        response: { 200: adminFlashListReply },
      },
    },
    async (req) => {
      const { data, pages, pending } = await flashing.staffList(deps, req.query);
      return okList(data, pages, { pending });
    },
  );
  app.post(
    '/api/admin/brush-step',
    {
      config: staffOnly,
      schema: {
        tags: ['平台管理'],
        summary: '刷机申请进入下一步：受理、已收到、已刷机（登记 SN 与 MAC）、已寄回（快递单号）或驳回',
        body: adminFlashStepBody,
        response: { 200: adminFlashStepReply },
      },
    },
    async (req) => ok(await flashing.step(deps, req.body), '已更新'),
  );
};

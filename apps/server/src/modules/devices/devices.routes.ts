import {
  bindDeviceBody,
  bindDeviceReply,
  bulkReply,
  codeListQuery,
  codeListReply,
  deviceMainReply,
  deviceManageReply,
  deviceRankQuery,
  deviceRankReply,
  runLogQuery,
  runLogReply,
  deviceInfoReply,
  deviceListQuery,
  deviceListReply,
  deviceSelectionBody,
  deviceTypeListReply,
  envelope,
  fenpeiBody,
  idQuery,
  installBody,
  moveRoomBody,
  moveTagBody,
} from '@nodebao/contract';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { BODY_LIMITS } from '../../lib/body-limits.ts';
import { sendJson } from '../../lib/compiled-reply.ts';
import { ok, okList } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as devices from './devices.service.ts';

const tag = ['设备'];

export const devicesRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/api/device/index',
    {
      schema: {
        tags: tag,
        summary: '设备列表（搜索、状态、标签筛选，默认按机房倒序，每页 100）',
        querystring: deviceListQuery,
        response: { 200: deviceListReply },
      },
    },
    async (req, reply) => {
      const page = await devices.listDevices(deps, currentMember(req), req.query);
      return sendJson(reply, devices.devicePageJson(deps, page));
    },
  );

  app.get(
    '/api/device/info',
    { schema: { tags: tag, summary: '设备详情', querystring: idQuery, response: { 200: deviceInfoReply } } },
    async (req) => ok(await devices.deviceInfo(deps, currentMember(req), req.query.id)),
  );

  app.get(
    '/api/device/config',
    {
      schema: {
        tags: tag,
        summary: '设备运行配置（所在机房/机柜的模板）',
        querystring: idQuery,
        response: {
          200: envelope(z.object({ device_id: z.number(), room_info: z.string(), template: z.unknown() })),
        },
      },
    },
    async (req) => ok(await devices.deviceConfig(deps, currentMember(req), req.query.id)),
  );

  app.post(
    '/api/device/move-tag',
    {
      bodyLimit: BODY_LIMITS.bulk,
      schema: {
        tags: tag,
        summary: '批量移动到标签（0 为清除标签）',
        body: moveTagBody,
        response: { 200: bulkReply },
      },
    },
    async (req) =>
      ok(
        await devices.moveToTag(deps, currentMember(req), req.body.tag_id ?? req.body.id ?? 0, req.body),
        '已移动',
      ),
  );

  app.post(
    '/api/device/move-room',
    {
      bodyLimit: BODY_LIMITS.bulk,
      schema: { tags: tag, summary: '批量移动到机房/机柜', body: moveRoomBody, response: { 200: bulkReply } },
    },
    async (req) => ok(await devices.installInRoom(deps, currentMember(req), req.body, req.body), '已移动'),
  );

  app.post(
    '/api/device/install',
    {
      bodyLimit: BODY_LIMITS.bulk,
      schema: { tags: tag, summary: '批量上架到机房', body: installBody, response: { 200: bulkReply } },
    },
    async (req) => ok(await devices.installInRoom(deps, currentMember(req), req.body, req.body), '已上架'),
  );

  app.post(
    '/api/device/uninstall',
    {
      bodyLimit: BODY_LIMITS.bulk,
      schema: { tags: tag, summary: '批量下架', body: deviceSelectionBody, response: { 200: bulkReply } },
    },
    async (req) => ok(await devices.uninstall(deps, currentMember(req), req.body), '已下架'),
  );

  app.post(
    '/api/device/reboot',
    {
      bodyLimit: BODY_LIMITS.bulk,
      schema: {
        tags: tag,
        summary: '批量重启（下发重启命令）',
        body: deviceSelectionBody,
        response: { 200: bulkReply },
      },
    },
    async (req) => ok(await devices.reboot(deps, currentMember(req), req.body), '重启命令已下发'),
  );

  app.post(
    '/api/device/bind',
    {
      schema: {
        tags: tag,
        summary: '用 SN 和激活码绑定设备',
        body: bindDeviceBody,
        response: { 200: bindDeviceReply },
      },
    },
    async (req) => ok(await devices.bindDevice(deps, currentMember(req), req.body), '绑定成功'),
  );

  app.post(
    '/api/member/fenpei-device',
    {
      bodyLimit: BODY_LIMITS.bulk,
      schema: { tags: tag, summary: '把设备分配给会员', body: fenpeiBody, response: { 200: bulkReply } },
    },
    async (req) =>
      ok(await devices.allocateToMember(deps, currentMember(req), req.body.member_id, req.body), '已分配'),
  );

  app.post(
    '/api/member/remove-device',
    {
      bodyLimit: BODY_LIMITS.bulk,
      schema: {
        tags: tag,
        summary: '从会员账号移除（解绑）设备',
        body: deviceSelectionBody,
        response: { 200: bulkReply },
      },
    },
    async (req) => ok(await devices.removeFromMember(deps, currentMember(req), req.body), '已移除'),
  );

  app.get(
    '/api/member/device-type-list',
    {
      schema: { tags: tag, summary: '设备型号列表（含激活码价格）', response: { 200: deviceTypeListReply } },
    },
    async () => ok(await devices.deviceTypeList(deps)),
  );

  app.get(
    '/api/member/code-list',
    {
      schema: {
        tags: tag,
        summary: '我的激活码',
        querystring: codeListQuery,
        response: { 200: codeListReply },
      },
    },
    async (req) => {
      const { data, pages, countData } = await devices.codeList(deps, currentMember(req), req.query);
      return okList(data, pages, { countData });
    },
  );

  app.get(
    '/api/device/main',
    {
      schema: {
        tags: tag,
        summary: '设备总览（在线、离线、异常、今日与昨日上行流量）',
        response: { 200: deviceMainReply },
      },
    },
    async (req) => ok(await devices.fleetSummary(deps, currentMember(req))),
  );

  app.get(
    '/api/device/tongji',
    {
      schema: {
        tags: tag,
        summary: '设备运行记录（每台每天：在线时长、流量、95 值）',
        querystring: runLogQuery,
        response: { 200: runLogReply },
      },
    },
    async (req) => {
      const { data, pages } = await devices.runLog(deps, currentMember(req), req.query);
      return okList(data, pages);
    },
  );

  app.get(
    '/api/device/manage',
    { schema: { tags: tag, summary: '按机房统计设备', response: { 200: deviceManageReply } } },
    async (req) => ok(await devices.devicesByRoom(deps, currentMember(req))),
  );

  app.get(
    '/api/device/rank-list',
    {
      schema: {
        tags: tag,
        summary: '昨日设备排行（按 95 值）',
        querystring: deviceRankQuery,
        response: { 200: deviceRankReply },
      },
    },
    async (req) => ok(await devices.yesterdayRank(deps, currentMember(req), req.query.limit)),
  );
};

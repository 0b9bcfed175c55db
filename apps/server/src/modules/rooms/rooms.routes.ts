import {
  emptyReply,
  hezuoListBody,
  hezuoListReply,
  roomIdBody,
  roomInfoQuery,
  roomListQuery,
  roomListReply,
  roomMoveBody,
  roomReply,
  roomSaveBody,
  templateIdBody,
  templateListQuery,
  templateListReply,
  templateSaveBody,
  templateSaveReply,
} from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { BODY_LIMITS } from '../../lib/body-limits.ts';
import { ok, okList } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as rooms from './rooms.service.ts';

const tag = ['机房与模板'];
const member = { auth: 'member' as const };

/** Machine rooms (机房), their cabinets (机柜) and config templates; every member may have them. */
export const roomsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.post(
    '/api/admin/hezuo-list',
    {
      config: { auth: 'superman' },
      schema: {
        tags: ['平台管理'],
        summary: '合作机房：各运营商的机房、所在地区和设备数',
        body: hezuoListBody,
        response: { 200: hezuoListReply },
      },
    },
    async (req) => {
      const { list, pages } = await rooms.partnerRooms(deps, req.body);
      return okList(list, pages);
    },
  );
  app.get(
    '/api/room/list',
    {
      config: member,
      schema: {
        tags: tag,
        summary: '机房列表（pid=0）或某机房的机柜列表，含 roomCount、childrenCount',
        querystring: roomListQuery,
        response: { 200: roomListReply },
      },
    },
    async (req) => {
      const { data, pages, ...counts } = await rooms.listRooms(deps, currentMember(req), req.query);
      return okList(data, pages, counts);
    },
  );

  app.get(
    '/api/room/info',
    {
      config: member,
      schema: {
        tags: tag,
        summary: '机房或机柜详情',
        querystring: roomInfoQuery,
        response: { 200: roomReply },
      },
    },
    async (req) => ok(await rooms.roomInfo(deps, currentMember(req), req.query.id)),
  );

  app.post(
    '/api/room/save',
    {
      config: member,
      schema: {
        tags: tag,
        summary: '新建（无 id）或修改机房、机柜',
        body: roomSaveBody,
        response: { 200: roomReply },
      },
    },
    async (req) => ok(await rooms.saveRoom(deps, currentMember(req), req.body), '已保存'),
  );

  app.post(
    '/api/room/delete',
    {
      config: member,
      schema: {
        tags: tag,
        summary: '删除机房或机柜（须无设备、无机柜）',
        body: roomIdBody,
        response: { 200: emptyReply },
      },
    },
    async (req) => {
      await rooms.deleteRoom(deps, currentMember(req), req.body.id);
      return ok(null, '已删除');
    },
  );

  app.post(
    '/api/room/upper',
    {
      config: member,
      schema: {
        tags: tag,
        summary: '上移（与前一个交换顺序）',
        body: roomIdBody,
        response: { 200: emptyReply },
      },
    },
    async (req) => {
      await rooms.shiftRoom(deps, currentMember(req), req.body.id, -1);
      return ok(null, '已上移');
    },
  );

  app.post(
    '/api/room/down',
    {
      config: member,
      schema: {
        tags: tag,
        summary: '下移（与后一个交换顺序）',
        body: roomIdBody,
        response: { 200: emptyReply },
      },
    },
    async (req) => {
      await rooms.shiftRoom(deps, currentMember(req), req.body.id, 1);
      return ok(null, '已下移');
    },
  );

  app.post(
    '/api/room/move',
    {
      config: member,
      schema: {
        tags: tag,
        summary: '把机柜移到同一账号的另一个机房（设备随机柜移动）',
        body: roomMoveBody,
        response: { 200: roomReply },
      },
    },
    async (req) => ok(await rooms.moveRoom(deps, currentMember(req), req.body.id, req.body.pid), '已移动'),
  );

  app.get(
    '/api/room/template-list',
    {
      config: member,
      schema: {
        tags: tag,
        summary: '配置模板列表（含使用的机房数）',
        querystring: templateListQuery,
        response: { 200: templateListReply },
      },
    },
    async (req) => {
      const { data, pages } = await rooms.listTemplates(deps, currentMember(req), req.query);
      return okList(data, pages);
    },
  );

  app.post(
    '/api/room/set-template',
    {
      config: member,
      bodyLimit: BODY_LIMITS.bulk,
      schema: {
        tags: tag,
        summary: '新建或修改配置模板；带 room_ids 时应用到这些机房并下发给其中的设备',
        body: templateSaveBody,
        response: { 200: templateSaveReply },
      },
    },
    async (req) => ok(await rooms.saveTemplate(deps, currentMember(req), req.body), '已保存'),
  );

  app.post(
    '/api/room/delete-template',
    {
      config: member,
      schema: {
        tags: tag,
        summary: '删除配置模板（使用它的机房解除关联）',
        body: templateIdBody,
        response: { 200: emptyReply },
      },
    },
    async (req) => {
      await rooms.deleteTemplate(deps, currentMember(req), req.body.id);
      return ok(null, '已删除');
    },
  );
};

import {
  closeAccountBody,
  closureCheckReply,
  emptyReply,
  guanliReply,
  idBody,
  idQuery,
  installRecordQuery,
  installRecordReply,
  memberInfoReply,
  memberListQuery,
  memberListReply,
  memberSaveBody,
  updateDeviceBody,
  userInfoReply,
  userListQuery,
  userListReply,
  userSaveBody,
  deviceListQuery,
  deviceListReply,
  deviceInfoReply,
} from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { compiledReply, sendJson } from '../../lib/compiled-reply.ts';
import { ok, okList } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as devices from '../devices/devices.service.ts';
import * as members from './members.service.ts';
import * as accounts from './accounts.service.ts';

const tag = ['会员管理'];
const operatorOnly = { auth: 'operator' as const };

export const membersRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // Install records are an operator's hot list (issue 17 §1): written by a serializer compiled from
  // the contract schema (checked against it in tests).
  const installRecordJson = compiledReply(installRecordReply, deps.config);
  app.get(
    '/api/user/index',
    {
      config: operatorOnly,
      schema: {
        tags: tag,
        summary: '下级会员列表',
        querystring: userListQuery,
        response: { 200: userListReply },
      },
    },
    async (req) => {
      const { data, pages } = await members.listUsers(deps, currentMember(req), req.query);
      return okList(data, pages);
    },
  );

  app.get(
    '/api/user/info',
    {
      config: operatorOnly,
      schema: { tags: tag, summary: '下级会员详情', querystring: idQuery, response: { 200: userInfoReply } },
    },
    async (req) => ok(await members.userInfo(deps, currentMember(req), req.query.id)),
  );

  app.post(
    '/api/user/save',
    {
      config: operatorOnly,
      schema: {
        tags: tag,
        summary: '新建或编辑下级会员',
        body: userSaveBody,
        response: { 200: userInfoReply },
      },
    },
    async (req) => ok(await members.saveUser(deps, currentMember(req), req.body), '已保存'),
  );

  app.post(
    '/api/user/delete',
    {
      config: operatorOnly,
      schema: { tags: tag, summary: '移除下级会员', body: idBody, response: { 200: emptyReply } },
    },
    async (req) => {
      await members.deleteUser(deps, currentMember(req), req.body.id);
      return ok(null, '已移除');
    },
  );

  app.get(
    '/api/member/list',
    {
      schema: {
        tags: tag,
        summary: '可分配设备的会员（自己与下级）',
        querystring: memberListQuery,
        response: { 200: memberListReply },
      },
    },
    async (req) => ok(await members.allocatableMembers(deps, currentMember(req), req.query.keyword)),
  );

  app.get(
    '/api/member/guanli',
    {
      config: operatorOnly,
      schema: { tags: tag, summary: '运营概览（会员、设备、机房）', response: { 200: guanliReply } },
    },
    async (req) => ok(await members.managerOverview(deps, currentMember(req))),
  );

  app.post(
    '/api/member/save',
    {
      schema: {
        tags: tag,
        summary: '修改我的资料（昵称）',
        body: memberSaveBody,
        response: { 200: memberInfoReply },
      },
    },
    async (req) => ok(await members.saveOwnProfile(deps, currentMember(req), req.body.nickname), '已保存'),
  );

  app.get(
    '/api/member/delete-check',
    {
      schema: {
        tags: tag,
        summary: '注销前检查：还有什么要先处理（设备、余额、提现、订单、子会员）',
        response: { 200: closureCheckReply },
      },
    },
    async (req) => ok(await accounts.closureCheck(deps, currentMember(req))),
  );

  app.post(
    '/api/member/delete',
    {
      schema: {
        tags: tag,
        summary: '注销我的账号（需当前密码；有设备、余额、进行中的提现或订单、子会员时不能注销）',
        body: closeAccountBody,
        response: { 200: emptyReply },
      },
    },
    async (req) => {
      await accounts.closeAccount(deps, currentMember(req), req.body.password, { ip: req.ip });
      return ok(null, '账号已注销');
    },
  );

  app.get(
    '/api/member/device-list',
    {
      config: operatorOnly,
      schema: {
        tags: tag,
        summary: '会员的设备（运营）',
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
    '/api/member/device-info',
    {
      config: operatorOnly,
      schema: {
        tags: tag,
        summary: '会员设备详情（运营）',
        querystring: idQuery,
        response: { 200: deviceInfoReply },
      },
    },
    async (req) => ok(await devices.deviceInfo(deps, currentMember(req), req.query.id)),
  );

  app.post(
    '/api/member/update-device',
    {
      schema: {
        tags: tag,
        summary: '修改设备备注名、运营商',
        body: updateDeviceBody,
        response: { 200: deviceInfoReply },
      },
    },
    async (req) => ok(await devices.updateDevice(deps, currentMember(req), req.body), '已保存'),
  );

  app.get(
    '/api/device/install-record',
    {
      schema: {
        tags: tag,
        summary: '上下架记录',
        querystring: installRecordQuery,
        response: { 200: installRecordReply },
      },
    },
    async (req, reply) => {
      const { data, pages } = await devices.installRecords(deps, currentMember(req), req.query);
      return sendJson(reply, installRecordJson(okList(data, pages)));
    },
  );

  app.get(
    '/api/member/member-list',
    {
      config: operatorOnly,
      schema: {
        tags: tag,
        summary: '下级会员及其设备概况（收益统计按会员）',
        querystring: userListQuery,
        response: { 200: userListReply },
      },
    },
    async (req) => {
      const { data, pages } = await members.listUsers(deps, currentMember(req), req.query);
      return okList(data, pages);
    },
  );
};

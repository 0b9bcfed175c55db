import {
  accountActivityReply,
  activityIndexReply,
  inviteeDaysQuery,
  inviteeDaysReply,
  inviteeListQuery,
  inviteeListReply,
  adminPointsWithdrawListQuery,
  adminPointsWithdrawListReply,
  adminPointsWithdrawReply,
  pointsRejectBody,
  pointsSentBody,
  pointsWithdrawBody,
  pointsWithdrawListQuery,
  pointsWithdrawListReply,
  pointsWithdrawReply,
  rankListQuery,
  rankListReply,
  setWalletBody,
  setWalletReply,
} from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok, okList } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as activity from './activity.service.ts';
import * as wallet from './points-wallet.service.ts';
import * as ranks from './ranks.service.ts';

const tag = ['活动'];
const staffTag = ['平台管理'];
const staffOnly = { auth: 'superman' as const };

/** The growth area: invites and what they earn (DESIGN §8). */
export const activityRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/api/activite/index',
    {
      schema: {
        tags: tag,
        summary: '我的邀请码、邀请链接与推广收益概况',
        response: { 200: activityIndexReply },
      },
    },
    async (req) => ok(await activity.activityIndex(deps, currentMember(req))),
  );
  app.get(
    '/api/account-activity/index',
    {
      schema: {
        tags: tag,
        summary: '创世活动：活动时间与规则参数，我的积分（昨日、本周、累计、余额），昨日各设备贡献',
        response: { 200: accountActivityReply },
      },
    },
    async (req) => ok(await activity.accountActivity(deps, currentMember(req))),
  );
  app.get(
    '/api/activite/rank-list',
    {
      schema: {
        tags: tag,
        summary: '贡献排行：在线排行（data）与冠军排行（rank_data，本周/上周/全部积分），以及我的名次',
        querystring: rankListQuery,
        response: { 200: rankListReply },
      },
    },
    async (req) => ({
      errorCode: 0,
      msg: '操作成功',
      ...(await ranks.rankList(deps, currentMember(req), req.query.period)),
    }),
  );
  // The points wallet (/activity/wallet) and staff's points-withdrawal queue.
  app.post(
    '/api/activite/set-wallet',
    {
      schema: {
        tags: tag,
        summary: '设置或更改积分钱包地址（需登录密码；更改后暂停提取 24 小时并发送消息）',
        body: setWalletBody,
        response: { 200: setWalletReply },
      },
    },
    async (req) =>
      ok(await wallet.setWallet(deps, currentMember(req), req.body, { ip: req.ip }), '钱包地址已保存'),
  );
  app.post(
    '/api/activite/tixian',
    {
      schema: {
        tags: tag,
        summary: '提取积分到已保存的钱包地址（冻结待平台发送）',
        body: pointsWithdrawBody,
        response: { 200: pointsWithdrawReply },
      },
    },
    async (req) =>
      ok(await wallet.withdrawPoints(deps, currentMember(req).id, req.body), '已提交，等待平台发送'),
  );
  app.get(
    '/api/activite/tixian-list',
    {
      schema: {
        tags: tag,
        summary: '我的积分提取记录（新的在前）',
        querystring: pointsWithdrawListQuery,
        response: { 200: pointsWithdrawListReply },
      },
    },
    async (req) => {
      const { data, pages } = await wallet.listMyWithdrawals(deps, currentMember(req).id, req.query);
      return okList(data, pages);
    },
  );
  app.get(
    '/api/admin/points-withdraw-list',
    {
      config: staffOnly,
      schema: {
        tags: staffTag,
        summary: '积分提取队列（平台人员）',
        querystring: adminPointsWithdrawListQuery,
        response: { 200: adminPointsWithdrawListReply },
      },
    },
    async (req) => {
      const { data, pages } = await wallet.listQueue(deps, req.query);
      return okList(data, pages);
    },
  );
  app.post(
    '/api/admin/points-withdraw-sent',
    {
      config: staffOnly,
      schema: {
        tags: staffTag,
        summary: '积分已发送到钱包（填写交易哈希）',
        body: pointsSentBody,
        response: { 200: adminPointsWithdrawReply },
      },
    },
    async (req) => ok(await wallet.markSent(deps, currentMember(req).id, req.body), '已标记为已发送'),
  );
  app.post(
    '/api/admin/points-withdraw-reject',
    {
      config: staffOnly,
      schema: {
        tags: staffTag,
        summary: '驳回积分提取（积分退回会员）',
        body: pointsRejectBody,
        response: { 200: adminPointsWithdrawReply },
      },
    },
    async (req) => ok(await wallet.reject(deps, currentMember(req).id, req.body), '已驳回，积分已退回'),
  );
  app.get(
    '/api/activite/member-list',
    {
      schema: {
        tags: tag,
        summary: '我邀请的会员（每页 20，新的在前）及推广收益合计',
        querystring: inviteeListQuery,
        response: { 200: inviteeListReply },
      },
    },
    async (req) => {
      const { data, pages, commission_total_fen } = await activity.listInvitees(
        deps,
        currentMember(req),
        req.query,
      );
      return okList(data, pages, { commission_total_fen });
    },
  );
  app.get(
    '/api/activite/member-days',
    {
      schema: {
        tags: tag,
        summary: '某位受邀会员每天的结算收益与我的推广收益',
        querystring: inviteeDaysQuery,
        response: { 200: inviteeDaysReply },
      },
    },
    async (req) => {
      const { data, pages, invitee } = await activity.inviteeDays(deps, currentMember(req), req.query);
      return okList(data, pages, { invitee });
    },
  );
};

import {
  lotteryCloseBody,
  lotteryCloseReply,
  lotteryCouponListQuery,
  lotteryCouponListReply,
  lotteryCreateNumBody,
  lotteryCreateNumReply,
  lotteryIndexReply,
  lotteryOpenListQuery,
  lotteryOpenListReply,
  lotteryPrizeListQuery,
  lotteryPrizeListReply,
  lotteryTicketFileQuery,
} from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import { closeNow } from './draw.service.ts';
import * as lottery from './lottery.service.ts';

const tag = ['流量抽奖'];

/** The weekly traffic lottery (DESIGN §8): this week, tickets, and the published draws. */
export const lotteryRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/api/lottery/index',
    {
      schema: {
        tags: tag,
        summary: '本期抽奖：期号与起止时间、奖池与奖项、我的周流量与抽奖券、已出票数、种子承诺',
        response: { 200: lotteryIndexReply },
      },
    },
    async (req) => ok(await lottery.lotteryIndex(deps, currentMember(req))),
  );
  app.post(
    '/api/lottery/create-num',
    {
      schema: {
        tags: tag,
        summary: '用抽奖券兑换连续的票号（同一 request_id 重试得到同样的票号）',
        body: lotteryCreateNumBody,
        response: { 200: lotteryCreateNumReply },
      },
    },
    async (req) => ok(await lottery.createNumbers(deps, currentMember(req), req.body), '兑换成功'),
  );
  // The draw records are public: they name no member (owners are opaque ids), and anyone, signed in
  // or not, may check a draw.
  app.get(
    '/api/lottery/open-list',
    {
      config: { auth: 'public' },
      schema: {
        tags: tag,
        summary: '开奖记录：每期的种子承诺、公布的种子、票号清单哈希与中奖票号（新的在前，每页 30）',
        querystring: lotteryOpenListQuery,
        response: { 200: lotteryOpenListReply },
      },
    },
    async (req) => ({ errorCode: 0, msg: '操作成功', ...(await lottery.drawList(deps, req.query)) }),
  );
  app.get(
    '/api/lottery/coupon-list',
    {
      schema: {
        tags: tag,
        summary: '某期（默认本期）的全部票号或我的票号，附我的周流量与抽奖券',
        querystring: lotteryCouponListQuery,
        response: { 200: lotteryCouponListReply },
      },
    },
    async (req) => ({
      errorCode: 0,
      msg: '操作成功',
      ...(await lottery.ticketList(deps, currentMember(req), req.query)),
    }),
  );
  app.get(
    '/api/lottery/prize-list',
    {
      schema: {
        tags: tag,
        summary: '中奖记录：某期或全部期的中奖者，或我的奖品',
        querystring: lotteryPrizeListQuery,
        response: { 200: lotteryPrizeListReply },
      },
    },
    async (req) => ({
      errorCode: 0,
      msg: '操作成功',
      ...(await lottery.prizeList(deps, currentMember(req), req.query)),
    }),
  );
  app.get(
    '/api/lottery/ticket-file',
    {
      config: { auth: 'public', rateLimit: { max: 30, timeWindow: 60_000 } },
      schema: {
        tags: tag,
        summary: '某期截止后的规范票号清单（纯文本，每行“票号 持有者编号”），用于重算开奖',
        querystring: lotteryTicketFileQuery,
      },
    },
    async (req, reply) => {
      const text = await lottery.ticketFile(deps, req.query.period);
      return (
        reply
          .header('content-type', 'text/plain; charset=utf-8')
          .header('content-disposition', `attachment; filename="lottery-${req.query.period}-tickets.txt"`)
          // A closed period's list never changes.
          .header('cache-control', 'public, max-age=86400, immutable')
          .send(text)
      );
    },
  );
  app.post(
    '/api/admin/lottery-close',
    {
      config: { auth: 'superman' as const },
      schema: {
        tags: ['平台管理'],
        summary: '提前截止本期并立即开奖（平台人员）',
        body: lotteryCloseBody,
        response: { 200: lotteryCloseReply },
      },
    },
    async (req) => ok(await closeNow(deps, req.body.period), '已截止并开奖'),
  );
};

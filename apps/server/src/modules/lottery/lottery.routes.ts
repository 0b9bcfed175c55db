import {
  adminLotteryCloseCall,
  lotteryTicketFileCall,
  lotteryPrizeListCall,
  lotteryCouponListCall,
  lotteryOpenListCall,
  lotteryCreateNumCall,
  lotteryIndexCall,
} from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import { closeNow } from './draw.service.ts';
import * as lottery from './lottery.service.ts';
import { route } from '../../lib/route.ts';

/** The weekly traffic lottery (DESIGN §8): this week, tickets, and the published draws. */
export const lotteryRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  route(app, lotteryIndexCall, async (req) => ok(await lottery.lotteryIndex(deps, currentMember(req))));
  route(app, lotteryCreateNumCall, async (req) =>
    ok(await lottery.createNumbers(deps, currentMember(req), req.body), '兑换成功'),
  );
  // The draw records are public: they name no member (owners are opaque ids), and anyone, signed in
  // or not, may check a draw.
  route(app, lotteryOpenListCall, async (req) => ({
    errorCode: 0,
    msg: '操作成功',
    ...(await lottery.drawList(deps, req.query)),
  }));
  route(app, lotteryCouponListCall, async (req) => ({
    errorCode: 0,
    msg: '操作成功',
    ...(await lottery.ticketList(deps, currentMember(req), req.query)),
  }));
  route(app, lotteryPrizeListCall, async (req) => ({
    errorCode: 0,
    msg: '操作成功',
    ...(await lottery.prizeList(deps, currentMember(req), req.query)),
  }));
  route(
    app,
    lotteryTicketFileCall,
    { config: { rateLimit: { max: 30, timeWindow: 60_000 } } },
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
  route(app, adminLotteryCloseCall, async (req) => ok(await closeNow(deps, req.body.period), '已截止并开奖'));
};

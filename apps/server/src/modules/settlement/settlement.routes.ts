import { adminSettleCall } from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { ok } from '../../lib/reply.ts';
import { settleDay, settlePendingDays } from './settlement.service.ts';
import { route } from '../../lib/route.ts';

/**
 * Staff run settlement by hand: one day again (only what is not settled yet), or every unsettled day
 * like the nightly job. The same work as `npm run settle`, for a running server (PGlite is one process).
 */
export const settlementRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  route(app, adminSettleCall, async (req) => {
    const days = req.body.day ? [await settleDay(deps, req.body.day)] : await settlePendingDays(deps);
    if (days.includes(null)) throw new AppError('UNAVAILABLE', '结算正在进行中，请稍后再试');
    const settled = days.filter((d) => d !== null);
    return ok(
      settled.map((d) => ({
        day: d.day,
        devices: d.devices,
        members: d.members,
        income: d.incomeFen,
        referral: d.referralFen,
      })),
      settled.length ? `已结算 ${settled.length} 天` : '没有待结算的日期',
    );
  });
};

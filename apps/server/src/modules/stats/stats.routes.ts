import {
  tongjiZhishuInfoCall,
  tongjiZhishuCall,
  tongjiDeviceOverviewCall,
  tongjiDeviceFlowRankCall,
  tongjiFlowCall,
  tongjiDeviceMoneyCall,
  tongjiMemberMonthDataCall,
  tongjiMoneyPaimingCall,
  tongjiMemberMoneyCall,
  tongjiIndexCall,
} from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as stats from './stats.service.ts';
import { route } from '../../lib/route.ts';

/** The /api/tongji/* statistics over settled days (speed stays in modules/tongji). */
export const statsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  route(app, tongjiIndexCall, async (req) =>
    ok(await stats.fleetByArea(deps, currentMember(req), req.query.province)),
  );

  route(app, tongjiMemberMoneyCall, async (req) =>
    ok(await stats.incomeData(deps, currentMember(req), req.query)),
  );

  route(app, tongjiMoneyPaimingCall, async (req) =>
    ok(await stats.moneyPaiming(deps, currentMember(req), req.query)),
  );

  route(app, tongjiMemberMonthDataCall, async (req) =>
    ok(await stats.memberMonth(deps, currentMember(req), req.query)),
  );

  route(app, tongjiDeviceMoneyCall, async (req) =>
    ok(await stats.deviceIncome(deps, currentMember(req), req.query.id)),
  );

  route(app, tongjiFlowCall, async (req) => ok(await stats.flow(deps, currentMember(req), req.query)));

  route(app, tongjiDeviceFlowRankCall, async (req) =>
    ok(await stats.deviceFlowRank(deps, currentMember(req), req.query)),
  );

  route(app, tongjiDeviceOverviewCall, async (req) =>
    ok(await stats.deviceOverview(deps, currentMember(req), req.query.id)),
  );

  route(app, tongjiZhishuCall, async (req) => ok(await stats.zhishu(deps, req.query.level)));

  route(app, tongjiZhishuInfoCall, async (req) => ok(await stats.zhishu(deps, 'city', req.query.province)));
};

import {
  activiteMemberDaysCall,
  activiteMemberListCall,
  adminPointsWithdrawRejectCall,
  adminPointsWithdrawSentCall,
  adminPointsWithdrawListCall,
  activiteTixianListCall,
  activiteTixianCall,
  activiteSetWalletCall,
  activiteRankListCall,
  accountActivityIndexCall,
  activiteIndexCall,
} from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok, okList } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as activity from './activity.service.ts';
import * as wallet from './points-wallet.service.ts';
import * as ranks from './ranks.service.ts';
import { route } from '../../lib/route.ts';

/** The growth area: invites and what they earn (DESIGN §8). */
export const activityRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  route(app, activiteIndexCall, async (req) => ok(await activity.activityIndex(deps, currentMember(req))));
  route(app, accountActivityIndexCall, async (req) =>
    ok(await activity.accountActivity(deps, currentMember(req))),
  );
  route(app, activiteRankListCall, async (req) => ({
    errorCode: 0,
    msg: '操作成功',
    ...(await ranks.rankList(deps, currentMember(req), req.query.period)),
  }));
  // The points wallet (/activity/wallet) and staff's points-withdrawal queue.
  route(app, activiteSetWalletCall, async (req) =>
    ok(await wallet.setWallet(deps, currentMember(req), req.body, { ip: req.ip }), '钱包地址已保存'),
  );
  route(app, activiteTixianCall, async (req) =>
    ok(await wallet.withdrawPoints(deps, currentMember(req).id, req.body), '已提交，等待平台发送'),
  );
  route(app, activiteTixianListCall, async (req) => {
    const { data, pages } = await wallet.listMyWithdrawals(deps, currentMember(req).id, req.query);
    return okList(data, pages);
  });
  route(app, adminPointsWithdrawListCall, async (req) => {
    const { data, pages } = await wallet.listQueue(deps, req.query);
    return okList(data, pages);
  });
  route(app, adminPointsWithdrawSentCall, async (req) =>
    ok(await wallet.markSent(deps, currentMember(req).id, req.body), '已标记为已发送'),
  );
  route(app, adminPointsWithdrawRejectCall, async (req) =>
    ok(await wallet.reject(deps, currentMember(req).id, req.body), '已驳回，积分已退回'),
  );
  route(app, activiteMemberListCall, async (req) => {
    const { data, pages, commission_total_fen } = await activity.listInvitees(
      deps,
      currentMember(req),
      req.query,
    );
    return okList(data, pages, { commission_total_fen });
  });
  route(app, activiteMemberDaysCall, async (req) => {
    const { data, pages, invitee } = await activity.inviteeDays(deps, currentMember(req), req.query);
    return okList(data, pages, { invitee });
  });
};

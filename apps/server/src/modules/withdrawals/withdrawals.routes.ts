import {
  accountTixianCall,
  memberTixianCall,
  adminWithdrawQueryCall,
  adminWithdrawRejectCall,
  adminWithdrawApproveCall,
  adminWithdrawListCall,
  memberTixianListCall,
  memberTixianInfoCall,
  memberBankDeleteCall,
  memberBankSaveCall,
  memberBankCardInfoCall,
  memberBankCardListCall,
  memberAliuserListCall,
} from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok, okList } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as payees from './payees.service.ts';
import * as withdrawals from './withdrawals.service.ts';
import { route, type CallHandler } from '../../lib/route.ts';

export const withdrawalsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // Payee accounts (/account/alipay, /account/payment, /account/payment-info).
  route(app, memberAliuserListCall, async (req) =>
    ok(await payees.listPayees(deps, currentMember(req).id, 'alipay')),
  );
  route(app, memberBankCardListCall, async (req) =>
    ok(await payees.listPayees(deps, currentMember(req).id, 'bank')),
  );
  route(app, memberBankCardInfoCall, async (req) =>
    ok(await payees.payeeInfo(deps, currentMember(req).id, req.query.id)),
  );
  route(app, memberBankSaveCall, async (req) =>
    ok(await payees.savePayee(deps, currentMember(req).id, req.body), '已保存'),
  );
  route(app, memberBankDeleteCall, async (req) => {
    await payees.removePayee(deps, currentMember(req).id, req.body.id);
    return ok(null, '已删除');
  });

  // Withdrawals (/account/withdraw, /account/withdraw-record).
  route(app, memberTixianInfoCall, async (req) =>
    ok(await withdrawals.withdrawLimits(deps, currentMember(req).id)),
  );
  // One handler at both addresses the withdrawal request is known by.
  const requestWithdrawal: CallHandler<typeof memberTixianCall> = async (req) =>
    ok(
      await withdrawals.requestWithdrawal(deps, currentMember(req).id, req.body),
      '提现申请已提交，等待审核',
    );
  route(app, memberTixianCall, requestWithdrawal);
  route(app, accountTixianCall, requestWithdrawal);
  route(app, memberTixianListCall, async (req) => {
    const { list, pages } = await withdrawals.myWithdrawals(deps, currentMember(req).id, req.query);
    return okList(list, pages);
  });

  // Staff review.
  route(app, adminWithdrawListCall, async (req) => {
    const { list, pages } = await withdrawals.reviewQueue(deps, req.query);
    return okList(list, pages);
  });
  route(app, adminWithdrawApproveCall, async (req) => {
    const { withdrawal, message } = await withdrawals.approveWithdrawal(
      deps,
      currentMember(req).id,
      req.body.id,
      req.body.reference,
    );
    return ok(withdrawal, message);
  });
  route(app, adminWithdrawRejectCall, async (req) =>
    ok(
      await withdrawals.rejectWithdrawal(deps, currentMember(req).id, req.body.id, req.body.reason),
      '已驳回',
    ),
  );
  route(app, adminWithdrawQueryCall, async (req) => {
    const { withdrawal, message } = await withdrawals.queryWithdrawal(
      deps,
      currentMember(req).id,
      req.body.id,
    );
    return ok(withdrawal, message);
  });
};

import {
  adminWithdrawListReply,
  adminWithdrawReply,
  emptyReply,
  payeeIdBody,
  payeeIdQuery,
  payeeListReply,
  payeeReply,
  payeeSaveBody,
  withdrawApproveBody,
  withdrawBody,
  withdrawIdBody,
  withdrawLimitsReply,
  withdrawListQuery,
  withdrawListReply,
  withdrawRejectBody,
  withdrawReply,
} from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok, okList } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as payees from './payees.service.ts';
import * as withdrawals from './withdrawals.service.ts';

const memberTag = ['提现'];
const staffTag = ['平台管理'];
const staffOnly = { auth: 'superman' as const };

export const withdrawalsRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // Payee accounts (/account/alipay, /account/payment, /account/payment-info).
  app.get(
    '/api/member/aliuser-list',
    { schema: { tags: memberTag, summary: '我的支付宝收款账户', response: { 200: payeeListReply } } },
    async (req) => ok(await payees.listPayees(deps, currentMember(req).id, 'alipay')),
  );
  app.get(
    '/api/member/bank-card-list',
    { schema: { tags: memberTag, summary: '我的银行卡', response: { 200: payeeListReply } } },
    async (req) => ok(await payees.listPayees(deps, currentMember(req).id, 'bank')),
  );
  app.get(
    '/api/member/bank-card-info',
    {
      schema: {
        tags: memberTag,
        summary: '收款账户详情',
        querystring: payeeIdQuery,
        response: { 200: payeeReply },
      },
    },
    async (req) => ok(await payees.payeeInfo(deps, currentMember(req).id, req.query.id)),
  );
  app.post(
    '/api/member/bank-save',
    {
      schema: {
        tags: memberTag,
        summary: '添加或修改收款账户（支付宝或银行卡；卡号做 Luhn 校验）',
        body: payeeSaveBody,
        response: { 200: payeeReply },
      },
    },
    async (req) => ok(await payees.savePayee(deps, currentMember(req).id, req.body), '已保存'),
  );
  app.post(
    '/api/member/bank-delete',
    {
      schema: { tags: memberTag, summary: '删除收款账户', body: payeeIdBody, response: { 200: emptyReply } },
    },
    async (req) => {
      await payees.removePayee(deps, currentMember(req).id, req.body.id);
      return ok(null, '已删除');
    },
  );

  // Withdrawals (/account/withdraw, /account/withdraw-record).
  app.get(
    '/api/member/tixian-info',
    {
      schema: {
        tags: memberTag,
        summary: '提现页数据：可用余额、冻结中金额、单笔限额、手续费率',
        response: { 200: withdrawLimitsReply },
      },
    },
    async (req) => ok(await withdrawals.withdrawLimits(deps, currentMember(req).id)),
  );
  for (const url of ['/api/member/tixian', '/api/account/tixian']) {
    app.post(
      url,
      {
        schema: {
          tags: memberTag,
          summary: '申请提现（金额单位：分；申请时即从余额冻结）',
          body: withdrawBody,
          response: { 200: withdrawReply },
        },
      },
      async (req) =>
        ok(
          await withdrawals.requestWithdrawal(deps, currentMember(req).id, req.body),
          '提现申请已提交，等待审核',
        ),
    );
  }
  app.get(
    '/api/member/tixian-list',
    {
      schema: {
        tags: memberTag,
        summary: '我的提现记录',
        querystring: withdrawListQuery,
        response: { 200: withdrawListReply },
      },
    },
    async (req) => {
      const { list, pages } = await withdrawals.myWithdrawals(deps, currentMember(req).id, req.query);
      return okList(list, pages);
    },
  );

  // Staff review.
  app.get(
    '/api/admin/withdraw-list',
    {
      config: staffOnly,
      schema: {
        tags: staffTag,
        summary: '提现审核列表',
        querystring: withdrawListQuery,
        response: { 200: adminWithdrawListReply },
      },
    },
    async (req) => {
      const { list, pages } = await withdrawals.reviewQueue(deps, req.query);
      return okList(list, pages);
    },
  );
  app.post(
    '/api/admin/withdraw-approve',
    {
      config: staffOnly,
      schema: {
        tags: staffTag,
        summary: '通过提现：支付宝自动打款；银行卡须先转账并填写流水号',
        body: withdrawApproveBody,
        response: { 200: adminWithdrawReply },
      },
    },
    async (req) => {
      const { withdrawal, message } = await withdrawals.approveWithdrawal(
        deps,
        currentMember(req).id,
        req.body.id,
        req.body.reference,
      );
      return ok(withdrawal, message);
    },
  );
  app.post(
    '/api/admin/withdraw-reject',
    {
      config: staffOnly,
      schema: {
        tags: staffTag,
        summary: '驳回提现（金额退回会员余额）',
        body: withdrawRejectBody,
        response: { 200: adminWithdrawReply },
      },
    },
    async (req) =>
      ok(
        await withdrawals.rejectWithdrawal(deps, currentMember(req).id, req.body.id, req.body.reason),
        '已驳回',
      ),
  );
  app.post(
    '/api/admin/withdraw-query',
    {
      config: staffOnly,
      schema: {
        tags: staffTag,
        summary: '查询打款中的提现；支付宝无此单时用同一单号重新打款',
        body: withdrawIdBody,
        response: { 200: adminWithdrawReply },
      },
    },
    async (req) => {
      const { withdrawal, message } = await withdrawals.queryWithdrawal(
        deps,
        currentMember(req).id,
        req.body.id,
      );
      return ok(withdrawal, message);
    },
  );
};

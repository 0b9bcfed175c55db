import { myBankReply } from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/reply.ts';
import { getParams } from '../params/params.service.ts';

const tag = ['支付'];

/** Payments (issue 5). So far the platform's bank account for offline transfers; orders follow. */
export const payRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  app.get(
    '/api/member/my-bank',
    { schema: { tags: tag, summary: '平台收款银行账户（线下转账）', response: { 200: myBankReply } } },
    // A parameter staff can change (params table); every signed-in member sees the same account.
    async () => ok((await getParams(deps.db)).platform_bank),
  );
};

import { PassThrough } from 'node:stream';
import {
  moneyIndexReply,
  moneyDownloadCall,
  moneyMonthDataCall,
  moneyIndexCall,
  memberMoneyRecordListCall,
} from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { compiledReply, sendJson } from '../../lib/compiled-reply.ts';
import { ok, okList } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import { XLSX_TYPE } from '../../lib/attachment.ts';
import { exportDisposition, writeIncomeWorkbook } from './income-export.ts';
import * as income from './income.service.ts';
import { route } from '../../lib/route.ts';

export const incomeRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // A day's income by device is an operator's hot list (issue 17 §1): each view of the reply is
  // written by a serializer compiled from its contract schema (checked against it in tests).
  const [dayView, deviceView] = moneyIndexReply.options;
  const dayViewJson = compiledReply(dayView, deps.config);
  const deviceViewJson = compiledReply(deviceView, deps.config);
  route(app, memberMoneyRecordListCall, async (req) => {
    const { data, pages } = await income.moneyRecordList(deps, currentMember(req), req.query);
    return okList(data, pages);
  });

  route(app, moneyIndexCall, async (req, reply) => {
    const list = await income.incomeList(deps, currentMember(req), req.query);
    return sendJson(reply, list.view === 'day' ? dayViewJson(list) : deviceViewJson(list));
  });

  route(app, moneyMonthDataCall, async (req) =>
    ok(await income.monthData(deps, currentMember(req), req.query.member_id)),
  );

  route(app, moneyDownloadCall, async (req, reply) => {
    // Rights and the range are settled first: a refusal is still an envelope, not a broken file.
    const plan = await income.planExport(deps, currentMember(req), req.query);
    const body = new PassThrough();
    writeIncomeWorkbook(deps, plan, body).catch((err: unknown) => {
      req.log.error({ err }, 'income export failed mid-stream');
      body.destroy(err instanceof Error ? err : new Error(String(err)));
    });
    return reply
      .header('content-type', XLSX_TYPE)
      .header('content-disposition', exportDisposition(plan.label))
      .header('cache-control', 'no-store')
      .send(body);
  });
};

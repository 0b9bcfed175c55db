import { PassThrough } from 'node:stream';
import {
  moneyDownloadQuery,
  moneyIndexQuery,
  moneyIndexReply,
  moneyRecordListReply,
  moneyRecordQuery,
  monthDataQuery,
  monthDataReply,
} from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { compiledReply, sendJson } from '../../lib/compiled-reply.ts';
import { ok, okList } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import { exportDisposition, writeIncomeWorkbook, XLSX_TYPE } from './income-export.ts';
import * as income from './income.service.ts';

const tag = ['收益'];

export const incomeRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  // A day's income by device is an operator's hot list (issue 17 §1): each view of the reply is
  // written by a serializer compiled from its contract schema (checked against it in tests).
  const [dayView, deviceView] = moneyIndexReply.options;
  const dayViewJson = compiledReply(dayView, deps.config);
  const deviceViewJson = compiledReply(deviceView, deps.config);
  app.get(
    '/api/member/money-record-list',
    {
      schema: {
        tags: tag,
        summary: '资金记录（余额账户的每一笔：收益、推广、提现），新的在前，每页 20',
        querystring: moneyRecordQuery,
        response: { 200: moneyRecordListReply },
      },
    },
    async (req) => {
      const { data, pages } = await income.moneyRecordList(deps, currentMember(req), req.query);
      return okList(data, pages);
    },
  );

  app.get(
    '/api/money/index',
    {
      schema: {
        tags: tag,
        summary: '收益列表：按月的每日收益，或指定 day 时当天按设备的收益',
        querystring: moneyIndexQuery,
        response: { 200: moneyIndexReply },
      },
    },
    async (req, reply) => {
      const list = await income.incomeList(deps, currentMember(req), req.query);
      return sendJson(reply, list.view === 'day' ? dayViewJson(list) : deviceViewJson(list));
    },
  );

  app.get(
    '/api/money/month-data',
    {
      schema: {
        tags: tag,
        summary: '近 12 个月收益，本月、上月、昨日与累计收益',
        querystring: monthDataQuery,
        response: { 200: monthDataReply },
      },
    },
    async (req) => ok(await income.monthData(deps, currentMember(req), req.query.member_id)),
  );

  app.get(
    '/api/money/download',
    {
      schema: {
        tags: tag,
        summary: '导出收益明细 Excel（每台设备每天一行，流式生成）',
        querystring: moneyDownloadQuery,
      },
    },
    async (req, reply) => {
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
    },
  );
};

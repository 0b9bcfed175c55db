import { PassThrough } from 'node:stream';
import { auditActionsCall, auditExportCall, auditListCall } from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { attachmentDisposition, XLSX_TYPE } from '../../lib/attachment.ts';
import { ok, okList } from '../../lib/reply.ts';
import { route } from '../../lib/route.ts';
import { shanghaiToday } from '../../lib/time.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as audit from './audit.service.ts';

export const auditRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  route(app, auditListCall, async (req) => {
    const { list, pages } = await audit.auditList(deps, currentMember(req), req.query);
    return okList(list, pages);
  });

  route(app, auditActionsCall, async (req) => ok(await audit.auditActions(deps, currentMember(req))));

  route(app, auditExportCall, async (req, reply) => {
    const caller = currentMember(req);
    await audit.planAuditExport(deps, caller, req.query);
    const body = new PassThrough();
    audit.writeAuditWorkbook(deps, caller, req.query, body).catch((err: unknown) => {
      req.log.error({ err }, 'audit export failed mid-stream');
      body.destroy(err instanceof Error ? err : new Error(String(err)));
    });
    const day = shanghaiToday();
    return reply
      .header('content-type', XLSX_TYPE)
      .header(
        'content-disposition',
        attachmentDisposition(`nodebao-audit-${day}.xlsx`, `节点宝操作审计_${day}.xlsx`),
      )
      .header('cache-control', 'no-store')
      .send(body);
  });
};

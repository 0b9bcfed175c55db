import {
  deviceAckBody,
  deviceAckReply,
  deviceReportBody,
  deviceReportReply,
  errorReplySchema,
} from '@nodebao/contract';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { BODY_LIMITS } from '../../lib/body-limits.ts';
import { compiledReply, sendJson } from '../../lib/compiled-reply.ts';
import { ok } from '../../lib/reply.ts';
import { countDeviceReports } from '../../metrics/device-reports.ts';
import { authenticateDevice, batchedCredentialLookup, type AuthenticatedDevice } from './device-auth.ts';
import { ReportBatcher, type BatcherOptions } from './report-batcher.ts';
import { ackCommands, ingestReports } from './telemetry.service.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on /device-api routes once the request's signature checks out. */
    device: AuthenticatedDevice | null;
  }
}

const tag = ['设备协议'];
const signedHeaders =
  '请求头：X-Device-SN、X-Timestamp（秒）、X-Signature = hex HMAC-SHA256(设备密钥, timestamp + "." + 原始请求体)。' +
  '服务端暂时不可用（数据库重启、切换）时回复 HTTP 503、errorCode 50301 与 Retry-After（秒）：本次上报未被保存，' +
  '设备保留样本，等待 Retry-After 秒（再加几秒随机抖动）后以新的时间戳和签名重发；连接失败或超时同样处理。';

function header(req: FastifyRequest, name: string): string | undefined {
  const value = req.headers[name];
  return typeof value === 'string' ? value : undefined;
}

function deviceOf(req: FastifyRequest): AuthenticatedDevice {
  if (!req.device) throw new AppError('DEVICE_AUTH_FAILED');
  return req.device;
}

/**
 * How reports are batched (decision 0013): up to 200 per transaction, gathered for at most 2 ms while
 * a slot is free. Two batches in flight on PostgreSQL, so one fills while the other waits for its
 * commit (more would split the same reports into smaller transactions); PGlite runs one at a time.
 */
export function batchOptions(deps: Deps): BatcherOptions {
  return { maxBatch: 200, lingerMs: 2, maxInFlight: deps.database.kind === 'postgres' ? 2 : 1 };
}

/**
 * The box-facing API (DESIGN §6), signed per device instead of bearer tokens. Encapsulated: inside this
 * plugin JSON bodies stay raw strings until the signature over their exact bytes is verified; only
 * then are they parsed (Fastify's own parser, with its prototype-poisoning guards) and validated.
 */
export const deviceApiRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  app.decorateRequest('device', null);
  const lookup = batchedCredentialLookup(deps);
  const batcher = new ReportBatcher((inputs) => ingestReports(deps, inputs), batchOptions(deps), deps.log);
  // The busiest reply of all (every box, every 5 minutes): written by a compiled serializer (issue 17 §1).
  const reportJson = compiledReply(deviceReportReply, deps.config);
  const reportUrl = '/device-api/v1/report';
  countDeviceReports(app, deps.metrics, reportUrl);

  app.addHook('preValidation', async (req) => {
    const raw: unknown = req.body;
    const rawBody = typeof raw === 'string' ? raw : '';
    req.device = await authenticateDevice(
      deps,
      {
        sn: header(req, 'x-device-sn'),
        timestamp: header(req, 'x-timestamp'),
        signature: header(req, 'x-signature'),
      },
      rawBody,
      lookup,
    );
    if (typeof raw !== 'string') return;
    req.body = await new Promise((resolve, reject) =>
      parseJson(req, raw, (err, parsed) => (err ? reject(err) : resolve(parsed as never))),
    );
  });

  const auth = 'public' as const; // the signature is the authentication, checked above

  app.post(
    reportUrl,
    {
      config: { auth },
      bodyLimit: BODY_LIMITS.deviceReport,
      schema: {
        tags: tag,
        summary: '设备上报（5 分钟样本与状态），回复待执行指令',
        description: signedHeaders,
        security: [],
        body: deviceReportBody,
        response: { 200: deviceReportReply, 401: errorReplySchema, 503: errorReplySchema },
      },
    },
    async (req, reply) =>
      sendJson(
        reply,
        reportJson(ok(await batcher.submit({ device: deviceOf(req), report: req.body }), '上报成功')),
      ),
  );

  app.post(
    '/device-api/v1/ack',
    {
      config: { auth },
      schema: {
        tags: tag,
        summary: '设备确认指令执行结果',
        description: signedHeaders,
        security: [],
        body: deviceAckBody,
        response: { 200: deviceAckReply, 401: errorReplySchema, 503: errorReplySchema },
      },
    },
    async (req) => ok(await ackCommands(deps, deviceOf(req), req.body.results), '已确认'),
  );
};

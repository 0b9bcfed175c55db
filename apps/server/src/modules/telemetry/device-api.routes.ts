import { deviceReportReply, deviceApiV1AckCall, deviceApiV1ReportCall } from '@nodebao/contract';
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
import { route } from '../../lib/route.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Set on /device-api routes once the request's signature checks out. */
    device: AuthenticatedDevice | null;
  }
}

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
  }); // the signature is the authentication, checked above

  route(app, deviceApiV1ReportCall, { bodyLimit: BODY_LIMITS.deviceReport }, async (req, reply) =>
    sendJson(
      reply,
      reportJson(ok(await batcher.submit({ device: deviceOf(req), report: req.body }), '上报成功')),
    ),
  );

  route(app, deviceApiV1AckCall, async (req) =>
    ok(await ackCommands(deps, deviceOf(req), req.body.results), '已确认'),
  );
};

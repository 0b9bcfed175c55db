import { ERRORS, type DeviceReport } from '@nodebao/contract';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/faults.ts';
import { AppError } from '../lib/errors.ts';
import type { Metrics } from './metrics.ts';

/** The contract's error names by code, as refusal reasons: DEVICE_REPLAY → `device_replay`. */
const ERROR_NAMES = new Map<number, string>(
  Object.entries(ERRORS).map(([name, entry]) => [entry.code, name.toLowerCase()]),
);

/** Why a report was refused, in the words of the error handler's own cases (plugins/errors.ts). */
function refusalReason(err: FastifyError): string {
  if (isDatabaseUnavailable(err)) return 'database_unavailable';
  if (err instanceof AppError) return ERROR_NAMES.get(err.errorCode) ?? 'refused';
  if (hasZodFastifySchemaValidationErrors(err)) return 'validation';
  if (err.statusCode === 413) return 'too_large';
  if (err.statusCode === 429) return 'rate_limited';
  if (err.statusCode && err.statusCode < 500) return 'malformed';
  return 'internal';
}

/**
 * Counts each box report on `reportUrl` once it is answered: accepted (its samples committed), or
 * refused and why. An accepted report's newest sample moves this replica's newest-sample time, from
 * which the ingestion lag is read (decision 0037). Installed inside the device API's plugin, so only
 * its routes pay for it.
 */
export function countDeviceReports(app: FastifyInstance, metrics: Metrics, reportUrl: string): void {
  const reasons = new WeakMap<FastifyRequest, string>();
  app.addHook('onError', async (req, _reply, err) => {
    if (req.routeOptions.url === reportUrl) reasons.set(req, refusalReason(err));
  });
  app.addHook('onResponse', async (req, reply) => {
    if (req.routeOptions.url !== reportUrl) return;
    if (reply.statusCode >= 400) {
      metrics.deviceReportRefused(reasons.get(req) ?? `http_${reply.statusCode}`);
      return;
    }
    const { samples } = req.body as DeviceReport;
    metrics.deviceReportAccepted(samples.length ? Math.max(...samples.map((s) => s.start)) : null);
  });
}

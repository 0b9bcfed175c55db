import { ERRORS } from '@nodebao/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseFault, isDatabaseUnavailable } from '../db/faults.ts';
import { AppError } from '../lib/errors.ts';

/** What a refused caller is told to wait: a restart of PostgreSQL takes a few seconds. */
export const RETRY_AFTER_S = 2;

type FieldError = { field: string; message: string };

function fieldOf(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (path) return path;
  return context === 'body' ? 'body' : (context ?? 'request');
}

/**
 * The one error handler (STYLE §4): the database away → 503 with Retry-After; AppError → its envelope
 * and status; validation → 422 naming the field; malformed bodies → 422 on `body`; rate limits → 429;
 * anything else is a bug → 500 with a generic message (the stack goes to the log, never the client).
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((err: FastifyError, req, reply) => {
    // An error reply is not the route's success shape: skip the route's response schema.
    reply.serializer(JSON.stringify);
    // The database away or too slow (issue 46): the request's transaction was rolled back, so the
    // caller may send it again; a load balancer or a box retries after Retry-After.
    if (isDatabaseUnavailable(err)) {
      req.log.warn({ fault: databaseFault(err), query: err.message.slice(0, 120) }, 'database unavailable');
      return reply
        .status(ERRORS.DATABASE_UNAVAILABLE.status)
        .header('retry-after', String(RETRY_AFTER_S))
        .send({
          errorCode: ERRORS.DATABASE_UNAVAILABLE.code,
          msg: ERRORS.DATABASE_UNAVAILABLE.msg,
          data: null,
        });
    }

    if (err instanceof AppError) {
      return reply.status(err.status).send({ errorCode: err.errorCode, msg: err.message, data: err.data });
    }

    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors: FieldError[] = err.validation.map((v) => ({
        field: fieldOf(v.instancePath, err.validationContext),
        message: v.message ?? '格式不正确',
      }));
      const first = errors[0] ?? { field: 'request', message: '格式不正确' };
      return reply.status(422).send({
        errorCode: ERRORS.VALIDATION.code,
        msg: `${ERRORS.VALIDATION.msg}：${first.field} ${first.message}`,
        data: { field: first.field, errors },
      });
    }

    if (err.statusCode === 429) {
      return reply
        .status(429)
        .send({ errorCode: ERRORS.RATE_LIMITED.code, msg: ERRORS.RATE_LIMITED.msg, data: null });
    }

    // Fastify's own 4xx: unparsable JSON, unsupported content type, body too large, bad URL.
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      const message =
        err.statusCode === 413
          ? '请求内容过大'
          : err.statusCode === 415
            ? '不支持的内容类型'
            : '请求内容无法解析';
      return reply.status(422).send({
        errorCode: ERRORS.VALIDATION.code,
        msg: `${ERRORS.VALIDATION.msg}：body ${message}`,
        data: { field: 'body', errors: [{ field: 'body', message }] },
      });
    }

    req.log.error({ err }, 'unhandled error');
    return reply.status(500).send({ errorCode: ERRORS.INTERNAL.code, msg: ERRORS.INTERNAL.msg, data: null });
  });
});

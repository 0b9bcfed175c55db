import type { FastifyReply } from 'fastify';
import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import type { Config } from '../config.ts';

/**
 * A reply written by a serializer compiled once from its contract schema (fast-json-stringify, the
 * serializer Fastify itself uses for JSON schemas) instead of validated with zod and stringified on
 * every request (issue 17 §1). The hottest lists use it; in tests each reply is still checked against
 * the zod schema first, so a reply the contract does not describe fails there.
 */
export function compiledReply<S extends z.ZodType>(
  schema: S,
  config: Pick<Config, 'env'>,
): (value: z.output<S>) => string {
  const stringify = fastJson(
    z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' }) as Parameters<
      typeof fastJson
    >[0],
  );
  return config.env === 'test' ? (value) => stringify(schema.parse(value)) : (value) => stringify(value);
}

/**
 * Sends JSON written by a compiled serializer: a string with its content type goes out as it is
 * (Fastify's own serializer is skipped); the route's response schema still documents the reply.
 */
export function sendJson(reply: FastifyReply, json: string): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(json);
}

import type { CallSpec } from '@nodebao/contract';
import type {
  ContextConfigDefault,
  FastifyBaseLogger,
  FastifyContextConfig,
  FastifyInstance,
  FastifySchema,
  FastifyTypeProvider,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';

/** What a handler's types are read from (only the schemas: two calls with the same ones share it). */
type Schemas = Pick<CallSpec, 'query' | 'params' | 'body' | 'reply' | 'errors'>;

/** The route's schemas as Fastify and the zod type provider read them. */
type SchemaOf<S extends Schemas> = {
  querystring: S['query'];
  params: S['params'];
  body: S['body'];
  response: S['reply'] extends z.ZodType
    ? { 200: S['reply'] } & (S['errors'] extends object ? S['errors'] : Record<never, never>)
    : undefined;
};

type SchemaHandler<S extends Schemas> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  ContextConfigDefault,
  SchemaOf<S>,
  ZodTypeProvider
>;

/** A handler typed by the call's schemas: `req.query`, `req.body`, `req.params` and the reply. */
export type CallHandler<C extends CallSpec> = SchemaHandler<{
  query: C['query'];
  params: C['params'];
  body: C['body'];
  reply: C['reply'];
  errors: C['errors'];
}>;

/** What only the server says about a route: its body limit and rate limit. */
export type RouteExtras = {
  bodyLimit?: number;
  config?: Omit<FastifyContextConfig, 'auth' | 'stepUp' | 'writes'>;
};

type AnyApp = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  FastifyTypeProvider
>;

/**
 * Registers a contract call's route (decision 0041): method, path, who may call it and the OpenAPI
 * schema come from the call; the route file adds only its handler (and any body or rate limit).
 */
export function route<C extends CallSpec>(
  app: AnyApp,
  spec: C,
  ...rest: [handler: NoInfer<CallHandler<C>>] | [extras: RouteExtras, handler: NoInfer<CallHandler<C>>]
): void {
  const [extras, handler] = rest.length === 1 ? [{}, rest[0]] : rest;
  app.withTypeProvider<ZodTypeProvider>().route({
    method: spec.method,
    url: spec.path,
    bodyLimit: extras.bodyLimit,
    config: {
      ...extras.config,
      auth: spec.auth,
      ...(spec.stepUp && { stepUp: true }),
      ...(spec.writes && { writes: true }),
    },
    schema: schemaOf(spec),
    // The handler's types are read off the same schemas this route is registered with.
    handler: handler as RouteHandlerMethod,
  });
}

function schemaOf(spec: CallSpec): FastifySchema & { hide?: boolean } {
  const response =
    spec.reply || spec.errors ? { ...(spec.reply && { 200: spec.reply }), ...spec.errors } : undefined;
  const schema: FastifySchema & Record<string, unknown> = {
    tags: [...spec.tags],
    summary: spec.summary,
    description: spec.description,
    security: spec.security,
    consumes: spec.consumes,
    hide: spec.hide,
    querystring: spec.query,
    params: spec.params,
    body: spec.body,
    response,
  };
  // Keys left undefined would still show in the OpenAPI document; only what the call says is kept.
  for (const key of Object.keys(schema)) if (schema[key] === undefined) delete schema[key];
  return schema;
}

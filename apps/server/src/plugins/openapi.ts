import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the routes' zod schemas: JSON at /api/openapi.json, UI at /api/docs. */
export const openapiPlugin = fp(async (app: FastifyInstance) => {
  await app.register(swagger, {
    openapi: {
      info: {
        title: '节点宝 NodeBao API',
        version: '0.1.0',
        description: '节点宝控制台接口。成功时 errorCode 为 0。',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer' },
          // The open calls' read-only API token (issue 50 §2): `Authorization: Bearer nbo_…`.
          apiToken: {
            type: 'http',
            scheme: 'bearer',
            description: '只读 API 令牌（我的 → API 令牌），以 nbo_ 开头；只能调用 /api/open/ 开放接口',
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });
  app.get('/api/openapi.json', { config: { auth: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
});

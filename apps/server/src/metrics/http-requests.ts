import type { FastifyInstance } from 'fastify';
import { UNMATCHED_ROUTE, type Metrics } from './metrics.ts';

/**
 * Every answered request, by the route's template (`/api/device/info`, `/downloads/*`), never the
 * URL as sent: ids, query strings and a scanner's made-up paths would each become a series. What no
 * route matched (the web app's pages, 404s) shares one label. Added on the root instance before any
 * route, so it sees every request.
 */
export function countRequests(app: FastifyInstance, metrics: Metrics): void {
  app.addHook('onResponse', async (req, reply) => {
    const route = req.is404 ? UNMATCHED_ROUTE : (req.routeOptions.url ?? UNMATCHED_ROUTE);
    metrics.request(route, req.method, reply.statusCode, reply.elapsedTime / 1000);
  });
}

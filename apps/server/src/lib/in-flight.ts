import type { FastifyInstance, FastifyRequest } from 'fastify';

/**
 * The requests whose handler has not answered yet. Fastify's close waits for open connections, not
 * for handlers: a client that drops its connection mid-request leaves the handler running, and
 * closing the database under it fails the handler ("Cannot use a pool after calling end on the
 * pool", seen when a load run ended just before a SIGTERM). Shutdown waits for this to drain, up to
 * a limit (a request aborted while its body was arriving never reaches a handler, nor an answer).
 */
export function trackInFlight(app: FastifyInstance) {
  const open = new Set<FastifyRequest>();
  let onDrained: (() => void) | null = null;
  app.addHook('onRequest', async (req) => {
    // The simulators mounted beside the console keep no database work, and one holds requests open
    // on purpose (a hanging Alipay, reply.hijack(): it never answers through onSend).
    if (!req.url.startsWith('/sim/')) open.add(req);
  });
  app.addHook('onSend', async (req) => {
    open.delete(req);
    if (open.size === 0) onDrained?.();
  });
  return {
    get size() {
      return open.size;
    },
    /** Resolves when no handler is running any more, or after `limitMs`. */
    drained(limitMs: number): Promise<void> {
      if (open.size === 0) return Promise.resolve();
      return new Promise((resolve) => {
        const timer = setTimeout(done, limitMs);
        function done() {
          clearTimeout(timer);
          onDrained = null;
          resolve();
        }
        onDrained = done;
      });
    },
  };
}

import rateLimit, { type FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Deps } from '../deps.ts';
import { attemptCounter } from '../modules/throttle/throttle.service.ts';

type IncrCallback = (err: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * @fastify/rate-limit with its counters in PostgreSQL, so every replica shares them (DESIGN §9).
 * Off by default; routes opt in with `config.rateLimit` (the auth calls do).
 */
export const rateLimitPlugin = fp(async (app: FastifyInstance, opts: { deps: Deps }) => {
  const { db } = opts.deps;

  class PgRateLimitStore {
    private readonly prefix: string;
    constructor(options: { routeInfo?: { url?: string; method?: string } } = {}) {
      this.prefix = options.routeInfo ? `${options.routeInfo.method} ${options.routeInfo.url}` : 'global';
    }
    incr(key: string, cb: IncrCallback, timeWindow: number): void {
      attemptCounter(db, `rl:${this.prefix}:${key}`, Math.max(1, Math.round(timeWindow / 1000)))
        .count()
        .then((r) => cb(null, { current: r.count, ttl: Math.max(0, r.resetInMs) }))
        .catch((err: Error) => cb(err));
    }
    child(routeOptions: { routeInfo?: { url?: string; method?: string } }) {
      return new PgRateLimitStore(routeOptions);
    }
  }

  await app.register(rateLimit, {
    global: false,
    store: PgRateLimitStore as unknown as FastifyRateLimitStoreCtor,
    // Counting is a write; if the database is briefly unavailable, let the request through rather
    // than lock everyone out of signing in.
    skipOnError: true,
  });
});

import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { readingStandby } from '../db/standby.ts';

/**
 * The one rule of decision 0040: these GET routes — the heavy read-only pages, whose data is settled
 * or summed and which nobody reads right after writing it — may read the hot standby
 * (DATABASE_READ_URL). Nothing else does: money (balances, the ledger, withdrawals, orders), sign-in
 * and the account checks of every request (`onRequest`, before this), the device list (read again
 * right after a bulk action), every write and every job read the primary. A route not listed reads
 * the primary, so forgetting one costs speed, never correctness. Without a standby this changes
 * nothing: the reads go to the one database.
 */
export const STANDBY_READ_ROUTES: ReadonlySet<string> = new Set([
  // statistics (modules/stats), rankings among them
  '/api/tongji/index',
  '/api/tongji/member-money',
  '/api/tongji/money-paiming',
  '/api/tongji/member-month-data',
  '/api/tongji/device-money',
  '/api/tongji/flow',
  '/api/tongji/device-flow-rank',
  '/api/tongji/device-overview',
  // the regional index (指数) and the bandwidth chart (modules/tongji)
  '/api/tongji/zhishu',
  '/api/tongji/zhishu-info',
  '/api/tongji/speed',
  // income history and its export (the balance ledger, /api/member/money-record-list, is money)
  '/api/money/index',
  '/api/money/month-data',
  '/api/money/download',
  // rankings
  '/api/activite/rank-list',
  '/api/device/rank-list',
  // install records
  '/api/device/install-record',
]);

/**
 * Of those, the pages a plain member opens with no query string: what the standby check times as a
 * member and what its tests send (db/standby.test.ts checks each is listed above).
 */
export const MEMBER_STANDBY_PAGES = [
  '/api/money/index',
  '/api/money/month-data',
  '/api/device/install-record',
  '/api/activite/rank-list',
  '/api/device/rank-list',
  '/api/tongji/speed',
] as const;

/**
 * Runs the handler of a listed route inside `readingStandby`. A preHandler, so authentication
 * (onRequest) has already read the primary; the handler and everything it awaits — the export's
 * cursor reads included — run in the async context it sets.
 */
export const standbyReadsPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preHandler', (req, _reply, done) => {
    if (req.method === 'GET' && STANDBY_READ_ROUTES.has(req.routeOptions.url ?? ''))
      readingStandby(() => done());
    else done();
  });
});

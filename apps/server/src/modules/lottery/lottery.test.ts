import { ERRORS, verifyDraw, type LotteryDraw } from '@nodebao/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { firstRow, rows } from '../../db/sql.ts';
import { createTestApp } from '../../../test/helper.ts';
import { signedInMembers } from '../../suites/world.ts';
import { memberBalances } from '../ledger/ledger.service.ts';
import { reconcile } from '../settlement/reconcile.ts';
import { drawPeriod, NOBODY_PLAYED, runLottery } from './draw.service.ts';
import { nodeDrawHasher } from './lottery-crypto.ts';
import { currentPeriod, ensurePeriod } from './periods.service.ts';

/**
 * The weekly lottery (issue 15): coupons from settled flow (defaults: 1 per 100 GB, 50 a week),
 * create-num exactly once under retries and concurrency, the draw once however often it runs, the
 * seed secret until then, and a published draw that recomputes.
 */
let app: App;
const { who, as, get, post } = signedInMembers(() => app);
const GB = 1e9;

const take = (key: string, body: unknown) => post(key, '/api/lottery/create-num', body);

let deviceId = 900_000;
/** A settled device-day of `bytes` upload for the member, on `day`. */
async function settledFlow(key: string, day: string, bytes: number) {
  await app.deps.db.execute(sql`
    insert into device_settlements (device_id, day, member_id, value95_kbps, peak_kbps, samples, peak_samples,
      availability_bp, unit_price_fen, income_fen, bytes_up, bytes_down)
    values (${deviceId++}, ${day}, ${as(key).row.id}, 1, 1, 1, 0, 1, 30, 0, ${bytes}, 0)`);
}
const tickets = async (periodId: number) =>
  (
    await rows<{ n: number }>(
      app.deps.db,
      sql`select count(*)::int as n from lottery_tickets where period_id = ${periodId}`,
    )
  )[0]!.n;

let period: Awaited<ReturnType<typeof currentPeriod>>;

beforeAll(async () => {
  app = await createTestApp();
  await who('A', '13400000001');
  await who('B', '13400000002', { isHideRank: 1 });
  await who('C', '13400000003');
  await who('staff', '13400000000', { isSuperman: true });
  period = await currentPeriod(app.deps);
  await settledFlow('A', period.first_day, 550 * GB); // 5 coupons
  await settledFlow('B', period.first_day, 30_000 * GB); // capped at 50
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/lottery/index', () => {
  it('shows the period, my flow and coupons, the prizes and the commitment', async () => {
    const res = await get('A', '/api/lottery/index');
    expect(res.body.errorCode).toBe(0);
    expect(res.body.data).toMatchObject({
      current_period: period.id,
      state: 'open',
      my_week_flow: 550 * GB,
      my_week_coupon: 5,
      my_week_coupon_open: 0,
      now_count: 0,
      close_price: '1240.80',
      coupon_gb: 100,
      week_cap: 50,
      seed_hash: period.seed_hash,
      next_period: period.id + 1,
    });
    expect(period.seed_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(res.body)).not.toContain(period.seed);
    expect((await get('B', '/api/lottery/index')).body.data).toMatchObject({ my_week_coupon: 50 });
    expect((await get('C', '/api/lottery/index')).body.data).toMatchObject({ my_week_coupon: 0 });
  });
});

describe('POST /api/lottery/create-num', () => {
  it('refuses bad counts naming the field, and takes nothing', async () => {
    for (const num of [0, -1, 1.5, 1e9, 'abc', '2\u0000', null]) {
      const res = await take('A', { num });
      expect(res.status).toBe(422);
      expect(res.body.msg).toContain('num');
    }
    for (const request_id of ['short', 'x'.repeat(65), 'abc<script>1', 'abcdefgh\u0000']) {
      const res = await take('A', { num: 1, request_id });
      expect(res.status).toBe(422);
      expect(res.body.msg).toContain('request_id');
    }
    expect(await tickets(period.id)).toBe(0);
  });

  it('refuses more than is left, and a member without coupons', async () => {
    const more = await take('A', { num: 6 });
    expect(more.body).toMatchObject({ errorCode: ERRORS.LOTTERY_COUPONS_SHORT.code });
    expect(more.body.msg).toContain('5');
    const none = await take('C', { num: 1 });
    expect(none.body).toMatchObject({ errorCode: ERRORS.LOTTERY_COUPONS_SHORT.code });
    expect(await tickets(period.id)).toBe(0);
  });

  it('refuses a closed account, whose session ended with it', async () => {
    await who('D', '13400000004');
    await settledFlow('D', period.first_day, 300 * GB);
    await app.deps.db.execute(sql`update members set status = 'closed' where id = ${as('D').row.id}`);
    const res = await take('D', { num: 1 });
    expect(res.body).toMatchObject({ errorCode: ERRORS.NOT_LOGGED_IN.code });
    expect(await tickets(period.id)).toBe(0);
  });

  it('gives exactly as many tickets as coupons to 50 requests at once, numbered without gaps', async () => {
    const replies = await Promise.all(Array.from({ length: 50 }, () => take('A', { num: 1 })));
    const given = replies.filter((r) => r.body.errorCode === 0);
    expect(given).toHaveLength(5);
    expect(replies.filter((r) => r.body.errorCode === ERRORS.LOTTERY_COUPONS_SHORT.code)).toHaveLength(45);
    const numbers = given
      .flatMap((r) => (r.body.data as { numbers: number[] }).numbers)
      .sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5]);
  });

  it('answers a retried request id with the same numbers and spends nothing more', async () => {
    const first = await take('B', { num: 3, request_id: 'retry-abc-123' });
    expect(first.body.errorCode).toBe(0);
    const again = await take('B', { num: 3, request_id: 'retry-abc-123' });
    expect(again.body.data).toEqual(first.body.data);
    expect((first.body.data as { numbers: number[] }).numbers).toEqual([6, 7, 8]);
    const reused = await take('B', { num: 2, request_id: 'retry-abc-123' });
    expect(reused.body).toMatchObject({ errorCode: ERRORS.LOTTERY_REQUEST_REUSED.code });
    const concurrent = await Promise.all(
      Array.from({ length: 10 }, () => take('B', { num: 2, request_id: 'same-at-once-1' })),
    );
    const answers = new Set(concurrent.map((r) => JSON.stringify(r.body.data)));
    expect(answers.size).toBe(1);
    expect(await tickets(period.id)).toBe(10);
    expect((await get('B', '/api/lottery/index')).body.data).toMatchObject({
      my_week_coupon_open: 5,
      now_count: 10,
    });
  });
});

describe('the records before the draw', () => {
  it('lists all tickets and mine, names a hidden member 匿名用户, and keeps the seed secret', async () => {
    const all = await get('A', '/api/lottery/coupon-list');
    expect(all.body).toMatchObject({
      errorCode: 0,
      period: period.id,
      my_week_coupon: 5,
      my_week_coupon_open: 5,
    });
    expect(all.body.pages).toMatchObject({ totalCount: 10, pageSize: 30 });
    const list = all.body.data as { number: number; holder: string; mine: boolean; owner: string }[];
    expect(list[0]).toMatchObject({ number: 10, holder: '匿名用户', mine: false });
    expect(list.find((t) => t.number === 1)).toMatchObject({ holder: '134****0001', mine: true });
    expect(new Set(list.map((t) => t.owner)).size).toBe(2);
    const mine = await get('B', '/api/lottery/coupon-list', { mine: '1' });
    expect(mine.body.pages).toMatchObject({ totalCount: 5 });
    expect((mine.body.data as { holder: string }[])[0]!.holder).toBe('134****0002');

    const draws = await get('C', '/api/lottery/open-list');
    expect((draws.body.data as LotteryDraw[])[0]).toMatchObject({
      period: period.id,
      state: 'open',
      seed: null,
      ticket_list_hash: null,
    });
    const file = await app.inject({
      method: 'GET',
      url: `/api/lottery/ticket-file?period=${period.id}`,
      headers: { authorization: `Bearer ${as('C').token}` },
    });
    expect(file.json()).toMatchObject({ errorCode: ERRORS.LOTTERY_NOT_CLOSED.code });
    expect((await get('A', '/api/lottery/coupon-list', { period: '99999' })).body).toMatchObject({
      errorCode: ERRORS.NOT_FOUND.code,
    });
  });
});

describe('the close and the draw', () => {
  it('is staff-only', async () => {
    const res = await post('A', '/api/admin/lottery-close', { period: period.id });
    expect(res.body.errorCode).not.toBe(0);
    expect(
      (
        await firstRow<{ state: string }>(
          app.deps.db,
          sql`select state from lottery_periods where id = ${period.id}`,
        )
      )?.state,
    ).toBe('open');
  });

  it('draws once even when killed mid-way or run twice at once; pays the prizes; verifies', async () => {
    const before = {
      A: await memberBalances(app.deps.db, as('A').row.id),
      B: await memberBalances(app.deps.db, as('B').row.id),
    };
    // The close freezes the list; a draw whose transaction dies leaves nothing behind.
    await app.deps.db.execute(sql`update lottery_periods set closes_at = now() where id = ${period.id}`);
    await runLotteryCloseOnly();
    await expect(
      app.deps.db.transaction(async (tx) => {
        await drawPeriod(tx, period.id);
        throw new Error('killed');
      }),
    ).rejects.toThrow('killed');
    expect(
      (
        await firstRow<{ state: string }>(
          app.deps.db,
          sql`select state from lottery_periods where id = ${period.id}`,
        )
      )?.state,
    ).toBe('closed');

    const runs = await Promise.all([drawPeriod(app.deps.db, period.id), drawPeriod(app.deps.db, period.id)]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    expect(await drawPeriod(app.deps.db, period.id)).toBe(false);

    const res = await post('staff', '/api/admin/lottery-close', { period: period.id });
    const draw = res.body.data as LotteryDraw;
    expect(draw).toMatchObject({ state: 'drawn', ticket_count: 10, seed: period.seed });
    // One prize per member: two members, two winners (一等奖 and one 二等奖).
    expect(draw.winners).toHaveLength(2);
    expect(draw.winners.map((w) => w.tier)).toEqual([1, 2]);
    const paid =
      (await memberBalances(app.deps.db, as('A').row.id)).balanceFen -
      before.A.balanceFen +
      ((await memberBalances(app.deps.db, as('B').row.id)).balanceFen - before.B.balanceFen);
    expect(paid).toBe(88_800 + 8_800);
    // The test's settled days have no holdings behind them; the ledger and the prizes must agree.
    const books = await reconcile(app.deps.db);
    expect(books.problems.filter((p) => p.what !== 'part-not-held')).toEqual([]);
    await app.deps.db.execute(sql`update lottery_winners set amount_fen = amount_fen + 1 where place = 1`);
    expect((await reconcile(app.deps.db)).problems).toContainEqual(
      expect.objectContaining({ what: 'lottery prize' }),
    );
    await app.deps.db.execute(sql`update lottery_winners set amount_fen = amount_fen - 1 where place = 1`);

    const file = await app.inject({
      method: 'GET',
      url: `/api/lottery/ticket-file?period=${period.id}`,
      headers: { authorization: `Bearer ${as('C').token}` },
    });
    expect(file.headers['content-type']).toContain('text/plain');
    const verified = await verifyDraw(draw, file.body, nodeDrawHasher);
    expect(verified).toMatchObject({ ok: true, problems: [] });
    const tampered = file.body.replace(/^1 [0-9a-f]{16}$/m, `1 ${'0'.repeat(16)}`);
    expect((await verifyDraw(draw, tampered, nodeDrawHasher)).ok).toBe(false);
    expect(
      (await verifyDraw({ ...draw, seed: '00'.repeat(32) }, file.body, nodeDrawHasher)).problems,
    ).toContain('公布的种子与开期时的承诺（种子哈希）不一致');

    const prizes = await get('A', '/api/lottery/prize-list', { period: String(period.id) });
    expect(prizes.body.pages).toMatchObject({ totalCount: 2 });
    const mine = await get('A', '/api/lottery/prize-list', { mine: '1' });
    expect(mine.body).toMatchObject({ my_prize_count: 1 });
    const messages = await rows<{ title: string }>(
      app.deps.db,
      sql`select title from member_messages where member_id in (${as('A').row.id}, ${as('B').row.id})`,
    );
    expect(messages).toHaveLength(2);
  });

  it('refuses tickets after the close', async () => {
    await settledFlow('C', period.first_day, 200 * GB);
    const res = await take('C', { num: 1 });
    expect(res.body).toMatchObject({ errorCode: ERRORS.LOTTERY_CLOSED.code });
    expect(await tickets(period.id)).toBe(10);
  });

  it('closes a period nobody played with 本期无人参与, from the job', async () => {
    const empty = await ensurePeriod(app.deps, 2);
    const done = await runLottery(app.deps);
    expect(done.drawn).toContain(empty.id);
    const draws = (await get('A', '/api/lottery/open-list', { pageSize: '100' })).body.data as LotteryDraw[];
    expect(draws.find((d) => d.period === 2)).toMatchObject({
      state: 'drawn',
      note: NOBODY_PLAYED,
      winners: [],
      ticket_count: 0,
      seed: empty.seed,
    });
    expect(await runLottery(app.deps)).toEqual({ closed: [], drawn: [] });
  });
});

async function runLotteryCloseOnly() {
  const { closePeriod } = await import('./draw.service.ts');
  expect(await closePeriod(app.deps.db, period.id)).toBe(true);
}

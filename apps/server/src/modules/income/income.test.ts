import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, createTestApp, loginAs } from '../../../test/helper.ts';
import type { App } from '../../app.ts';
import { ERRORS } from '@nodebao/contract';
import { monthsEndingWith, calendarNow } from '../../lib/time.ts';
import { move, postTransfer } from '../ledger/ledger.service.ts';
import { dayRow, placeDevice, settle, steady } from './income-test-kit.ts';

/**
 * The fleet of these tests, settled by the real job on 2026-01-10 and 2026-01-11:
 *   member A: A1 telecom 10 Mbps all day (300 fen a day), A2 unicom 20 Mbps (560 fen a day)
 *   member B: B1 mobile 5 Mbps (110 fen a day); invited by A, so A earns 5 % of it (5 fen a day)
 *   operator O runs member S: S1 telecom 8 Mbps (240 fen a day); staff X sees everything
 */
let app: App;
const ids = { a: 0, b: 0, o: 0, s: 0, a1: 0, a2: 0, b1: 0, s1: 0 };
const tokens = { a: '', b: '', o: '', s: '', x: '' };

beforeAll(async () => {
  app = await createTestApp();
  const a = await createMember(app, { mobile: '13400000001' });
  const b = await createMember(app, { mobile: '13400000002', inviterId: a.id });
  const o = await createMember(app, { mobile: '13400000003', isOperator: true });
  const s = await createMember(app, { mobile: '13400000004', operatorId: o.id });
  await createMember(app, { mobile: '13400000005', isSuperman: true });
  Object.assign(ids, { a: a.id, b: b.id, o: o.id, s: s.id });
  ids.a1 = await placeDevice(app, 'INC-A1', { memberId: a.id, isp: 'telecom', name: '客厅' });
  ids.a2 = await placeDevice(app, 'INC-A2', { memberId: a.id, isp: 'unicom' });
  ids.b1 = await placeDevice(app, 'INC-B1', { memberId: b.id, isp: 'mobile' });
  ids.s1 = await placeDevice(app, 'INC-S1', { memberId: s.id, isp: 'telecom' });
  for (const day of ['2026-01-10', '2026-01-11']) {
    await dayRow(app, ids.a1, day, steady(10_000));
    await dayRow(app, ids.a2, day, steady(20_000));
    await dayRow(app, ids.b1, day, steady(5_000));
    await dayRow(app, ids.s1, day, steady(8_000));
  }
  await settle(app, '2026-01-10', '2026-01-11');
  tokens.a = await loginAs(app, '13400000001');
  tokens.b = await loginAs(app, '13400000002');
  tokens.o = await loginAs(app, '13400000003');
  tokens.s = await loginAs(app, '13400000004');
  tokens.x = await loginAs(app, '13400000005');
});
afterAll(async () => {
  await app.close();
});

type Line = { kind: string; amount_fen: number; balance_after_fen: number; day: string | null; memo: string };
const NOT_FOUND = ERRORS.NOT_FOUND.code;

describe('GET /api/member/money-record-list', () => {
  it("lists the caller's balance lines newest first, with the running balance", async () => {
    const res = await call(app, 'GET', '/api/member/money-record-list', { token: tokens.a });
    expect(res.status).toBe(200);
    const lines = res.body.data as Line[];
    // per day: the settlement credit (860) and the referral on B's income (5), posted in that order
    expect(lines.map((l) => [l.kind, l.amount_fen, l.balance_after_fen, l.day])).toEqual([
      ['referral', 5, 1730, '2026-01-11'],
      ['settlement', 860, 1725, '2026-01-11'],
      ['referral', 5, 865, '2026-01-10'],
      ['settlement', 860, 860, '2026-01-10'],
    ]);
    expect(res.body.pages).toEqual({ page: 1, pageSize: 20, totalCount: 4, pageCount: 1 });
    expect(lines[1]?.memo).toContain('设备收益');
  });

  it('filters income and withdrawal lines, and pages', async () => {
    await postTransfer(
      app.deps.db,
      { kind: 'withdraw_request', idemKey: 'test:withdraw:a', memberId: ids.a, memo: '提现申请' },
      move({ kind: 'member_balance', memberId: ids.a }, { kind: 'member_reserve', memberId: ids.a }, 1000),
    );
    const withdraw = await call(app, 'GET', '/api/member/money-record-list', {
      token: tokens.a,
      query: { kind: 'withdraw' },
    });
    expect(
      (withdraw.body.data as Line[]).map((l) => [l.kind, l.amount_fen, l.balance_after_fen, l.day]),
    ).toEqual([['withdraw_request', -1000, 730, null]]);
    const income = await call(app, 'GET', '/api/member/money-record-list', {
      token: tokens.a,
      query: { kind: 'income', page: '2', pageSize: '3' },
    });
    expect((income.body.data as Line[]).map((l) => l.amount_fen)).toEqual([860]);
    expect(income.body.pages).toEqual({ page: 2, pageSize: 3, totalCount: 4, pageCount: 2 });
  });

  it('filters by the business day of the line: the day settled, or the day a withdrawal was asked', async () => {
    const { today } = calendarNow();
    const asked = await call(app, 'GET', '/api/member/money-record-list', {
      token: tokens.a,
      query: { start: today, end: today },
    });
    expect((asked.body.data as Line[]).map((l) => l.kind)).toEqual(['withdraw_request']);
    // settled for January (and booked today when the job ran): January's lines
    const january = await call(app, 'GET', '/api/member/money-record-list', {
      token: tokens.a,
      query: { start: '2026-01-01', end: '2026-01-31' },
    });
    expect((january.body.data as Line[]).map((l) => [l.kind, l.day])).toEqual([
      ['referral', '2026-01-11'],
      ['settlement', '2026-01-11'],
      ['referral', '2026-01-10'],
      ['settlement', '2026-01-10'],
    ]);
  });

  it("shows another member only their own lines, and nobody's without a token", async () => {
    const res = await call(app, 'GET', '/api/member/money-record-list', { token: tokens.b });
    expect((res.body.data as Line[]).map((l) => [l.kind, l.amount_fen])).toEqual([
      ['settlement', 110],
      ['settlement', 110],
    ]);
    const operator = await call(app, 'GET', '/api/member/money-record-list', { token: tokens.o });
    expect(operator.body.data).toEqual([]);
    expect((await call(app, 'GET', '/api/member/money-record-list')).status).toBe(401);
  });

  it('refuses bad input with 422 naming the field', async () => {
    const cases: [Record<string, string>, string][] = [
      [{ kind: 'bogus' }, 'kind'],
      [{ start: '2026-13-01' }, 'start'],
      [{ start: '2026-02-01', end: '2026-01-01' }, 'end'],
      [{ pageSize: '1000' }, 'pageSize'],
      [{ page: "1' or '1'='1" }, 'page'],
    ];
    for (const [query, field] of cases) {
      const res = await call(app, 'GET', '/api/member/money-record-list', { token: tokens.a, query });
      expect(res.status, JSON.stringify(query)).toBe(422);
      expect((res.body.data as { field: string }).field).toBe(field);
    }
  });
});

type DayRow = { day: string; income_fen: number; devices: number; value95_kbps: number; bytes_up: number };
type DeviceRow = {
  device_id: number;
  sn: string;
  name: string;
  income_fen: number;
  value95_kbps: number;
  availability_bp: number;
  unit_price_fen: number;
  online_minutes: number;
  isp: string;
};

describe('GET /api/money/index', () => {
  it("lists a month's settled days with the month's total", async () => {
    const res = await call(app, 'GET', '/api/money/index', { token: tokens.a, query: { month: '2026-01' } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      errorCode: 0,
      view: 'day',
      month: '2026-01',
      total: { income_fen: 1720, devices: 4 },
      pages: { page: 1, pageSize: 20, totalCount: 2, pageCount: 1 },
    });
    const days = res.body.data as DayRow[];
    expect(days.map((d) => [d.day, d.income_fen, d.devices, d.value95_kbps])).toEqual([
      ['2026-01-11', 860, 2, 30_000],
      ['2026-01-10', 860, 2, 30_000],
    ]);
    // 30 Mbps for a day: 30000 kbps × 1000 / 8 bytes a second × 86400 s
    expect(days[0]?.bytes_up).toBe((30_000 * 1000 * 86_400) / 8);
  });

  it("lists a day's income by device, best first, paged", async () => {
    const res = await call(app, 'GET', '/api/money/index', { token: tokens.a, query: { day: '2026-01-10' } });
    expect(res.body).toMatchObject({
      view: 'device',
      day: '2026-01-10',
      total: { income_fen: 860, devices: 2 },
    });
    expect(
      (res.body.data as DeviceRow[]).map((d) => [
        d.sn,
        d.income_fen,
        d.value95_kbps,
        d.availability_bp,
        d.unit_price_fen,
        d.isp,
        d.online_minutes,
      ]),
    ).toEqual([
      ['INC-A2', 560, 20_000, 10_000, 28, 'unicom', 1440],
      ['INC-A1', 300, 10_000, 10_000, 30, 'telecom', 1440],
    ]);
    const second = await call(app, 'GET', '/api/money/index', {
      token: tokens.a,
      query: { day: '2026-01-10', pageSize: '1', page: '2' },
    });
    expect((second.body.data as DeviceRow[]).map((d) => d.sn)).toEqual(['INC-A1']);
    expect(second.body.pages).toEqual({ page: 2, pageSize: 1, totalCount: 2, pageCount: 2 });
  });

  it("gives an operator its members' income, one member on request, and staff everyone's", async () => {
    const fleet = await call(app, 'GET', '/api/money/index', {
      token: tokens.o,
      query: { month: '2026-01' },
    });
    expect(fleet.body.total).toEqual({ income_fen: 480, devices: 2 });
    const one = await call(app, 'GET', '/api/money/index', {
      token: tokens.o,
      query: { month: '2026-01', member_id: String(ids.s) },
    });
    expect(one.body.total).toEqual({ income_fen: 480, devices: 2 });
    const staff = await call(app, 'GET', '/api/money/index', {
      token: tokens.x,
      query: { day: '2026-01-11' },
    });
    expect(staff.body.total).toEqual({ income_fen: 1210, devices: 4 });
  });

  it("answers another member's id as not found, and a quiet month as empty", async () => {
    for (const [token, memberId] of [
      [tokens.o, ids.a],
      [tokens.a, ids.b],
      [tokens.s, ids.o],
    ] as const) {
      const res = await call(app, 'GET', '/api/money/index', {
        token,
        query: { member_id: String(memberId) },
      });
      expect(res.status).toBe(200);
      expect(res.body.errorCode).toBe(NOT_FOUND);
    }
    const own = await call(app, 'GET', '/api/money/index', {
      token: tokens.a,
      query: { month: '2025-06', member_id: String(ids.a) },
    });
    expect(own.body).toMatchObject({ errorCode: 0, data: [], total: { income_fen: 0, devices: 0 } });
    const b = await call(app, 'GET', '/api/money/index', { token: tokens.b, query: { day: '2026-01-10' } });
    expect((b.body.data as DeviceRow[]).map((d) => d.sn)).toEqual(['INC-B1']);
  });

  it('refuses bad input with 422', async () => {
    for (const [query, field] of [
      [{ month: '2026-13' }, 'month'],
      [{ day: '10/01/2026' }, 'day'],
      [{ member_id: '-1' }, 'member_id'],
      [{ member_id: '99999999999' }, 'member_id'],
    ] as const) {
      const res = await call(app, 'GET', '/api/money/index', { token: tokens.a, query });
      expect(res.status).toBe(422);
      expect((res.body.data as { field: string }).field).toBe(field);
    }
  });
});

describe('GET /api/money/month-data', () => {
  it('sums the last 12 months from the settlement credits', async () => {
    const res = await call(app, 'GET', '/api/money/month-data', { token: tokens.a });
    const data = res.body.data as {
      month_data: { month: string; income_fen: number }[];
      total_money: number;
      this_month_money: number;
    };
    const months = monthsEndingWith(calendarNow().month, 12);
    expect(data.month_data.map((m) => m.month)).toEqual(months);
    const january = data.month_data.find((m) => m.month === '2026-01');
    if (months.includes('2026-01')) expect(january?.income_fen).toBe(1720);
    expect(data.total_money).toBe(1720);
    expect(data.this_month_money).toBe(0);
  });

  it("gives an operator its fleet's total, staff the platform's, and refuses others' ids", async () => {
    const operator = await call(app, 'GET', '/api/money/month-data', { token: tokens.o });
    expect((operator.body.data as { total_money: number }).total_money).toBe(480);
    const staff = await call(app, 'GET', '/api/money/month-data', { token: tokens.x });
    expect((staff.body.data as { total_money: number }).total_money).toBe(2420);
    const other = await call(app, 'GET', '/api/money/month-data', {
      token: tokens.b,
      query: { member_id: String(ids.a) },
    });
    expect(other.body.errorCode).toBe(NOT_FOUND);
    const bad = await call(app, 'GET', '/api/money/month-data', {
      token: tokens.b,
      query: { member_id: 'x' },
    });
    expect(bad.status).toBe(422);
  });
});

// Last: its member's income would change the platform totals the tests above read.
describe('GET /api/member/money-record-list, history posted out of order', () => {
  it('reads forwards even when history was posted newest first: balances rise with the days', async () => {
    const late = await createMember(app, { mobile: '13400000009' });
    const box = await placeDevice(app, 'INC-LATE', { memberId: late.id, isp: 'telecom' });
    for (const day of ['2026-02-03', '2026-02-02', '2026-02-01']) {
      await dayRow(app, box, day, steady(10_000));
      await settle(app, day);
    }
    const token = await loginAs(app, '13400000009');
    const res = await call(app, 'GET', '/api/member/money-record-list', { token });
    expect((res.body.data as Line[]).map((l) => [l.day, l.balance_after_fen])).toEqual([
      ['2026-02-03', 900],
      ['2026-02-02', 600],
      ['2026-02-01', 300],
    ]);
  });
});

import { ERRORS } from '@nodebao/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, createTestApp, loginAs } from '../../../test/helper.ts';
import type { App } from '../../app.ts';
import { firstRow } from '../../db/sql.ts';
import { addDays, calendarNow, monthOf } from '../../lib/time.ts';
import { dayRow, placeDevice, settle, steady } from '../income/income-test-kit.ts';

/**
 * The fleet of these tests (settled by the real job on 2026-03-10, 2026-03-11 and yesterday):
 *   member A: A1 telecom in 广州 (room R, tag T, online) 10 Mbps all day = 300 fen;
 *             A2 unicom in 深圳 20 Mbps for 150 of 288 buckets = 291 fen (March only)
 *   member B: B1 mobile in 杭州 5 Mbps = 110 fen (yesterday only)
 *   operator O runs S: S1 telecom in 广州 (O's room and tag) 8 Mbps = 240 fen
 *   member C: H, settled once on 2026-03-10, then handed over to B
 */
let app: App;
const { today, yesterday, month } = calendarNow();
const yesterdayInMonth = monthOf(yesterday) === month;
const ids = {
  a: 0,
  b: 0,
  o: 0,
  s: 0,
  c: 0,
  a1: 0,
  a2: 0,
  b1: 0,
  s1: 0,
  h: 0,
  roomA: 0,
  tagA: 0,
  roomO: 0,
  tagO: 0,
};
const tokens = { a: '', b: '', o: '', s: '', c: '', x: '' };
const NOT_FOUND = ERRORS.NOT_FOUND.code;

async function insertId(query: ReturnType<typeof sql>): Promise<number> {
  const row = await firstRow<{ id: number }>(app.deps.db, query);
  return row?.id ?? 0;
}

beforeAll(async () => {
  app = await createTestApp();
  const members = await Promise.all(
    ['13600000001', '13600000002', '13600000003', '13600000006'].map((mobile, i) =>
      createMember(app, { mobile, isOperator: i === 2, nickname: i === 0 ? '阿甲' : '' }),
    ),
  );
  const [a, b, o, c] = members.map((m) => m.id) as [number, number, number, number];
  const s = (await createMember(app, { mobile: '13600000004', operatorId: o, nickname: '小 S' })).id;
  await createMember(app, { mobile: '13600000005', isSuperman: true });
  Object.assign(ids, { a, b, o, s, c });
  ids.roomA = await insertId(sql`insert into rooms (owner_id, name) values (${a}, '甲的机房') returning id`);
  ids.tagA = await insertId(sql`insert into tags (owner_id, name) values (${a}, '主力') returning id`);
  ids.roomO = await insertId(sql`insert into rooms (owner_id, name) values (${o}, '运营机房') returning id`);
  ids.tagO = await insertId(sql`insert into tags (owner_id, name) values (${o}, '高带宽') returning id`);
  const gz = { provinceCode: '440000', cityCode: '440100' };
  ids.a1 = await placeDevice(app, 'ST-A1', {
    memberId: a,
    isp: 'telecom',
    ...gz,
    roomId: ids.roomA,
    tagId: ids.tagA,
    online: true,
  });
  ids.a2 = await placeDevice(app, 'ST-A2', {
    memberId: a,
    isp: 'unicom',
    provinceCode: '440000',
    cityCode: '440300',
  });
  ids.b1 = await placeDevice(app, 'ST-B1', {
    memberId: b,
    isp: 'mobile',
    provinceCode: '330000',
    cityCode: '330100',
  });
  ids.s1 = await placeDevice(app, 'ST-S1', {
    memberId: s,
    isp: 'telecom',
    ...gz,
    roomId: ids.roomO,
    tagId: ids.tagO,
  });
  ids.h = await placeDevice(app, 'ST-H', { memberId: c, isp: 'telecom' });
  for (const day of ['2026-03-10', '2026-03-11']) {
    await dayRow(app, ids.a1, day, steady(10_000));
    await dayRow(app, ids.a2, day, steady(20_000, 150));
    await dayRow(app, ids.s1, day, steady(8_000));
  }
  await dayRow(app, ids.h, '2026-03-10', steady(1_000));
  for (const id of [ids.a1, ids.b1, ids.s1]) {
    await dayRow(app, id, yesterday, steady(id === ids.a1 ? 10_000 : id === ids.b1 ? 5_000 : 8_000));
  }
  await dayRow(app, ids.a1, today, [7_000, 7_000, ...steady(-1)].slice(0, 288), { up: 5_000, down: 50 });
  await settle(app, '2026-03-10', '2026-03-11', yesterday);
  await app.deps.db.execute(sql`update devices set member_id = ${b} where id = ${ids.h}`);
  tokens.a = await loginAs(app, '13600000001');
  tokens.b = await loginAs(app, '13600000002');
  tokens.o = await loginAs(app, '13600000003');
  tokens.s = await loginAs(app, '13600000004');
  tokens.c = await loginAs(app, '13600000006');
  tokens.x = await loginAs(app, '13600000005');
});
afterAll(async () => {
  await app.close();
});

const get = (path: string, token: string, query: Record<string, string> = {}) =>
  call(app, 'GET', path, { token, query });
const fieldOf = (res: Awaited<ReturnType<typeof get>>) => (res.body.data as { field: string }).field;

describe('GET /api/tongji/index', () => {
  it("counts the caller's devices and income per province, then per city", async () => {
    const res = await get('/api/tongji/index', tokens.a);
    const monthIncome = yesterdayInMonth ? 300 : 0;
    expect(res.body.data).toMatchObject({
      level: 'province',
      yesterday,
      month,
      data: [
        {
          code: '440000',
          name: '广东省',
          devices: 2,
          online: 1,
          yesterday_income_fen: 300,
          month_income_fen: monthIncome,
        },
      ],
      total: { devices: 2, online: 1, yesterday_income_fen: 300, month_income_fen: monthIncome },
    });
    const cities = await get('/api/tongji/index', tokens.a, { province: '440000' });
    expect(
      (cities.body.data as { data: { code: string; name: string; devices: number }[] }).data.map((r) => [
        r.code,
        r.name,
        r.devices,
      ]),
    ).toEqual([
      ['440100', '广州市', 1],
      ['440300', '深圳市', 1],
    ]);
  });

  it('shows each member only their own places, and refuses a bad code', async () => {
    const res = await get('/api/tongji/index', tokens.b);
    expect((res.body.data as { data: { code: string | null; devices: number }[] }).data).toEqual([
      expect.objectContaining({ code: '330000', devices: 1, yesterday_income_fen: 110 }),
      // H, handed over, has no place yet
      expect.objectContaining({ code: null, name: '未设置地区', devices: 1, yesterday_income_fen: 0 }),
    ]);
    const bad = await get('/api/tongji/index', tokens.a, { province: "44' or 1=1" });
    expect([bad.status, fieldOf(bad)]).toEqual([422, 'province']);
  });
});

describe('GET /api/tongji/member-money', () => {
  type Group = { name: string; devices: number; income_fen: number; value95_kbps: number };
  it("gives an operator its members' income by member, room and tag", async () => {
    const res = await get('/api/tongji/member-money', tokens.o, { month: '2026-03' });
    expect(res.status).toBe(200);
    const data = res.body.data as {
      member_data: (Group & { member_id: number })[];
      room_data: (Group & { room_id: number | null })[];
      tag_data: (Group & { tag_id: number | null })[];
      total: unknown;
      from: string;
      to: string;
    };
    expect(data).toMatchObject({
      from: '2026-03-01',
      to: '2026-03-31',
      total: { devices: 1, income_fen: 480, value95_kbps: 16_000 },
    });
    expect(data.member_data).toEqual([
      {
        member_id: ids.s,
        mobile: '13600000004',
        name: '小 S',
        devices: 1,
        income_fen: 480,
        value95_kbps: 16_000,
      },
    ]);
    expect(data.room_data).toEqual([
      { room_id: ids.roomO, name: '运营机房', devices: 1, income_fen: 480, value95_kbps: 16_000 },
    ]);
    expect(data.tag_data).toEqual([
      { tag_id: ids.tagO, name: '高带宽', devices: 1, income_fen: 480, value95_kbps: 16_000 },
    ]);
    const day = await get('/api/tongji/member-money', tokens.o);
    expect(day.body.data).toMatchObject({ from: yesterday, to: yesterday, total: { income_fen: 240 } });
  });

  it('gives staff every member, with rooms and tags left empty named', async () => {
    const res = await get('/api/tongji/member-money', tokens.x, { day: '2026-03-10' });
    const data = res.body.data as {
      member_data: Group[];
      room_data: (Group & { room_id: number | null })[];
      total: Group;
    };
    expect(data.member_data.map((m) => [m.name, m.income_fen])).toEqual([
      ['阿甲', 591],
      ['小 S', 240],
      ['13600000006', 30],
    ]);
    expect(data.room_data.map((r) => [r.name, r.devices, r.income_fen])).toEqual([
      ['未上架', 2, 321],
      ['甲的机房', 1, 300],
      ['运营机房', 1, 240],
    ]);
    expect(data.total).toMatchObject({ devices: 4, income_fen: 861 });
  });

  it('refuses members (403) and bad periods (422)', async () => {
    expect((await get('/api/tongji/member-money', tokens.a)).status).toBe(403);
    const both = await get('/api/tongji/member-money', tokens.o, { day: '2026-03-10', month: '2026-03' });
    expect([both.status, fieldOf(both)]).toEqual([422, 'month']);
  });
});

describe('device rankings', () => {
  type Rank = { rank: number; sn: string; income_fen?: number; bytes_up?: number; value95_kbps: number };
  it("GET /api/tongji/money-paiming ranks the caller's devices by a day's income", async () => {
    const res = await get('/api/tongji/money-paiming', tokens.a, { day: '2026-03-10' });
    expect(res.body.data).toEqual({
      day: '2026-03-10',
      list: [
        { rank: 1, device_id: ids.a1, sn: 'ST-A1', name: '', income_fen: 300, value95_kbps: 10_000 },
        { rank: 2, device_id: ids.a2, sn: 'ST-A2', name: '', income_fen: 291, value95_kbps: 20_000 },
      ],
    });
    const top = await get('/api/tongji/money-paiming', tokens.a, { day: '2026-03-10', limit: '1' });
    expect((top.body.data as { list: Rank[] }).list).toHaveLength(1);
    const other = await get('/api/tongji/money-paiming', tokens.b, { day: '2026-03-10' });
    expect((other.body.data as { list: Rank[] }).list).toEqual([]);
    expect((await get('/api/tongji/money-paiming', tokens.a, { limit: '0' })).status).toBe(422);
  });

  it('GET /api/tongji/device-flow-rank ranks by upload, today too', async () => {
    const res = await get('/api/tongji/device-flow-rank', tokens.a, { day: '2026-03-10' });
    expect((res.body.data as { list: Rank[] }).list.map((r) => [r.rank, r.sn, r.value95_kbps])).toEqual([
      [1, 'ST-A2', 20_000],
      [2, 'ST-A1', 10_000],
    ]);
    const now = await get('/api/tongji/device-flow-rank', tokens.a, { day: today });
    expect((now.body.data as { list: Rank[] }).list).toEqual([
      { rank: 1, device_id: ids.a1, sn: 'ST-A1', name: '', bytes_up: 5_000, bytes_down: 50, value95_kbps: 0 },
    ]);
    const bad = await get('/api/tongji/device-flow-rank', tokens.a, { day: 'yesterday' });
    expect([bad.status, fieldOf(bad)]).toEqual([422, 'day']);
  });
});

describe('GET /api/tongji/member-month-data', () => {
  it('gives every day of the month, zero where nothing was settled', async () => {
    const res = await get('/api/tongji/member-month-data', tokens.a, { month: '2026-03' });
    const data = res.body.data as {
      data: { day: string; income_fen: number; devices: number }[];
      total_income_fen: number;
    };
    expect(data.data).toHaveLength(31);
    expect(data.data[9]).toMatchObject({
      day: '2026-03-10',
      income_fen: 591,
      devices: 2,
      value95_kbps: 30_000,
    });
    expect(data.data[0]).toMatchObject({ day: '2026-03-01', income_fen: 0, devices: 0 });
    expect(data.total_income_fen).toBe(1182);
    const current = await get('/api/tongji/member-month-data', tokens.a);
    const days = (current.body.data as { data: { day: string }[] }).data;
    // this month runs to yesterday (on the 1st it has no settled day yet)
    expect(days.at(-1)?.day).toBe(yesterdayInMonth ? yesterday : undefined);
  });

  it("refuses another member's id and a bad month", async () => {
    const res = await get('/api/tongji/member-month-data', tokens.a, { member_id: String(ids.b) });
    expect(res.body.errorCode).toBe(NOT_FOUND);
    const bad = await get('/api/tongji/member-month-data', tokens.a, { month: '2026-00' });
    expect([bad.status, fieldOf(bad)]).toEqual([422, 'month']);
  });
});

describe('GET /api/tongji/device-money', () => {
  it('gives deviceIncome: the last settled days, months and the total', async () => {
    const res = await get('/api/tongji/device-money', tokens.a, { id: String(ids.a1) });
    const data = res.body.data as {
      month_data: { month: string; income_fen: number }[];
      total_money: number;
      data: {
        day: string;
        income_fen: number;
        availability_bp: number;
        online_minutes: number;
        unit_price_fen: number;
      }[];
    };
    expect(data.total_money).toBe(900);
    expect(data.data.map((d) => [d.day, d.income_fen])).toEqual([
      [yesterday, 300],
      ['2026-03-11', 300],
      ['2026-03-10', 300],
    ]);
    expect(data.data[0]).toMatchObject({ availability_bp: 10_000, online_minutes: 1440, unit_price_fen: 30 });
    expect(data.month_data).toHaveLength(12);
    expect(data.month_data.at(-1)).toEqual({ month, income_fen: yesterdayInMonth ? 300 : 0 });
    expect(data.month_data.find((m) => m.month === '2026-03')?.income_fen).toBe(600);
  });

  it("lets an operator read its members' boxes and nobody else's", async () => {
    const own = await get('/api/tongji/device-money', tokens.o, { id: String(ids.s1) });
    expect((own.body.data as { total_money: number }).total_money).toBe(720);
    for (const [token, id] of [
      [tokens.b, ids.a1],
      [tokens.o, ids.a1],
      [tokens.s, ids.a1],
      [tokens.a, 999_999],
    ] as const) {
      const res = await get('/api/tongji/device-money', token, { id: String(id) });
      expect([res.status, res.body.errorCode]).toEqual([200, NOT_FOUND]);
    }
    expect((await get('/api/tongji/device-money', tokens.a, { id: 'abc' })).status).toBe(422);
  });

  it("keeps a handed-over box's earlier income with its earlier owner", async () => {
    const res = await get('/api/tongji/device-money', tokens.b, { id: String(ids.h) });
    expect(res.body.data).toMatchObject({ total_money: 0, data: [] });
    const before = await get('/api/tongji/device-money', tokens.c, { id: String(ids.h) });
    expect(before.body.errorCode).toBe(NOT_FOUND);
  });
});

describe('GET /api/tongji/flow', () => {
  type Curve = {
    unit: string;
    data: { time: string; up_kbps: number }[];
    peak_kbps: number;
    value95_kbps: number;
    bytes_up: number;
  };
  it("sums a day's five-minute rates over the fleet or one device", async () => {
    const res = await get('/api/tongji/flow', tokens.a, { timeType: 'day', time: '2026-03-10' });
    const curve = res.body.data as Curve;
    expect(curve.unit).toBe('bucket');
    expect(curve.data).toHaveLength(288);
    expect(curve.data[0]).toEqual({ time: '00:00', up_kbps: 30_000 });
    expect(curve.data[150]).toEqual({ time: '12:30', up_kbps: 10_000 });
    expect(curve).toMatchObject({ peak_kbps: 30_000, value95_kbps: 30_000 });
    expect(curve.bytes_up).toBe(((10_000 * 288 + 20_000 * 150) * 1000 * 300) / 8);
    const one = await get('/api/tongji/flow', tokens.a, {
      timeType: 'day',
      time: '2026-03-10',
      device_id: String(ids.a1),
    });
    expect((one.body.data as Curve).data.every((p) => p.up_kbps === 10_000)).toBe(true);
    const now = await get('/api/tongji/flow', tokens.a, { device_id: String(ids.a1) });
    expect((now.body.data as Curve & { time: string }).time).toBe(today);
    expect((now.body.data as Curve).data.slice(0, 3).map((p) => p.up_kbps)).toEqual([7_000, 7_000, 0]);
  });

  it("gives a month's settled days", async () => {
    const res = await get('/api/tongji/flow', tokens.a, { timeType: 'month', time: '2026-03' });
    expect(res.body.data).toMatchObject({
      unit: 'day',
      time: '2026-03',
      income_fen: 1182,
      data: [
        { time: '2026-03-10', value95_kbps: 30_000 },
        { time: '2026-03-11', value95_kbps: 30_000 },
      ],
    });
  });

  it("refuses another member's device and bad times", async () => {
    const other = await get('/api/tongji/flow', tokens.b, { device_id: String(ids.a1) });
    expect(other.body.errorCode).toBe(NOT_FOUND);
    for (const [query, field] of [
      [{ timeType: 'day' }, 'time'],
      [{ timeType: 'month', time: '2026-3' }, 'time'],
      [{ timeType: 'week' }, 'timeType'],
      [{ device_id: '-5' }, 'device_id'],
    ] as const) {
      const res = await get('/api/tongji/flow', tokens.a, query);
      expect([res.status, fieldOf(res)], JSON.stringify(query)).toEqual([422, field]);
    }
  });
});

describe('GET /api/tongji/device-overview', () => {
  it('sums one device, or the whole fleet', async () => {
    const one = await get('/api/tongji/device-overview', tokens.a, { id: String(ids.a1) });
    expect(one.body.data).toEqual({
      device_id: ids.a1,
      devices: 1,
      online: 1,
      today_bytes_up: 5_000,
      yesterday_bytes_up: (10_000 * 288 * 1000 * 300) / 8,
      yesterday_income_fen: 300,
      yesterday_value95_kbps: 10_000,
      month_income_fen: yesterdayInMonth ? 300 : 0,
      total_income_fen: 900,
      settled_days_30: 1,
      avg_value95_kbps_30: 10_000,
      online_minutes_30: 1440,
    });
    const fleet = await get('/api/tongji/device-overview', tokens.a);
    expect(fleet.body.data).toMatchObject({ device_id: null, devices: 2, online: 1, total_income_fen: 1482 });
  });

  it("refuses another member's device", async () => {
    const res = await get('/api/tongji/device-overview', tokens.b, { id: String(ids.a1) });
    expect(res.body.errorCode).toBe(NOT_FOUND);
    expect((await get('/api/tongji/device-overview', tokens.b, { id: '1.5' })).status).toBe(422);
  });
});

describe('the regional index', () => {
  type Zhishu = {
    level: string;
    from: string;
    to: string;
    national: { device_days: number };
    data: { code: string; name: string; zhishu: number; device_days: number; low_sample: boolean }[];
  };
  it('GET /api/tongji/zhishu rates the provinces of the last 30 settled days', async () => {
    const res = await get('/api/tongji/zhishu', tokens.b);
    const data = res.body.data as Zhishu;
    expect(data).toMatchObject({
      level: 'province',
      from: addDays(yesterday, -29),
      to: yesterday,
      national: { device_days: 3 },
    });
    expect(data.data.map((r) => [r.code, r.name, r.device_days, r.low_sample])).toEqual(
      expect.arrayContaining([
        ['440000', '广东省', 2, true],
        ['330000', '浙江省', 1, true],
      ]),
    );
    expect(data.data.every((r) => Number.isInteger(r.zhishu) && r.zhishu > 0)).toBe(true);
  });

  it("GET /api/tongji/zhishu-info lists cities, one province's on request", async () => {
    const all = await get('/api/tongji/zhishu-info', tokens.a);
    expect((all.body.data as Zhishu).data.map((r) => r.code).sort()).toEqual(['330100', '440100']);
    const gd = await get('/api/tongji/zhishu-info', tokens.a, { province: '440000' });
    expect((gd.body.data as Zhishu).data.map((r) => [r.code, r.name])).toEqual([['440100', '广州市']]);
    const bad = await get('/api/tongji/zhishu-info', tokens.a, { province: '4400' });
    expect([bad.status, fieldOf(bad)]).toEqual([422, 'province']);
    expect((await call(app, 'GET', '/api/tongji/zhishu')).status).toBe(401);
  });

  it('moves with the next settlement run', async () => {
    const twoDaysAgo = addDays(yesterday, -1);
    const chengdu = await placeDevice(app, 'ST-CD', {
      memberId: ids.c,
      isp: 'telecom',
      provinceCode: '510000',
      cityCode: '510100',
    });
    await dayRow(app, chengdu, twoDaysAgo, steady(50_000));
    await settle(app, twoDaysAgo);
    const res = await get('/api/tongji/zhishu', tokens.a, { level: 'city' });
    expect((res.body.data as Zhishu).data.map((r) => r.code)).toContain('510100');
  });
});

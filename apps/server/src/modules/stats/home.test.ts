import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createMember, createTestApp, loginAs } from '../../../test/helper.ts';
import type { App } from '../../app.ts';
import { addDays, calendarNow, daysBetween, firstDayOf } from '../../lib/time.ts';
import { dayRow, placeDevice, settle, steady } from '../income/income-test-kit.ts';
import { main2Reply } from '@nodebao/contract';
import { compiledReply } from '../../lib/compiled-reply.ts';
import { ok } from '../../lib/reply.ts';
import { HIDDEN_NAME, main2 as homeOf } from './home.service.ts';

/**
 * Yesterday's earnings, settled by the real job:
 *   B (hides from rankings) 20 Mbps = 600 fen · A (甲, 广州) 10 Mbps = 300 fen (and the day before)
 *   S (小 S, run by operator O) 8 Mbps = 240 fen · C (no nickname) 5 Mbps = 150 fen
 */
let app: App;
const { yesterday, month } = calendarNow();
const dayBefore = addDays(yesterday, -1);
const monthStart = firstDayOf(month);
const monthDays = monthStart <= yesterday ? daysBetween(monthStart, yesterday) : [];
const ids = { a: 0, b: 0, c: 0, o: 0, s: 0 };
const tokens = { a: '', b: '', c: '', o: '', nobody: '' };

type Rank = {
  rank: number;
  name: string;
  income_fen: number;
  devices: number;
  is_me: boolean;
  hidden: boolean;
};

beforeAll(async () => {
  app = await createTestApp();
  ids.a = (await createMember(app, { mobile: '13700000201', nickname: '甲' })).id;
  ids.b = (await createMember(app, { mobile: '13700000202', nickname: '乙', isHideRank: 1 })).id;
  ids.c = (await createMember(app, { mobile: '13700000203' })).id;
  ids.o = (await createMember(app, { mobile: '13700000204', isOperator: true })).id;
  ids.s = (await createMember(app, { mobile: '13700000205', nickname: '小 S', operatorId: ids.o })).id;
  await createMember(app, { mobile: '13700000206' });
  const a1 = await placeDevice(app, 'HOME-A1', {
    memberId: ids.a,
    isp: 'telecom',
    provinceCode: '440000',
    cityCode: '440100',
    online: true,
  });
  const b1 = await placeDevice(app, 'HOME-B1', {
    memberId: ids.b,
    isp: 'telecom',
    provinceCode: '330000',
    cityCode: '330100',
  });
  const c1 = await placeDevice(app, 'HOME-C1', { memberId: ids.c, isp: 'telecom' });
  const s1 = await placeDevice(app, 'HOME-S1', {
    memberId: ids.s,
    isp: 'telecom',
    provinceCode: '440000',
    cityCode: '440100',
  });
  await dayRow(app, a1, dayBefore, steady(10_000));
  await settle(app, dayBefore);
  for (const [id, kbps] of [
    [a1, 10_000],
    [b1, 20_000],
    [c1, 5_000],
    [s1, 8_000],
  ] as const) {
    await dayRow(app, id, yesterday, steady(kbps));
  }
  await settle(app, yesterday);
  await app.deps.db.execute(sql`
    insert into member_messages (member_id, kind, title, content, device_id, read_at)
    values (${ids.a}, 'fault', '设备离线', 'HOME-A1 已离线', ${a1}, null),
           (${ids.a}, 'system', '已读的通知', '旧消息', null, now())`);
  tokens.a = await loginAs(app, '13700000201');
  tokens.b = await loginAs(app, '13700000202');
  tokens.c = await loginAs(app, '13700000203');
  tokens.o = await loginAs(app, '13700000204');
  tokens.nobody = await loginAs(app, '13700000206');
});
afterAll(async () => {
  await app.close();
});

type Main2 = {
  overview: Record<string, number>;
  banner_data: { title: string; link: string }[];
  tanghua_data: { points: number; rank: number | null; note: string };
  monthFlowChart: { day: string; bytes_up: number }[];
  monthMoney: { day: string; income_fen: number }[];
  N1MoneyRank: { day: string; list: Rank[]; me: Rank | null };
  yesterdaySpeedChart: { money: number | null; value95: number; data: unknown[] };
  areaZhishu: { code: string } | null;
  provinceZhishu: { code: string } | null;
  memberManage: Record<'member_count' | 'device_count' | 'online_count' | 'offline_count', number> | null;
  memberMessage: { title: string; is_read: boolean }[];
  unread_count: number;
};
const main2 = async (token: string) => {
  const res = await call(app, 'GET', '/api/default/main2', { token });
  expect(res.status).toBe(200);
  return res.body.data as Main2;
};

describe('GET /api/default/main2', () => {
  it('is written by the compiled serializer exactly as plain JSON would write it', async () => {
    const stringify = compiledReply(main2Reply, { env: 'production' });
    for (const caller of [
      { id: ids.a, isOperator: false, isSuperman: false },
      { id: ids.o, isOperator: true, isSuperman: false },
    ]) {
      const reply = ok(await homeOf(app.deps, caller));
      expect(JSON.parse(stringify(reply))).toEqual(JSON.parse(JSON.stringify(reply)));
    }
  });

  it("gives a member's home: money, charts, ranking, speed, index and messages", async () => {
    const home = await main2(tokens.a);
    const inMonth = (day: string) => day >= monthStart;
    const monthIncome = (inMonth(yesterday) ? 300 : 0) + (inMonth(dayBefore) ? 300 : 0);
    expect(home.overview).toEqual({
      balance_fen: 600,
      reserve_fen: 0,
      yesterday_income_fen: 300,
      month_income_fen: monthIncome,
      total_income_fen: 600,
      device_total: 1,
      online: 1,
      offline: 0,
    });
    expect(home.banner_data).toHaveLength(3);
    expect(home.tanghua_data).toMatchObject({ points: 0, rank: null });
    expect(home.tanghua_data.note).not.toBe('');
    expect(home.monthMoney.map((d) => d.day)).toEqual(monthDays);
    expect(home.monthMoney.reduce((s, d) => s + d.income_fen, 0)).toBe(monthIncome);
    expect(home.monthFlowChart.map((d) => d.day)).toEqual(monthDays);
    if (monthDays.includes(yesterday)) {
      expect(home.monthFlowChart.at(-1)?.bytes_up).toBe((10_000 * 288 * 1000 * 300) / 8);
    }
    expect(home.yesterdaySpeedChart).toMatchObject({ money: 300, value95: 10_000 });
    expect(home.yesterdaySpeedChart.data).toHaveLength(288);
    expect(home.areaZhishu?.code).toBe('440100');
    expect(home.provinceZhishu?.code).toBe('440000');
    expect(home.memberManage).toBeNull();
    expect(home.memberMessage.map((m) => [m.title, m.is_read])).toEqual([['设备离线', false]]);
    expect(home.unread_count).toBe(1);
  });

  it("ranks yesterday's earnings: hidden members keep their place, masked; the caller is marked", async () => {
    const { N1MoneyRank } = await main2(tokens.a);
    expect(N1MoneyRank.day).toBe(yesterday);
    expect(N1MoneyRank.list).toEqual([
      { rank: 1, name: HIDDEN_NAME, income_fen: 600, devices: 1, is_me: false, hidden: true },
      { rank: 2, name: '甲', income_fen: 300, devices: 1, is_me: true, hidden: false },
      { rank: 3, name: '小 S', income_fen: 240, devices: 1, is_me: false, hidden: false },
      { rank: 4, name: '137****0203', income_fen: 150, devices: 1, is_me: false, hidden: false },
    ]);
    expect(N1MoneyRank.me).toMatchObject({ rank: 2, is_me: true });
    // a hidden member still sees their own name and place
    const hidden = await main2(tokens.b);
    expect(hidden.N1MoneyRank.me).toEqual({
      rank: 1,
      name: '乙',
      income_fen: 600,
      devices: 1,
      is_me: true,
      hidden: true,
    });
  });

  it("gives an operator its members' fleet and the manage figures", async () => {
    // The operator's machine room with one cabinet, and a room of someone else's that is not counted.
    await app.deps.db.execute(sql`
      with room as (insert into rooms (owner_id, name) values (${ids.o}, '运营机房') returning id)
      insert into rooms (owner_id, pid, name) select ${ids.o}, id, 'A01' from room`);
    await app.deps.db.execute(sql`insert into rooms (owner_id, name) values (${ids.a}, '甲的机房')`);
    const home = await main2(tokens.o);
    expect(home.overview).toMatchObject({
      balance_fen: 0,
      yesterday_income_fen: 240,
      total_income_fen: 240,
      device_total: 1,
    });
    expect(home.memberManage).toEqual({
      member_count: 1,
      device_count: 1,
      online_count: expect.any(Number),
      offline_count: expect.any(Number),
      uninstalled_count: expect.any(Number),
      room_count: 1,
      cabinet_count: 1,
    });
    const { online_count, offline_count } = home.memberManage!;
    expect(online_count + offline_count).toBe(1);
    expect(home.yesterdaySpeedChart.money).toBe(240);
    expect(home.N1MoneyRank.me).toBeNull();
  });

  it('is all zeros and nulls for a member without devices, and needs a token', async () => {
    const home = await main2(tokens.nobody);
    expect(home.overview).toEqual({
      balance_fen: 0,
      reserve_fen: 0,
      yesterday_income_fen: 0,
      month_income_fen: 0,
      total_income_fen: 0,
      device_total: 0,
      online: 0,
      offline: 0,
    });
    expect(home).toMatchObject({
      areaZhishu: null,
      provinceZhishu: null,
      memberMessage: [],
      unread_count: 0,
    });
    expect(home.yesterdaySpeedChart.money).toBe(0);
    expect((await call(app, 'GET', '/api/default/main2')).status).toBe(401);
  });
});

describe('GET /api/default/rank-record', () => {
  it("pages the ranking with the caller's own place", async () => {
    const first = await call(app, 'GET', '/api/default/rank-record', {
      token: tokens.c,
      query: { pageSize: '2' },
    });
    expect(first.body).toMatchObject({
      day: yesterday,
      pages: { page: 1, pageSize: 2, totalCount: 4, pageCount: 2 },
    });
    expect((first.body.data as Rank[]).map((r) => [r.rank, r.name])).toEqual([
      [1, HIDDEN_NAME],
      [2, '甲'],
    ]);
    expect(first.body.me).toMatchObject({ rank: 4, name: '137****0203', is_me: true });
    const second = await call(app, 'GET', '/api/default/rank-record', {
      token: tokens.c,
      query: { pageSize: '2', page: '2' },
    });
    expect((second.body.data as Rank[]).map((r) => [r.rank, r.name, r.is_me])).toEqual([
      [3, '小 S', false],
      [4, '137****0203', true],
    ]);
  });

  it('hides a member as soon as they switch the ranking off', async () => {
    await app.deps.db.execute(sql`update members set is_hide_rank = 1 where id = ${ids.a}`);
    const res = await call(app, 'GET', '/api/default/rank-record', { token: tokens.c });
    expect((res.body.data as Rank[])[1]).toMatchObject({ rank: 2, name: HIDDEN_NAME, hidden: true });
    await app.deps.db.execute(sql`update members set is_hide_rank = 0 where id = ${ids.a}`);
  });

  it('is empty for a day nobody earned, and refuses a bad day', async () => {
    const quiet = await call(app, 'GET', '/api/default/rank-record', {
      token: tokens.a,
      query: { day: '2020-01-01' },
    });
    expect(quiet.body).toMatchObject({ errorCode: 0, data: [], me: null, day: '2020-01-01' });
    const bad = await call(app, 'GET', '/api/default/rank-record', {
      token: tokens.a,
      query: { day: '2020-02-30' },
    });
    expect(bad.status).toBe(422);
    expect((await call(app, 'GET', '/api/default/rank-record')).status).toBe(401);
  });
});

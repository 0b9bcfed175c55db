import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { firstRow } from '../../db/sql.ts';
import { call, createMember, createTestApp, loginAs } from '../../../test/helper.ts';
import { settleDay } from '../settlement/settlement.service.ts';
import { keptOf } from '../telemetry/kept-rates.ts';
import { deviceDays, deviceStatus, devices } from './devices.table.ts';

let app: App;
let token = '';
let otherToken = '';
let yesterday = '';

beforeAll(async () => {
  app = await createTestApp();
  const owner = await createMember(app, { mobile: '13300000001' });
  await createMember(app, { mobile: '13300000002' });
  token = await loginAs(app, '13300000001');
  otherToken = await loginAs(app, '13300000002');
  yesterday = (await firstRow<{ d: string }>(
    app.deps.db,
    sql`select to_char((now() at time zone 'Asia/Shanghai')::date - 1, 'YYYY-MM-DD') as d`,
  ))!.d;

  const [a, b] = await app.deps.db
    .insert(devices)
    .values([
      { sn: 'STATS-0001', secretEnc: 'x', memberId: owner.id, online: true },
      { sn: 'STATS-0002', secretEnc: 'x', memberId: owner.id, online: true },
    ])
    .returning();
  // Device A: rates 1..288 kbps, all buckets present. Sorted descending, the top 14 (288..275) are
  // dropped and the 15th, 274, is value95.
  const ramp = Array.from({ length: 288 }, (_, i) => i + 1);
  // Device B: only 20 buckets reported at 1000 kbps (the rest missing, counted as 0): value95 = 1000
  // for the 15th highest, since 20 > 14.
  const sparse = Array.from({ length: 288 }, (_, i) => (i < 20 ? 1000 : -1));
  await app.deps.db.insert(deviceDays).values([
    {
      deviceId: a!.id,
      day: yesterday,
      memberId: owner.id,
      upKbps: ramp,
      ...keptOf(ramp),
      bytesUp: 5_000_000,
      bytesDown: 1_000,
      samples: 288,
    },
    {
      deviceId: b!.id,
      day: yesterday,
      memberId: owner.id,
      upKbps: sparse,
      ...keptOf(sparse),
      bytesUp: 700_000,
      bytesDown: 10,
      samples: 20,
    },
  ]);
  await app.deps.db.insert(deviceStatus).values({
    deviceId: b!.id,
    diskPercent: 95,
    reportedAt: new Date(),
    ppp: [],
  });
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/device/tongji', () => {
  it("computes each device-day's value95 by DESIGN §7's rule, with online time", async () => {
    const res = await call(app, 'GET', '/api/device/tongji', { token, query: { day: yesterday } });
    const rowsBySn = Object.fromEntries((res.body.data as { sn: string }[]).map((r) => [r.sn, r]));
    expect(rowsBySn['STATS-0001']).toMatchObject({ value95_kbps: 274, peak_kbps: 288, online_minutes: 1440 });
    expect(rowsBySn['STATS-0002']).toMatchObject({ value95_kbps: 1000, online_minutes: 100 });
  });

  it('shows nothing of another member’s devices', async () => {
    const res = await call(app, 'GET', '/api/device/tongji', { token: otherToken });
    expect(res.body.pages).toMatchObject({ totalCount: 0 });
  });
});

describe('GET /api/device/main, /api/device/rank-list, /api/device/manage', () => {
  it('counts the fleet, with abnormal devices and yesterday’s upload', async () => {
    const res = await call(app, 'GET', '/api/device/main', { token });
    expect(res.body.data).toMatchObject({
      total: 2,
      online: 2,
      offline: 0,
      uninstalled: 2,
      abnormal: 1,
      yesterday_bytes_up: 5_700_000,
    });
  });

  it('ranks yesterday’s devices by value95', async () => {
    const res = await call(app, 'GET', '/api/device/rank-list', { token });
    expect((res.body.data as { sn: string; rank: number }[]).map((r) => [r.rank, r.sn])).toEqual([
      [1, 'STATS-0002'],
      [2, 'STATS-0001'],
    ]);
    expect((await call(app, 'GET', '/api/device/rank-list', { token: otherToken })).body.data).toEqual([]);
  });

  it('shows yesterday’s income once the day is settled', async () => {
    type Row = { sn: string; income_fen: number };
    const before = await call(app, 'GET', '/api/device/rank-list', { token });
    expect((before.body.data as Row[]).map((r) => r.income_fen)).toEqual([0, 0]);
    await settleDay(app.deps, yesterday);
    // no ISP: 22 fen per Mbps-day; 1000 kbps for 20 of 288 buckets = 1 fen, 274 kbps all day = 6 fen
    const after = await call(app, 'GET', '/api/device/rank-list', { token });
    expect((after.body.data as Row[]).map((r) => [r.sn, r.income_fen])).toEqual([
      ['STATS-0002', 1],
      ['STATS-0001', 6],
    ]);
  });

  it('groups devices by machine room', async () => {
    const res = await call(app, 'GET', '/api/device/manage', { token });
    expect(res.body.data).toEqual([{ room_id: null, jifang: '未上架', total: 2, online: 2 }]);
  });
});

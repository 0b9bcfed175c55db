import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { call, createMember, createTestApp, loginAs } from '../../../test/helper.ts';
import { deviceDays, devices } from '../devices/devices.table.ts';
import { settleDay } from '../settlement/settlement.service.ts';
import { keptOf } from '../telemetry/kept-rates.ts';
import { value95 } from './tongji.service.ts';

let app: App;
let token = '';
let otherToken = '';

beforeAll(async () => {
  app = await createTestApp();
  const owner = await createMember(app, { mobile: '13200000001' });
  await createMember(app, { mobile: '13200000002' });
  token = await loginAs(app, '13200000001');
  otherToken = await loginAs(app, '13200000002');
  const [a, b] = await app.deps.db
    .insert(devices)
    .values([
      { sn: 'SPEED-0001', secretEnc: 'x', memberId: owner.id },
      { sn: 'SPEED-0002', secretEnc: 'x', memberId: owner.id },
    ])
    .returning();
  const flat = Array.from({ length: 288 }, () => 100);
  // B has one spike at 20:00 (bucket 240) and nothing reported before 12:00.
  const spiky = Array.from({ length: 288 }, (_, i) => (i === 240 ? 5000 : i < 144 ? -1 : 50));
  await app.deps.db.insert(deviceDays).values([
    {
      deviceId: a!.id,
      day: '2026-11-01',
      memberId: owner.id,
      upKbps: flat,
      ...keptOf(flat),
      bytesUp: 1000,
      samples: 288,
    },
    {
      deviceId: b!.id,
      day: '2026-11-01',
      memberId: owner.id,
      upKbps: spiky,
      ...keptOf(spiky),
      bytesUp: 500,
      samples: 144,
    },
  ]);
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/tongji/speed', () => {
  it("sums the fleet's five-minute rates, with peak and value95", async () => {
    const res = await call(app, 'GET', '/api/tongji/speed', { token, query: { day: '2026-11-01' } });
    const chart = res.body.data as {
      data: { time: string; kbps: number }[];
      maxValue: number;
      maxTime: string;
      value95: number;
      totalValue: number;
      money: null;
    };
    expect(chart.data).toHaveLength(288);
    expect(chart.data[0]).toEqual({ time: '00:00', kbps: 100 });
    expect(chart.data[200]).toEqual({ time: '16:40', kbps: 150 });
    expect(chart).toMatchObject({
      maxValue: 5100,
      maxTime: '20:00',
      value95: 150,
      totalValue: 1500,
      money: null,
    });
  });

  it('is empty for a member without devices, and refuses a bad day', async () => {
    const res = await call(app, 'GET', '/api/tongji/speed', {
      token: otherToken,
      query: { day: '2026-11-01' },
    });
    expect(res.body.data).toMatchObject({ maxValue: 0, value95: 0, totalValue: 0 });
    expect(
      (await call(app, 'GET', '/api/tongji/speed', { token, query: { day: '2026-13-45' } })).status,
    ).toBe(422);
  });
});

describe('GET /api/tongji/speed once the day is settled', () => {
  it("fills money with the fleet's device income of the day", async () => {
    await settleDay(app.deps, '2026-11-01');
    // no ISP: the lowest price, 22 fen per Mbps-day. A: 100 kbps all day = 2 fen; B: value95 50 kbps
    // for 144 of 288 buckets = 0 fen
    const res = await call(app, 'GET', '/api/tongji/speed', { token, query: { day: '2026-11-01' } });
    expect(res.body.data).toMatchObject({ money: 2, value95: 150 });
    const other = await call(app, 'GET', '/api/tongji/speed', {
      token: otherToken,
      query: { day: '2026-11-01' },
    });
    expect(other.body.data).toMatchObject({ money: 0 });
  });
});

describe('value95', () => {
  it('drops the top 14 of 288 and takes the next; missing counts as 0', () => {
    expect(value95(Array.from({ length: 288 }, (_, i) => i + 1))).toBe(274);
    expect(value95(Array.from({ length: 288 }, (_, i) => (i < 10 ? 999 : -1)))).toBe(0);
  });
});

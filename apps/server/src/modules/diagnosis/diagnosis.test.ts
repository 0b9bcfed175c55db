import type { Explanation } from '@nodebao/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createCast, createTestApp } from '../../../test/helper.ts';
import type { App } from '../../app.ts';
import { rows } from '../../db/sql.ts';
import type { MemberRow } from '../accounts/accounts.repo.ts';
import { dayRow, placeDevice, settle, steady } from '../income/income-test-kit.ts';
import { PARAM_DEFAULTS, setParam } from '../params/params.service.ts';

/**
 * 收益诊断 (issue 50 §1) over days built to have one cause each, and a mixed one: every figure went
 * through the real settlement (DESIGN §7). The baseline is 2026-10-01…07; the explained day 2026-10-08.
 */
let app: App;
let who: Record<string, MemberRow>;
let token: Record<string, string>;
const BASELINE = [
  '2026-10-01',
  '2026-10-02',
  '2026-10-03',
  '2026-10-04',
  '2026-10-05',
  '2026-10-06',
  '2026-10-07',
];
const DAY = '2026-10-08';
const box: Record<string, number> = {};

/** A box held by `member` since long before the baseline, on `isp`. */
async function heldBox(name: string, member: MemberRow, isp: 'telecom' | 'mobile' = 'telecom') {
  const id = await placeDevice(app, null, { memberId: member.id, isp, name });
  await app.deps.db.execute(
    sql`insert into device_holdings (device_id, member_id, started_at) values (${id}, ${member.id}, '2026-09-01T00:00:00+08:00')`,
  );
  box[name] = id;
  return id;
}

async function explainAs(as: string, query: Record<string, string> = {}) {
  const res = await call(app, 'GET', '/api/income/explain', {
    token: token[as],
    query: { day: DAY, ...query },
  });
  return res.body as { errorCode: number; msg: string; data: Explanation };
}

function part(e: Explanation, cause: string) {
  return e.parts.find((p) => p.cause === cause);
}

/** The parts add up to the change exactly, and 其他 is always there. */
function expectWhole(e: Explanation) {
  expect(e.parts.reduce((s, p) => s + p.fen, 0)).toBe(e.change_fen);
  expect(e.parts.at(-1)?.cause).toBe('other');
}

beforeAll(async () => {
  app = await createTestApp();
  ({ who, token } = await createCast(app, {
    op: { mobile: '13650000010', isOperator: true },
    offline: { mobile: '13650000011', operator: 'op' },
    line: { mobile: '13650000012', operator: 'op' },
    rate: { mobile: '13650000013', operator: 'op' },
    moved: { mobile: '13650000014', operator: 'op' },
    price: { mobile: '13650000015' },
    mixed: { mobile: '13650000016' },
    stranger: { mobile: '13650000017' },
  }));
  for (const name of ['offline', 'line', 'rate', 'mixed']) {
    await heldBox(`${name}-1`, who[name]!);
    await heldBox(`${name}-2`, who[name]!);
  }
  await heldBox('mixed-3', who.mixed!);
  await heldBox('price-1', who.price!, 'mobile');
  await heldBox('moved-stays', who.moved!);
  await heldBox('moved-leaves', who.moved!);
  await app.deps.db.execute(
    sql`update device_holdings set ended_at = '2026-10-08T00:00:00+08:00' where device_id = ${box['moved-leaves']}`,
  );
  const arrives = await placeDevice(app, null, {
    memberId: who.moved!.id,
    isp: 'telecom',
    name: 'moved-arrives',
  });
  box['moved-arrives'] = arrives;
  await app.deps.db.execute(
    sql`insert into device_holdings (device_id, member_id, started_at) values (${arrives}, ${who.moved!.id}, '2026-10-08T00:00:00+08:00')`,
  );

  // Every box: 10 Mbps all day on every baseline day.
  for (const day of BASELINE)
    for (const [name, id] of Object.entries(box))
      if (name !== 'moved-arrives') await dayRow(app, id, day, steady(10_000));
  await settle(app, ...BASELINE);
  // Removed at the end of the last baseline day.
  await app.deps.db.execute(sql`update devices set member_id = null where id = ${box['moved-leaves']}`);

  // The explained day, one cause per member.
  await dayRow(app, box['offline-1']!, DAY, steady(10_000, 216)); // 6 hours without a report: 18 of 24 h
  await dayRow(app, box['offline-2']!, DAY, steady(10_000));
  await dayRow(app, box['line-1']!, DAY, steady(5_000)); // a line down: half the rate all day
  await dayRow(app, box['line-2']!, DAY, steady(10_000));
  await app.deps.db.execute(sql`
    insert into device_events (device_id, member_id, kind, detail, created_at)
    values (${box['line-1']}, ${who.line!.id}, 'line-down', '线路 ppp1 掉线', '2026-10-08T09:00:00+08:00')`);
  await dayRow(app, box['rate-1']!, DAY, steady(7_000)); // a lower rate, no fault reported
  await dayRow(app, box['rate-2']!, DAY, steady(10_000));
  await dayRow(app, box['moved-stays']!, DAY, steady(10_000));
  await dayRow(app, box['moved-arrives']!, DAY, steady(10_000));
  await dayRow(app, box['price-1']!, DAY, steady(10_000));
  await dayRow(app, box['mixed-1']!, DAY, steady(10_000, 192)); // 8 hours away
  await dayRow(app, box['mixed-2']!, DAY, steady(12_000)); // busier
  await dayRow(app, box['mixed-3']!, DAY, steady(10_000));
  // The mobile price falls before the day is settled: only the mobile box feels it.
  await setParam(app.deps.db, 'isp_price_fen', { ...PARAM_DEFAULTS.isp_price_fen, mobile: 18 });
  await settle(app, DAY);
  await setParam(app.deps.db, 'isp_price_fen', PARAM_DEFAULTS.isp_price_fen);
}, 120_000);
afterAll(async () => {
  await app.close();
});

describe('收益诊断, one cause a day', () => {
  it('boxes offline for hours: the whole change, with the box and the hours', async () => {
    const { data: e } = await explainAs('offline');
    expect(e.scope).toBe('member');
    expect(e.baseline_days).toEqual([...BASELINE].reverse());
    // 10 Mbps × 30 fen = 300 fen a day per box; 18 of 24 hours pay 225.
    // 0.75 元 is under the home's 1 元 floor (EXPLAIN_NOTABLE): explained when asked, not announced.
    expect(e).toMatchObject({ baseline_fen: 600, income_fen: 525, change_fen: -75, notable: false });
    expect(part(e, 'offline')).toMatchObject({ fen: -75, share: 1, box_count: 1 });
    expect(part(e, 'offline')!.boxes).toEqual([
      expect.objectContaining({ device_id: box['offline-1'], fen: -75, detail: '少在线 6.0 小时' }),
    ]);
    expect(part(e, 'other')!.fen).toBe(0);
    expectWhole(e);
  });

  it('a line fault: the box and the dial-up line named', async () => {
    const { data: e } = await explainAs('line');
    expect(e).toMatchObject({ change_fen: -150, notable: true });
    expect(part(e, 'line_fault')).toMatchObject({ fen: -150, box_count: 1 });
    expect(part(e, 'line_fault')!.boxes[0]!.detail).toContain('线路 ppp1 掉线');
    expect(part(e, 'value95')).toBeUndefined();
    expectWhole(e);
  });

  it('a lower value95 on a box that was online: against its own median', async () => {
    const { data: e } = await explainAs('rate');
    expect(e.change_fen).toBe(-90);
    expect(part(e, 'value95')).toMatchObject({ fen: -90 });
    expect(part(e, 'value95')!.boxes[0]).toMatchObject({
      device_id: box['rate-1'],
      detail: '95 值 10.0 → 7.0 Mbps',
    });
    expectWhole(e);
  });

  it('boxes that arrived and left: income follows the holder of the time', async () => {
    const { data: e } = await explainAs('moved');
    expect(e.change_fen).toBe(0);
    expect(part(e, 'arrived')).toMatchObject({
      fen: 300,
      boxes: [expect.objectContaining({ device_id: box['moved-arrives'] })],
    });
    expect(part(e, 'left')).toMatchObject({
      fen: -300,
      boxes: [expect.objectContaining({ device_id: box['moved-leaves'] })],
    });
    expectWhole(e);
  });

  it('a change of the platform’s price, named by ISP', async () => {
    const { data: e } = await explainAs('price');
    // 10 Mbps × 22 fen before, × 18 fen on the day.
    expect(e.change_fen).toBe(-40);
    expect(part(e, 'price')).toMatchObject({ fen: -40, detail: '移动 22 → 18 分/Mbps/天' });
    expectWhole(e);
  });
});

describe('收益诊断, mixed and by scope', () => {
  it('a mixed day: each cause its part, summing to the whole', async () => {
    const { data: e } = await explainAs('mixed');
    // 3 boxes × 300 = 900 usually; 8 hours away pays 200, 12 Mbps pays 360, the third 300.
    expect(e.change_fen).toBe(-40);
    expect(part(e, 'offline')!.fen).toBe(-100);
    expect(part(e, 'value95')!.fen).toBe(60);
    expect(part(e, 'offline')!.share).toBeCloseTo(2.5);
    expectWhole(e);
  });

  it('one box of the member, on its own', async () => {
    const { data: e } = await explainAs('mixed', { device_id: String(box['mixed-1']) });
    expect(e).toMatchObject({ scope: 'device', change_fen: -100 });
    expect(part(e, 'offline')!.fen).toBe(-100);
    expectWhole(e);
  });

  it('an operator’s fleet: which members moved it most; a member of it on its own', async () => {
    const { data: fleet } = await explainAs('op');
    expect(fleet.scope).toBe('fleet');
    expect(fleet.members.map((m) => m.member_id)).toEqual([who.line!.id, who.rate!.id, who.offline!.id]);
    expectWhole(fleet);
    const { data: one } = await explainAs('op', { member_id: String(who.line!.id) });
    expect(one).toMatchObject({ scope: 'member', change_fen: -150 });
  });

  it('never shows a member another member’s boxes: their ids answer as missing ones', async () => {
    const missingMember = await explainAs('stranger', { member_id: '2147480000' });
    expect(await explainAs('stranger', { member_id: String(who.mixed!.id) })).toEqual(missingMember);
    const missingBox = await explainAs('stranger', { device_id: '2147480000' });
    expect(await explainAs('stranger', { device_id: String(box['mixed-1']) })).toEqual(missingBox);
    expect(missingBox.errorCode).not.toBe(0);
    // The stranger's own day has nothing in it, and names no box.
    const own = await explainAs('stranger');
    expect(own.data.parts.flatMap((p) => p.boxes)).toEqual([]);
  });

  it('says so for a day not settled, and keeps what it computed', async () => {
    expect((await explainAs('mixed', { day: '2026-10-09' })).msg).toBe('该日尚未结算，暂无收益诊断');
    expect((await explainAs('mixed', { day: '2026-10-01' })).msg).toBe('该日之前没有已结算的日期，无法比较');
    const kept = await rows<{ n: number }>(
      app.deps.db,
      sql`select count(*)::int as n from income_explanations where day = ${DAY}::date`,
    );
    expect(kept[0]!.n).toBeGreaterThan(0);
  });
});

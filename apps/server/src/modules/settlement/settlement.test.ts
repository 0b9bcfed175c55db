import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { rows } from '../../db/sql.ts';
import { memberBalances } from '../ledger/ledger.service.ts';
import { setParam, PARAM_DEFAULTS } from '../params/params.service.ts';
import { provisionDevice } from '../telemetry/device-test-kit.ts';
import { call, createMember, createTestApp, loginAs } from '../../../test/helper.ts';
import { reconcile } from './reconcile.ts';
import { settleDay } from './settlement.service.ts';
import { peakSamples, topRates } from '../telemetry/kept-rates.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** A device-day as ingestion would have left it: 288 rates, -1 where no sample came. */
async function dayRow(deviceId: number, day: string, rates: number[]): Promise<void> {
  const upKbps = Array.from({ length: 288 }, (_, i) => rates[i] ?? -1);
  const samples = upKbps.filter((v) => v >= 0).length;
  await app.deps.db.execute(sql`
    insert into device_days (device_id, day, member_id, up_kbps, top_kbps, peak_samples, bytes_up, bytes_down, samples)
    values (${deviceId}, ${day}::date, coalesce((select member_id from devices where id = ${deviceId}), 0), ${sql.param(upKbps)}::int[],
            ${sql.param(topRates(upKbps))}::int[], ${peakSamples(upKbps)}, ${samples * 1000}, ${samples * 10}, ${samples})`);
}

const full = (kbps: (i: number) => number) => Array.from({ length: 288 }, (_, i) => kbps(i));

let sn = 0;
async function deviceOf(memberId: number, isp: string | null = 'telecom') {
  const device = await provisionDevice(app, `SETTLE${String(++sn).padStart(6, '0')}`, { memberId });
  await app.deps.db.execute(sql`update devices set isp = ${isp} where id = ${device.id}`);
  return device;
}

async function settlementOf(deviceId: number, day: string) {
  const [row] = await rows<Record<string, number | string | null>>(
    app.deps.db,
    sql`select value95_kbps, peak_kbps, samples, peak_samples, availability_bp, unit_price_fen, income_fen,
               transfer_id is not null as credited
          from device_settlements where device_id = ${deviceId} and day = ${day}::date`,
  );
  return row;
}

describe('settlement of a day (DESIGN §7)', () => {
  it('takes the 15th highest of 288 rates and pays value95 × price × availability / 1000, floored', async () => {
    const member = await createMember(app, { mobile: '13700000101' });
    const device = await deviceOf(member.id, 'telecom');
    // rates 100, 200, … 28800: descending, drop 14, the next is 27400 kbps
    await dayRow(
      device.id,
      '2026-01-10',
      full((i) => (i + 1) * 100),
    );
    const result = await settleDay(app.deps, '2026-01-10');
    expect(result).toMatchObject({ day: '2026-01-10', devices: 1 });
    expect(await settlementOf(device.id, '2026-01-10')).toEqual({
      value95_kbps: 27_400,
      peak_kbps: 28_800,
      samples: 288,
      peak_samples: 48,
      availability_bp: 10_000,
      unit_price_fen: 30,
      income_fen: 822, // 27400 × 30 / 1000
      credited: true,
    });
    expect(await memberBalances(app.deps.db, member.id)).toEqual({ balanceFen: 822, reserveFen: 0 });
  });

  it('counts missing buckets as 0 and pays the reported share below 20 of 24 hours', async () => {
    const member = await createMember(app, { mobile: '13700000102' });
    const device = await deviceOf(member.id, 'unicom');
    // 100 samples of 10000 kbps, 188 missing: value95 is still 10000, availability 100/288
    await dayRow(
      device.id,
      '2026-01-10',
      full((i) => (i < 100 ? 10_000 : -1)),
    );
    await settleDay(app.deps, '2026-01-10');
    expect(await settlementOf(device.id, '2026-01-10')).toMatchObject({
      value95_kbps: 10_000,
      samples: 100,
      availability_bp: 3472,
      unit_price_fen: 28,
      income_fen: 97, // floor(10000 × 28 × 100 / 288000) = floor(97.2)
    });
  });

  it('pays full availability from 240 reported buckets (20 hours)', async () => {
    const member = await createMember(app, { mobile: '13700000103' });
    const device = await deviceOf(member.id, 'mobile');
    await dayRow(
      device.id,
      '2026-01-10',
      full((i) => (i < 240 ? 5000 : -1)),
    );
    await settleDay(app.deps, '2026-01-10');
    expect(await settlementOf(device.id, '2026-01-10')).toMatchObject({
      availability_bp: 10_000,
      unit_price_fen: 22,
      income_fen: 110,
    });
  });

  it("prices by the room's ISP when the device names none, and by the lowest price with neither", async () => {
    const member = await createMember(app, { mobile: '13700000104' });
    const [room] = await rows<{ id: number }>(
      app.deps.db,
      sql`insert into rooms (owner_id, name, isp) values (${member.id}, '电信机房', 'telecom') returning id`,
    );
    const inRoom = await deviceOf(member.id, null);
    await app.deps.db.execute(sql`update devices set room_id = ${room!.id} where id = ${inRoom.id}`);
    const nowhere = await deviceOf(member.id, null);
    await dayRow(
      inRoom.id,
      '2026-01-11',
      full(() => 10_000),
    );
    await dayRow(
      nowhere.id,
      '2026-01-11',
      full(() => 10_000),
    );
    await settleDay(app.deps, '2026-01-11');
    expect(await settlementOf(inRoom.id, '2026-01-11')).toMatchObject({
      unit_price_fen: 30,
      income_fen: 300,
    });
    expect(await settlementOf(nowhere.id, '2026-01-11')).toMatchObject({
      unit_price_fen: 22,
      income_fen: 220,
    });
  });

  it('follows the ISP price parameter', async () => {
    const member = await createMember(app, { mobile: '13700000105' });
    const device = await deviceOf(member.id, 'telecom');
    await dayRow(
      device.id,
      '2026-01-12',
      full(() => 10_000),
    );
    await setParam(app.deps.db, 'isp_price_fen', { telecom: 45, unicom: 28, mobile: 22 });
    try {
      await settleDay(app.deps, '2026-01-12');
    } finally {
      await setParam(app.deps.db, 'isp_price_fen', PARAM_DEFAULTS.isp_price_fen);
    }
    expect(await settlementOf(device.id, '2026-01-12')).toMatchObject({
      unit_price_fen: 45,
      income_fen: 450,
    });
  });

  it('credits once when run twice, and a late device of a settled day gets its own credit', async () => {
    const member = await createMember(app, { mobile: '13700000106' });
    const a = await deviceOf(member.id);
    const b = await deviceOf(member.id);
    await dayRow(
      a.id,
      '2026-01-13',
      full(() => 10_000),
    );
    await settleDay(app.deps, '2026-01-13');
    const again = await settleDay(app.deps, '2026-01-13');
    expect(again).toMatchObject({ devices: 0, incomeFen: 0 });
    expect((await memberBalances(app.deps.db, member.id)).balanceFen).toBe(300);

    await dayRow(
      b.id,
      '2026-01-13',
      full(() => 20_000),
    );
    expect(await settleDay(app.deps, '2026-01-13')).toMatchObject({ devices: 1, incomeFen: 600 });
    expect((await memberBalances(app.deps.db, member.id)).balanceFen).toBe(900);
    const credits = await rows<{ n: number }>(
      app.deps.db,
      sql`select count(*)::int as n from ledger_transfers where kind = 'settlement' and member_id = ${member.id}`,
    );
    expect(credits[0]!.n).toBe(2);
    expect((await reconcile(app.deps.db)).problems).toEqual([]);
  });

  it('records a zero-income day without a credit', async () => {
    const member = await createMember(app, { mobile: '13700000107' });
    const device = await deviceOf(member.id);
    await dayRow(device.id, '2026-01-14', [5, 5, 5]);
    await settleDay(app.deps, '2026-01-14');
    expect(await settlementOf(device.id, '2026-01-14')).toMatchObject({ income_fen: 0, credited: false });
    expect((await memberBalances(app.deps.db, member.id)).balanceFen).toBe(0);
  });

  it('pays nobody for a device without a member', async () => {
    const unbound = await provisionDevice(app, 'SETTLE-UNBOUND-1');
    await dayRow(
      unbound.id,
      '2026-01-15',
      full(() => 10_000),
    );
    expect(await settleDay(app.deps, '2026-01-15')).toMatchObject({ devices: 0 });
    expect(await settlementOf(unbound.id, '2026-01-15')).toBeUndefined();
  });

  it('pays the inviter 5 % of the device income on top, from the platform, and not up the chain', async () => {
    const grand = await createMember(app, { mobile: '13700000110' });
    const inviter = await createMember(app, { mobile: '13700000111' });
    const invitee = await createMember(app, { mobile: '13700000112' });
    await app.deps.db.execute(sql`update members set inviter_id = ${grand.id} where id = ${inviter.id}`);
    await app.deps.db.execute(sql`update members set inviter_id = ${inviter.id} where id = ${invitee.id}`);
    const device = await deviceOf(invitee.id);
    await dayRow(
      device.id,
      '2026-01-17',
      full(() => 33_333),
    ); // 999 fen
    const result = await settleDay(app.deps, '2026-01-17');
    expect(result).toMatchObject({ incomeFen: 999, referralFen: 49 });
    expect((await memberBalances(app.deps.db, invitee.id)).balanceFen).toBe(999);
    expect((await memberBalances(app.deps.db, inviter.id)).balanceFen).toBe(49);
    expect((await memberBalances(app.deps.db, grand.id)).balanceFen).toBe(0);
    await settleDay(app.deps, '2026-01-17');
    expect((await memberBalances(app.deps.db, inviter.id)).balanceFen).toBe(49);
  });

  it('refuses a day that has not ended in Shanghai', async () => {
    const [today] = await rows<{ d: string }>(
      app.deps.db,
      sql`select to_char((now() at time zone 'Asia/Shanghai')::date, 'YYYY-MM-DD') as d`,
    );
    await expect(settleDay(app.deps, today!.d)).rejects.toMatchObject({ errorCode: 30009 });
  });

  it('reconciles, and reconciliation notices income without a credit', async () => {
    expect(await reconcile(app.deps.db)).toMatchObject({ ok: true, entriesTotalFen: 0 });
    const member = await createMember(app, { mobile: '13700000113' });
    const device = await deviceOf(member.id);
    await app.deps.db.execute(sql`
      insert into device_settlements (device_id, day, member_id, value95_kbps, peak_kbps, samples, peak_samples,
        availability_bp, unit_price_fen, income_fen, bytes_up, bytes_down)
      values (${device.id}, '2026-01-18', ${member.id}, 1, 1, 1, 0, 1, 30, 5, 0, 0)`);
    const report = await reconcile(app.deps.db);
    expect(report.ok).toBe(false);
    expect(report.problems).toContainEqual(expect.objectContaining({ what: 'uncredited', expected: 5 }));
    await app.deps.db.execute(sql`delete from device_settlements where device_id = ${device.id}`);
  });
});

describe('POST /api/admin/settle', () => {
  it('lets staff settle a day by hand, once, and nobody else', async () => {
    await createMember(app, { mobile: '13700000190', isSuperman: true });
    const owner = await createMember(app, { mobile: '13700000191' });
    const device = await deviceOf(owner.id);
    await dayRow(
      device.id,
      '2026-01-20',
      full(() => 10_000),
    );
    const staff = await loginAs(app, '13700000190');
    const member = await loginAs(app, '13700000191');
    expect((await call(app, 'POST', '/api/admin/settle', { token: member, body: {} })).status).toBe(403);
    const first = await call(app, 'POST', '/api/admin/settle', { token: staff, body: { day: '2026-01-20' } });
    expect(first.body).toMatchObject({
      errorCode: 0,
      data: [{ day: '2026-01-20', devices: 1, income: 300 }],
    });
    const again = await call(app, 'POST', '/api/admin/settle', { token: staff, body: { day: '2026-01-20' } });
    expect(again.body.data).toEqual([{ day: '2026-01-20', devices: 0, members: 0, income: 0, referral: 0 }]);
    expect(
      (await call(app, 'POST', '/api/admin/settle', { token: staff, body: { day: '2026-13-01' } })).status,
    ).toBe(422);
    expect((await memberBalances(app.deps.db, owner.id)).balanceFen).toBe(300);
  });
});

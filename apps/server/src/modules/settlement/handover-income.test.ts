import { ERRORS } from '@nodebao/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { rows } from '../../db/sql.ts';
import { createTestApp } from '../../../test/helper.ts';
import { signedInMembers, yesterdayInShanghai } from '../../suites/world.ts';
import { memberBalances } from '../ledger/ledger.service.ts';
import { provisionDevice, report, type TestDevice } from '../telemetry/device-test-kit.ts';
import { reconcile } from './reconcile.ts';

/**
 * Income of a day the box changed hands (issue 19 §1, §3; decision 0021). Yesterday, Beijing time:
 * member A (operator 1's fleet) held the box until 12:00; nobody held it 12:00–20:00 while it kept
 * reporting; member B (operator 2's fleet) bound it at 20:00. Rates: A's morning 100 Mbps, the
 * unbound afternoon 50 Mbps, B's evening 210 Mbps (kbps × 37,500 bytes a bucket).
 *
 * The whole day: value95 = 210,000 kbps (B's 48 buckets are the highest, and 48 > 14), telecom at 30
 * fen per Mbps a day, full availability: floor(210,000 × 30 / 1000) = 6,300 fen. Bytes in units of
 * 37,500: A 144 × 100,000 = 14,400,000; nobody 96 × 50,000 = 4,800,000; B 48 × 210,000 = 10,080,000;
 * all 29,280,000. Parts: A 6,300 × 14.40/29.28 = 3,098.36, nobody 1,032.79, B 2,168.85; floors sum to
 * 6,298, the 2 fen left go to the largest remainders (B .85, nobody .79): A 3,098, B 2,169, nobody
 * 1,033 (paid to no one). Referral 5 %: A's inviter floor(3,098 × 5 %) = 154, B's floor(2,169 × 5 %) = 108.
 */
let app: App;
const { who, as, get, post } = signedInMembers(() => app);
let box: TestDevice;
let day: string;

const balance = async (key: string) => (await memberBalances(app.deps.db, as(key).row.id)).balanceFen;

const BYTES_PER_KBPS = 37_500;
const rateAt = (bucket: number) => (bucket < 144 ? 100_000 : bucket < 240 ? 50_000 : 210_000);

beforeAll(async () => {
  app = await createTestApp();
  const o1 = await who('operator1', '13100000001', { isOperator: true });
  const o2 = await who('operator2', '13100000002', { isOperator: true });
  const ia = await who('inviterA', '13100000003');
  const ib = await who('inviterB', '13100000004');
  const a = await who('A', '13100000011', { operatorId: o1.row.id, inviterId: ia.row.id });
  const b = await who('B', '13100000021', { operatorId: o2.row.id, inviterId: ib.row.id });
  await who('C', '13100000012', { operatorId: o1.row.id });
  await who('staff', '13100000000', { isSuperman: true });

  const yesterday = await yesterdayInShanghai(app);
  day = yesterday.day;
  const t0 = yesterday.start;
  const at = (hours: number) => new Date((t0 + hours * 3600) * 1000).toISOString();

  // The box and its holdings as bind, removal and bind left them (the times are yesterday's).
  box = await provisionDevice(app, 'HANDOVER01');
  await app.deps.db.execute(
    sql`update devices set isp = 'telecom', member_id = ${b.row.id} where id = ${box.id}`,
  );
  await app.deps.db.execute(sql`
    insert into device_holdings (device_id, member_id, started_at, ended_at)
    values (${box.id}, ${a.row.id}, ${at(-24)}, ${at(12)}), (${box.id}, ${b.row.id}, ${at(20)}, null)`);

  // The box reported every bucket of the day; it sends them now, in six reports.
  for (let first = 0; first < 288; first += 48) {
    const samples = Array.from({ length: 48 }, (_, k) => ({
      start: t0 + (first + k) * 300,
      bytes_up: rateAt(first + k) * BYTES_PER_KBPS,
      bytes_down: 1000,
    }));
    const res = await report(app, box, { samples });
    expect(res.body.errorCode).toBe(0);
  }
});
afterAll(async () => {
  await app.close();
});

describe('a day the box changed hands twice', () => {
  it('keeps each holder’s buckets in its own day row, and the unheld afternoon under nobody', async () => {
    const dayRows = await rows<{ member_id: number; samples: number; bytes_up: string }>(
      app.deps.db,
      sql`select member_id, samples, bytes_up::text from device_days where device_id = ${box.id} order by member_id`,
    );
    expect(dayRows).toEqual([
      { member_id: 0, samples: 96, bytes_up: String(96 * 50_000 * BYTES_PER_KBPS) },
      { member_id: as('A').row.id, samples: 144, bytes_up: String(144 * 100_000 * BYTES_PER_KBPS) },
      { member_id: as('B').row.id, samples: 48, bytes_up: String(48 * 210_000 * BYTES_PER_KBPS) },
    ]);
  });

  it('pays each holder its share of the day to the fen, the unheld part to nobody, and the inviters theirs', async () => {
    const settled = await post('staff', '/api/admin/settle', { day });
    expect(settled.body.errorCode).toBe(0);
    const parts = await rows<{
      member_id: number;
      income_fen: string;
      day_income_fen: string;
      unheld_fen: string;
    }>(
      app.deps.db,
      sql`select member_id, income_fen::text, day_income_fen::text, unheld_fen::text
            from device_settlements where device_id = ${box.id} order by member_id`,
    );
    expect(parts).toEqual([
      { member_id: as('A').row.id, income_fen: '3098', day_income_fen: '6300', unheld_fen: '1033' },
      { member_id: as('B').row.id, income_fen: '2169', day_income_fen: '6300', unheld_fen: '1033' },
    ]);
    expect(await balance('A')).toBe(3098);
    expect(await balance('B')).toBe(2169);
    expect(await balance('inviterA')).toBe(154);
    expect(await balance('inviterB')).toBe(108);
  });

  it('credits nobody again when the day is settled again', async () => {
    expect((await post('staff', '/api/admin/settle', { day })).body.errorCode).toBe(0);
    expect((await post('staff', '/api/admin/settle', {})).body.errorCode).toBe(0);
    expect([
      await balance('A'),
      await balance('B'),
      await balance('inviterA'),
      await balance('inviterB'),
    ]).toEqual([3098, 2169, 154, 108]);
    const check = await reconcile(app.deps.db);
    expect(check.problems).toEqual([]);
  });

  it('shows each member and fleet its own part of the day only', async () => {
    const runLog = async (key: string) =>
      (
        (await get(key, '/api/device/tongji', { device_id: String(box.id), day })).body.data as {
          online_minutes: number;
        }[]
      ).map((r) => r.online_minutes);
    expect(await runLog('A')).toEqual([144 * 5]);
    expect(await runLog('B')).toEqual([48 * 5]);
    expect(await runLog('operator1')).toEqual([144 * 5]);
    expect(await runLog('operator2')).toEqual([48 * 5]);
    expect((await runLog('staff')).sort((x, y) => x - y)).toEqual([48 * 5, 96 * 5, 144 * 5]);
    // A no longer holds the box: its present state is not A's to read.
    expect((await get('A', '/api/device/info', { id: String(box.id) })).body.errorCode).toBe(
      ERRORS.NOT_FOUND.code,
    );
  });

  it('after staff move the box to the other fleet, neither fleet reads or changes what is not its own', async () => {
    const moved = await post('staff', '/api/member/fenpei-device', {
      member_id: as('C').row.id,
      ids: [box.id],
    });
    expect(moved.body.errorCode).toBe(0);
    // C held nothing yesterday; B's fleet no longer reaches the box.
    const cLog = await get('C', '/api/device/tongji', { device_id: String(box.id), day });
    expect(cLog.body.data).toEqual([]);
    expect((await get('C', '/api/device/info', { id: String(box.id) })).body.data).toMatchObject({
      name: '',
      tag_name: '',
      jifang: '',
    });
    for (const key of ['B', 'operator2']) {
      expect((await get(key, '/api/device/info', { id: String(box.id) })).body.errorCode).toBe(
        ERRORS.NOT_FOUND.code,
      );
      expect((await post(key, '/api/device/reboot', { ids: [box.id] })).body.errorCode).toBe(
        ERRORS.NOT_FOUND.code,
      );
    }
    // The box's new name is C's: B's settled part of yesterday lists the box without it.
    expect(
      (await post('C', '/api/member/update-device', { id: box.id, name: 'C 的客厅' })).body.errorCode,
    ).toBe(0);
    const bIncome = await get('B', '/api/money/index', { day });
    const bRows = bIncome.body.data as { sn: string; name: string; income_fen: number }[];
    expect(bRows).toEqual([expect.objectContaining({ sn: box.sn, name: '', income_fen: 2169 })]);
    const ranked = await get('B', '/api/tongji/money-paiming', { day });
    expect(JSON.stringify(ranked.body)).not.toContain('C 的客厅');
    // Operator 1's fleet reads A's part and nothing of B's.
    const o1Log = await get('operator1', '/api/device/tongji', { device_id: String(box.id), day });
    expect((o1Log.body.data as { online_minutes: number }[]).map((r) => r.online_minutes)).toEqual([144 * 5]);
    const check = await reconcile(app.deps.db);
    expect(check.problems).toEqual([]);
  });
});

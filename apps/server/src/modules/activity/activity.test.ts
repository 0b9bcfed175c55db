import { ERRORS } from '@nodebao/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { call, createTestApp } from '../../../test/helper.ts';
import { signedInMembers, yesterdayInShanghai, type SignedIn } from '../../suites/world.ts';
import { addDays } from '../../lib/time.ts';
import { memberBalances, memberPoints } from '../ledger/ledger.service.ts';
import { PARAM_DEFAULTS, setParam } from '../params/params.service.ts';
import { reconcile } from '../settlement/reconcile.ts';
import { refreshOnlineRanks } from './ranks.service.ts';
import { provisionDevice, report, type TestDevice } from '../telemetry/device-test-kit.ts';

/**
 * Invites and their referral (issue 14, DESIGN §8). Inviter I has four invitees: V1 holds three boxes
 * that ran all yesterday at 100 Mbps on telecom (3,000 fen each: floor(100,000 × 30 / 1000)); box 1
 * was I's own until 30 days ago, box 2 was only ever V1's, box 3 was I's 120 days ago. The referral
 * is paid on boxes 2 and 3 only: floor(6,000 × 5 %) = 300. V2 has no box, V3 a box not settled yet,
 * V4 closed the account. V5's only box was I's until last week: income, but no referral. J invited W.
 */
let app: App;
const { who, as, get } = signedInMembers(() => app);
let day: string;

const BYTES_PER_KBPS = 37_500;

beforeAll(async () => {
  app = await createTestApp();
  const i = await who('I', '13200000001');
  const j = await who('J', '13200000002');
  const v1 = await who('V1', '13200000011', { inviterId: i.row.id });
  await who('V2', '13200000012', { inviterId: i.row.id });
  const v3 = await who('V3', '13200000013', { inviterId: i.row.id });
  await who('V4', '13200000014', { inviterId: i.row.id, status: 'closed' });
  const v5 = await who('V5', '13200000015', { inviterId: i.row.id });
  await who('W', '13200000021', { inviterId: j.row.id });
  await who('staff', '13200000000', { isSuperman: true });

  const yesterday = await yesterdayInShanghai(app);
  day = yesterday.day;
  const t0 = yesterday.start;
  const daysAgo = (n: number) => new Date((t0 - n * 86_400) * 1000).toISOString();

  /** A box held by `holdings` (member, from, to) in turn, reporting every bucket of yesterday. */
  async function box(
    sn: string,
    holder: SignedIn,
    holdings: [SignedIn, string, string | null][],
  ): Promise<TestDevice> {
    const device = await provisionDevice(app, sn);
    await app.deps.db.execute(
      sql`update devices set isp = 'telecom', member_id = ${holder.row.id} where id = ${device.id}`,
    );
    for (const [member, from, to] of holdings) {
      await app.deps.db.execute(sql`
        insert into device_holdings (device_id, member_id, started_at, ended_at)
        values (${device.id}, ${member.row.id}, ${from}, ${to})`);
    }
    for (let first = 0; first < 288; first += 96) {
      const samples = Array.from({ length: 96 }, (_, k) => ({
        start: t0 + (first + k) * 300,
        bytes_up: 100_000 * BYTES_PER_KBPS,
        bytes_down: 1000,
      }));
      expect((await report(app, device, { samples })).body.errorCode).toBe(0);
    }
    return device;
  }
  await box('INVITE0001', v1, [
    [i, daysAgo(200), daysAgo(30)],
    [v1, daysAgo(30), null],
  ]);
  await box('INVITE0002', v1, [[v1, daysAgo(60), null]]);
  await box('INVITE0003', v1, [
    [i, daysAgo(150), daysAgo(120)],
    [v1, daysAgo(120), null],
  ]);
  await box('INVITE0005', v5, [
    [i, daysAgo(200), daysAgo(7)],
    [v5, daysAgo(7), null],
  ]);
  // V3's box was bound today: nothing of it is settled yet.
  const late = await provisionDevice(app, 'INVITE0004');
  await app.deps.db.execute(sql`update devices set member_id = ${v3.row.id} where id = ${late.id}`);
  await app.deps.db.execute(
    sql`insert into device_holdings (device_id, member_id, started_at) values (${late.id}, ${v3.row.id}, now())`,
  );

  // The activity runs over yesterday whatever the date the suite runs on.
  await setParam(app.deps.db, 'activity', {
    ...PARAM_DEFAULTS.activity,
    starts_on: addDays(day, -10),
    ends_on: addDays(day, 10),
  });
  const settled = await call(app, 'POST', '/api/admin/settle', { token: as('staff').token, body: { day } });
  expect(settled.body.errorCode).toBe(0);
});
afterAll(async () => {
  await app.close();
});

describe('the referral of a settled day', () => {
  it('is paid on the invitee’s boxes, not on those the inviter held in the 90 days before', async () => {
    expect((await memberBalances(app.deps.db, as('V1').row.id)).balanceFen).toBe(9000);
    expect((await memberBalances(app.deps.db, as('V5').row.id)).balanceFen).toBe(3000);
    expect((await memberBalances(app.deps.db, as('I').row.id)).balanceFen).toBe(300);
    expect((await reconcile(app.deps.db)).problems).toEqual([]);
  });
});

describe('GET /api/activite/index', () => {
  it('gives my invite code, the link that fills it in, and what my invitees brought', async () => {
    const res = await get('I', '/api/activite/index');
    expect(res.body.errorCode).toBe(0);
    expect(res.body.data).toEqual({
      invite_code: as('I').row.inviteCode,
      invite_path: `/user/register?invite=${as('I').row.inviteCode}`,
      referral_rate_bp: 500,
      invitees: 5,
      invitees_with_devices: 3,
      commission_total_fen: 300,
      commission_yesterday_fen: 300,
    });
  });

  it('is nothing for a member who invited nobody', async () => {
    const res = await get('V2', '/api/activite/index');
    expect(res.body.data).toMatchObject({ invitees: 0, commission_total_fen: 0 });
  });
});

describe('GET /api/activite/member-list', () => {
  it('lists my invitees newest first, masked, each with why it brings nothing when it does not', async () => {
    const res = await get('I', '/api/activite/member-list');
    expect(res.body.errorCode).toBe(0);
    type Row = { mobile: string; devices: number; income_fen: number; commission_fen: number; state: string };
    const list = (res.body.data as Row[]).map(({ mobile, devices, income_fen, commission_fen, state }) => ({
      mobile,
      devices,
      income_fen,
      commission_fen,
      state,
    }));
    expect(list).toEqual([
      { mobile: '132****0015', devices: 1, income_fen: 3000, commission_fen: 0, state: 'own_boxes' },
      { mobile: '132****0014', devices: 0, income_fen: 0, commission_fen: 0, state: 'closed' },
      { mobile: '132****0013', devices: 1, income_fen: 0, commission_fen: 0, state: 'not_settled' },
      { mobile: '132****0012', devices: 0, income_fen: 0, commission_fen: 0, state: 'no_device' },
      { mobile: '132****0011', devices: 3, income_fen: 9000, commission_fen: 300, state: 'earning' },
    ]);
    expect(res.body).toMatchObject({
      pages: { page: 1, pageSize: 20, totalCount: 5, pageCount: 1 },
      commission_total_fen: 300,
    });
    expect(JSON.stringify(res.body)).not.toContain('13200000011');
  });

  it('pages by 20 and shows nobody else’s invitees', async () => {
    const second = await get('I', '/api/activite/member-list', { page: '2', pageSize: '2' });
    expect((second.body.data as unknown[]).length).toBe(2);
    const j = await get('J', '/api/activite/member-list');
    expect((j.body.data as { mobile: string }[]).map((r) => r.mobile)).toEqual(['132****0021']);
  });
});

describe('GET /api/activite/member-days', () => {
  it('gives an invitee’s settled days with my referral on each', async () => {
    const res = await get('I', '/api/activite/member-days', { id: String(as('V1').row.id) });
    expect(res.body.errorCode).toBe(0);
    expect(res.body.data).toEqual([{ day, income_fen: 9000, commission_fen: 300 }]);
    expect(res.body).toMatchObject({ invitee: { state: 'earning', commission_fen: 300 } });
  });

  it('does not find someone else’s invitee, nor a member who is nobody’s', async () => {
    for (const id of [as('W').row.id, as('J').row.id, 999_999]) {
      const res = await get('I', '/api/activite/member-days', { id: String(id) });
      expect(res.body.errorCode).toBe(ERRORS.NOT_FOUND.code);
      expect(res.body.data).toBeNull();
    }
  });

  it('refuses an id that is not one, naming the field', async () => {
    const res = await get('I', '/api/activite/member-days', { id: 'x' });
    expect(res.status).toBe(422);
    expect(res.body.msg).toContain('id');
  });
});

describe('activity points', () => {
  it('are credited by the settlement per device-day: value95 Mbps × hours online / 24 × points per Mbps', async () => {
    // 100 Mbps all day at 10 points per Mbps: 1,000 a box. Points are never fen: the balance is untouched.
    expect(await memberPoints(app.deps.db, as('V1').row.id)).toEqual({
      balance: 3000,
      reserve: 0,
      earned: 3000,
    });
    expect(await memberPoints(app.deps.db, as('V5').row.id)).toEqual({
      balance: 1000,
      reserve: 0,
      earned: 1000,
    });
    expect(await memberPoints(app.deps.db, as('I').row.id)).toEqual({ balance: 0, reserve: 0, earned: 0 });
    expect((await memberBalances(app.deps.db, as('V1').row.id)).balanceFen).toBe(9000);
  });

  it('are credited once however often the day is settled again, and the books check both currencies', async () => {
    const staff = as('staff').token;
    expect(
      (await call(app, 'POST', '/api/admin/settle', { token: staff, body: { day } })).body.errorCode,
    ).toBe(0);
    expect(await memberPoints(app.deps.db, as('V1').row.id)).toEqual({
      balance: 3000,
      reserve: 0,
      earned: 3000,
    });
    const check = await reconcile(app.deps.db);
    expect(check.problems).toEqual([]);
  });

  it('GET /api/account-activity/index gives my points and what my boxes earned yesterday', async () => {
    const res = await get('V1', '/api/account-activity/index');
    expect(res.body.errorCode).toBe(0);
    const data = res.body.data as Record<string, unknown> & { top_devices: { sn: string; points: number }[] };
    const today = addDays(day, 1);
    const weekday = new Date(`${today}T00:00:00Z`).getUTCDay();
    const monday = addDays(today, -((weekday + 6) % 7));
    expect(data).toMatchObject({
      activity: { name: '创世活动', points_per_mbps: 10, running: true },
      points_balance: 3000,
      points_earned: 3000,
      points_yesterday: 3000,
      points_week: day >= monday ? 3000 : 0,
      devices_yesterday: 3,
      yesterday: day,
    });
    expect(data.top_devices.map((d) => [d.sn, d.points])).toEqual([
      ['INVITE0001', 1000],
      ['INVITE0002', 1000],
      ['INVITE0003', 1000],
    ]);
  });

  it('is nothing yet for a member without boxes', async () => {
    const res = await get('V2', '/api/account-activity/index');
    expect(res.body.data).toMatchObject({ points_balance: 0, points_yesterday: 0, top_devices: [] });
  });
});

describe('GET /api/activite/rank-list', () => {
  type Ranked = {
    rank: number;
    name: string;
    mobile: string;
    value: number;
    is_me: boolean;
    uptime_bp: number | null;
  };
  const ranking = async (key: string, period = 'all') => {
    const res = await get(key, '/api/activite/rank-list', { period });
    expect(res.body.errorCode).toBe(0);
    return res.body as unknown as {
      data: Ranked[];
      rank_data: Ranked[];
      my_online: Ranked | null;
      my_champion: Ranked | null;
    };
  };

  it('ranks members by points of the period and by boxes online now, with my own places', async () => {
    await refreshOnlineRanks(app.deps.db);
    const board = await ranking('V5');
    expect(board.rank_data.map((r) => [r.rank, r.mobile, r.value, r.is_me])).toEqual([
      [1, '132****0011', 3000, false],
      [2, '132****0015', 1000, true],
    ]);
    expect(board.my_champion).toMatchObject({ rank: 2, value: 1000, is_me: true });
    // V1's three boxes and V5's one reported a moment ago; V3's box never did.
    expect(board.data.map((r) => [r.mobile, r.value])).toEqual([
      ['132****0011', 3],
      ['132****0015', 1],
    ]);
    expect(board.data[0]?.uptime_bp).toBe(Math.floor((3 * 288 * 10_000) / (3 * 7 * 288)));
  });

  it('shows a member who hides from rankings as 匿名用户, with nothing that leads to the account', async () => {
    await app.deps.db.execute(sql`update members set is_hide_rank = 1 where id = ${as('V1').row.id}`);
    const board = await ranking('V5');
    expect(board.rank_data[0]).toMatchObject({ rank: 1, name: '匿名用户', mobile: '132****0011' });
    expect(Object.keys(board.rank_data[0]!).sort()).toEqual([
      'is_me',
      'mobile',
      'name',
      'rank',
      'uptime_bp',
      'value',
    ]);
    expect(JSON.stringify(board)).not.toContain('13200000011');
    // The member itself still sees its own name.
    expect((await ranking('V1')).my_champion).toMatchObject({ rank: 1, is_me: true });
  });

  it('has no place for a member without points, and refuses an unknown period naming it', async () => {
    expect((await ranking('V2')).my_champion).toBeNull();
    const res = await get('V2', '/api/activite/rank-list', { period: 'year' });
    expect(res.status).toBe(422);
    expect(res.body.msg).toContain('period');
  });
});

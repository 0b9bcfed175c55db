import { createHmac } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Config } from '../../../apps/server/src/config.ts';
import type { Db } from '../../../apps/server/src/db/client.ts';
import { addDays, shanghaiToday } from '../../../apps/server/src/lib/time.ts';
import { hashPassword } from '../../../apps/server/src/modules/accounts/passwords.ts';
import { settleDay } from '../../../apps/server/src/modules/settlement/settlement.service.ts';
import { sealDeviceSecret } from '../../../apps/server/src/modules/telemetry/device-auth.ts';
import { peakSamplesOf, topOf } from '../../../apps/server/src/modules/telemetry/kept-rates.ts';

/**
 * The synthetic fleet of the benchmarks, written straight into the database with set-based SQL
 * (generate_series, unnest): going through the API would take 100,000 calls and tell us nothing the
 * bench does not measure anyway. Deterministic: the same shape gives the same rows and ids.
 *
 * Shape (DESIGN §1, decision 0004): operators run sub-members (`operator_id`, who also invited them);
 * one big operator runs 12 % of the members — the list and move-tag benchmarks act as that operator,
 * the worst case — the others share the rest. Each member holds devices/members boxes. Operators own
 * the device tags, member tags, machine rooms and cabinets their boxes use (an operator files its
 * sub-members' boxes); ~90 % of boxes are installed in a cabinet, ~70 % tagged, ~85 % online.
 */
export type FleetShape = { operators: number; members: number; devices: number };

export const BENCH_PASSWORD = 'bench-fleet-password';
export const BIG_OPERATOR_SHARE = 0.12;
const ROOMS_PER_OPERATOR = 10;
const CABINETS_PER_ROOM = 8;
const TAGS_PER_OPERATOR = 10;
/** Raw samples seeded per device (the hour before the buckets the ingestion bench writes). */
export const SEEDED_SAMPLE_BUCKETS = 12;
/** The ingestion bench writes buckets 1…INGEST_BUCKETS ago; seeded history stays older. */
export const INGEST_BUCKETS = 30;

export const operatorMobile = (n: number) => `139${String(n).padStart(8, '0')}`;
export const memberMobile = (n: number) => `138${String(n).padStart(8, '0')}`;
export const deviceSn = (n: number) => `NBB${String(n).padStart(7, '0')}`;

/** Each synthetic box's HMAC secret, derivable by the load generator from its SN alone. */
export function deviceSecret(sn: string): string {
  return createHmac('sha256', 'nodebao-bench-fleet').update(sn).digest('base64url').slice(0, 32);
}

export type SeedTimings = { step: string; seconds: number }[];

/**
 * A well-mixed pseudo-random number in [0, m) from box number `n` and a salt, in SQL (PostgreSQL's
 * own integer hash): arithmetic patterns on n would correlate the choices (tag, cabinet, status).
 */
const pick = (n: string, salt: number, m: number) =>
  sql.raw(`((hashint4(${n} * 16 + ${salt})::bigint & 2147483647) % ${m})::int`);

/**
 * Whether box `n` is online and when it last reported, as seeded: ~85 % reported in the last four
 * minutes and online, ~13 % silent for hours, ~2 % never.
 */
function seededReport(n: string) {
  return {
    online: sql`${pick(n, 7, 100)} < 85`,
    lastReportAt: sql`case when ${pick(n, 7, 100)} < 85 then now() - make_interval(secs => ${pick(n, 8, 240)})
                           when ${pick(n, 7, 100)} < 98 then now() - make_interval(hours => 1 + ${pick(n, 9, 72)})
                      end`,
  };
}

/**
 * The boxes' reports as seeded, again: ten minutes after seeding the server's offline job has taken
 * every box offline, and a list of `status=online` would then measure an empty page (bench-ab.ts).
 */
export async function refreshReports(db: Db): Promise<number> {
  // The number the box was seeded as (deviceSn).
  const report = seededReport('substr(d.sn, 4)::int');
  const result = await db.execute(sql`
    update devices d set online = ${report.online}, last_report_at = ${report.lastReportAt}
     where d.sn like 'NBB%'`);
  return (result as unknown as { rowCount?: number }).rowCount ?? 0;
}

export async function seedFleet(
  db: Db,
  shape: FleetShape,
  appSecret: string,
  log: (line: string) => void,
): Promise<SeedTimings> {
  const timings: SeedTimings = [];
  const step = async (name: string, run: () => Promise<unknown>) => {
    const started = performance.now();
    await run();
    const seconds = (performance.now() - started) / 1000;
    timings.push({ step: name, seconds });
    log(`  seed: ${name} ${seconds.toFixed(1)} s`);
  };
  const { operators, members, devices } = shape;
  const bigMembers = Math.round(members * BIG_OPERATOR_SHARE);
  // One argon2 hash for every synthetic account: hashing 1,020 passwords would only cost seed time.
  const passwordHash = await hashPassword(BENCH_PASSWORD);

  await step('accounts, member tags', async () => {
    await db.execute(sql`insert into device_types (name, code_price_fen, description)
      values ('NB-X1', 9900, '单线盒子'), ('NB-X2', 19900, '多线盒子'), ('NB-A1', 4900, 'ARM 盒子')`);
    await db.execute(sql`
      insert into members (mobile, password_hash, nickname, is_operator, invite_code)
      select '139' || lpad(g::text, 8, '0'), ${passwordHash}, '运营商' || g, true, 'OP' || lpad(g::text, 8, '0')
        from generate_series(1, ${operators}) g`);
    // Member g belongs to operator 1 while g <= bigMembers, else to one of operators 2…N in turn.
    await db.execute(sql`
      insert into members (mobile, password_hash, nickname, operator_id, inviter_id, invite_code, created_at)
      select '138' || lpad(g::text, 8, '0'), ${passwordHash}, '会员' || g, op.id, op.id,
             'MB' || lpad(g::text, 8, '0'), now() - make_interval(days => g % 400)
        from generate_series(1, ${members}) g
        join members op on op.mobile = '139' || lpad((case when g <= ${bigMembers} then 1
                                                      else 2 + g % greatest(${operators} - 1, 1) end)::text, 8, '0')`);
    await db.execute(sql`
      insert into member_tags (operator_id, name, sort)
      select m.id, '分组' || k, k from members m, generate_series(1, 5) k where m.is_operator`);
    await db.execute(sql`
      update members m set member_tag_id = mt.id
        from member_tags mt
       where mt.operator_id = m.operator_id and mt.sort = 1 + m.id % 5`);
  });

  await step('tags, rooms, cabinets', async () => {
    await db.execute(sql`
      insert into tags (owner_id, name, sort)
      select m.id, (array['A区','B区','C区','测试','高带宽','新上架','待维修','主力','备用','夜间'])[k], k
        from members m, generate_series(1, ${TAGS_PER_OPERATOR}) k where m.is_operator`);
    await db.execute(sql`
      insert into rooms (owner_id, pid, name, province_code, city_code, isp, bandwidth_mbps, sort)
      select m.id, 0,
             (array['广州','深圳','杭州','成都','武汉','西安','南京','长沙','郑州','济南'])[k]
               || (array['电信','联通','移动'])[1 + (m.id + k) % 3] || k || '号机房',
             (array['440000','440000','330000','510000','420000','610000','320000','430000','410000','370000'])[k],
             (array['440100','440300','330100','510100','420100','610100','320100','430100','410100','370100'])[k],
             (array['telecom','unicom','mobile'])[1 + (m.id + k) % 3], 10000, k
        from members m, generate_series(1, ${ROOMS_PER_OPERATOR}) k where m.is_operator`);
    await db.execute(sql`
      insert into rooms (owner_id, pid, name, province_code, city_code, isp, sort)
      select r.owner_id, r.id, chr(64 + k) || lpad(k::text, 2, '0') || '柜', r.province_code, r.city_code, r.isp, k
        from rooms r, generate_series(1, ${CABINETS_PER_ROOM}) k where r.pid = 0`);
  });

  await step(`devices (${devices.toLocaleString('en')}, secrets sealed as provisioning does)`, async () => {
    const deps = { config: { appSecret } as Config };
    const chunk = 10_000;
    for (let first = 1; first <= devices; first += chunk) {
      const numbers = Array.from({ length: Math.min(chunk, devices - first + 1) }, (_, i) => first + i);
      const sealed = numbers.map((n) => sealDeviceSecret(deps, deviceSecret(deviceSn(n))));
      await insertDevices(db, numbers, sealed, members);
    }
    // Each box held by its member since it was bound (decision 0021): one open holding per bound box.
    await db.execute(sql`
      insert into device_holdings (device_id, member_id, started_at)
      select id, member_id, bound_at from devices where member_id is not null`);
  });

  await step('device placement (tags, rooms, cabinets)', async () => {
    // Operator-owned tags and cabinets, numbered per operator, so each box picks one by its number.
    await db.execute(sql`
      with owner as (
        select d.id, d.id as n, m.operator_id from devices d join members m on m.id = d.member_id
      ), tag as (
        select id, owner_id, row_number() over (partition by owner_id order by id) as k from tags
      ), cab as (
        select id, pid, owner_id, isp, province_code, city_code,
               row_number() over (partition by owner_id order by id) as k from rooms where pid <> 0
      )
      update devices d
         set tag_id = case when ${pick('o.n', 1, 10)} < 7 then t.id end,
             room_id = case when ${pick('o.n', 2, 10)} <> 0 then c.pid end,
             cabinet_id = case when ${pick('o.n', 2, 10)} <> 0 then c.id end,
             installed_at = case when ${pick('o.n', 2, 10)} <> 0 then d.bound_at + interval '1 day' end,
             isp = c.isp, province_code = c.province_code, city_code = c.city_code
        from owner o
        join tag t on t.owner_id = o.operator_id and t.k = 1 + ${pick('o.n', 3, TAGS_PER_OPERATOR)}
        join cab c on c.owner_id = o.operator_id
                  and c.k = 1 + ${pick('o.n', 4, ROOMS_PER_OPERATOR * CABINETS_PER_ROOM)}
       where d.id = o.id`);
  });

  await step('statuses and today’s day rows', async () => {
    await db.execute(sql`
      insert into device_status (device_id, cpu_percent, mem_percent, disk_percent, nat_type, uptime_seconds,
                                 firmware, ips, eth, ppp, line_adjust_count, reported_at)
      select d.id, 10 + d.id % 60, 30 + d.id % 50, 40 + d.id % 55, (array['NAT1','NAT1','NAT2','NAT3'])[1 + d.id % 4],
             3600 + d.id % 2000000, 'nodebao-rom 2.3.1',
             jsonb_build_array('100.64.' || (d.id % 250) || '.' || (d.id / 250 % 250)),
             '[{"name":"eth0","speed_mbps":1000,"up":true}]'::jsonb,
             jsonb_build_array(jsonb_build_object('name','ppp0','ip','100.64.1.1','up',true,'adjust_count',d.id % 7),
                               jsonb_build_object('name','ppp1','ip','100.64.1.2','up',true,'adjust_count',0)),
             d.id % 7, d.last_report_at
        from devices d where d.last_report_at is not null`);
    // Today's row of every reporting box, filled up to the ingestion window (one shared array: the
    // values do not matter, the row's size and the update of one slot do).
    await db.execute(sql`
      with today as (
        select (now() at time zone 'Asia/Shanghai')::date as day,
               ((extract(epoch from now() at time zone 'Asia/Shanghai')::bigint % 86400) / 300)::int
                 - ${INGEST_BUCKETS + SEEDED_SAMPLE_BUCKETS + 1} as filled
      ), rates as (
        select array(select case when i < t.filled then 1000 + (i * 37) % 4000 else -1 end
                       from generate_series(0, 287) i order by i) as up_kbps,
               greatest(t.filled, 0) as n, t.day
          from today t
      ), kept as (
        select r.*, ${topOf(sql`r.up_kbps`)} as top_kbps, ${peakSamplesOf(sql`r.up_kbps`)} as peak_samples from rates r
      )
      insert into device_days (device_id, day, member_id, up_kbps, top_kbps, peak_samples, bytes_up, bytes_down, samples)
      select d.id, r.day, coalesce(d.member_id, 0), r.up_kbps, r.top_kbps, r.peak_samples,
             r.n::bigint * 75000000, r.n::bigint * 3000000, r.n
        from devices d, kept r where d.last_report_at is not null`);
  });

  await step(`raw samples (${SEEDED_SAMPLE_BUCKETS} buckets per device)`, async () => {
    await db.execute(sql`
      insert into device_samples (device_id, bucket_start, bytes_up, bytes_down, lines)
      select d.id,
             to_timestamp((extract(epoch from now())::bigint / 300 - ${INGEST_BUCKETS} - k) * 300),
             75000000 + d.id % 1000, 3000000, null
        from devices d, generate_series(1, ${SEEDED_SAMPLE_BUCKETS}) k
       where d.last_report_at is not null`);
  });

  await step('install records (one per racked box)', async () => {
    // What racking each box wrote (devices.service installInRoom): the record of its install, by the
    // operator who files its member's boxes, when it was installed.
    await db.execute(sql`
      insert into install_records (device_id, member_id, room_id, cabinet_id, action, actor_id, created_at)
      select d.id, d.member_id, d.room_id, d.cabinet_id, 'install', m.operator_id, d.installed_at
        from devices d join members m on m.id = d.member_id
       where d.room_id is not null
       order by d.installed_at, d.id`);
  });

  await step('yesterday settled (every reporting box, 288 rates)', async () => {
    // Every reporting box's whole day of rates (an evening-peaked curve, varied per box), then the
    // real settlement of that day: income parts, the holders' wallets and the day totals, as the
    // nightly job leaves them for the income lists and the home.
    const yesterday = addDays(shanghaiToday(), -1);
    await db.execute(sql`
      with curve as (
        select array(select (20000 + 60000 * greatest(0, sin((b - 60) * pi() / 288)))::int
                       from generate_series(0, 287) b order by b) as up_kbps
      ), boxes as (
        select d.id, d.member_id, ${pick('d.id', 11, 20000)} as lift
          from devices d where d.last_report_at is not null and d.member_id is not null
      )
      insert into device_days (device_id, day, member_id, up_kbps, bytes_up, bytes_down, samples)
      select b.id, ${yesterday}::date, b.member_id, array(select v + b.lift from unnest(c.up_kbps) v),
             288::bigint * 75000000, 288::bigint * 3000000, 288
        from boxes b, curve c`);
    await db.execute(sql`
      update device_days set top_kbps = ${topOf(sql`up_kbps`)}, peak_samples = ${peakSamplesOf(sql`up_kbps`)}
       where day = ${yesterday}::date`);
    await settleDay({ db }, yesterday);
  });

  // As autovacuum would leave it: the placement update above left a dead version of every device.
  await step('vacuum, analyze', () => db.execute(sql`vacuum analyze`));
  return timings;
}

/**
 * Devices `numbers` (1-based), box n bound to member n mod members: everyone holds the same number
 * of boxes, so the big operator's share of members is its share of boxes. ~85 % online (reported in
 * the last four minutes), ~13 % offline for hours, ~2 % never reported.
 */
async function insertDevices(db: Db, numbers: number[], sealed: string[], members: number): Promise<void> {
  await db.execute(sql`
    with mem as (
      select array_agg(id order by mobile) as ids from members where not is_operator
    )
    insert into devices (sn, mac, device_type_id, secret_enc, member_id, name, online, last_report_at,
                         bound_at, created_at)
    select 'NBB' || lpad(t.n::text, 7, '0'),
           upper('02:' || substr(md5(t.n::text), 1, 2) || ':' || substr(md5(t.n::text), 3, 2) || ':'
                 || substr(md5(t.n::text), 5, 2) || ':' || substr(md5(t.n::text), 7, 2) || ':'
                 || substr(md5(t.n::text), 9, 2)),
           1 + ${pick('t.n', 5, 3)}, t.secret_enc, mem.ids[1 + (t.n - 1) % ${members}],
           case when ${pick('t.n', 6, 4)} = 0 then '节点-' || t.n else '' end,
           ${seededReport('t.n').online}, ${seededReport('t.n').lastReportAt},
           now() - make_interval(days => 1 + ${pick('t.n', 10, 300)}),
           now() - make_interval(days => 302)
      from unnest(${sql.param(numbers)}::int[], ${sql.param(sealed)}::text[]) as t(n, secret_enc), mem`);
}

/** A pool or a client of node-postgres. */
type Queryable = {
  query<R extends pg.QueryResultRow>(text: string, values?: unknown[]): Promise<pg.QueryResult<R>>;
};

/**
 * Rates for every box bound before each of `count` past Beijing days, the first `firstAgo` days ago,
 * written as the day rows the settlement reads and left unsettled: the soak and the drill make the
 * nightly settlement find work during their run. Returns the days, oldest first.
 */
export async function leaveDaysUnsettled(db: Queryable, firstAgo: number, count: number): Promise<string[]> {
  const { rows } = await db.query<{ day: string }>(
    `select to_char((now() at time zone 'Asia/Shanghai')::date - g, 'YYYY-MM-DD') as day
       from generate_series($1::int, $1::int + $2::int - 1) g order by 1`,
    [firstAgo, count],
  );
  for (const { day } of rows) {
    await db.query(
      `insert into device_days (device_id, day, member_id, up_kbps, top_kbps, peak_samples, bytes_up, bytes_down, samples)
       select d.id, $1::date, d.member_id, r.up_kbps, r.top_kbps, r.peak_samples, 0, 0, 288
         from devices d,
              (select array_agg(20000 + (b * 97) % 50000 order by b) as up_kbps,
                      array(select 20000 + (b * 97) % 50000 from generate_series(0, 287) b
                             order by 1 desc limit 15) as top_kbps,
                      0 as peak_samples
                 from generate_series(0, 287) b) r
        where d.member_id is not null and d.bound_at < $1::date - 1`,
      [day],
    );
  }
  return rows.map((r) => r.day);
}

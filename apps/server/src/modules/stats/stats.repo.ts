import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firstRow, preparedRows, rows } from '../../db/sql.ts';
import { scopeOn, type Scope } from '../accounts/scope.ts';

/**
 * Statistics over settled device-days (device_settlements: placement, owner and figures as they were
 * that day) and, for today and the five-minute curves, over the day rows. Every query is bounded by
 * a Scope (the member ids the caller may see) on the row's owner column.
 */

const inScope = (scope: Scope) => scopeOn(scope, sql`s.member_id`);
const devicesInScope = (scope: Scope) => scopeOn(scope, sql`d.member_id`);
/** Day rows are their holder's (decision 0021): a box handed over shows each holder their own buckets. */
const dayRowsInScope = (scope: Scope) => scopeOn(scope, sql`dd.member_id`);
/** A box's name is its present holder's to see. */
const nameInScope = (scope: Scope) => sql`case when ${devicesInScope(scope)} then d.name else '' end`;
const VALUE95 = sql`coalesce((select greatest(v, 0) from unnest(dd.up_kbps) v order by greatest(v, 0) desc offset 14 limit 1), 0)`;

// ---- places -------------------------------------------------------------------------------------

export type AreaFigures = {
  code: string | null;
  devices: number;
  online: number;
  yesterday_income_fen: number;
  month_income_fen: number;
};

/**
 * Devices (where they are now) and income (where it was earned) per province, or per city of one
 * province. Income: yesterday's and this month's settled days.
 */
export async function fleetByArea(
  db: DbOrTx,
  scope: Scope,
  province: string | null,
  days: { yesterday: string; monthStart: string },
): Promise<AreaFigures[]> {
  const level = (col: SQL, cityCol: SQL) => (province ? cityCol : col);
  const deviceArea = level(sql`d.province_code`, sql`d.city_code`);
  const settledArea = level(sql`s.province_code`, sql`s.city_code`);
  const deviceFilter = province ? sql`and d.province_code = ${province}` : sql``;
  const settledFilter = province ? sql`and s.province_code = ${province}` : sql``;
  return rows<AreaFigures>(
    db,
    sql`
    with fleet as (
      select coalesce(${deviceArea}, '') as code, count(*)::int as devices, (count(*) filter (where d.online))::int as online
        from devices d where ${devicesInScope(scope)} ${deviceFilter} group by 1
    ), earned as (
      select coalesce(${settledArea}, '') as code,
             coalesce(sum(s.income_fen) filter (where s.day = ${days.yesterday}::date), 0)::bigint as yesterday_income_fen,
             coalesce(sum(s.income_fen) filter (where s.day >= ${days.monthStart}::date), 0)::bigint as month_income_fen
        from device_settlements s
       where ${inScope(scope)} ${settledFilter}
         and s.day between least(${days.yesterday}::date, ${days.monthStart}::date) and ${days.yesterday}::date
       group by 1
    )
    select nullif(coalesce(f.code, e.code), '') as code, coalesce(f.devices, 0) as devices, coalesce(f.online, 0) as online,
           coalesce(e.yesterday_income_fen, 0) as yesterday_income_fen, coalesce(e.month_income_fen, 0) as month_income_fen
      from fleet f full join earned e on e.code = f.code
     order by devices desc, month_income_fen desc, code`,
  );
}

// ---- income by member, room and tag (incomeData) -------------------------------------------------

export type IncomeGroupRow = {
  member_id: number | null;
  room_id: number | null;
  tag_id: number | null;
  by_member: boolean;
  by_room: boolean;
  by_tag: boolean;
  devices: number;
  income_fen: number;
  value95_kbps: number;
  nickname: string | null;
  mobile: string | null;
  room_name: string | null;
  tag_name: string | null;
};

/** One pass over the period's device-days, grouped three ways and in total (grouping sets). */
export async function incomeGroups(
  db: DbOrTx,
  scope: Scope,
  from: string,
  to: string,
): Promise<IncomeGroupRow[]> {
  return rows<IncomeGroupRow>(
    db,
    sql`
    with g as (
      select s.member_id, s.room_id, s.tag_id,
             grouping(s.member_id) = 0 as by_member, grouping(s.room_id) = 0 as by_room,
             grouping(s.tag_id) = 0 as by_tag,
             -- The grand total of a period with no rows is still a row: nothing earned, not null.
             count(distinct s.device_id)::int as devices, coalesce(sum(s.income_fen), 0)::bigint as income_fen,
             coalesce(sum(s.value95_kbps), 0)::bigint as value95_kbps
        from device_settlements s
       where ${inScope(scope)} and s.day between ${from}::date and ${to}::date
       group by grouping sets ((s.member_id), (s.room_id), (s.tag_id), ())
    )
    select g.*, m.nickname, m.mobile, r.name as room_name, t.name as tag_name
      from g
      left join members m on g.by_member and m.id = g.member_id
      left join rooms r on g.by_room and r.id = g.room_id
      left join tags t on g.by_tag and t.id = g.tag_id
     order by g.income_fen desc`,
  );
}

// ---- device rankings -----------------------------------------------------------------------------

export async function deviceMoneyRank(db: DbOrTx, scope: Scope, day: string, limit: number) {
  return rows<{ device_id: number; sn: string; name: string; income_fen: number; value95_kbps: number }>(
    db,
    sql`select s.device_id, coalesce(d.sn, '') as sn,
               case when d.member_id = s.member_id then d.name else '' end as name, s.income_fen, s.value95_kbps
          from device_settlements s left join devices d on d.id = s.device_id
         where s.day = ${day}::date and ${inScope(scope)}
         order by s.income_fen desc, s.value95_kbps desc, s.device_id limit ${limit}`,
  );
}

/** A day's upload by device from the day rows (today too); value95 only for the devices listed. */
export async function deviceFlowRank(db: DbOrTx, scope: Scope, day: string, limit: number) {
  return rows<{
    device_id: number;
    sn: string;
    name: string;
    bytes_up: number;
    bytes_down: number;
    value95_kbps: number;
  }>(
    db,
    sql`select top.device_id, top.sn, top.name, top.bytes_up, top.bytes_down, ${VALUE95} as value95_kbps
          from (select dd.device_id, dd.member_id, d.sn, ${nameInScope(scope)} as name,
                       dd.bytes_up::float8 as bytes_up, dd.bytes_down::float8 as bytes_down
                  from device_days dd join devices d on d.id = dd.device_id
                 where dd.day = ${day}::date and ${dayRowsInScope(scope)}
                 order by dd.bytes_up desc, dd.device_id limit ${limit}) top
          join device_days dd on dd.device_id = top.device_id and dd.day = ${day}::date
                             and dd.member_id = top.member_id
         order by top.bytes_up desc, top.device_id`,
  );
}

// ---- one device ----------------------------------------------------------------------------------

/** The device's settled days while it was the caller's (a box handed over keeps its old income private). */
export async function deviceDays(db: DbOrTx, scope: Scope, deviceId: number, limit: number) {
  return rows<{
    day: string;
    income_fen: number;
    value95_kbps: number;
    peak_kbps: number;
    availability_bp: number;
    online_minutes: number;
    unit_price_fen: number;
    bytes_up: number;
    bytes_down: number;
  }>(
    db,
    sql`select to_char(s.day, 'YYYY-MM-DD') as day, s.income_fen, s.value95_kbps, s.peak_kbps, s.availability_bp,
               s.samples * 5 as online_minutes, s.unit_price_fen, s.bytes_up::float8 as bytes_up,
               s.bytes_down::float8 as bytes_down
          from device_settlements s
         where s.device_id = ${deviceId} and ${inScope(scope)}
         order by s.day desc limit ${limit}`,
  );
}

export async function deviceMonths(db: DbOrTx, scope: Scope, deviceId: number, fromDay: string) {
  return rows<{ month: string; income_fen: number }>(
    db,
    sql`select to_char(s.day, 'YYYY-MM') as month, sum(s.income_fen)::bigint as income_fen
          from device_settlements s
         where s.device_id = ${deviceId} and ${inScope(scope)} and s.day >= ${fromDay}::date
         group by 1 order by 1`,
  );
}

export async function deviceTotal(db: DbOrTx, scope: Scope, deviceId: number): Promise<number> {
  const row = await firstRow<{ n: number }>(
    db,
    sql`select coalesce(sum(s.income_fen), 0)::bigint as n from device_settlements s
         where s.device_id = ${deviceId} and ${inScope(scope)}`,
  );
  return row?.n ?? 0;
}

// ---- flow ----------------------------------------------------------------------------------------

/** Settled days of a range for the scope (or one device), oldest first. */
export async function settledFlow(db: DbOrTx, scope: Scope, from: string, to: string, deviceId: number) {
  const one = deviceId ? sql`and s.device_id = ${deviceId}` : sql``;
  return rows<{
    day: string;
    bytes_up: number;
    bytes_down: number;
    value95_kbps: number;
    income_fen: number;
  }>(
    db,
    sql`select to_char(s.day, 'YYYY-MM-DD') as day, sum(s.bytes_up)::float8 as bytes_up,
               sum(s.bytes_down)::float8 as bytes_down, sum(s.value95_kbps)::bigint as value95_kbps,
               sum(s.income_fen)::bigint as income_fen
          from device_settlements s
         where ${inScope(scope)} and s.day between ${from}::date and ${to}::date ${one}
         group by s.day order by s.day`,
  );
}

// ---- overview ------------------------------------------------------------------------------------

/**
 * Boxes in scope, online and not racked (未上架): for the whole scope from the counts kept per owner
 * (device_counts, migrations 0019/0021) — a few rows per member instead of every box — and for one
 * box from the box itself.
 */
export async function deviceCounts(db: DbOrTx, scope: Scope, deviceId: number) {
  const row = await firstRow<{ devices: number; online: number; uninstalled: number }>(
    db,
    deviceId
      ? sql`select count(*)::int as devices, (count(*) filter (where d.online))::int as online,
                   (count(*) filter (where d.room_id is null))::int as uninstalled
              from devices d where ${devicesInScope(scope)} and d.id = ${deviceId}`
      : sql`select coalesce(sum(n.devices), 0)::int as devices,
                   coalesce(sum(n.devices) filter (where n.online), 0)::int as online,
                   coalesce(sum(n.devices) filter (where not n.installed), 0)::int as uninstalled
              from device_counts n where ${scopeOn(scope, sql`n.member_id`)}`,
  );
  return row ?? { devices: 0, online: 0, uninstalled: 0 };
}

/** Which settlement runs the kept figures were computed after: runs so far and the last one's end. */
const SETTLED_VERSION = sql`select count(*)::text || '@' || coalesce(max(finished_at)::text, '') from settlement_runs`;

/**
 * Everything countable the member home shows, in one statement (one round trip: on this machine each
 * statement's write to PostgreSQL is the largest single cost of a home request): the settled version
 * the kept figures are checked against, the box counts and, for an operator or staff, the manage
 * counts of what an operator (or staff) runs besides devices — members, machine rooms, cabinets (by
 * owner id lists, so they stay index reads at any size). The version is settledVersion's.
 */
export async function homeCounts(
  db: DbOrTx,
  scope: Scope,
  manager: { callerId: number } | null,
  fleet: number | null,
) {
  const members = !manager
    ? sql`null`
    : scope.everyone
      ? sql`(select count(*) from members)::int`
      : sql`(select count(*) from members m where m.operator_id = ${manager.callerId})::int`;
  const rooms = manager
    ? sql`(select jsonb_build_object('rooms', count(*) filter (where r.pid = 0),
                                     'cabinets', count(*) filter (where r.pid <> 0))
             from rooms r where ${scopeOn(scope, sql`r.owner_id`)})`
    : sql`null`;
  // A fleet (a top operator's scope, ownFleet) is counted from its few kept rows instead of summing
  // every sub-member's.
  const kept =
    fleet !== null
      ? sql`fleet_device_counts n where n.fleet_id = ${fleet}`
      : sql`device_counts n where ${scopeOn(scope, sql`n.member_id`)}`;
  // Prepared: the home's statements are parsed and planned once per connection (issue 17 §3).
  const [row] = await preparedRows<{
    version: string;
    devices: number;
    online: number;
    uninstalled: number;
    member_count: number | null;
    rooms: { rooms: number; cabinets: number } | null;
  }>(
    db,
    sql`select (${SETTLED_VERSION}) as version,
               coalesce(sum(n.devices), 0)::int as devices,
               coalesce(sum(n.devices) filter (where n.online), 0)::int as online,
               coalesce(sum(n.devices) filter (where not n.installed), 0)::int as uninstalled,
               ${members} as member_count, ${rooms} as rooms
          from ${kept}`,
  );
  if (!row) throw new Error('an aggregate without group by always answers one row');
  return {
    version: row.version,
    counts: { devices: row.devices, online: row.online, uninstalled: row.uninstalled },
    manage: row.rooms
      ? {
          member_count: row.member_count ?? 0,
          room_count: row.rooms.rooms,
          cabinet_count: row.rooms.cabinets,
        }
      : null,
  };
}

export async function uploadOn(db: DbOrTx, scope: Scope, days: string[], deviceId: number) {
  const one = deviceId ? sql`and dd.device_id = ${deviceId}` : sql``;
  return rows<{ day: string; bytes_up: number }>(
    db,
    sql`select to_char(dd.day, 'YYYY-MM-DD') as day, sum(dd.bytes_up)::float8 as bytes_up
          from device_days dd
         where dd.day = any(${`{${days.join(',')}}`}::date[]) and ${dayRowsInScope(scope)} ${one}
         group by dd.day`,
  );
}

/** Settled device-days in a range: how many, their mean value95, their online minutes. */
export async function settledSummary(db: DbOrTx, scope: Scope, from: string, to: string, deviceId: number) {
  const one = deviceId ? sql`and s.device_id = ${deviceId}` : sql``;
  const row = await firstRow<{ device_days: number; avg_value95: number; online_minutes: number }>(
    db,
    sql`select count(*)::int as device_days, coalesce(round(avg(s.value95_kbps)), 0)::int as avg_value95,
               coalesce(sum(s.samples) * 5, 0)::bigint as online_minutes
          from device_settlements s
         where ${inScope(scope)} and s.day between ${from}::date and ${to}::date ${one}`,
  );
  return row ?? { device_days: 0, avg_value95: 0, online_minutes: 0 };
}

// ---- regions and members, platform-wide ----------------------------------------------------------

export type RegionFigures = {
  province_code: string;
  city_code: string | null;
  device_days: number;
  income_fen: number;
  value95_kbps: number;
  peak_kbps: number;
};

/** Every placed device-day of a range, summed per province and city (the regional index's input). */
export async function regionFigures(db: DbOrTx, from: string, to: string): Promise<RegionFigures[]> {
  return rows<RegionFigures>(
    db,
    sql`select s.province_code, s.city_code, count(*)::int as device_days, sum(s.income_fen)::bigint as income_fen,
               sum(s.value95_kbps)::bigint as value95_kbps, sum(s.peak_kbps)::bigint as peak_kbps
          from device_settlements s
         where s.day between ${from}::date and ${to}::date and s.province_code is not null
         group by s.province_code, s.city_code`,
  );
}

export async function settledDayCount(db: DbOrTx, from: string, to: string): Promise<number> {
  const row = await firstRow<{ n: number }>(
    db,
    sql`select count(*)::int as n from settlement_runs
         where day between ${from}::date and ${to}::date and finished_at is not null and devices > 0`,
  );
  return row?.n ?? 0;
}

/** Where most of the scope's devices are now: its home province and city. */
export async function mainPlace(db: DbOrTx, scope: Scope) {
  return firstRow<{ province_code: string; city_code: string | null }>(
    db,
    sql`select d.province_code, d.city_code from devices d
         where ${devicesInScope(scope)} and d.province_code is not null
         group by d.province_code, d.city_code order by count(*) desc, d.province_code, d.city_code limit 1`,
  );
}

/** Every member's device income of a settled day, best first (the earnings ranking). */
export async function memberIncomeOn(db: DbOrTx, day: string) {
  return rows<{ member_id: number; income_fen: number; devices: number }>(
    db,
    sql`select s.member_id, sum(s.income_fen)::bigint as income_fen, count(*)::int as devices
          from device_settlements s where s.day = ${day}::date
         group by s.member_id having sum(s.income_fen) > 0
         order by income_fen desc, s.member_id`,
  );
}

/** Changes whenever a settlement run finishes: the settled figures' cache key. */
export async function settledVersion(db: DbOrTx): Promise<string> {
  const row = await firstRow<{ v: string }>(db, sql`select (${SETTLED_VERSION}) as v`);
  return row?.v ?? '';
}

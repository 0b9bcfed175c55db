import { and, count, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firstRow, isoTimestampSql, pageOfRows, rows, type Paging } from '../../db/sql.ts';
import { members } from '../accounts/accounts.table.ts';
import type { MemberRow } from '../accounts/accounts.service.ts';
import { ownedBy, scopeOn, type Caller, type Scope } from '../accounts/scope.ts';
import { alarmsOf } from '../devices/alarms.ts';
import { value95Of } from '../settlement/settlement.service.ts';
import { KEPT_RATES } from '../telemetry/kept-rates.ts';
import { apiTokens } from './open-api.table.ts';

export type ApiTokenRow = typeof apiTokens.$inferSelect;

/** Not revoked and not past its expiry. */
const live = and(
  isNull(apiTokens.revokedAt),
  or(isNull(apiTokens.expiresAt), gt(apiTokens.expiresAt, sql`now()`)),
);

export function listTokens(db: DbOrTx, memberId: number): Promise<ApiTokenRow[]> {
  return db
    .select()
    .from(apiTokens)
    .where(eq(apiTokens.memberId, memberId))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id));
}

export async function countLiveTokens(db: DbOrTx, memberId: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(apiTokens)
    .where(and(eq(apiTokens.memberId, memberId), live));
  return row?.n ?? 0;
}

export async function insertToken(db: DbOrTx, values: typeof apiTokens.$inferInsert): Promise<ApiTokenRow> {
  const [row] = await db.insert(apiTokens).values(values).returning();
  return row!;
}

/** Revokes one of the member's tokens still in force; the count revoked (0: none such). */
export async function revokeToken(db: DbOrTx, memberId: number, id: number): Promise<number> {
  const done = await db
    .update(apiTokens)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(apiTokens.id, id), eq(apiTokens.memberId, memberId), isNull(apiTokens.revokedAt)))
    .returning({ id: apiTokens.id });
  return done.length;
}

export type TokenCaller = {
  id: number;
  member: MemberRow;
  allowedIps: string[];
  expiresAt: Date | null;
  lastUsedAt: Date | null;
};

/**
 * The token in force with this hash and its owner, when the owner's account is active and not
 * platform staff's (a staff member's token dies with the promotion: decision 0044).
 */
export async function findLiveToken(db: DbOrTx, tokenHash: string): Promise<TokenCaller | undefined> {
  const [row] = await db
    .select({
      id: apiTokens.id,
      member: members,
      allowedIps: apiTokens.allowedIps,
      expiresAt: apiTokens.expiresAt,
      lastUsedAt: apiTokens.lastUsedAt,
    })
    .from(apiTokens)
    .innerJoin(members, eq(members.id, apiTokens.memberId))
    .where(
      and(
        eq(apiTokens.tokenHash, tokenHash),
        live,
        eq(members.status, 'active'),
        eq(members.isSuperman, false),
      ),
    )
    .limit(1);
  return row;
}

export async function touchToken(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(apiTokens)
    .set({ lastUsedAt: sql`now()` })
    .where(eq(apiTokens.id, id));
}

// ---- the fleet, read for the open calls --------------------------------------------------------------

const TODAY = sql`(now() at time zone 'Asia/Shanghai')::date`;

/** One box as the exporter and /api/open/devices read it. */
export type FleetBox = {
  id: number;
  sn: string;
  name: string;
  room: string | null;
  cabinet: string | null;
  tag: string | null;
  member: string | null;
  online: boolean;
  /** In no room (the console's "uninstalled"). */
  uninstalled: boolean;
  /** The last report as ISO text (the device list's; null in the exporter's read, which has the age). */
  last_report_at: string | null;
  /** Seconds since the last report; null for a box that never reported. */
  report_age: number | null;
  /** Why the box is abnormal (the device list's; empty in the exporter's read, which has `abnormal`). */
  alarms: string[];
  abnormal: boolean;
  lines_down: number;
  bytes_up_today: number;
  value95_today_kbps: number;
  low_value95: boolean;
};

/**
 * The caller's boxes (ownedBy: an operator's own and its sub-members', a member's own), by id, with
 * today's figures: one statement. Today's upload is the sum of the box's day rows of holders in the
 * caller's reach (a box handed over today has one per holder), its value95 so far read off those
 * rows' kept top rates as settlement reads them (the holders' buckets are disjoint, so the day's top
 * is the top of theirs together).
 * Lines down are the dial-up lines the last status reported down, while the box reports (as the
 * console's line-down alarm). Low value95 is settlement's mark of yesterday.
 */
export function fleetBoxes(
  db: DbOrTx,
  caller: Caller,
  window: { limit: number | null; offset: number },
  /** `metrics`: leave out what only the device list shows (the exporter reads 12,000 rows at a time). */
  view: 'metrics' | 'devices',
): Promise<FleetBox[]> {
  const listed = view === 'devices';
  // Most boxes have one day row: its kept top rates are the day's. A box handed over today has one
  // per holder, and the day's top is the top of theirs together (merged only then). Only the rows of
  // holders the caller sees count: a box that came from another fleet today shows nothing of the
  // hours it was theirs (issue 19).
  const mine = (row: string) => ownedBy(caller, sql.raw(`${row}.member_id`));
  const merged = sql`array(select v from device_days y, unnest(y.top_kbps) v
                            where y.device_id = d.id and y.day = ${TODAY} and ${mine('y')}
                            order by v desc limit ${KEPT_RATES.kept})`;
  return rows<FleetBox>(
    db,
    sql`select d.id, d.sn, d.name, r.name as room, c.name as cabinet, t.name as tag, m.mobile as member,
               d.online, d.room_id is null as uninstalled,
               ${listed ? isoTimestampSql(sql`d.last_report_at`) : sql`null`} as last_report_at,
               floor(extract(epoch from now() - d.last_report_at))::float8 as report_age,
               ${listed ? alarmsOf() : sql`'{}'::text[]`} as alarms, cardinality(${alarmsOf()}) > 0 as abnormal,
               case when d.online and s.ppp is not null
                    then jsonb_array_length(jsonb_path_query_array(s.ppp, '$[*] ? (@.up == false)'))
                    else 0 end::int as lines_down,
               coalesce(today.bytes_up, 0)::float8 as bytes_up_today,
               coalesce(today.value95, 0)::int as value95_today_kbps,
               coalesce(d.low_value95_on = ${TODAY} - 1, false) as low_value95
          from devices d
          left join rooms r on r.id = d.room_id
          left join rooms c on c.id = d.cabinet_id
          left join tags t on t.id = d.tag_id
          left join members m on m.id = d.member_id
          left join device_status s on s.device_id = d.id
          left join lateral (
            select sum(x.bytes_up) as bytes_up,
                   case when count(*) <= 1 then ${value95Of(sql`min(x.top_kbps)`)} else ${value95Of(merged)} end
                     as value95
              from device_days x where x.device_id = d.id and x.day = ${TODAY} and ${mine('x')}) today on true
         where ${ownedBy(caller, sql`d.member_id`)}
         order by d.id
         ${window.limit === null ? sql`` : sql`limit ${window.limit}`} offset ${window.offset}`,
  );
}

export async function countFleetBoxes(db: DbOrTx, caller: Caller): Promise<number> {
  const row = await firstRow<{ n: number }>(
    db,
    sql`select count(*)::int as n from devices d where ${ownedBy(caller, sql`d.member_id`)}`,
  );
  return row?.n ?? 0;
}

/** The income settled for yesterday (Beijing) to the members in scope, in fen. */
export async function incomeYesterdayFen(db: DbOrTx, scope: Scope): Promise<number> {
  const row = await firstRow<{ fen: number }>(
    db,
    sql`select coalesce(sum(s.income_fen), 0)::float8 as fen from device_settlements s
         where s.day = ${TODAY} - 1 and ${scopeOn(scope, sql`s.member_id`)}`,
  );
  return row?.fen ?? 0;
}

export type IncomeRow = {
  day: string;
  device_id: number | null;
  sn: string | null;
  member: string | null;
  income_fen: number;
  devices: number;
  value95_kbps: number;
};

/** Settled income of the members in scope, per day or per device-day (each holder's part a row). */
export function settledIncome(
  db: DbOrTx,
  scope: Scope,
  range: { start: string; end: string; by: 'day' | 'device' },
  paging: Paging,
): Promise<{ rows: IncomeRow[]; total: number }> {
  const where = sql`s.day between ${range.start}::date and ${range.end}::date and ${scopeOn(scope, sql`s.member_id`)}`;
  if (range.by === 'day')
    return pageOfRows<IncomeRow>(
      db,
      {
        select: sql`select to_char(s.day, 'YYYY-MM-DD') as day, null::int as device_id, null::text as sn,
                           null::text as member, sum(s.income_fen)::float8 as income_fen, count(*)::int as devices,
                           sum(s.value95_kbps)::float8 as value95_kbps
                      from device_settlements s where ${where} group by s.day order by s.day`,
        from: sql`(select distinct s.day from device_settlements s where ${where}) days`,
      },
      paging,
    );
  return pageOfRows<IncomeRow>(
    db,
    {
      select: sql`select to_char(s.day, 'YYYY-MM-DD') as day, s.device_id, d.sn, m.mobile as member,
                         s.income_fen::float8 as income_fen, 1 as devices, s.value95_kbps
                    from device_settlements s
                    join devices d on d.id = s.device_id
                    left join members m on m.id = s.member_id
                   where ${where} order by s.day, s.device_id, s.member_id`,
      from: sql`device_settlements s where ${where}`,
    },
    paging,
  );
}

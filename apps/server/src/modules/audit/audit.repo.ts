import type { AuditFilter } from '@nodebao/contract';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firstRow, isoTimestampSql, rows, type Paging } from '../../db/sql.ts';
import type { Caller } from '../accounts/scope.ts';

/** One object of a trail row as read, before its changes become a list. */
export type AuditRow = {
  id: number;
  at: string;
  actor_id: number;
  actor_mobile: string;
  actor_name: string;
  actor_role: 'staff' | 'operator' | 'member';
  ip: string | null;
  request_id: string | null;
  call: string;
  action: string | null;
  object: string;
  object_id: string;
  operation: 'insert' | 'update' | 'delete';
  /** The fields that moved in this object: `{ column: [before, after] }`. */
  changes: Record<string, [unknown, unknown]>;
  member_ids: number[];
};

/**
 * Which statements a caller reads (decision 0043): staff every one; an operator those that touched
 * its own fleet as it was when each was written (`fleet_ids`, kept by the trigger), so a member who
 * left takes its past along with nobody and brings none of it to the next fleet. Members have no
 * trail call. `objectReadableBy` then keeps, of each statement, the objects that were the caller's.
 */
function readableBy(caller: Caller): SQL {
  if (caller.isSuperman) return sql`true`;
  if (caller.isOperator) return sql`e.fleet_ids @> array[${caller.id}::int]`;
  return sql`false`;
}

function objectReadableBy(caller: Caller): SQL {
  if (caller.isSuperman) return sql`true`;
  if (caller.isOperator) return sql`(c.entry -> 'fleets') @> to_jsonb(${caller.id}::int)`;
  return sql`false`;
}

/** The statements that may hold what the filter asks for (indexed). Days are Beijing days, both ends included. */
function matching(caller: Caller, f: AuditFilter): SQL {
  const parts: SQL[] = [readableBy(caller)];
  if (f.actor) parts.push(sql`e.actor_id = (select id from members where mobile = ${f.actor})`);
  if (f.member_id) parts.push(sql`e.member_ids @> array[${f.member_id}::int]`);
  if (f.object) parts.push(sql`e.object_table = ${f.object}`);
  if (f.object_id) parts.push(sql`e.object_ids @> array[${f.object_id}]::text[]`);
  if (f.action) parts.push(sql`e.call = ${f.action}`);
  if (f.start) parts.push(sql`e.at >= (${f.start}::date)::timestamp at time zone 'Asia/Shanghai'`);
  if (f.end) parts.push(sql`e.at < (${f.end}::date + 1)::timestamp at time zone 'Asia/Shanghai'`);
  return sql.join(parts, sql` and `);
}

/** Of those statements' objects, the ones the filter and the caller's rights keep. */
function objectMatching(caller: Caller, f: AuditFilter): SQL {
  const parts: SQL[] = [objectReadableBy(caller)];
  if (f.member_id) parts.push(sql`(c.entry -> 'members') @> to_jsonb(${f.member_id}::int)`);
  if (f.object_id) parts.push(sql`c.object_id = ${f.object_id}`);
  return sql.join(parts, sql` and `);
}

/** A trail row is a statement; the API's rows are its objects, each with the fields that moved in it. */
const OBJECTS = sql`cross join lateral jsonb_each(e.changes) c(object_id, entry)`;

const COLUMNS = sql`e.id, ${isoTimestampSql(sql`e.at`)} as at, e.actor_id, coalesce(a.mobile, '') as actor_mobile,
  coalesce(a.nickname, '') as actor_name, e.actor_role, e.ip, e.request_id, e.call, e.action,
  e.object_table as object, c.object_id, e.operation, c.entry -> 'fields' as changes,
  array(select jsonb_array_elements_text(c.entry -> 'members')::int) as member_ids`;

/** One page of the trail's objects, newest first. */
export async function auditPage(
  db: DbOrTx,
  caller: Caller,
  filter: AuditFilter,
  { page, pageSize }: Paging,
): Promise<{ rows: AuditRow[]; total: number }> {
  const where = matching(caller, filter);
  const objects = objectMatching(caller, filter);
  // Staff with no filter on objects count each statement's objects without opening its changes.
  const whole = caller.isSuperman && !filter.member_id && !filter.object_id;
  const [list, count] = await Promise.all([
    rows<AuditRow>(
      db,
      sql`select ${COLUMNS} from audit_events e ${OBJECTS} left join members a on a.id = e.actor_id
          where ${where} and ${objects} order by e.id desc, c.object_id
          limit ${pageSize} offset ${(page - 1) * pageSize}`,
    ),
    firstRow<{ n: number }>(
      db,
      whole
        ? sql`select coalesce(sum(e.object_count), 0)::int as n from audit_events e where ${where}`
        : sql`select count(*)::int as n from audit_events e ${OBJECTS} where ${where} and ${objects}`,
    ),
  ]);
  return { rows: list, total: count?.n ?? 0 };
}

/** Up to `limit` statements of the trail older than `before` (an id), newest first, with their objects. */
export function auditBatch(
  db: DbOrTx,
  caller: Caller,
  filter: AuditFilter,
  before: number | null,
  limit: number,
): Promise<AuditRow[]> {
  const older = before === null ? sql`true` : sql`e.id < ${before}`;
  return rows<AuditRow>(
    db,
    sql`select ${COLUMNS}
          from (select * from audit_events e where ${matching(caller, filter)} and ${older}
                order by e.id desc limit ${limit}) e
          ${OBJECTS}
          left join members a on a.id = e.actor_id
         where ${objectMatching(caller, filter)}
         order by e.id desc, c.object_id`,
  );
}

/** The calls the caller's trail holds, with their names. */
export function auditActions(db: DbOrTx, caller: Caller): Promise<{ call: string; action: string | null }[]> {
  return rows(
    db,
    sql`select e.call, max(e.action) as action from audit_events e where ${readableBy(caller)}
        group by e.call order by max(e.action), e.call`,
  );
}

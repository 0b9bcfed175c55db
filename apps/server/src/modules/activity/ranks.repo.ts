import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import type { RankBoard } from './activity.table.ts';

/**
 * The ranking boards (activity.table.ts): each refresh replaces one board in one statement from a query
 * of (member_id, value); ranks by value, the older account first on a tie; nothing for a value of 0 or
 * a closed account.
 */
async function refreshBoard(db: DbOrTx, board: RankBoard, values: SQL): Promise<void> {
  await db.execute(sql`
    with v as (${values}),
    fresh as (
      select v.member_id, v.value::bigint as value, row_number() over (order by v.value desc, v.member_id) as rank
        from v join members m on m.id = v.member_id
       where v.value > 0 and m.status <> 'closed'
    ),
    gone as (
      delete from member_ranks r
       where r.board = ${board} and not exists (select 1 from fresh f where f.member_id = r.member_id)
    )
    insert into member_ranks (board, member_id, value, rank, refreshed_at)
    select ${board}, member_id, value, rank, now() from fresh
    on conflict (board, member_id) do update
      set value = excluded.value, rank = excluded.rank, refreshed_at = excluded.refreshed_at`);
}

/** Boxes online now, per member: the offline job's minute. */
export function refreshOnline(db: DbOrTx): Promise<void> {
  return refreshBoard(
    db,
    'online',
    sql`select member_id, count(*) as value from devices where online and member_id is not null group by member_id`,
  );
}

/** Points credited by settlement in [from, to) (days, Asia/Shanghai); all days when both are null. */
function pointsBetween(from: string | null, to: string | null): SQL {
  return sql`
    select t.member_id, sum(e.amount_fen) as value
      from ledger_transfers t
      join ledger_entries e on e.transfer_id = t.id
      join ledger_accounts a on a.id = e.account_id and a.kind = 'member_points'
     where t.kind = 'points_settlement'
       ${from ? sql`and t.day >= ${from}::date` : sql``}
       ${to ? sql`and t.day < ${to}::date` : sql``}
     group by t.member_id`;
}

/**
 * After a settled day: the champion boards (this week from `monday`, last week, all time) and each
 * member's boxes' uptime over the 7 settled days before `today`, in basis points.
 */
export async function refreshSettledBoards(db: DbOrTx, today: string, monday: string, lastMonday: string) {
  await refreshBoard(db, 'points_week', pointsBetween(monday, null));
  await refreshBoard(db, 'points_last_week', pointsBetween(lastMonday, monday));
  await refreshBoard(db, 'points_all', pointsBetween(null, null));
  await refreshBoard(
    db,
    'uptime_7d',
    sql`select member_id, sum(samples) * 10000 / (count(distinct device_id) * 7 * 288) as value
          from device_settlements
         where day >= ${today}::date - 7 and day < ${today}::date
         group by member_id`,
  );
}

export type RankRow = {
  member_id: number;
  rank: number;
  value: string;
  uptime_bp: string | null;
  nickname: string;
  mobile: string;
  is_hide_rank: number;
};

const rankColumns = sql`
  r.member_id, r.rank, r.value::text, u.value::text as uptime_bp, m.nickname, m.mobile, m.is_hide_rank`;
const rankJoins = sql`
  join members m on m.id = r.member_id
  left join member_ranks u on u.board = 'uptime_7d' and u.member_id = r.member_id`;

/** The board's first `limit` places (an index range on (board, rank)). */
export function topOf(db: DbOrTx, board: RankBoard, limit: number): Promise<RankRow[]> {
  return rows<RankRow>(
    db,
    sql`select ${rankColumns} from member_ranks r ${rankJoins}
         where r.board = ${board} and r.rank <= ${limit} order by r.rank`,
  );
}

/** The member's own place on the board, wherever it is; undefined when not on it. */
export async function placeOf(db: DbOrTx, board: RankBoard, memberId: number): Promise<RankRow | undefined> {
  const [row] = await rows<RankRow>(
    db,
    sql`select ${rankColumns} from member_ranks r ${rankJoins}
         where r.board = ${board} and r.member_id = ${memberId}`,
  );
  return row;
}

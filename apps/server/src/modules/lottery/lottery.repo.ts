import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firstRow, pageOfRows, rows, type Paging } from '../../db/sql.ts';
import { isoTimestamp } from '../../lib/time.ts';
import type { PrizeTierRow } from './lottery.table.ts';

/** The SQL of the weekly lottery (lottery.table.ts). */

export type PeriodRow = {
  id: number;
  opens_at: Date;
  closes_at: Date;
  first_day: string;
  state: 'open' | 'closed' | 'drawn';
  algorithm: string;
  seed: string;
  seed_hash: string;
  owner_salt: string;
  coupon_gb: number;
  week_cap: number;
  one_prize_per_member: boolean;
  prizes: PrizeTierRow[];
  ticket_count: number;
  closed_at: Date | null;
  ticket_list_hash: string | null;
  beacon_round: number | null;
  beacon_randomness: string | null;
  final: string | null;
  drawn_at: Date | null;
  note: string;
};

const periodColumns = sql`id, opens_at, closes_at, first_day::text as first_day, state, algorithm, seed,
  seed_hash, owner_salt, coupon_gb, week_cap, one_prize_per_member, prizes, ticket_count, closed_at,
  ticket_list_hash, beacon_round::int as beacon_round, beacon_randomness, final, drawn_at, note`;

export type NewPeriod = Pick<
  PeriodRow,
  | 'id'
  | 'opens_at'
  | 'closes_at'
  | 'first_day'
  | 'algorithm'
  | 'seed'
  | 'seed_hash'
  | 'owner_salt'
  | 'coupon_gb'
  | 'week_cap'
  | 'one_prize_per_member'
  | 'prizes'
  | 'beacon_round'
  | 'note'
>;

/** Opens a period unless it exists (two replicas opening the same week keep the first seed). */
export async function insertPeriod(db: DbOrTx, p: NewPeriod): Promise<void> {
  await db.execute(sql`
    insert into lottery_periods (id, opens_at, closes_at, first_day, algorithm, seed, seed_hash, owner_salt,
                                 coupon_gb, week_cap, one_prize_per_member, prizes, beacon_round, note)
    values (${p.id}, ${p.opens_at.toISOString()}, ${p.closes_at.toISOString()}, ${p.first_day}, ${p.algorithm},
            ${p.seed}, ${p.seed_hash}, ${p.owner_salt}, ${p.coupon_gb}, ${p.week_cap},
            ${p.one_prize_per_member}, ${JSON.stringify(p.prizes)}::jsonb, ${p.beacon_round}, ${p.note})
    on conflict (id) do nothing`);
}

/** Timestamps of a raw query arrive as PostgreSQL text on one driver and as Dates on the other. */
const at = (v: Date | string) => new Date(isoTimestamp(v));
function toPeriod(row: PeriodRow | undefined): PeriodRow | undefined {
  if (!row) return undefined;
  return {
    ...row,
    opens_at: at(row.opens_at),
    closes_at: at(row.closes_at),
    closed_at: row.closed_at && at(row.closed_at),
    drawn_at: row.drawn_at && at(row.drawn_at),
  };
}

export async function findPeriod(db: DbOrTx, id: number): Promise<PeriodRow | undefined> {
  return toPeriod(
    await firstRow<PeriodRow>(db, sql`select ${periodColumns} from lottery_periods where id = ${id}`),
  );
}

/** The period's row, locked to the end of the transaction: tickets, the close and the draw queue here. */
export async function lockPeriod(tx: DbOrTx, id: number): Promise<PeriodRow | undefined> {
  return toPeriod(
    await firstRow<PeriodRow>(
      tx,
      sql`select ${periodColumns} from lottery_periods where id = ${id} for update`,
    ),
  );
}

/** One draw at a time per period, whichever replica runs it. */
export async function lockDraw(tx: DbOrTx, id: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lottery-draw'), ${id})`);
}

export async function listPeriods(db: DbOrTx, paging: Paging): Promise<{ list: PeriodRow[]; total: number }> {
  const { rows: found, total } = await pageOfRows<PeriodRow>(
    db,
    {
      select: sql`select ${periodColumns} from lottery_periods order by id desc`,
      from: sql`lottery_periods`,
    },
    paging,
  );
  return { list: found.map((row) => toPeriod(row)!), total };
}

/** Open periods whose close time has passed, and closed ones waiting for their draw. */
export function periodsDue(db: DbOrTx, now: Date): Promise<{ id: number; state: string }[]> {
  return rows(
    db,
    sql`select id, state from lottery_periods
         where (state = 'open' and closes_at <= ${now.toISOString()}) or state = 'closed'
         order by id`,
  );
}

/** Upload bytes of the member's settled device-days in [from, to] (days, Asia/Shanghai). */
export async function settledUploadBytes(db: DbOrTx, memberId: number, from: string, to: string) {
  const row = await firstRow<{ bytes: string }>(
    db,
    sql`select coalesce(sum(bytes_up), 0)::text as bytes from device_settlements
         where member_id = ${memberId} and day between ${from}::date and ${to}::date`,
  );
  return Number(row?.bytes ?? 0);
}

export async function memberTicketCount(db: DbOrTx, periodId: number, memberId: number): Promise<number> {
  const row = await firstRow<{ n: number }>(
    db,
    sql`select count(*)::int as n from lottery_tickets where period_id = ${periodId} and member_id = ${memberId}`,
  );
  return row?.n ?? 0;
}

export function findRequest(
  db: DbOrTx,
  memberId: number,
  requestId: string,
): Promise<{ period_id: number; first_number: number; count: number } | undefined> {
  return firstRow(
    db,
    sql`select period_id, first_number, count from lottery_ticket_requests
         where member_id = ${memberId} and request_id = ${requestId}`,
  );
}

/** One member's ticket requests one at a time (their coupons are counted with none in flight). */
export async function lockMemberTickets(tx: DbOrTx, memberId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('lottery-tickets'), ${memberId})`);
}

/**
 * Moves the period's ticket count on by `count` while it is open and before its close, returning the
 * new count (the last number given); undefined when the period closed. Holds the row to the commit.
 */
export async function advanceTicketCount(
  tx: DbOrTx,
  periodId: number,
  count: number,
  now: Date,
): Promise<number | undefined> {
  const row = await firstRow<{ ticket_count: number }>(
    tx,
    sql`update lottery_periods set ticket_count = ticket_count + ${count}
         where id = ${periodId} and state = 'open' and closes_at > ${now.toISOString()}
        returning ticket_count`,
  );
  return row?.ticket_count;
}

/** `count` tickets numbered from `first` (the period's count already moved past them). */
export async function insertTickets(
  tx: DbOrTx,
  t: {
    periodId: number;
    memberId: number;
    owner: string;
    first: number;
    count: number;
    requestId: string | undefined;
    at: Date;
  },
): Promise<void> {
  await tx.execute(sql`
    insert into lottery_tickets (period_id, number, member_id, owner, created_at)
    select ${t.periodId}, n, ${t.memberId}, ${t.owner}, ${t.at.toISOString()}
      from generate_series(${t.first}::int, ${t.first + t.count - 1}::int) n`);
  if (t.requestId) {
    await tx.execute(sql`
      insert into lottery_ticket_requests (member_id, request_id, period_id, first_number, count)
      values (${t.memberId}, ${t.requestId}, ${t.periodId}, ${t.first}, ${t.count})`);
  }
}

export type TicketRow = {
  period_id: number;
  number: number;
  owner: string;
  member_id: number;
  mobile: string;
  is_hide_rank: number;
  created_at: Date;
};

/** A page of a period's tickets (or of mine), newest number first. */
export async function listTickets(
  db: DbOrTx,
  periodId: number,
  memberId: number | null,
  { page, pageSize }: Paging,
): Promise<{ list: TicketRow[]; total: number }> {
  const mine = memberId === null ? sql`` : sql`and t.member_id = ${memberId}`;
  const list = await rows<TicketRow>(
    db,
    sql`select t.period_id, t.number, t.owner, t.member_id, m.mobile, m.is_hide_rank, t.created_at
          from lottery_tickets t join members m on m.id = t.member_id
         where t.period_id = ${periodId} ${mine}
         order by t.number desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  const total =
    memberId === null
      ? ((await findPeriod(db, periodId))?.ticket_count ?? 0)
      : await memberTicketCount(db, periodId, memberId);
  return { list, total };
}

/** Every ticket of a period by number: the canonical list's lines. */
export function allTickets(db: DbOrTx, periodId: number): Promise<{ number: number; owner: string }[]> {
  return rows(
    db,
    sql`select number, owner from lottery_tickets where period_id = ${periodId} order by number`,
  );
}

/** Who holds these numbers of the period. */
export async function holdersOf(
  db: DbOrTx,
  periodId: number,
  numbers: number[],
): Promise<Map<number, number>> {
  const found = await rows<{ number: number; member_id: number }>(
    db,
    sql`select number, member_id from lottery_tickets
         where period_id = ${periodId} and number = any(${sql.param(numbers)}::int[])`,
  );
  return new Map(found.map((t) => [t.number, t.member_id]));
}

export async function markClosed(tx: DbOrTx, id: number, listHash: string, closedAt: Date): Promise<void> {
  await tx.execute(sql`
    update lottery_periods set state = 'closed', ticket_list_hash = ${listHash}, closed_at = ${closedAt.toISOString()}
     where id = ${id} and state = 'open'`);
}

export type NewWinner = {
  place: number;
  tier: number;
  name: string;
  amountFen: number;
  number: number;
  memberId: number;
  owner: string;
  transferId: number | null;
};

export async function insertWinners(
  tx: DbOrTx,
  periodId: number,
  winners: NewWinner[],
  drawnAt: Date,
): Promise<void> {
  if (winners.length === 0) return;
  const col = <K extends keyof NewWinner>(k: K) => sql.param(winners.map((w) => w[k]));
  await tx.execute(sql`
    insert into lottery_winners (period_id, place, tier, name, amount_fen, number, member_id, owner, transfer_id,
                                 drawn_at)
    select ${periodId}, x.place, x.tier, x.name, x.amount, x.number, x.member_id, x.owner, x.transfer_id,
           ${drawnAt.toISOString()}
      from unnest(${col('place')}::int[], ${col('tier')}::int[], ${col('name')}::text[],
                  ${col('amountFen')}::bigint[], ${col('number')}::int[], ${col('memberId')}::int[],
                  ${col('owner')}::text[], ${col('transferId')}::bigint[])
           as x(place, tier, name, amount, number, member_id, owner, transfer_id)`);
}

export async function markDrawn(
  tx: DbOrTx,
  id: number,
  draw: { final: string | null; note: string; at: Date },
): Promise<void> {
  await tx.execute(sql`
    update lottery_periods set state = 'drawn', final = ${draw.final}, note = ${draw.note},
           drawn_at = ${draw.at.toISOString()}
     where id = ${id} and state = 'closed'`);
}

/** Staff closing a period early: the close time becomes now (and the beacon round the first after it). */
export async function moveCloseToNow(
  tx: DbOrTx,
  id: number,
  now: Date,
  beaconRound: number | null,
): Promise<void> {
  await tx.execute(sql`
    update lottery_periods set closes_at = ${now.toISOString()}, beacon_round = ${beaconRound}
     where id = ${id} and state = 'open'`);
}

/** The beacon's value for the period's round, once it is out (the draw reads it from the row). */
export async function setBeaconRandomness(db: DbOrTx, id: number, randomness: string): Promise<void> {
  await db.execute(sql`
    update lottery_periods set beacon_randomness = ${randomness}
     where id = ${id} and beacon_randomness is null`);
}
export type WinnerRow = {
  period_id: number;
  place: number;
  tier: number;
  name: string;
  amount_fen: number;
  number: number;
  owner: string;
  member_id: number;
  mobile: string;
  is_hide_rank: number;
  drawn_at: Date;
};

const winnerColumns = sql`w.period_id, w.place, w.tier, w.name, w.amount_fen::int as amount_fen, w.number,
  w.owner, w.member_id, m.mobile, m.is_hide_rank, w.drawn_at`;

/** The winners of these periods, in draw order. */
export function winnersOf(db: DbOrTx, periodIds: number[]): Promise<WinnerRow[]> {
  if (periodIds.length === 0) return Promise.resolve([]);
  return rows<WinnerRow>(
    db,
    sql`select ${winnerColumns} from lottery_winners w join members m on m.id = w.member_id
         where w.period_id = any(${sql.param(periodIds)}::int[]) order by w.period_id desc, w.place`,
  );
}

/** A page of winners: of one period or all, of everyone or one member; newest period first. */
export async function listWinners(
  db: DbOrTx,
  filter: { periodId: number | null; memberId: number | null },
  paging: Paging,
): Promise<{ list: WinnerRow[]; total: number }> {
  const where = sql.join(
    [
      sql`true`,
      ...(filter.periodId === null ? [] : [sql`w.period_id = ${filter.periodId}`]),
      ...(filter.memberId === null ? [] : [sql`w.member_id = ${filter.memberId}`]),
    ],
    sql` and `,
  );
  const { rows: list, total } = await pageOfRows<WinnerRow>(
    db,
    {
      select: sql`select ${winnerColumns} from lottery_winners w join members m on m.id = w.member_id
                   where ${where} order by w.period_id desc, w.place`,
      from: sql`lottery_winners w where ${where}`,
    },
    paging,
  );
  return { list, total };
}

export async function memberPrizeTotals(
  db: DbOrTx,
  memberId: number,
): Promise<{ count: number; fen: number }> {
  const row = await firstRow<{ count: number; fen: string }>(
    db,
    sql`select count(*)::int as count, coalesce(sum(amount_fen), 0)::text as fen
          from lottery_winners where member_id = ${memberId}`,
  );
  return { count: row?.count ?? 0, fen: Number(row?.fen ?? 0) };
}

/** Prizes recorded and prizes paid disagree: a winner without its credit, or a credit without winners. */
export function prizeMismatches(
  db: DbOrTx,
): Promise<{ what: string; id: number; expected: number; actual: number }[]> {
  return rows(
    db,
    sql`with won as (
          select transfer_id, sum(amount_fen) as fen from lottery_winners group by transfer_id
        ),
        paid as (
          select t.id, e.amount_fen as fen
            from ledger_transfers t
            join ledger_entries e on e.transfer_id = t.id
            join ledger_accounts a on a.id = e.account_id and a.kind = 'member_balance'
           where t.kind = 'lottery_prize'
        )
        select 'lottery prize' as what, coalesce(won.transfer_id, paid.id)::int as id,
               coalesce(won.fen, 0)::int as expected, coalesce(paid.fen, 0)::int as actual
          from won full join paid on paid.id = won.transfer_id
         where won.transfer_id is null or paid.id is null or won.fen <> paid.fen
         limit 100`,
  );
}

import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firstRow, preparedRows, rows } from '../../db/sql.ts';
import { POINTS_ACCOUNT_KINDS, type LedgerAccountKind, type LedgerTransferKind } from './ledger.table.ts';

/** The accounts a member has: balance, reserve, activity points. */
export type MemberAccountKind =
  'member_balance' | 'member_reserve' | 'member_points' | 'member_points_reserve';

/** An account named by what it is: a member's or one of the platform's. */
export type AccountRef =
  | { kind: MemberAccountKind; memberId: number }
  | { kind: Exclude<LedgerAccountKind, MemberAccountKind>; memberId?: undefined };

export type Leg = { account: AccountRef; amountFen: number };

export type NewTransfer = {
  kind: LedgerTransferKind;
  idemKey: string;
  memberId?: number | null;
  day?: string | null;
  withdrawalId?: number | null;
  memo?: string;
  actorId?: number | null;
};

/** Claims the transfer's idempotency key; undefined when a transfer with that key already exists. */
export async function insertTransfer(db: DbOrTx, t: NewTransfer): Promise<number | undefined> {
  const row = await firstRow<{ id: number }>(
    db,
    sql`insert into ledger_transfers (kind, idem_key, member_id, day, withdrawal_id, memo, actor_id)
        values (${t.kind}, ${t.idemKey}, ${t.memberId ?? null}, ${t.day ?? null},
                ${t.withdrawalId ?? null}, ${t.memo ?? ''}, ${t.actorId ?? null})
        on conflict (idem_key) do nothing
        returning id::int as id`,
  );
  return row?.id;
}

export async function findTransferByKey(db: DbOrTx, idemKey: string): Promise<number | undefined> {
  const row = await firstRow<{ id: number }>(
    db,
    sql`select id::int as id from ledger_transfers where idem_key = ${idemKey}`,
  );
  return row?.id;
}

function unnestLegs(legs: Leg[]) {
  const kinds = legs.map((l) => l.account.kind);
  const members = legs.map((l) => l.account.memberId ?? null);
  const amounts = legs.map((l) => l.amountFen);
  return sql`unnest(${sql.param(kinds)}::text[], ${sql.param(members)}::int[], ${sql.param(amounts)}::bigint[])
    as l(kind, member_id, amount)`;
}

/**
 * Writes the legs of a transfer: opens the accounts it names if new, locks them in id order (two
 * transfers over the same accounts then queue instead of deadlocking), moves the balances and records
 * each entry with the balance it left. A member account going below zero fails the CHECK constraint.
 */
export async function writeLegs(db: DbOrTx, transferId: number, legs: Leg[]): Promise<void> {
  await db.execute(sql`
    insert into ledger_accounts (kind, member_id)
    select kind, member_id from ${unnestLegs(legs)} where member_id is not null
    on conflict (kind, member_id) where member_id is not null do nothing`);
  await db.execute(sql`
    insert into ledger_accounts (kind, member_id)
    select kind, null from ${unnestLegs(legs)} where member_id is null
    on conflict (kind) where member_id is null do nothing`);
  await db.execute(sql`
    select a.id from ledger_accounts a join ${unnestLegs(legs)}
      on a.kind = l.kind and a.member_id is not distinct from l.member_id
    order by a.id for update of a`);
  await db.execute(sql`
    with moved as (
      update ledger_accounts a set balance_fen = a.balance_fen + l.amount
      from ${unnestLegs(legs)}
      where a.kind = l.kind and a.member_id is not distinct from l.member_id
      returning a.id, l.amount, a.balance_fen
    )
    insert into ledger_entries (transfer_id, account_id, amount_fen, balance_after_fen)
    select ${transferId}, id, amount, balance_fen from moved order by id`);
}

export async function balanceOf(db: DbOrTx, account: AccountRef): Promise<number> {
  const row = await firstRow<{ balance: number }>(
    db,
    sql`select balance_fen::bigint as balance from ledger_accounts
        where kind = ${account.kind} and member_id is not distinct from ${account.memberId ?? null}::int`,
  );
  return Number(row?.balance ?? 0);
}

export type MemberBalances = { balanceFen: number; reserveFen: number };

export async function memberBalances(db: DbOrTx, memberId: number): Promise<MemberBalances> {
  // Prepared: every home request reads it (issue 17 §3).
  const [row] = await preparedRows<{ balance: string | number; reserve: string | number }>(
    db,
    sql`select coalesce(sum(balance_fen) filter (where kind = 'member_balance'), 0) as balance,
               coalesce(sum(balance_fen) filter (where kind = 'member_reserve'), 0) as reserve
        from ledger_accounts where member_id = ${memberId}`,
  );
  return { balanceFen: Number(row?.balance ?? 0), reserveFen: Number(row?.reserve ?? 0) };
}

/** A member's activity points: what the account holds, and all it was ever credited by settlement. */
export async function memberPoints(
  db: DbOrTx,
  memberId: number,
): Promise<{ balance: number; reserve: number; earned: number }> {
  const row = await firstRow<{ balance: string; reserve: string; earned: string }>(
    db,
    sql`select
          coalesce((select balance_fen from ledger_accounts
                     where kind = 'member_points' and member_id = ${memberId}), 0)::text as balance,
          coalesce((select balance_fen from ledger_accounts
                     where kind = 'member_points_reserve' and member_id = ${memberId}), 0)::text as reserve,
          coalesce((select sum(e.amount_fen) from ledger_accounts a
                      join ledger_entries e on e.account_id = a.id
                      join ledger_transfers t on t.id = e.transfer_id and t.kind = 'points_settlement'
                     where a.kind = 'member_points' and a.member_id = ${memberId}), 0)::text as earned`,
  );
  return {
    balance: Number(row?.balance ?? 0),
    reserve: Number(row?.reserve ?? 0),
    earned: Number(row?.earned ?? 0),
  };
}

// ---------------------------------------------------------------------------------------------
// Reconciliation: the questions an auditor asks of the books (DESIGN §7).

export type Imbalance = { what: string; id: number | string; expected: number; actual: number };

/** Transfers whose entries do not sum to zero (the commit-time trigger should make this empty). */
export async function unbalancedTransfers(db: DbOrTx): Promise<Imbalance[]> {
  return rows<Imbalance>(
    db,
    sql`select 'transfer' as what, transfer_id::int as id, 0 as expected, sum(amount_fen)::bigint as actual
        from ledger_entries group by transfer_id having sum(amount_fen) <> 0 limit 100`,
  );
}

/** Accounts whose kept balance differs from the sum of their entries. */
export async function driftedAccounts(db: DbOrTx): Promise<Imbalance[]> {
  return rows<Imbalance>(
    db,
    sql`select 'account' as what, a.id, coalesce(e.total, 0)::bigint as expected, a.balance_fen as actual
        from ledger_accounts a
        left join (select account_id, sum(amount_fen) as total from ledger_entries group by account_id) e
          on e.account_id = a.id
        where a.balance_fen <> coalesce(e.total, 0) limit 100`,
  );
}

export async function entriesTotal(
  db: DbOrTx,
): Promise<{ total: number; entries: number; transfers: number }> {
  const row = await firstRow<{ total: string; entries: number; transfers: number }>(
    db,
    sql`select coalesce(sum(amount_fen), 0)::text as total, count(*)::int as entries,
               count(distinct transfer_id)::int as transfers
        from ledger_entries`,
  );
  return { total: Number(row?.total ?? 0), entries: row?.entries ?? 0, transfers: row?.transfers ?? 0 };
}

/** Member accounts below zero (the CHECK constraint should make this empty). */
/** Transfers that move fen and points at once: each transfer is in one currency (DESIGN §8). */
export async function mixedCurrencyTransfers(db: DbOrTx): Promise<Imbalance[]> {
  return rows<Imbalance>(
    db,
    sql`select 'mixed currencies' as what, e.transfer_id::int as id, 1 as expected,
               count(distinct a.kind in (${sql.join(
                 POINTS_ACCOUNT_KINDS.map((k) => sql`${k}`),
                 sql`, `,
               )}))::int as actual
          from ledger_entries e join ledger_accounts a on a.id = e.account_id
         group by e.transfer_id
        having count(distinct a.kind in (${sql.join(
          POINTS_ACCOUNT_KINDS.map((k) => sql`${k}`),
          sql`, `,
        )})) > 1
         limit 100`,
  );
}

export async function negativeMemberAccounts(db: DbOrTx): Promise<Imbalance[]> {
  return rows<Imbalance>(
    db,
    sql`select 'negative' as what, id, 0 as expected, balance_fen as actual
        from ledger_accounts where member_id is not null and balance_fen < 0 limit 100`,
  );
}

// ---------------------------------------------------------------------------------------------
// Bulk credits: many platform → member transfers in a handful of statements (settlement's path).

export type BulkCredit = {
  memberId: number;
  amountFen: number;
  idemKey: string;
  memo: string;
  /** The id reserved for this credit beforehand (transferIdReserved), when a record names it already. */
  transferId?: number;
};

/**
 * A transfer id taken from the transfers' own sequence before the transfer is written: a statement
 * that writes records naming their credit (settlement's rows) takes one per credit, and the credit is
 * then written with it (writeBulkCredits), in the same transaction.
 */
export const transferIdReserved = sql`nextval('ledger_transfers_id_seq')`;

/**
 * Posts one two-leg transfer per credit, `platform` → the member's balance, set-based: the transfers,
 * the member entries with their running balances, and the platform's entries whose running balance
 * steps down transfer by transfer. Credits whose key exists are skipped (returned without an id).
 * Each member appears at most once per call. Returns the transfer id per member for new credits.
 */
export async function writeBulkCredits(
  db: DbOrTx,
  kind: LedgerTransferKind,
  platform: Exclude<LedgerAccountKind, MemberAccountKind>,
  day: string | null,
  credits: BulkCredit[],
  memberKind: 'member_balance' | 'member_points' = 'member_balance',
): Promise<Map<number, number>> {
  const created = await rows<{ id: number; memberId: number; amount: number }>(
    db,
    sql`insert into ledger_transfers (id, kind, idem_key, member_id, day, memo) overriding system value
        select coalesce(x.id, ${transferIdReserved}), ${kind}, x.idem_key, x.member_id, ${day}::date, x.memo
          from unnest(${sql.param(credits.map((c) => c.idemKey))}::text[],
                      ${sql.param(credits.map((c) => c.memberId))}::int[],
                      ${sql.param(credits.map((c) => c.memo))}::text[],
                      ${sql.param(credits.map((c) => c.transferId ?? null))}::bigint[]) as x(idem_key, member_id, memo, id)
        on conflict (idem_key) do nothing
        returning id::int as id, member_id as "memberId", 0 as amount`,
  );
  const amountOf = new Map(credits.map((c) => [c.memberId, c.amountFen]));
  const posted = created
    .map((t) => ({ ...t, amount: amountOf.get(t.memberId)! }))
    .sort((a, b) => a.id - b.id);
  if (posted.length === 0) return new Map();
  const members = sql.param(posted.map((p) => p.memberId));
  const amounts = sql.param(posted.map((p) => p.amount));
  const transfers = sql.param(posted.map((p) => p.id));

  await db.execute(sql`
    insert into ledger_accounts (kind, member_id)
    select ${memberKind}, m from unnest(${members}::int[]) m
    on conflict (kind, member_id) where member_id is not null do nothing`);
  await db.execute(sql`
    insert into ledger_accounts (kind) values (${platform})
    on conflict (kind) where member_id is null do nothing`);
  await db.execute(sql`
    select id from ledger_accounts
     where (kind = ${memberKind} and member_id = any(${members}::int[]))
        or (kind = ${platform} and member_id is null)
     order by id for update`);
  await db.execute(sql`
    with moved as (
      update ledger_accounts a set balance_fen = a.balance_fen + x.amount
        from unnest(${members}::int[], ${amounts}::bigint[], ${transfers}::bigint[]) as x(member_id, amount, transfer_id)
       where a.kind = ${memberKind} and a.member_id = x.member_id
      returning a.id, x.amount, x.transfer_id, a.balance_fen
    )
    insert into ledger_entries (transfer_id, account_id, amount_fen, balance_after_fen)
    select transfer_id, id, amount, balance_fen from moved order by transfer_id`);
  // The platform side: every CTE reads the balance before the update, so the running balance after
  // each entry is that balance minus the credits up to and including it.
  await db.execute(sql`
    with p as (select id, balance_fen from ledger_accounts where kind = ${platform} and member_id is null),
    x as (
      select transfer_id, amount, sum(amount) over (order by transfer_id) as upto
        from unnest(${amounts}::bigint[], ${transfers}::bigint[]) as x(amount, transfer_id)
    ),
    entries as (
      insert into ledger_entries (transfer_id, account_id, amount_fen, balance_after_fen)
      select x.transfer_id, p.id, -x.amount, p.balance_fen - x.upto from x, p order by x.transfer_id
    )
    update ledger_accounts set balance_fen = balance_fen - (select sum(amount) from x)
     where kind = ${platform} and member_id is null`);
  return new Map(posted.map((p) => [p.memberId, p.id]));
}

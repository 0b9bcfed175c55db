import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Deps } from '../../deps.ts';
import { rows } from '../../db/sql.ts';
import type { MemberRow } from './accounts.repo.ts';

/**
 * Whose data a caller may see (DESIGN §1): a member their own, an operator their own and their
 * sub-members' (members whose operator_id is theirs), platform staff everyone's. Every repo query of
 * member data adds this condition on its owner column, so rights live in SQL, not in callers' memory.
 */
export type Caller = Pick<MemberRow, 'id' | 'isOperator' | 'isSuperman'>;

export function ownedBy(caller: Caller, ownerColumn: AnyColumn | SQL): SQL {
  if (caller.isSuperman) return sql`true`;
  if (caller.isOperator) {
    // One array, computed once, that the owner column's index can take: written as `= id or in (…)`
    // PostgreSQL read every row of the table instead (counting an operator's 12,000 of 100,000 devices
    // took five times as long; issue 3 §5, BENCHMARKS.md).
    return sql`${ownerColumn} = any(array(select ${caller.id}::int union all select id from members where operator_id = ${caller.id}))`;
  }
  return sql`${ownerColumn} = ${caller.id}`;
}

/**
 * `ownedBy` for a column read on many rows (a table of kept counts): the caller's holders as a set to
 * join, not an array. `= any(array(…))` compares each row with each holder in turn: summing the big
 * operator's install-record counts took ~1 ms of 121 × 1,000 comparisons (issue 17 §1).
 */
export function ownedAmong(caller: Caller, ownerColumn: AnyColumn | SQL): SQL {
  if (caller.isSuperman) return sql`true`;
  if (caller.isOperator)
    return sql`${ownerColumn} in (select ${caller.id}::int union all select id from members where operator_id = ${caller.id})`;
  return sql`${ownerColumn} = ${caller.id}`;
}

/** A caller with the operator above it, when known (a full member row has it). */
export type FleetCaller = Caller & { operatorId?: number | null };

/**
 * The fleet whose boxes are exactly the caller's (devices.fleet_id, kept by the database; issue 17
 * §1): an operator with no operator above sees its own boxes and its sub-members', which all carry
 * its id as `fleet_id`. Anyone else has none: staff see every fleet, a sub-member's boxes sit in its
 * operator's fleet among others', and a plain member may still be named as operator by members it no
 * longer sees (an operator demoted), whose boxes carry its id too.
 */
export function ownFleet(caller: FleetCaller): number | null {
  return caller.isOperator && !caller.isSuperman && caller.operatorId === null ? caller.id : null;
}

/**
 * Whether the member in `memberColumn` is in the fleet of the member in `ownerColumn` (the owner or
 * one of its sub-members). Writes that reach boxes through a room, cabinet or template put this in
 * the statement itself, so a box that has left the fleet is never reached (issue 19 §2).
 */
export function inFleetOf(ownerColumn: AnyColumn | SQL, memberColumn: AnyColumn | SQL): SQL {
  return sql`(${memberColumn} = ${ownerColumn} or ${memberColumn} in (select id from members where operator_id = ${ownerColumn}))`;
}

/**
 * The same test on a members row the statement joins (`member` is its alias): where the owner varies
 * per row (each box's room's owner), `inFleetOf` would look up the sub-members once per box.
 */
export function isFleetMember(ownerColumn: AnyColumn | SQL, member: SQL): SQL {
  return sql`(${member}.id = ${ownerColumn} or ${member}.operator_id = ${ownerColumn})`;
}

/** The rights of `caller` over one member id (operators over their sub-members, staff over all). */
export function canManageMember(caller: Caller, member: Pick<MemberRow, 'id' | 'operatorId'>): boolean {
  if (caller.isSuperman || caller.id === member.id) return true;
  return caller.isOperator && member.operatorId === caller.id;
}

// ---- the same rights, resolved to member ids: for statistics over large tables ---------------

/**
 * Whose settled days a statistics query reads. Rights as `ownedBy` (DESIGN §1), but resolved to the
 * member ids first: `member_id = any(ids)` walks the (member_id, day) index of device_settlements
 * and the (member_id, id) index of ledger_transfers, where ownedBy's `… or … in (select …)` would
 * make PostgreSQL read the whole table. `everyone` is platform staff over the whole platform.
 */
export type Scope = { everyone: true } | { everyone: false; memberIds: number[] };

export function scopeOn(scope: Scope, column: SQL): SQL {
  if (scope.everyone) return sql`true`;
  return sql`${column} = any(${`{${scope.memberIds.join(',')}}`}::int[])`;
}

/**
 * The caller and, for an operator, its sub-members; everyone for staff. An operator's is kept by the
 * replica until any account changes (account-cache.ts, decision 0031).
 */
export async function visibleScope(deps: Pick<Deps, 'db' | 'accountCache'>, caller: Caller): Promise<Scope> {
  if (caller.isSuperman) return { everyone: true };
  if (!caller.isOperator) return { everyone: false, memberIds: [caller.id] };
  return deps.accountCache.get(`scope:${caller.id}`, async () => {
    const subs = await rows<{ id: number }>(
      deps.db,
      sql`select id from members where operator_id = ${caller.id}`,
    );
    // Shared by the operator's requests while it is kept: frozen, so none can change it.
    const memberIds = Object.freeze([caller.id, ...subs.map((m) => m.id)]) as number[];
    return { value: { everyone: false as const, memberIds } };
  });
}

const scopeKeys = new WeakMap<Scope, string>();

/**
 * A cache key naming the scope (the member ids, or everyone). An operator's scope is one object kept
 * by the replica and named by every request several times: its key is made once.
 */
export function scopeKey(scope: Scope): string {
  if (scope.everyone) return '*';
  let key = scopeKeys.get(scope);
  if (key === undefined) {
    key = scope.memberIds.join(',');
    scopeKeys.set(scope, key);
  }
  return key;
}

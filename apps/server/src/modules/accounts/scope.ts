import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
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

/** The rights of `caller` over one member id (operators over their sub-members, staff over all). */
export function canManageMember(caller: Caller, member: Pick<MemberRow, 'id' | 'operatorId'>): boolean {
  if (caller.isSuperman || caller.id === member.id) return true;
  return caller.isOperator && member.operatorId === caller.id;
}

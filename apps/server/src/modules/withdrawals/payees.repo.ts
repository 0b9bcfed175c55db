import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { payeeAccounts } from './withdrawals.table.ts';

export type PayeeRow = typeof payeeAccounts.$inferSelect;
export type PayeeKind = PayeeRow['kind'];

const live = (memberId: number) => and(eq(payeeAccounts.memberId, memberId), isNull(payeeAccounts.deletedAt));

export async function listPayees(db: DbOrTx, memberId: number, kind: PayeeKind): Promise<PayeeRow[]> {
  return db
    .select()
    .from(payeeAccounts)
    .where(and(live(memberId), eq(payeeAccounts.kind, kind)))
    .orderBy(desc(payeeAccounts.isDefault), desc(payeeAccounts.id));
}

/** The member's own live payee account; another member's id finds nothing. */
export async function findPayee(db: DbOrTx, memberId: number, id: number): Promise<PayeeRow | undefined> {
  const [row] = await db
    .select()
    .from(payeeAccounts)
    .where(and(live(memberId), eq(payeeAccounts.id, id)));
  return row;
}

export type PayeeValues = {
  kind: PayeeKind;
  account: string;
  realName: string;
  bankName: string | null;
  bankBranch: string | null;
  isDefault: boolean;
};

export async function insertPayee(db: DbOrTx, memberId: number, v: PayeeValues): Promise<PayeeRow> {
  const [row] = await db
    .insert(payeeAccounts)
    .values({ memberId, ...v })
    .returning();
  return row!;
}

export async function updatePayee(
  db: DbOrTx,
  memberId: number,
  id: number,
  v: PayeeValues,
): Promise<PayeeRow | undefined> {
  const [row] = await db
    .update(payeeAccounts)
    .set({ ...v, updatedAt: sql`now()` })
    // An Alipay account stays an Alipay account: the kind is part of what is being edited.
    .where(and(live(memberId), eq(payeeAccounts.id, id), eq(payeeAccounts.kind, v.kind)))
    .returning();
  return row;
}

/** One default per member and kind: setting one clears the others. */
export async function clearDefault(
  db: DbOrTx,
  memberId: number,
  kind: PayeeKind,
  exceptId: number,
): Promise<void> {
  await db.execute(sql`
    update payee_accounts set is_default = false
     where member_id = ${memberId} and kind = ${kind} and id <> ${exceptId} and is_default`);
}

export async function softDeletePayee(db: DbOrTx, memberId: number, id: number): Promise<boolean> {
  const rows = await db
    .update(payeeAccounts)
    .set({ deletedAt: sql`now()`, isDefault: false })
    .where(and(live(memberId), eq(payeeAccounts.id, id)))
    .returning({ id: payeeAccounts.id });
  return rows.length > 0;
}

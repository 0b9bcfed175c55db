import type { Payee, PayeeSaveBody } from '@nodebao/contract';
import type { payeeSaveBody } from '@nodebao/contract';
import type { z } from 'zod';
import type { Deps } from '../../deps.ts';
import { AppError, isUniqueViolation } from '../../lib/errors.ts';
import * as repo from './payees.repo.ts';

export type { PayeeSaveBody };

/** 138****0001, a***@example.com, 6222 **** **** 1234: enough to recognise, not to copy. */
export function maskAccount(kind: repo.PayeeKind, account: string): string {
  if (kind === 'bank') return `${account.slice(0, 4)} **** **** ${account.slice(-4)}`;
  if (/^1\d{10}$/.test(account)) return `${account.slice(0, 3)}****${account.slice(-4)}`;
  const [user = '', domain = ''] = account.split('@');
  return `${user.slice(0, 1)}***@${domain}`;
}

export function toPayee(row: repo.PayeeRow): Payee {
  return {
    id: row.id,
    kind: row.kind,
    account: row.account,
    account_masked: maskAccount(row.kind, row.account),
    real_name: row.realName,
    bank_name: row.bankName,
    bank_branch: row.bankBranch,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
  };
}

export async function listPayees(deps: Deps, memberId: number, kind: repo.PayeeKind): Promise<Payee[]> {
  return (await repo.listPayees(deps.db, memberId, kind)).map(toPayee);
}

export async function payeeInfo(deps: Deps, memberId: number, id: number): Promise<Payee> {
  const row = await repo.findPayee(deps.db, memberId, id);
  if (!row) throw new AppError('NOT_FOUND');
  return toPayee(row);
}

/**
 * Adds or edits a payee account. Withdrawals already asked for keep the account they named (they
 * copied it), so an edit only redirects future ones. The first account of a kind becomes the default.
 */
export async function savePayee(
  deps: Deps,
  memberId: number,
  body: z.output<typeof payeeSaveBody>,
): Promise<Payee> {
  const values: repo.PayeeValues = {
    kind: body.kind,
    account: body.account,
    realName: body.real_name,
    bankName: body.kind === 'bank' ? body.bank_name : null,
    bankBranch: body.kind === 'bank' ? body.bank_branch || null : null,
    isDefault: body.is_default ?? false,
  };
  try {
    return await deps.db.transaction(async (tx) => {
      let row: repo.PayeeRow | undefined;
      if (body.id) {
        row = await repo.updatePayee(tx, memberId, body.id, values);
        if (!row) throw new AppError('NOT_FOUND');
      } else {
        const existing = await repo.listPayees(tx, memberId, body.kind);
        row = await repo.insertPayee(tx, memberId, {
          ...values,
          isDefault: values.isDefault || existing.length === 0,
        });
      }
      if (row.isDefault) await repo.clearDefault(tx, memberId, row.kind, row.id);
      return toPayee(row);
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('PAYEE_TAKEN');
    throw err;
  }
}

export async function removePayee(deps: Deps, memberId: number, id: number): Promise<void> {
  if (!(await repo.softDeletePayee(deps.db, memberId, id))) throw new AppError('NOT_FOUND');
}

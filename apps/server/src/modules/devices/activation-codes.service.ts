import type { DbOrTx } from '../../db/client.ts';
import { randomCode } from '../../lib/crypto.ts';
import { insertCodes } from './devices.repo.ts';

/**
 * Activation codes: 16 characters of the 31-letter alphabet without 0/O, 1/I/L (about 79 bits from
 * the CSPRNG, so unguessable), shown in four groups of four: "K7QM-3XWD-PA9R-T2HN". People type
 * them from a screenshot; a member may type lower case, spaces or no dashes.
 */
const GROUPS = 4;
const GROUP_LENGTH = 4;

export function newActivationCode(): string {
  return Array.from({ length: GROUPS }, () => randomCode(GROUP_LENGTH)).join('-');
}

/** The stored form of what a member typed: upper case, grouped; anything else is left as typed. */
export function normalizeActivationCode(typed: string): string {
  const compact = typed.toUpperCase().replace(/[\s-]/g, '');
  if (compact.length !== GROUPS * GROUP_LENGTH) return typed.trim().toUpperCase();
  return compact.match(new RegExp(`.{${GROUP_LENGTH}}`, 'g'))!.join('-');
}

export type CodeIssue = {
  memberId: number;
  deviceTypeId: number;
  quantity: number;
  orderId?: number;
  grantedBy?: number;
  note?: string;
};

/**
 * Writes `quantity` new codes for the member in the caller's transaction. A collision with an
 * existing code (a chance of ~10⁻¹⁷ per code) is skipped by the unique index and drawn again.
 */
export async function issueCodes(tx: DbOrTx, issue: CodeIssue): Promise<string[]> {
  const issued: string[] = [];
  while (issued.length < issue.quantity) {
    const wanted = Array.from({ length: issue.quantity - issued.length }, newActivationCode);
    const written = await insertCodes(tx, issue, wanted);
    issued.push(...written);
  }
  return issued;
}

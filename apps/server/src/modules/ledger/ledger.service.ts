import type { DbOrTx } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import * as repo from './ledger.repo.ts';

export type { AccountRef, BulkCredit, Leg, MemberBalances, NewTransfer } from './ledger.repo.ts';
export { memberBalances, memberPoints, transferIdReserved } from './ledger.repo.ts';

export type Posted = { transferId: number; created: boolean };

/**
 * Posts one transfer exactly once (DESIGN §7): the legs must sum to zero, name each account once and
 * move whole fen. A transfer whose key was posted before is not posted again; the caller learns which
 * it was from `created`. Call it inside the transaction that also records the business change, so
 * the two commit or vanish together. A member's balance going below zero refuses the whole transfer.
 */
export async function postTransfer(
  db: DbOrTx,
  transfer: repo.NewTransfer,
  legs: repo.Leg[],
): Promise<Posted> {
  assertBalanced(legs);
  const transferId = await repo.insertTransfer(db, transfer);
  if (transferId === undefined) {
    const existing = await repo.findTransferByKey(db, transfer.idemKey);
    if (existing === undefined) throw new Error(`ledger transfer ${transfer.idemKey} vanished`);
    return { transferId: existing, created: false };
  }
  try {
    await repo.writeLegs(db, transferId, legs);
  } catch (err) {
    if (isNegativeBalance(err)) throw new AppError('BALANCE_TOO_LOW');
    throw err;
  }
  return { transferId, created: true };
}

function assertBalanced(legs: repo.Leg[]): void {
  if (legs.length < 2) throw new Error('a transfer needs at least two legs');
  let sum = 0;
  const seen = new Set<string>();
  for (const leg of legs) {
    if (!Number.isSafeInteger(leg.amountFen) || leg.amountFen === 0) {
      throw new Error(`ledger amounts are non-zero whole fen, got ${leg.amountFen}`);
    }
    const key = `${leg.account.kind}:${leg.account.memberId ?? ''}`;
    if (seen.has(key)) throw new Error(`account ${key} appears twice in one transfer`);
    seen.add(key);
    sum += leg.amountFen;
  }
  if (sum !== 0) throw new Error(`ledger transfer does not sum to zero (${sum})`);
}

function isNegativeBalance(err: unknown): boolean {
  for (let e: unknown = err; e; e = (e as { cause?: unknown }).cause) {
    const { code, constraint } = e as { code?: string; constraint?: string };
    if (
      code === '23514' &&
      (constraint === undefined || constraint === 'ledger_accounts_member_not_negative')
    ) {
      return true;
    }
  }
  return false;
}

/** Moves an amount from one account to another: the common two-leg transfer. */
export function move(from: repo.AccountRef, to: repo.AccountRef, amountFen: number): repo.Leg[] {
  return [
    { account: from, amountFen: -amountFen },
    { account: to, amountFen },
  ];
}

export type LedgerCheck = {
  ok: boolean;
  entriesTotalFen: number;
  entries: number;
  transfers: number;
  problems: repo.Imbalance[];
};

/** The ledger half of reconciliation: entries sum to zero, balances equal their entries, none negative. */
export async function checkLedger(db: DbOrTx): Promise<LedgerCheck> {
  const totals = await repo.entriesTotal(db);
  const problems = [
    ...(await repo.unbalancedTransfers(db)),
    ...(await repo.driftedAccounts(db)),
    ...(await repo.negativeMemberAccounts(db)),
    ...(await repo.mixedCurrencyTransfers(db)),
  ];
  if (totals.total !== 0) problems.push({ what: 'total', id: 'all', expected: 0, actual: totals.total });
  return {
    ok: problems.length === 0,
    entriesTotalFen: totals.total,
    entries: totals.entries,
    transfers: totals.transfers,
    problems,
  };
}

/** What a bulk credit is: money from settlement, referral or a lottery prize, or a day's activity points. */
const BULK_CREDITS = {
  settlement: { platform: 'platform_income', memberKind: 'member_balance' },
  referral: { platform: 'platform_referral', memberKind: 'member_balance' },
  points_settlement: { platform: 'platform_points', memberKind: 'member_points' },
  lottery_prize: { platform: 'platform_lottery', memberKind: 'member_balance' },
} as const;

/**
 * Many platform → member credits at once (settlement, its referrals, its activity points): the same
 * guarantees as postTransfer — keyed, balanced (checked again by the database at commit), nothing
 * negative — in a few statements instead of a few per member. Each member at most once; amounts
 * positive (fen, or points for points_settlement).
 */
export async function creditMembers(
  db: DbOrTx,
  kind: keyof typeof BULK_CREDITS,
  day: string | null,
  credits: repo.BulkCredit[],
): Promise<Map<number, number>> {
  const members = new Set<number>();
  for (const c of credits) {
    if (!Number.isSafeInteger(c.amountFen) || c.amountFen <= 0)
      throw new Error(`credit must be positive fen: ${c.amountFen}`);
    if (members.has(c.memberId)) throw new Error(`member ${c.memberId} credited twice in one call`);
    members.add(c.memberId);
  }
  if (credits.length === 0) return new Map();
  const { platform, memberKind } = BULK_CREDITS[kind];
  const written = await repo.writeBulkCredits(db, kind, platform, day, credits, memberKind);
  // A credit written under another id than the one reserved for it would leave the records that name
  // the reserved id pointing at nothing: undo it all instead.
  for (const c of credits) {
    if (c.transferId !== undefined && written.get(c.memberId) !== c.transferId)
      throw new Error(`credit ${c.idemKey} not written under its reserved id ${c.transferId}`);
  }
  return written;
}

import type { Deps } from '../deps.ts';
import { findMemberByMobile } from '../modules/accounts/accounts.service.ts';
import { markSent, setWallet, withdrawPoints } from '../modules/activity/points-wallet.service.ts';
import { memberPoints } from '../modules/ledger/ledger.service.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo.ts';

/** The demo member's 链克 wallet (EIP-55's first example address). */
export const DEMO_WALLET = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const DEMO_TX = `0x${'5eed'.repeat(16)}`;

/**
 * After the demo's first settlement has credited its points (issue 14's demo): the member's wallet
 * address, one points withdrawal staff have sent and one waiting for them, through the services the
 * calls use.
 */
export async function seedDemoWallet(deps: Deps): Promise<void> {
  const member = await findMemberByMobile(deps.db, DEMO_ACCOUNTS.member.mobile);
  const staff = await findMemberByMobile(deps.db, DEMO_ACCOUNTS.superman.mobile);
  if (!member || !staff || member.liankeWallet) return;
  await setWallet(deps, member, { address: DEMO_WALLET, password: DEMO_PASSWORD }, { ip: '127.0.0.1' });
  // Outside the activity's days the history earned no points: the wallet alone, then.
  if ((await memberPoints(deps.db, member.id)).balance < 25_000) return;
  const sent = await withdrawPoints(deps, member.id, { amount: 20_000 });
  await markSent(deps, staff.id, { id: sent.id, tx_hash: DEMO_TX });
  await withdrawPoints(deps, member.id, { amount: 5_000 });
}

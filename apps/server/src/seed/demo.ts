import type { Deps } from '../deps.ts';
import { encryptSecret, randomCode } from '../lib/crypto.ts';
import * as accountsRepo from '../modules/accounts/accounts.repo.ts';
import { TOTP_SECRET_PURPOSE } from '../modules/accounts/credentials.ts';
import * as securityRepo from '../modules/accounts/security.repo.ts';
import { hashPassword } from '../modules/accounts/passwords.ts';
import { deviceTypes } from '../modules/devices/devices.table.ts';

/** Box models on sale in the demo, with their activation code prices (fen). */
export const DEMO_DEVICE_TYPES = [
  { name: 'NB-Mini 家用盒子', codePriceFen: 6_900, description: '单线路，适合家庭宽带，上行 30–100 Mbps' },
  { name: 'NB-Pro 机房节点', codePriceFen: 19_900, description: '多线路 PPPoE，适合机房和大上行带宽' },
];

/** The fixed demo accounts; tests and checks sign in with them. */
export const DEMO_PASSWORD = 'demo123456';
export const DEMO_ACCOUNTS = {
  superman: { mobile: '13800000000', nickname: '平台运营' },
  member: { mobile: '13800000001', nickname: '演示会员' },
  operator: { mobile: '13800000002', nickname: '演示运营商' },
  /**
   * Staff with an authenticator already on (issue 49), so a newcomer can try the second factor: the
   * code is `oathtool --totp -b DEMO_TOTP_SECRET` or any authenticator app given that secret. Demo
   * only: the secret is public.
   */
  secondFactorStaff: { mobile: '13800000009', nickname: '平台运营（两步验证）' },
} as const;

/** The demo's published authenticator secret (base32) for `secondFactorStaff`. */
export const DEMO_TOTP_SECRET = 'NODEBAODEMO2FA234567ABCDEFGHIJKL';

/**
 * Seeds the demo on an empty database: platform staff, an operator, and a member who is one of the
 * operator's sub-members (so the operator's screens have someone to manage). Returns false when the
 * demo was already there.
 */
export async function seedDemo(deps: Deps): Promise<boolean> {
  if (await accountsRepo.findMemberByMobile(deps.db, DEMO_ACCOUNTS.superman.mobile)) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await deps.db.transaction(async (tx) => {
    const types = await tx.select({ id: deviceTypes.id }).from(deviceTypes).limit(1);
    if (types.length === 0) await tx.insert(deviceTypes).values(DEMO_DEVICE_TYPES);
    await accountsRepo.insertMember(tx, {
      ...DEMO_ACCOUNTS.superman,
      passwordHash,
      isSuperman: true,
      inviteCode: randomCode(8),
    });
    const operator = await accountsRepo.insertMember(tx, {
      ...DEMO_ACCOUNTS.operator,
      passwordHash,
      isOperator: true,
      inviteCode: randomCode(8),
    });
    await accountsRepo.insertMember(tx, {
      ...DEMO_ACCOUNTS.member,
      passwordHash,
      operatorId: operator.id,
      inviterId: operator.id,
      inviteCode: randomCode(8),
    });
    const secondFactorStaff = await accountsRepo.insertMember(tx, {
      ...DEMO_ACCOUNTS.secondFactorStaff,
      passwordHash,
      isSuperman: true,
      inviteCode: randomCode(8),
    });
    await securityRepo.storeSecret(
      tx,
      secondFactorStaff.id,
      encryptSecret(deps.config.appSecret, TOTP_SECRET_PURPOSE, DEMO_TOTP_SECRET),
    );
    await securityRepo.setTotpEnabledAt(tx, secondFactorStaff.id, true);
  });
  return true;
}

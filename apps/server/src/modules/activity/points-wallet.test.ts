import { ERRORS } from '@nodebao/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { rows } from '../../db/sql.ts';
import { call, createTestApp, TEST_PASSWORD } from '../../../test/helper.ts';
import { signedInMembers } from '../../suites/world.ts';
import { creditMembers, memberPoints } from '../ledger/ledger.service.ts';
import { reconcile } from '../settlement/reconcile.ts';

/**
 * The points wallet (issue 14): set-wallet after the password, with an EIP-55 address; tixian to the
 * reserve; staff send or reject each once. Defaults: at least 1,000 points, a fee of 10, 24 h hold.
 */
let app: App;
const { who, as, post } = signedInMembers(() => app);
const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const OTHER = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
const TX = `0x${'ab'.repeat(32)}`;

const points = (key: string) => memberPoints(app.deps.db, as(key).row.id);

async function givePoints(key: string, amount: number) {
  // A bulk credit is balanced at commit: it runs in a transaction, as the settlement's do.
  await app.deps.db.transaction((tx) =>
    creditMembers(tx, 'points_settlement', '2026-11-01', [
      {
        memberId: as(key).row.id,
        amountFen: amount,
        idemKey: `test-points:${key}:${amount}`,
        memo: '测试积分',
      },
    ]),
  );
}

beforeAll(async () => {
  app = await createTestApp();
  await who('A', '13300000001');
  await who('B', '13300000002');
  await who('C', '13300000003');
  await who('staff', '13300000000', { isSuperman: true });
  await givePoints('A', 5_000);
  await givePoints('B', 1_500);
});
afterAll(async () => {
  await app.close();
});

describe('POST /api/activite/set-wallet', () => {
  it('refuses a bad address naming the field, and changes nothing', async () => {
    for (const address of [
      '0x5aaeb6053F3E94C9b9A09f33669435E7Ef1BeAed', // case does not match the checksum
      ADDRESS.slice(0, 41),
      `${ADDRESS} `,
      `${ADDRESS.slice(0, 10)}\u0000${ADDRESS.slice(11)}`,
    ]) {
      const res = await post('A', '/api/activite/set-wallet', { address, password: TEST_PASSWORD });
      expect(res.status).toBe(422);
      expect(res.body.msg).toContain('address');
    }
    const [row] = await rows<{ w: string | null }>(
      app.deps.db,
      sql`select lianke_wallet as w from members where id = ${as('A').row.id}`,
    );
    expect(row?.w).toBeNull();
  });

  it('refuses the wrong password', async () => {
    const res = await post('A', '/api/activite/set-wallet', {
      address: ADDRESS,
      password: 'not-my-password',
    });
    expect(res.body.errorCode).toBe(ERRORS.INVALID_CREDENTIALS.code);
  });

  it('saves a first address without a hold', async () => {
    const res = await post('A', '/api/activite/set-wallet', { address: ADDRESS, password: TEST_PASSWORD });
    expect(res.body).toMatchObject({ errorCode: 0, data: { address: ADDRESS, hold_until: null } });
    const info = await call(app, 'GET', '/api/member/info', { token: as('A').token });
    expect(info.body.data).toMatchObject({ lianke_wallet: ADDRESS });
  });
});

describe('POST /api/activite/tixian', () => {
  it('refuses without a wallet, below the minimum and above the balance, changing nothing', async () => {
    expect((await post('C', '/api/activite/tixian', { amount: 1000 })).body.errorCode).toBe(
      ERRORS.POINTS_WALLET_MISSING.code,
    );
    expect((await post('A', '/api/activite/tixian', { amount: 999 })).body.errorCode).toBe(
      ERRORS.POINTS_BELOW_MIN.code,
    );
    expect((await post('A', '/api/activite/tixian', { amount: 5_001 })).body.errorCode).toBe(
      ERRORS.POINTS_TOO_LOW.code,
    );
    expect(await points('A')).toEqual({ balance: 5_000, reserve: 0, earned: 5_000 });
  });

  it('moves the points to the reserve', async () => {
    const res = await post('A', '/api/activite/tixian', { amount: 2_000 });
    expect(res.body).toMatchObject({
      errorCode: 0,
      data: { amount: 2_000, fee: 10, address: ADDRESS, state: 'pending', tx_hash: null },
    });
    expect(await points('A')).toEqual({ balance: 3_000, reserve: 2_000, earned: 5_000 });
  });

  it('gives exactly one of two requests at once on points that cover one', async () => {
    await post('B', '/api/activite/set-wallet', { address: OTHER, password: TEST_PASSWORD });
    const both = await Promise.all([
      post('B', '/api/activite/tixian', { amount: 1_000 }),
      post('B', '/api/activite/tixian', { amount: 1_000 }),
    ]);
    expect(both.map((r) => r.body.errorCode).sort()).toEqual([0, ERRORS.POINTS_TOO_LOW.code]);
    expect(await points('B')).toEqual({ balance: 500, reserve: 1_000, earned: 1_500 });
  });

  it('holds withdrawals for 24 h after the address is replaced, and tells the member', async () => {
    const res = await post('A', '/api/activite/set-wallet', { address: OTHER, password: TEST_PASSWORD });
    expect(res.body.errorCode).toBe(0);
    expect(Date.parse((res.body.data as { hold_until: string }).hold_until)).toBeGreaterThan(
      Date.now() + 23 * 3_600_000,
    );
    const held = await post('A', '/api/activite/tixian', { amount: 1_000 });
    expect(held.body.errorCode).toBe(ERRORS.POINTS_WALLET_HOLD.code);
    const [message] = await rows<{ title: string }>(
      app.deps.db,
      sql`select title from member_messages where member_id = ${as('A').row.id} order by id desc limit 1`,
    );
    expect(message?.title).toBe('积分钱包地址已更改');
    expect(await points('A')).toMatchObject({ balance: 3_000, reserve: 2_000 });
  });
});

describe('staff send or reject a points withdrawal, each once', () => {
  const queue = async () =>
    (await call(app, 'GET', '/api/admin/points-withdraw-list', { token: as('staff').token })).body.data as {
      id: number;
      member_mobile: string;
    }[];

  it('lists the pending ones first come first served; a member may not', async () => {
    const pending = await queue();
    expect(pending.map((w) => w.member_mobile)).toEqual(['13300000001', '13300000002']);
    const member = await call(app, 'GET', '/api/admin/points-withdraw-list', { token: as('A').token });
    expect(member.status).toBe(403);
  });

  it('marks one sent with its hash once, even clicked twice at once; the reserve goes out', async () => {
    const [first] = await queue();
    const both = await Promise.all([
      post('staff', '/api/admin/points-withdraw-sent', { id: first!.id, tx_hash: TX }),
      post('staff', '/api/admin/points-withdraw-sent', { id: first!.id, tx_hash: TX }),
    ]);
    expect(both.map((r) => r.body.errorCode).sort()).toEqual([0, ERRORS.POINTS_WITHDRAWAL_HANDLED.code]);
    expect(await points('A')).toMatchObject({ balance: 3_000, reserve: 0 });
    const mine = await call(app, 'GET', '/api/activite/tixian-list', { token: as('A').token });
    expect(mine.body.data).toMatchObject([{ state: 'sent', tx_hash: TX }]);
  });

  it('rejects one with a reason: the points return; a missing id is not found', async () => {
    const [second] = await queue();
    const res = await post('staff', '/api/admin/points-withdraw-reject', {
      id: second!.id,
      reason: '地址有误',
    });
    expect(res.body).toMatchObject({ errorCode: 0, data: { state: 'rejected', reason: '地址有误' } });
    expect(await points('B')).toEqual({ balance: 1_500, reserve: 0, earned: 1_500 });
    const again = await post('staff', '/api/admin/points-withdraw-reject', {
      id: second!.id,
      reason: '地址有误',
    });
    expect(again.body.errorCode).toBe(ERRORS.POINTS_WITHDRAWAL_HANDLED.code);
    const missing = await post('staff', '/api/admin/points-withdraw-sent', { id: 999_999, tx_hash: TX });
    expect(missing.body.errorCode).toBe(ERRORS.NOT_FOUND.code);
  });

  it('refuses a malformed hash naming it, and the books balance in both currencies', async () => {
    const res = await post('staff', '/api/admin/points-withdraw-sent', { id: 1, tx_hash: 'abc' });
    expect(res.status).toBe(422);
    expect(res.body.msg).toContain('tx_hash');
    expect((await reconcile(app.deps.db)).problems).toEqual([]);
  });
});

// Last: its request would stand in the staff queue the tests above read.
describe('a points withdrawal sent again after a lost answer', () => {
  it('answers a resend with the same request key with the first request, also when sent at once', async () => {
    await who('D', '13300000004');
    await givePoints('D', 3_000);
    await post('D', '/api/activite/set-wallet', { address: ADDRESS, password: TEST_PASSWORD });
    const send = (amount: number) =>
      post('D', '/api/activite/tixian', { amount, request_key: 'points-key-0001' });
    const racing = await Promise.all([send(1_000), send(1_000), send(1_000)]);
    expect(racing.map((r) => r.body.errorCode)).toEqual([0, 0, 0]);
    expect(new Set(racing.map((r) => (r.body.data as { id: number }).id)).size).toBe(1);
    const other = await send(2_000);
    expect(other.status).toBe(422);
    expect(other.body.data).toMatchObject({ field: 'request_key' });
    expect(await points('D')).toEqual({ balance: 2_000, reserve: 1_000, earned: 3_000 });
  });
});

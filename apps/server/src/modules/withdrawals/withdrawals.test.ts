import { luhnValid } from '@nodebao/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { call, createMember, createTestApp, loginAs } from '../../../test/helper.ts';
import type { App } from '../../app.ts';
import { rows } from '../../db/sql.ts';
import { memberBalances, move, postTransfer } from '../ledger/ledger.service.ts';
import { reconcile } from '../settlement/reconcile.ts';

let app: App;
let staff: string;
beforeAll(async () => {
  // A short client timeout so the simulator's "hang" faults answer quickly.
  app = await createTestApp({ ALIPAY_TIMEOUT_MS: '300' });
  await createMember(app, { mobile: '13900000000', isSuperman: true });
  staff = await loginAs(app, '13900000000');
});
afterAll(async () => {
  await app.close();
});
beforeEach(() => {
  app.alipaySimulator!.clearFaults();
});

/** A valid card number: 19 digits with the Luhn check digit appended. */
function card(prefix: string): string {
  for (let d = 0; d <= 9; d++) if (luhnValid(`${prefix}${d}`)) return `${prefix}${d}`;
  throw new Error('unreachable');
}

let credits = 0;
async function fund(memberId: number, fen: number): Promise<void> {
  await postTransfer(
    app.deps.db,
    { kind: 'correction', idemKey: `test-fund:${++credits}`, memberId, memo: '测试入账' },
    move({ kind: 'platform_adjust' }, { kind: 'member_balance', memberId }, fen),
  );
}

let mobiles = 13900001000;
async function memberWithAlipay(balanceFen: number) {
  const mobile = String(++mobiles);
  const member = await createMember(app, { mobile });
  const token = await loginAs(app, mobile);
  if (balanceFen > 0) await fund(member.id, balanceFen);
  const saved = await call(app, 'POST', '/api/member/bank-save', {
    token,
    body: { kind: 'alipay', account: mobile, real_name: '张三' },
  });
  expect(saved.body.errorCode).toBe(0);
  const payeeId = (saved.body.data as { id: number }).id;
  return { member, token, payeeId };
}

async function withdraw(token: string, amount: number, payeeId: number) {
  return call(app, 'POST', '/api/member/tixian', { token, body: { amount, payee_id: payeeId } });
}

describe('payee accounts', () => {
  it('adds, lists, edits in place and removes an Alipay account and a bank card', async () => {
    const { token, payeeId } = await memberWithAlipay(0);
    const cardNo = card('621700123456789012');
    const bank = await call(app, 'POST', '/api/member/bank-save', {
      token,
      body: {
        kind: 'bank',
        account: `${cardNo.slice(0, 4)} ${cardNo.slice(4)}`,
        real_name: '张三',
        bank_name: '中国建设银行',
      },
    });
    expect(bank.body).toMatchObject({
      errorCode: 0,
      data: {
        kind: 'bank',
        account: cardNo,
        account_masked: `6217 **** **** ${cardNo.slice(-4)}`,
        is_default: true,
      },
    });
    const bankId = (bank.body.data as { id: number }).id;

    const list = await call(app, 'GET', '/api/member/aliuser-list', { token });
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: payeeId, kind: 'alipay', is_default: true }),
    ]);
    expect((await call(app, 'GET', '/api/member/bank-card-list', { token })).body.data).toHaveLength(1);

    const edited = await call(app, 'POST', '/api/member/bank-save', {
      token,
      body: {
        id: bankId,
        kind: 'bank',
        account: cardNo,
        real_name: '张三',
        bank_name: '招商银行',
        bank_branch: '深圳分行',
      },
    });
    expect(edited.body.data).toMatchObject({ id: bankId, bank_name: '招商银行', bank_branch: '深圳分行' });
    expect(
      (await call(app, 'GET', '/api/member/bank-card-info', { token, query: { id: String(bankId) } })).body
        .data,
    ).toMatchObject({ bank_name: '招商银行' });

    expect(
      (await call(app, 'POST', '/api/member/bank-delete', { token, body: { id: bankId } })).body.errorCode,
    ).toBe(0);
    expect((await call(app, 'GET', '/api/member/bank-card-list', { token })).body.data).toEqual([]);
  });

  it('refuses a mistyped card, an unknown bank, a bad name and a duplicate, naming the field', async () => {
    const { token, member } = await memberWithAlipay(0);
    const good = card('622202020011223344');
    const mistyped = good.slice(0, -1) + String((Number(good.slice(-1)) + 1) % 10);
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'bank', account: mistyped, real_name: '张三', bank_name: '中国银行' }, 'account'],
      [{ kind: 'bank', account: '12345', real_name: '张三', bank_name: '中国银行' }, 'account'],
      [{ kind: 'bank', account: good, real_name: '张三', bank_name: '不存在银行' }, 'bank_name'],
      [{ kind: 'bank', account: good, real_name: "x' or 1=1 --", bank_name: '中国银行' }, 'real_name'],
      [{ kind: 'alipay', account: 'not-an-account', real_name: '张三' }, 'account'],
      [{ kind: 'paypal', account: 'a@b.cn', real_name: '张三' }, 'kind'],
    ];
    for (const [body, field] of cases) {
      const res = await call(app, 'POST', '/api/member/bank-save', { token, body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect((res.body.data as { field: string }).field).toBe(field);
    }
    const dup = await call(app, 'POST', '/api/member/bank-save', {
      token,
      body: { kind: 'alipay', account: member.mobile, real_name: '张三' },
    });
    expect(dup.body.errorCode).toBe(30008);
  });

  it("does not show, edit or delete another member's account", async () => {
    const owner = await memberWithAlipay(0);
    const other = await memberWithAlipay(0);
    const id = owner.payeeId;
    expect(
      (
        await call(app, 'GET', '/api/member/bank-card-info', {
          token: other.token,
          query: { id: String(id) },
        })
      ).body.errorCode,
    ).toBe(40401);
    const edit = await call(app, 'POST', '/api/member/bank-save', {
      token: other.token,
      body: { id, kind: 'alipay', account: '13811112222', real_name: '李四' },
    });
    expect(edit.body.errorCode).toBe(40401);
    expect(
      (await call(app, 'POST', '/api/member/bank-delete', { token: other.token, body: { id } })).body
        .errorCode,
    ).toBe(40401);
    expect(
      (
        await call(app, 'GET', '/api/member/bank-card-info', {
          token: owner.token,
          query: { id: String(id) },
        })
      ).body.data,
    ).toMatchObject({ account: owner.member.mobile });
  });
});

describe('withdrawal requests (DESIGN §7)', () => {
  it('reserves the amount at request time and lists it as pending', async () => {
    const { member, token, payeeId } = await memberWithAlipay(50_000);
    const res = await withdraw(token, 12_345, payeeId);
    expect(res.body).toMatchObject({
      errorCode: 0,
      data: { amount: 12_345, fee: 0, net_amount: 12_345, state: 'pending' },
    });
    expect(await memberBalances(app.deps.db, member.id)).toEqual({ balanceFen: 37_655, reserveFen: 12_345 });
    const info = await call(app, 'GET', '/api/member/tixian-info', { token });
    expect(info.body.data).toEqual({
      balance: 37_655,
      reserve: 12_345,
      min_amount: 1000,
      max_amount: 990_000,
      fee_rate_bp: 0,
    });
    const list = await call(app, 'GET', '/api/member/tixian-list', { token });
    expect(list.body.data).toEqual([expect.objectContaining({ amount: 12_345, state_label: '待审核' })]);
    expect(
      (await call(app, 'POST', '/api/account/tixian', { token, body: { amount: 1000, payee_id: payeeId } }))
        .body.errorCode,
    ).toBe(0);
  });

  it('refuses below the minimum, above the maximum, beyond the balance and to a stranger’s account, writing nothing', async () => {
    const { member, token, payeeId } = await memberWithAlipay(5_000);
    const stranger = await memberWithAlipay(0);
    expect((await withdraw(token, 999, payeeId)).body.errorCode).toBe(30002);
    expect((await withdraw(token, 990_001, payeeId)).body.errorCode).toBe(30003);
    expect((await withdraw(token, 5_001, payeeId)).body).toMatchObject({
      errorCode: 30001,
      msg: '可用余额不足',
    });
    expect((await withdraw(token, 1_000, stranger.payeeId)).body.errorCode).toBe(30004);
    for (const amount of ['12.5', -1000, null, 'abc', 1e20]) {
      expect((await withdraw(token, amount as number, payeeId)).status).toBe(422);
    }
    expect(await memberBalances(app.deps.db, member.id)).toEqual({ balanceFen: 5_000, reserveFen: 0 });
    const [count] = await rows<{ n: number }>(
      app.deps.db,
      sql`select count(*)::int as n from withdrawals where member_id = ${member.id}`,
    );
    expect(count!.n).toBe(0);
  });

  it('accepts exactly 100 of 500 concurrent 10 元 requests against 1,000 元', async () => {
    const { member, token, payeeId } = await memberWithAlipay(100_000);
    const replies = await Promise.all(Array.from({ length: 500 }, () => withdraw(token, 1_000, payeeId)));
    const codes = replies.map((r) => r.body.errorCode);
    expect(codes.filter((c) => c === 0)).toHaveLength(100);
    expect(codes.filter((c) => c === 30001)).toHaveLength(400);
    expect(await memberBalances(app.deps.db, member.id)).toEqual({ balanceFen: 0, reserveFen: 100_000 });
    expect((await reconcile(app.deps.db)).problems).toEqual([]);
  }, 120_000);

  it('answers a resend with the same request key with the first withdrawal, also when sent at once', async () => {
    const { member, token, payeeId } = await memberWithAlipay(10_000);
    const send = (key: string, amount = 1_000) =>
      call(app, 'POST', '/api/member/tixian', {
        token,
        body: { amount, payee_id: payeeId, request_key: key },
      });
    const first = await send('form-key-0001');
    const again = await send('form-key-0001');
    expect(first.body.errorCode).toBe(0);
    expect(again.body).toEqual(first.body);
    // Eight sendings of one key racing each other: one withdrawal.
    const racing = await Promise.all(Array.from({ length: 8 }, () => send('form-key-0002')));
    const ids = new Set(racing.map((r) => (r.body.data as { id: number }).id));
    expect(racing.map((r) => r.body.errorCode)).toEqual(Array(8).fill(0));
    expect(ids.size).toBe(1);
    // The same key for another amount is a mistake of the client, not a new request.
    const other = await send('form-key-0001', 2_000);
    expect(other.status).toBe(422);
    expect(other.body.data).toMatchObject({ field: 'request_key' });
    expect(await memberBalances(app.deps.db, member.id)).toEqual({ balanceFen: 8_000, reserveFen: 2_000 });
    expect((await reconcile(app.deps.db)).problems).toEqual([]);
  });
});

describe('staff review', () => {
  async function pending(amount = 10_000) {
    const m = await memberWithAlipay(amount);
    const res = await withdraw(m.token, amount, m.payeeId);
    return { ...m, id: (res.body.data as { id: number }).id };
  }
  const approve = (id: number, reference?: string) =>
    call(app, 'POST', '/api/admin/withdraw-approve', {
      token: staff,
      body: { id, ...(reference ? { reference } : {}) },
    });
  const query = (id: number) =>
    call(app, 'POST', '/api/admin/withdraw-query', { token: staff, body: { id } });

  it('is for platform staff only', async () => {
    const m = await pending();
    expect(
      (await call(app, 'POST', '/api/admin/withdraw-approve', { token: m.token, body: { id: m.id } })).status,
    ).toBe(403);
    expect((await call(app, 'GET', '/api/admin/withdraw-list', { token: m.token })).status).toBe(403);
  });

  it('pays through Alipay once: the reserve leaves, the simulator moved the money once', async () => {
    const m = await pending(20_000);
    const res = await approve(m.id);
    expect(res.body).toMatchObject({ errorCode: 0, msg: '支付宝打款成功', data: { state: 'paid' } });
    expect(await memberBalances(app.deps.db, m.member.id)).toEqual({ balanceFen: 0, reserveFen: 0 });
    expect(app.alipaySimulator!.transfersFor(String(m.id))).toBe(1);
    expect((await approve(m.id)).body.errorCode).toBe(30005);
    expect(app.alipaySimulator!.transfersFor(String(m.id))).toBe(1);
  });

  it('two staff approving at once start one payout', async () => {
    const m = await pending();
    const [a, b] = await Promise.all([approve(m.id), approve(m.id)]);
    expect([a.body.errorCode, b.body.errorCode].sort()).toEqual([0, 30005]);
    expect(app.alipaySimulator!.requestsFor(String(m.id))).toBe(1);
  });

  it('returns the money to the balance when rejected, with the reason', async () => {
    const m = await pending(15_000);
    const res = await call(app, 'POST', '/api/admin/withdraw-reject', {
      token: staff,
      body: { id: m.id, reason: '收款账户实名不符' },
    });
    expect(res.body.data).toMatchObject({ state: 'rejected', reason: '收款账户实名不符' });
    expect(await memberBalances(app.deps.db, m.member.id)).toEqual({ balanceFen: 15_000, reserveFen: 0 });
    expect((await approve(m.id)).body.errorCode).toBe(30005);
    const empty = await call(app, 'POST', '/api/admin/withdraw-reject', {
      token: staff,
      body: { id: m.id, reason: '' },
    });
    expect(empty.status).toBe(422);
  });

  it('rejects and refunds when Alipay refuses the payee', async () => {
    const m = await pending(10_000);
    app.alipaySimulator!.inject({ kind: 'business-error', subCode: 'PAYEE_NOT_EXIST' });
    const res = await approve(m.id);
    expect(res.body.data).toMatchObject({ state: 'rejected' });
    expect((res.body.data as { reason: string }).reason).toContain('PAYEE_NOT_EXIST');
    expect(await memberBalances(app.deps.db, m.member.id)).toEqual({ balanceFen: 10_000, reserveFen: 0 });
  });

  it('after a timeout that Alipay processed: stays paying, the query finds it paid, one transfer', async () => {
    const m = await pending(10_000);
    app.alipaySimulator!.inject({ kind: 'timeout', when: 'after-processing' });
    const res = await approve(m.id);
    expect(res.body.data).toMatchObject({ state: 'paying' });
    expect(await memberBalances(app.deps.db, m.member.id)).toEqual({ balanceFen: 0, reserveFen: 10_000 });
    const queried = await query(m.id);
    expect(queried.body.data).toMatchObject({ state: 'paid' });
    expect(app.alipaySimulator!.transfersFor(String(m.id))).toBe(1);
    expect((await query(m.id)).body.errorCode).toBe(30005);
  });

  it('after a timeout before Alipay saw it: the query finds nothing, the retry with the same number pays once', async () => {
    const m = await pending(10_000);
    app.alipaySimulator!.inject({ kind: 'timeout', when: 'before-processing' });
    expect((await approve(m.id)).body.data).toMatchObject({ state: 'paying' });
    expect(app.alipaySimulator!.transfersFor(String(m.id))).toBe(0);
    const queried = await query(m.id);
    expect(queried.body.data).toMatchObject({ state: 'paid' });
    expect(app.alipaySimulator!.transfersFor(String(m.id))).toBe(1);
  });

  it('a request delivered twice and a DEALING answer still pay once', async () => {
    const twice = await pending(10_000);
    app.alipaySimulator!.inject({ kind: 'duplicate' });
    expect((await approve(twice.id)).body.data).toMatchObject({ state: 'paid' });
    expect(app.alipaySimulator!.transfersFor(String(twice.id))).toBe(1);

    const slow = await pending(10_000);
    app.alipaySimulator!.inject({ kind: 'dealing', pendingQueries: 1 });
    expect((await approve(slow.id)).body.data).toMatchObject({ state: 'paying' });
    expect((await query(slow.id)).body.data).toMatchObject({ state: 'paying' });
    expect((await query(slow.id)).body.data).toMatchObject({ state: 'paid' });
    expect(app.alipaySimulator!.transfersFor(String(slow.id))).toBe(1);
  });

  it('marks a bank card withdrawal paid only with the transfer reference', async () => {
    const mobile = String(++mobiles);
    const member = await createMember(app, { mobile });
    const token = await loginAs(app, mobile);
    await fund(member.id, 30_000);
    const saved = await call(app, 'POST', '/api/member/bank-save', {
      token,
      body: { kind: 'bank', account: card('621483000000000000'), real_name: '王五', bank_name: '招商银行' },
    });
    const w = await withdraw(token, 30_000, (saved.body.data as { id: number }).id);
    const id = (w.body.data as { id: number }).id;
    expect((await approve(id)).body.errorCode).toBe(30010);
    const paid = await approve(id, 'CMB20261122000123');
    expect(paid.body.data).toMatchObject({ state: 'paid', payout_reference: 'CMB20261122000123' });
    expect(await memberBalances(app.deps.db, member.id)).toEqual({ balanceFen: 0, reserveFen: 0 });
    const queue = await call(app, 'GET', '/api/admin/withdraw-list', {
      token: staff,
      query: { state: 'paid' },
    });
    expect(queue.body.data).toContainEqual(
      expect.objectContaining({
        id,
        member_mobile: mobile,
        attempts: [expect.objectContaining({ call: 'bank' })],
      }),
    );
  });

  it('leaves the books balanced', async () => {
    expect(await reconcile(app.deps.db)).toMatchObject({ ok: true, entriesTotalFen: 0 });
  });
});

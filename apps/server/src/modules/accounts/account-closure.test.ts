import { ERRORS, LOGIN_THROTTLE } from '@nodebao/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { rows } from '../../db/sql.ts';
import {
  call,
  createMember,
  createTestApp,
  loginAs,
  TEST_PASSWORD,
  waitForSmsCode,
} from '../../../test/helper.ts';
import { addHeldDevice } from '../../suites/world.ts';
import { creditMembers } from '../ledger/ledger.service.ts';
import type { MemberRow } from './accounts.repo.ts';

/** POST /api/member/delete and GET /api/member/delete-check (issue 11 §2, decision 0020). */
let app: App;
let seq = 0;

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function someone(values: Partial<MemberRow> = {}): Promise<{ row: MemberRow; token: string }> {
  seq += 1;
  const mobile = `1330000${String(seq).padStart(4, '0')}`;
  const row = await createMember(app, { mobile, ...values });
  return { row, token: await loginAs(app, mobile) };
}

const close = (token: string, body: unknown) => call(app, 'POST', '/api/member/delete', { token, body });
const check = async (token: string) =>
  (await call(app, 'GET', '/api/member/delete-check', { token })).body.data as {
    can_close: boolean;
    blockers: { code: string }[];
  };
const statusOf = async (id: number) =>
  (await rows<{ status: string }>(app.deps.db, sql`select status from members where id = ${id}`))[0]?.status;

describe('closing one’s own account', () => {
  it('needs the current password: none is 422, a wrong one refused and counted toward the login lockout', async () => {
    const { row, token } = await someone();
    const empty = await close(token, {});
    expect(empty.status).toBe(422);
    expect(empty.body.data).toMatchObject({ field: 'password' });
    expect((await close(token, undefined)).status).toBe(422);
    for (let i = 0; i < LOGIN_THROTTLE.perAccount; i++) {
      expect((await close(token, { password: 'not-the-password' })).body.errorCode).toBe(
        ERRORS.INVALID_CREDENTIALS.code,
      );
    }
    // Locked now, even with the right password, for closing and for signing in alike.
    expect((await close(token, { password: TEST_PASSWORD })).body.errorCode).toBe(ERRORS.LOGIN_LOCKED.code);
    const login = await call(app, 'POST', '/api/default/login', {
      body: { mobile: row.mobile, password: TEST_PASSWORD },
    });
    expect(login.body.errorCode).toBe(ERRORS.LOGIN_LOCKED.code);
    expect(await statusOf(row.id)).toBe('active');
  });

  it('is refused while the member has a device, saying what to do first, and nothing changes', async () => {
    const { row, token } = await someone();
    await addHeldDevice(app, row.id);
    expect((await check(token)).blockers.map((b) => b.code)).toEqual(['devices']);
    const res = await close(token, { password: TEST_PASSWORD });
    expect(res.body.errorCode).toBe(ERRORS.ACCOUNT_NOT_CLOSABLE.code);
    expect(res.body.msg).toContain('移除全部设备');
    expect(await statusOf(row.id)).toBe('active');
    expect((await call(app, 'GET', '/api/member/info', { token })).status).toBe(200);
  });

  it('is refused while a box removed today may still earn for the member', async () => {
    const { row, token } = await someone();
    const device = await addHeldDevice(app, row.id);
    await app.deps.db.execute(sql`update device_holdings set ended_at = now() where device_id = ${device}`);
    await app.deps.db.execute(sql`update devices set member_id = null where id = ${device}`);
    expect((await check(token)).blockers.map((b) => b.code)).toEqual(['unsettled']);
    expect((await close(token, { password: TEST_PASSWORD })).body.errorCode).toBe(
      ERRORS.ACCOUNT_NOT_CLOSABLE.code,
    );
  });

  it('is refused with a balance, a withdrawal in progress, an order in progress or sub-members', async () => {
    const rich = await someone();
    await app.deps.db.transaction((tx) =>
      creditMembers(tx, 'settlement', '2026-11-01', [
        { memberId: rich.row.id, amountFen: 1, idemKey: `closure-test:${rich.row.id}`, memo: '测试' },
      ]),
    );
    expect((await check(rich.token)).blockers.map((b) => b.code)).toEqual(['balance']);

    const paying = await someone();
    const [type] = await rows<{ id: number }>(
      app.deps.db,
      sql`insert into device_types (name, code_price_fen) values ('注销测试', 100) returning id`,
    );
    await app.deps.db.execute(sql`
      insert into orders (order_no, member_id, device_type_id, quantity, unit_price_fen, amount_fen, state, method)
      values (${`NB202611250000000${String(paying.row.id).padStart(5, '0')}`}, ${paying.row.id}, ${type!.id},
              1, 100, 100, 'reviewing', 'offline')`);
    expect((await check(paying.token)).blockers.map((b) => b.code)).toEqual(['orders']);

    const operator = await someone({ isOperator: true });
    await someone({ operatorId: operator.row.id });
    expect((await check(operator.token)).blockers.map((b) => b.code)).toEqual(['sub_members']);

    for (const who of [rich, paying, operator]) {
      expect((await close(who.token, { password: TEST_PASSWORD })).body.errorCode).toBe(
        ERRORS.ACCOUNT_NOT_CLOSABLE.code,
      );
      expect(await statusOf(who.row.id)).toBe('active');
    }
  });

  it('closes an empty account: signed out everywhere, the ledger kept, the mobile free to register again', async () => {
    const { row, token } = await someone();
    const other = await loginAs(app, row.mobile);
    expect(await check(token)).toMatchObject({ can_close: true, blockers: [] });
    const res = await close(token, { password: TEST_PASSWORD });
    expect(res.body).toMatchObject({ errorCode: 0, msg: '账号已注销' });
    expect(await statusOf(row.id)).toBe('closed');
    for (const t of [token, other])
      expect((await call(app, 'GET', '/api/member/info', { token: t })).status).toBe(401);
    const login = await call(app, 'POST', '/api/default/login', {
      body: { mobile: row.mobile, password: TEST_PASSWORD },
    });
    expect(login.body.errorCode).toBe(ERRORS.INVALID_CREDENTIALS.code);

    await call(app, 'POST', '/api/default/send-code', { body: { mobile: row.mobile, purpose: 'register' } });
    const code = await waitForSmsCode(app, row.mobile);
    const again = await call(app, 'POST', '/api/default/register', {
      body: { mobile: row.mobile, code, password: TEST_PASSWORD },
    });
    expect(again.body.errorCode).toBe(0);
    const fresh = (again.body.data as { user: { id: number } }).user.id;
    expect(fresh).not.toBe(row.id);
    expect(await statusOf(row.id)).toBe('closed');
  });
});

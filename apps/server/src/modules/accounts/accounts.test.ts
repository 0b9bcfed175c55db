import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@nodebao/contract';
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
import { findMemberByMobile } from './accounts.repo.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

async function registerNew(mobile: string, extra: Record<string, string> = {}) {
  await call(app, 'POST', '/api/default/send-code', { body: { mobile, purpose: 'register' } });
  const code = await waitForSmsCode(app, mobile);
  return call(app, 'POST', '/api/default/register', {
    body: { mobile, code, password: TEST_PASSWORD, ...extra },
  });
}

describe('POST /api/default/register', () => {
  it('creates the account and signs it in', async () => {
    const res = await registerNew('13900000001');
    expect(res.body.errorCode).toBe(0);
    const data = res.body.data as { auth_key: string; currentAuthority: string; user: { mobile: string } };
    expect(data.currentAuthority).toBe('admin');
    expect(data.user.mobile).toBe('13900000001');
    const info = await call(app, 'GET', '/api/member/info', { token: data.auth_key });
    expect(info.body.data).toMatchObject({
      mobile: '13900000001',
      is_hide_rank: 0,
      access: { operator: false },
    });
  });

  it('links the inviter, and an operator inviter takes the new member into its fleet', async () => {
    const operator = await createMember(app, { mobile: '13900000010', isOperator: true });
    const res = await registerNew('13900000011', { invite_code: operator.inviteCode.toLowerCase() });
    expect(res.body.errorCode).toBe(0);
    const created = await findMemberByMobile(app.deps.db, '13900000011');
    expect(created?.inviterId).toBe(operator.id);
    expect(created?.operatorId).toBe(operator.id);
  });

  it('refuses an unknown invite code and keeps the code usable', async () => {
    const res = await registerNew('13900000012', { invite_code: 'ZZZZZZZZ' });
    expect(res.body.errorCode).toBe(ERRORS.INVITE_CODE_INVALID.code);
    expect(await findMemberByMobile(app.deps.db, '13900000012')).toBeUndefined();
  });

  it('refuses a closed account’s invite code: a closed account invites nobody any more', async () => {
    const closed = await createMember(app, { mobile: '13900000014', status: 'closed' });
    const res = await registerNew('13900000015', { invite_code: closed.inviteCode });
    expect(res.body.errorCode).toBe(ERRORS.INVITE_CODE_INVALID.code);
    expect(typeof res.body.msg).toBe('string');
    expect(await findMemberByMobile(app.deps.db, '13900000015')).toBeUndefined();
  });

  it('refuses common passwords and the mobile as password', async () => {
    await call(app, 'POST', '/api/default/send-code', {
      body: { mobile: '13900000013', purpose: 'register' },
    });
    const code = await waitForSmsCode(app, '13900000013');
    const common = await call(app, 'POST', '/api/default/register', {
      body: { mobile: '13900000013', code, password: 'password123' },
    });
    expect(common.body.errorCode).toBe(ERRORS.PASSWORD_TOO_COMMON.code);
    const same = await call(app, 'POST', '/api/default/register', {
      body: { mobile: '13900000013', code, password: '13900000013' },
    });
    expect(same.body.errorCode).toBe(ERRORS.PASSWORD_SAME_AS_MOBILE.code);
    // Neither refusal used up the code.
    const ok = await call(app, 'POST', '/api/default/register', {
      body: { mobile: '13900000013', code, password: TEST_PASSWORD },
    });
    expect(ok.body.errorCode).toBe(0);
  });

  it.each([
    [{}, 'mobile'],
    [{ mobile: '12345', code: '123456', password: TEST_PASSWORD }, 'mobile'],
    [{ mobile: '13900000014', code: '12ab56', password: TEST_PASSWORD }, 'code'],
    [{ mobile: '13900000014', code: '123456', password: 'short' }, 'password'],
    [{ mobile: '13900000014', code: '123456', password: 'x'.repeat(65) }, 'password'],
    [{ mobile: ["13900000014' or 1=1 --"], code: '123456', password: TEST_PASSWORD }, 'mobile'],
    [{ mobile: 13900000014, code: 123456, password: TEST_PASSWORD }, 'mobile'],
  ])('answers 422 naming the field for %j', async (body, field) => {
    const res = await call(app, 'POST', '/api/default/register', { body });
    expect(res.status).toBe(422);
    expect(res.body.errorCode).toBe(ERRORS.VALIDATION.code);
    expect((res.body.data as { field: string }).field).toBe(field);
    expect(res.body.msg).toContain(field);
  });
});

describe('POST /api/default/login', () => {
  beforeAll(async () => {
    await createMember(app, { mobile: '13900000020' });
    await createMember(app, { mobile: '13900000021', isOperator: true });
    await createMember(app, { mobile: '13900000022', isSuperman: true });
    await createMember(app, { mobile: '13900000023', status: 'disabled' });
  });

  it('signs in with the right password and returns auth_key, user and member info', async () => {
    const res = await call(app, 'POST', '/api/default/login', {
      body: { mobile: '13900000020', password: TEST_PASSWORD },
    });
    expect(res.body.errorCode).toBe(0);
    const data = res.body.data as {
      auth_key: string;
      user: { auth_key: string; mobile: string };
      member: { mobile: string };
    };
    expect(data.auth_key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(data.user).toMatchObject({ mobile: '13900000020', auth_key: data.auth_key });
    expect(data.member.mobile).toBe('13900000020');
  });

  it('answers a wrong password and an unknown mobile identically', async () => {
    const wrong = await call(app, 'POST', '/api/default/login', {
      body: { mobile: '13900000020', password: 'not-the-password' },
    });
    const unknown = await call(app, 'POST', '/api/default/login', {
      body: { mobile: '13900000099', password: 'not-the-password' },
    });
    expect(wrong).toEqual(unknown);
    expect(wrong.body.errorCode).toBe(ERRORS.INVALID_CREDENTIALS.code);
  });

  it('refuses a plain member at the admin entrance, and admits operators and staff', async () => {
    const member = await call(app, 'POST', '/api/default/login', {
      body: { mobile: '13900000020', password: TEST_PASSWORD, login_type: 'admin' },
    });
    expect(member.body.errorCode).toBe(ERRORS.NOT_ADMIN.code);
    expect(member.body.msg).toContain('会员入口');
    for (const mobile of ['13900000021', '13900000022']) {
      const res = await call(app, 'POST', '/api/default/login', {
        body: { mobile, password: TEST_PASSWORD, login_type: 'admin' },
      });
      expect(res.body.errorCode).toBe(0);
    }
  });

  it('refuses a disabled account', async () => {
    const res = await call(app, 'POST', '/api/default/login', {
      body: { mobile: '13900000023', password: TEST_PASSWORD },
    });
    expect(res.body.errorCode).toBe(ERRORS.ACCOUNT_DISABLED.code);
  });

  it('locks an account for 15 minutes after 5 failed logins, whatever the address', async () => {
    await createMember(app, { mobile: '13900000024' });
    for (let i = 0; i < 5; i++) {
      await call(app, 'POST', '/api/default/login', {
        body: { mobile: '13900000024', password: 'wrong-password' },
      });
    }
    const locked = await call(app, 'POST', '/api/default/login', {
      body: { mobile: '13900000024', password: TEST_PASSWORD },
    });
    expect(locked.body.errorCode).toBe(ERRORS.LOGIN_LOCKED.code);
  });

  it('locks an address after 20 failed logins across accounts', async () => {
    const ip = '192.0.2.7';
    for (let i = 0; i < 20; i++) {
      await call(app, 'POST', '/api/default/login', {
        ip,
        body: { mobile: `1370000${String(i).padStart(4, '0')}`, password: 'wrong-password' },
      });
    }
    const res = await call(app, 'POST', '/api/default/login', {
      ip,
      body: { mobile: '13900000020', password: TEST_PASSWORD },
    });
    expect(res.body.errorCode).toBe(ERRORS.LOGIN_LOCKED.code);
  });

  it('rate limits the auth calls per address with 429', async () => {
    const ip = '192.0.2.8';
    // The counters are fixed one-minute windows: on a slow run the calls may straddle a boundary and
    // the count start again, so send until refused (at most two windows' worth) instead of exactly 31.
    const statuses: number[] = [];
    while (statuses.length < 61 && statuses.at(-1) !== 429) {
      statuses.push((await call(app, 'POST', '/api/default/login', { ip, body: { mobile: 'bad' } })).status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it.each([
    ['not json', 'body'],
    [JSON.stringify({ mobile: '13900000020', password: 'x'.repeat(1000) }), 'password'],
    [JSON.stringify({ mobile: { $ne: null }, password: 'x' }), 'mobile'],
    [JSON.stringify({ mobile: '13900000020', password: 'x', login_type: 'root' }), 'login_type'],
  ])('answers hostile body %s with 422 on %s and no 500', async (payload, field) => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/default/login',
      payload,
      headers: { 'content-type': 'application/json' },
      remoteAddress: '192.0.2.9',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().data.field).toBe(field);
  });

  it('accepts form-encoded bodies', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/default/login',
      payload: `mobile=13900000020&password=${TEST_PASSWORD}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.json().errorCode).toBe(0);
  });
});

describe('POST /api/default/logout', () => {
  it('revokes the token it was called with, and only that one', async () => {
    await createMember(app, { mobile: '13900000030' });
    const first = await loginAs(app, '13900000030');
    const second = await loginAs(app, '13900000030');
    const res = await call(app, 'POST', '/api/default/logout', { token: first });
    expect(res.body.errorCode).toBe(0);
    expect((await call(app, 'GET', '/api/member/info', { token: first })).status).toBe(401);
    expect((await call(app, 'GET', '/api/member/info', { token: second })).status).toBe(200);
  });

  it('succeeds without a token', async () => {
    expect((await call(app, 'POST', '/api/default/logout')).body.errorCode).toBe(0);
  });
});

describe('POST /api/default/reset-password', () => {
  it('sets the new password and signs out every session', async () => {
    await createMember(app, { mobile: '13900000040' });
    const token = await loginAs(app, '13900000040');
    await call(app, 'POST', '/api/default/send-code', { body: { mobile: '13900000040', purpose: 'reset' } });
    const code = await waitForSmsCode(app, '13900000040');
    const res = await call(app, 'POST', '/api/default/reset-password', {
      body: { mobile: '13900000040', code, password: 'a-brand-new-secret' },
    });
    expect(res.body.errorCode).toBe(0);
    expect((await call(app, 'GET', '/api/member/info', { token })).status).toBe(401);
    await expect(loginAs(app, '13900000040')).rejects.toThrow();
    await expect(loginAs(app, '13900000040', 'a-brand-new-secret')).resolves.toBeTruthy();
  });

  it('refuses a wrong code without changing the password', async () => {
    await createMember(app, { mobile: '13900000041' });
    const res = await call(app, 'POST', '/api/default/reset-password', {
      body: { mobile: '13900000041', code: '000000', password: 'a-brand-new-secret' },
    });
    expect(res.body.errorCode).toBe(ERRORS.SMS_CODE_INVALID.code);
    await expect(loginAs(app, '13900000041')).resolves.toBeTruthy();
  });
});

describe('GET /api/member/info and POST /api/member/update', () => {
  it('needs a valid token (401 otherwise)', async () => {
    expect((await call(app, 'GET', '/api/member/info')).status).toBe(401);
    expect((await call(app, 'GET', '/api/member/info', { token: 'x'.repeat(43) })).status).toBe(401);
    const res = await app.inject({
      method: 'GET',
      url: '/api/member/info',
      headers: { authorization: 'Basic abc' },
    });
    expect(res.statusCode).toBe(401);
  });

  it('reports access flags per role', async () => {
    await createMember(app, { mobile: '13900000050', isSuperman: true });
    const token = await loginAs(app, '13900000050');
    const res = await call(app, 'GET', '/api/member/info', { token });
    expect(res.body.data).toMatchObject({ access: { operator: true, superman: true } });
  });

  it('switches is_hide_rank and validates it', async () => {
    await createMember(app, { mobile: '13900000051' });
    const token = await loginAs(app, '13900000051');
    const on = await call(app, 'POST', '/api/member/update', { token, body: { is_hide_rank: 1 } });
    expect(on.body.data).toMatchObject({ is_hide_rank: 1 });
    const bad = await call(app, 'POST', '/api/member/update', { token, body: { is_hide_rank: 7 } });
    expect(bad.status).toBe(422);
    expect((bad.body.data as { field: string }).field).toBe('is_hide_rank');
    const info = await call(app, 'GET', '/api/member/info', { token });
    expect(info.body.data).toMatchObject({ is_hide_rank: 1 });
  });

  it('ignores fields a member may not set (role, balance, owner)', async () => {
    await createMember(app, { mobile: '13900000052' });
    const token = await loginAs(app, '13900000052');
    await call(app, 'POST', '/api/member/update', {
      token,
      body: { is_hide_rank: 0, is_superman: true, operator_id: 1 },
    });
    const row = await findMemberByMobile(app.deps.db, '13900000052');
    expect(row).toMatchObject({ isSuperman: false, operatorId: null });
  });
});

describe('hostile input on every auth call', () => {
  const counts = () =>
    rows(
      app.deps.db,
      sql`select (select count(*) from members) as m, (select count(*) from sms_codes) as c,
                 (select count(*) from auth_tokens) as t`,
    );
  const calls = [
    '/api/default/send-code',
    '/api/default/register',
    '/api/default/login',
    '/api/default/reset-password',
  ];
  const bodies: [string, string][] = [
    ['not json', '{"mobile":'],
    ['an array', '[1,2,3]'],
    ['null', 'null'],
    ['a number', '42'],
    ['nested objects', JSON.stringify({ mobile: { toString: 'x' }, code: { $gt: '' }, password: ['a'] })],
    [
      'SQL in every field',
      JSON.stringify({
        mobile: "13900000000'; drop table members; --",
        code: "' or 1=1 --",
        password: "' or ''='",
        purpose: "register' --",
      }),
    ],
    [
      'a 100 KB string',
      JSON.stringify({ mobile: '1'.repeat(100_000), password: 'x', code: '1', purpose: 'reset' }),
    ],
    [
      'unicode tricks',
      JSON.stringify({
        mobile: '１３９００００００６０',
        code: '１２３４５６',
        password: '\u0000\u202e',
        purpose: 'reset',
      }),
    ],
  ];

  it.each(calls.flatMap((url) => bodies.map(([name, payload]) => [url, name, payload] as const)))(
    '%s answers %s with 422 and changes nothing',
    async (url, _name, payload) => {
      const before = await counts();
      const res = await app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({
        errorCode: ERRORS.VALIDATION.code,
        data: { field: expect.any(String) },
      });
      expect(await counts()).toEqual(before);
    },
  );
});

import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@nodebao/contract';
import type { App } from '../../app.ts';
import { rows } from '../../db/sql.ts';
import { call, createMember, createTestApp, loginAs, TEST_PASSWORD } from '../../../test/helper.ts';
import { mustHaveSecondFactor } from './sessions.service.ts';

// Issue 49: the authenticator as a second factor, step-up, sessions a member can see and end.

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

/** A code from the secret for a moment `offsetSteps` 30-second steps from now. */
const codeFor = (secret: string, offsetSteps = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + offsetSteps * 30 });

async function signInWith(mobile: string, body: Record<string, unknown> = {}, userAgent = 'test-agent/1') {
  const res = await app.inject({
    method: 'POST',
    url: '/api/default/login',
    payload: { mobile, password: TEST_PASSWORD, ...body },
    headers: { 'user-agent': userAgent },
  });
  return res.json() as { errorCode: number; msg: string; data: { auth_key: string } | null };
}

/** Turns the authenticator on for the member signed in with `token`; its secret and recovery codes. */
async function turnOn(token: string) {
  const setup = await call(app, 'POST', '/api/member/second-factor/setup', {
    token,
    body: { password: TEST_PASSWORD },
  });
  expect(setup.body.errorCode).toBe(0);
  const { secret, otpauth_uri } = setup.body.data as { secret: string; otpauth_uri: string };
  expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\/.*secret=/);
  const enabled = await call(app, 'POST', '/api/member/second-factor/enable', {
    token,
    body: { code: await codeFor(secret) },
  });
  expect(enabled.body.errorCode).toBe(0);
  const { recovery_codes } = enabled.body.data as { recovery_codes: string[] };
  return { secret, recoveryCodes: recovery_codes };
}

describe('the authenticator as a second factor', () => {
  it('is set up with the password and a first code, then asked at every sign-in', async () => {
    await createMember(app, { mobile: '13700000001' });
    const token = await loginAs(app, '13700000001');
    const wrongPassword = await call(app, 'POST', '/api/member/second-factor/setup', {
      token,
      body: { password: 'not-the-password' },
    });
    expect(wrongPassword.body.errorCode).toBe(ERRORS.INVALID_CREDENTIALS.code);

    const { secret, recoveryCodes } = await turnOn(token);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const info = await call(app, 'GET', '/api/member/info', { token });
    expect((info.body.data as { second_factor_on: boolean }).second_factor_on).toBe(true);
    const [stored] = await rows<{ code_hash: string }>(
      app.deps.db,
      sql`select code_hash from recovery_codes limit 1`,
    );
    expect(recoveryCodes.map((c) => c.replace('-', ''))).not.toContain(stored?.code_hash);

    expect((await signInWith('13700000001')).errorCode).toBe(ERRORS.SECOND_FACTOR_CODE_REQUIRED.code);
    expect((await signInWith('13700000001', { totp_code: '000000' })).errorCode).toBe(
      ERRORS.SECOND_FACTOR_CODE_INVALID.code,
    );
    // One step of clock drift either way is allowed; two are not.
    expect((await signInWith('13700000001', { totp_code: await codeFor(secret, 3) })).errorCode).toBe(
      ERRORS.SECOND_FACTOR_CODE_INVALID.code,
    );
    const code = await codeFor(secret, 1);
    expect((await signInWith('13700000001', { totp_code: code })).errorCode).toBe(0);
    // The same code is good once.
    expect((await signInWith('13700000001', { totp_code: code })).errorCode).toBe(
      ERRORS.SECOND_FACTOR_CODE_INVALID.code,
    );
  });

  it('lets a recovery code sign in once', async () => {
    await createMember(app, { mobile: '13700000002' });
    const { recoveryCodes } = await turnOn(await loginAs(app, '13700000002'));
    const recovery = recoveryCodes[0]!.toLowerCase();
    expect((await signInWith('13700000002', { totp_code: recovery })).errorCode).toBe(0);
    expect((await signInWith('13700000002', { totp_code: recovery })).errorCode).toBe(
      ERRORS.SECOND_FACTOR_CODE_INVALID.code,
    );
    const status = await call(app, 'GET', '/api/member/second-factor', {
      token: (await signInWith('13700000002', { totp_code: recoveryCodes[1] }))!.data!.auth_key,
    });
    expect(status.body.data).toMatchObject({ on: true, recovery_codes_left: 8 });
  });

  it('counts wrong codes toward the same lockout as wrong passwords', async () => {
    await createMember(app, { mobile: '13700000003' });
    await turnOn(await loginAs(app, '13700000003'));
    const ip = '10.250.0.1';
    const tryCode = () =>
      call(app, 'POST', '/api/default/login', {
        ip,
        body: { mobile: '13700000003', password: TEST_PASSWORD, totp_code: '123456' },
      });
    const answers: number[] = [];
    for (let i = 0; i < 7; i++) answers.push((await tryCode()).body.errorCode);
    expect(answers).toContain(ERRORS.LOGIN_LOCKED.code);
    expect(answers.slice(-1)[0]).toBe(ERRORS.LOGIN_LOCKED.code);
  });

  it('turns off only with the password and a code', async () => {
    await createMember(app, { mobile: '13700000004' });
    const token = await loginAs(app, '13700000004');
    const { secret } = await turnOn(token);
    const noCode = await call(app, 'POST', '/api/member/second-factor/disable', {
      token,
      body: { password: TEST_PASSWORD, code: '000000' },
    });
    expect(noCode.body.errorCode).toBe(ERRORS.SECOND_FACTOR_CODE_INVALID.code);
    const off = await call(app, 'POST', '/api/member/second-factor/disable', {
      token,
      body: { password: TEST_PASSWORD, code: await codeFor(secret, 1) },
    });
    expect(off.body.errorCode).toBe(0);
    expect((await signInWith('13700000004')).errorCode).toBe(0);
  });

  it('makes new recovery codes and the old ones stop working', async () => {
    await createMember(app, { mobile: '13700000005' });
    const token = await loginAs(app, '13700000005');
    const { secret, recoveryCodes } = await turnOn(token);
    const fresh = await call(app, 'POST', '/api/member/second-factor/recovery-codes', {
      token,
      body: { password: TEST_PASSWORD, code: await codeFor(secret, 1) },
    });
    expect(fresh.body.errorCode).toBe(0);
    expect((await signInWith('13700000005', { totp_code: recoveryCodes[0] })).errorCode).toBe(
      ERRORS.SECOND_FACTOR_CODE_INVALID.code,
    );
    const [newCode] = (fresh.body.data as { recovery_codes: string[] }).recovery_codes;
    expect((await signInWith('13700000005', { totp_code: newCode })).errorCode).toBe(0);
  });

  it('signs an operator in only to set it up when staff require it of operators', async () => {
    await createMember(app, { mobile: '13700000006', isOperator: true });
    await app.deps.db.execute(
      sql`insert into params (key, value) values ('security', '{"operators_must_have_second_factor": true}')
          on conflict (key) do update set value = excluded.value`,
    );
    try {
      const token = await loginAs(app, '13700000006');
      const elsewhere = await call(app, 'GET', '/api/default/main2', { token });
      expect(elsewhere.status).toBe(403);
      expect(elsewhere.body.errorCode).toBe(ERRORS.SECOND_FACTOR_ENROLL_REQUIRED.code);
      const status = await call(app, 'GET', '/api/member/second-factor', { token });
      expect(status.body.data).toMatchObject({ on: false, required: true });
      const { secret } = await turnOn(token);
      expect((await call(app, 'GET', '/api/default/main2', { token })).body.errorCode).toBe(0);
      const off = await call(app, 'POST', '/api/member/second-factor/disable', {
        token,
        body: { password: TEST_PASSWORD, code: await codeFor(secret, 1) },
      });
      expect(off.body.errorCode).toBe(ERRORS.SECOND_FACTOR_MANDATORY.code);
    } finally {
      await app.deps.db.execute(sql`delete from params where key = 'security'`);
    }
  });
});

describe('who must have the authenticator', () => {
  it('is staff in production only, operators when staff say so, members never', async () => {
    const staff = await createMember(app, { mobile: '13700000030', isSuperman: true });
    const member = await createMember(app, { mobile: '13700000031' });
    const production = { ...app.deps, config: { ...app.deps.config, env: 'production' as const } };
    expect(await mustHaveSecondFactor(production, staff)).toBe(true);
    expect(await mustHaveSecondFactor(app.deps, staff)).toBe(false);
    expect(await mustHaveSecondFactor(production, member)).toBe(false);
  });
});

describe('step-up before the money and fleet actions of staff', () => {
  it('asks for a fresh code once the last one is older than the step-up window', async () => {
    await createMember(app, { mobile: '13700000010', isSuperman: true });
    const token = await loginAs(app, '13700000010');
    const save = () =>
      call(app, 'POST', '/api/admin/param-save', {
        token,
        body: { key: 'referral_rate_bp', value: 500 },
      });
    // Without an authenticator (outside production) nothing is asked.
    expect((await save()).body.errorCode).toBe(0);
    const { secret } = await turnOn(token);
    // Setting it up typed a code just now.
    expect((await save()).body.errorCode).toBe(0);
    await app.deps.db.execute(
      sql`update auth_tokens set second_factor_at = now() - interval '6 minutes' where member_id = (select id from members where mobile = '13700000010')`,
    );
    const refused = await save();
    expect(refused.body.errorCode).toBe(ERRORS.STEP_UP_REQUIRED.code);
    const verified = await call(app, 'POST', '/api/member/second-factor/verify', {
      token,
      body: { code: await codeFor(secret, 1) },
    });
    expect(verified.body.errorCode).toBe(0);
    expect((await save()).body.errorCode).toBe(0);
    // A read is never asked.
    await app.deps.db.execute(sql`update auth_tokens set second_factor_at = null`);
    expect((await call(app, 'GET', '/api/admin/params', { token })).body.errorCode).toBe(0);
  });
});

describe('sessions a member can see and end', () => {
  it('lists the sessions, ends one at once and ends the others', async () => {
    await createMember(app, { mobile: '13700000020' });
    const phone = (await signInWith(
      '13700000020',
      {},
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.42',
    ))!.data!.auth_key;
    const desktop = (await signInWith(
      '13700000020',
      {},
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36',
    ))!.data!.auth_key;
    const third = await loginAs(app, '13700000020');

    const list = await call(app, 'GET', '/api/member/sessions', { token: desktop });
    const sessions = list.body.data as { id: number; device: string; current: boolean }[];
    expect(sessions).toHaveLength(3);
    expect(sessions.filter((s) => s.current)).toHaveLength(1);
    expect(sessions.map((s) => s.device)).toEqual(
      expect.arrayContaining(['微信 8.0 · iOS 17.0', 'Chrome 120.0 · Windows 10']),
    );

    const phoneSession = sessions.find((s) => s.device.startsWith('微信'))!;
    const ended = await call(app, 'POST', '/api/member/sessions/revoke', {
      token: desktop,
      body: { id: phoneSession.id },
    });
    expect(ended.body.errorCode).toBe(0);
    expect((await call(app, 'GET', '/api/member/info', { token: phone })).status).toBe(401);

    const others = await call(app, 'POST', '/api/member/sessions/revoke-others', { token: desktop });
    expect(others.body.data).toEqual({ revoked: 1 });
    expect((await call(app, 'GET', '/api/member/info', { token: third })).status).toBe(401);
    expect((await call(app, 'GET', '/api/member/info', { token: desktop })).body.errorCode).toBe(0);
  });

  it("never ends another member's session", async () => {
    await createMember(app, { mobile: '13700000021' });
    await createMember(app, { mobile: '13700000022' });
    const mine = await loginAs(app, '13700000021');
    const theirs = await loginAs(app, '13700000022');
    const [theirSession] = (await call(app, 'GET', '/api/member/sessions', { token: theirs })).body.data as {
      id: number;
    }[];
    const refused = await call(app, 'POST', '/api/member/sessions/revoke', {
      token: mine,
      body: { id: theirSession!.id },
    });
    expect(refused.body.errorCode).toBe(ERRORS.SESSION_NOT_FOUND.code);
    expect((await call(app, 'GET', '/api/member/info', { token: theirs })).body.errorCode).toBe(0);
  });

  it('ends the other sessions when the password changes', async () => {
    await createMember(app, { mobile: '13700000023' });
    const here = await loginAs(app, '13700000023');
    const there = await loginAs(app, '13700000023');
    const wrong = await call(app, 'POST', '/api/member/change-password', {
      token: here,
      body: { old_password: 'not-it-at-all', password: 'a-new-long-password-1' },
    });
    expect(wrong.body.errorCode).toBe(ERRORS.PASSWORD_WRONG.code);
    const changed = await call(app, 'POST', '/api/member/change-password', {
      token: here,
      body: { old_password: TEST_PASSWORD, password: 'a-new-long-password-1' },
    });
    expect(changed.body.errorCode).toBe(0);
    expect((await call(app, 'GET', '/api/member/info', { token: there })).status).toBe(401);
    expect((await call(app, 'GET', '/api/member/info', { token: here })).body.errorCode).toBe(0);
    expect((await loginAs(app, '13700000023', 'a-new-long-password-1')).length).toBeGreaterThan(20);
  });

  it('lets a token die once unused past its idle lifetime', async () => {
    await createMember(app, { mobile: '13700000024' });
    const token = await loginAs(app, '13700000024');
    const [row] = await rows<{ idle_seconds: number; lifetime: number }>(
      app.deps.db,
      sql`select idle_seconds, extract(epoch from expires_at - created_at)::int as lifetime from auth_tokens
          where member_id = (select id from members where mobile = '13700000024')`,
    );
    expect(row).toEqual({ idle_seconds: 14 * 86_400, lifetime: 30 * 86_400 });
    await app.deps.db.execute(
      sql`update auth_tokens set last_seen_at = now() - interval '15 days' where member_id = (select id from members where mobile = '13700000024')`,
    );
    expect((await call(app, 'GET', '/api/member/info', { token })).status).toBe(401);
  });

  it('gives staff shorter lifetimes', async () => {
    await createMember(app, { mobile: '13700000025', isSuperman: true });
    await loginAs(app, '13700000025');
    const [row] = await rows<{ idle_seconds: number; lifetime: number }>(
      app.deps.db,
      sql`select idle_seconds, extract(epoch from expires_at - created_at)::int as lifetime from auth_tokens
          where member_id = (select id from members where mobile = '13700000025')`,
    );
    expect(row).toEqual({ idle_seconds: 3600, lifetime: 12 * 3600 });
  });

  it('tells the member of a sign-in from a browser the account never used', async () => {
    await createMember(app, { mobile: '13700000026', isSuperman: true });
    await signInWith('13700000026', {}, 'browser-a');
    await signInWith('13700000026', {}, 'browser-a');
    const count = async () =>
      (
        await rows<{ n: number }>(
          app.deps.db,
          sql`select count(*)::int as n from member_messages where title = '新设备登录提醒'
              and member_id = (select id from members where mobile = '13700000026')`,
        )
      )[0]?.n;
    expect(await count()).toBe(0);
    await signInWith('13700000026', {}, 'browser-b');
    expect(await count()).toBe(1);
    // Staff get an SMS too.
    for (let i = 0; i < 50 && !app.smsOutbox?.list('13700000026').length; i++)
      await new Promise((r) => setTimeout(r, 20));
    expect(app.smsOutbox?.list('13700000026')[0]?.text).toContain('新设备');
  });
});

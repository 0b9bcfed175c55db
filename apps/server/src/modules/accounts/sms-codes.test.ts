import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ERRORS, SMS } from '@nodebao/contract';
import type { App } from '../../app.ts';
import {
  call,
  createMember,
  createTestApp,
  loginAs,
  TEST_PASSWORD,
  waitForSmsCode,
} from '../../../test/helper.ts';

let app: App;
let mobileSeq = 0;
/** A mobile no other test used, so limits counted per mobile start from zero. */
function freshMobile(): string {
  mobileSeq += 1;
  return `1360000${String(mobileSeq).padStart(4, '0')}`;
}

beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

const sendCode = (mobile: string, purpose: 'register' | 'reset' = 'register', ip?: string) =>
  call(app, 'POST', '/api/default/send-code', { body: { mobile, purpose }, ...(ip ? { ip } : {}) });
const register = (mobile: string, code: string) =>
  call(app, 'POST', '/api/default/register', { body: { mobile, code, password: TEST_PASSWORD } });

/** Moves every code of `mobile` back in time, as if `seconds` had passed. */
async function age(mobile: string, seconds: number) {
  await app.deps.db.execute(sql`
    update sms_codes set created_at = created_at - make_interval(secs => ${seconds}),
                         expires_at = expires_at - make_interval(secs => ${seconds})
    where mobile = ${mobile}`);
}

describe('POST /api/default/send-code', () => {
  it('delivers a 6-digit code through the SMS provider', async () => {
    const mobile = freshMobile();
    const res = await sendCode(mobile);
    expect(res.body).toEqual({ errorCode: 0, msg: '验证码已发送', data: { resend_after: 60 } });
    expect(await waitForSmsCode(app, mobile)).toMatch(/^\d{6}$/);
    expect(app.smsOutbox?.list(mobile)[0]?.text).toContain('【节点宝】');
  });

  it('answers registered and unknown mobiles identically, for both purposes', async () => {
    await createMember(app, { mobile: '13600009001' });
    await createMember(app, { mobile: '13600009003' });
    expect(await sendCode('13600009001', 'register')).toEqual(await sendCode(freshMobile(), 'register'));
    expect(await sendCode('13600009003', 'reset')).toEqual(await sendCode(freshMobile(), 'reset'));
  });

  it('never gives a usable code to the wrong person: registering a taken mobile only notifies its owner', async () => {
    await createMember(app, { mobile: '13600009002' });
    await sendCode('13600009002', 'register');
    await new Promise((r) => setTimeout(r, 200));
    const messages = app.smsOutbox?.list('13600009002') ?? [];
    expect(messages).toHaveLength(1);
    expect(messages[0]?.params.code).toBeUndefined();
    expect(messages[0]?.text).toContain('已注册');
  });

  it('sends nothing when resetting an unknown mobile, yet counts it', async () => {
    const mobile = freshMobile();
    await sendCode(mobile, 'reset');
    await new Promise((r) => setTimeout(r, 200));
    expect(app.smsOutbox?.list(mobile)).toHaveLength(0);
    expect((await sendCode(mobile, 'reset')).body.errorCode).toBe(ERRORS.SMS_TOO_FREQUENT.code);
  });

  it('refuses a resend within 60 s and says how long to wait', async () => {
    const mobile = freshMobile();
    await sendCode(mobile);
    const again = await sendCode(mobile);
    expect(again.body.errorCode).toBe(ERRORS.SMS_TOO_FREQUENT.code);
    expect((again.body.data as { resend_after: number }).resend_after).toBeGreaterThan(55);
    await age(mobile, SMS.resendSeconds);
    expect((await sendCode(mobile)).body.errorCode).toBe(0);
  });

  it('allows 5 codes an hour and 10 a day per mobile', async () => {
    const mobile = freshMobile();
    for (let i = 0; i < 5; i++) {
      expect((await sendCode(mobile)).body.errorCode).toBe(0);
      await age(mobile, SMS.resendSeconds);
    }
    expect((await sendCode(mobile)).body.errorCode).toBe(ERRORS.SMS_LIMIT_REACHED.code);
    await age(mobile, 3600);
    for (let i = 0; i < 5; i++) {
      expect((await sendCode(mobile)).body.errorCode).toBe(0);
      await age(mobile, SMS.resendSeconds);
    }
    await age(mobile, 3600);
    const eleventh = await sendCode(mobile);
    expect(eleventh.body.errorCode).toBe(ERRORS.SMS_LIMIT_REACHED.code);
    expect(eleventh.body.msg).toContain('今日');
  });

  it('caps codes per client address at 20 an hour', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < SMS.perIpHourly; i++)
      expect((await sendCode(freshMobile(), 'register', ip)).body.errorCode).toBe(0);
    expect((await sendCode(freshMobile(), 'register', ip)).body.errorCode).toBe(
      ERRORS.SMS_LIMIT_REACHED.code,
    );
  });

  it('issues one code when the same mobile asks twice at once', async () => {
    const mobile = freshMobile();
    const replies = await Promise.all([sendCode(mobile), sendCode(mobile)]);
    expect(replies.map((r) => r.body.errorCode).sort()).toEqual([0, ERRORS.SMS_TOO_FREQUENT.code]);
  });
});

describe('using a code', () => {
  let mobile: string;
  beforeEach(() => {
    mobile = freshMobile();
  });

  it('works once only', async () => {
    await sendCode(mobile);
    const code = await waitForSmsCode(app, mobile);
    expect((await register(mobile, code)).body.errorCode).toBe(0);
    // A second use of the same code (e.g. a replayed request) is refused.
    const replay = await register(mobile, code);
    expect(replay.body.errorCode).toBe(ERRORS.SMS_CODE_INVALID.code);
  });

  it('expires after 10 minutes', async () => {
    await sendCode(mobile);
    const code = await waitForSmsCode(app, mobile);
    await age(mobile, SMS.ttlSeconds);
    expect((await register(mobile, code)).body.errorCode).toBe(ERRORS.SMS_CODE_INVALID.code);
  });

  it('is burned by the fifth wrong try, even if the right one follows', async () => {
    await sendCode(mobile);
    const code = await waitForSmsCode(app, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < SMS.maxWrongTries; i++) {
      expect((await register(mobile, wrong)).body.errorCode).toBe(ERRORS.SMS_CODE_INVALID.code);
    }
    expect((await register(mobile, code)).body.errorCode).toBe(ERRORS.SMS_CODE_INVALID.code);
  });

  it('still works after four wrong tries', async () => {
    await sendCode(mobile);
    const code = await waitForSmsCode(app, mobile);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < SMS.maxWrongTries - 1; i++) await register(mobile, wrong);
    expect((await register(mobile, code)).body.errorCode).toBe(0);
  });

  it('is replaced by a newer code', async () => {
    await sendCode(mobile);
    const first = await waitForSmsCode(app, mobile);
    await age(mobile, SMS.resendSeconds);
    const notBefore = Date.now();
    await sendCode(mobile);
    const second = await waitForSmsCode(app, mobile, notBefore);
    if (first !== second)
      expect((await register(mobile, first)).body.errorCode).toBe(ERRORS.SMS_CODE_INVALID.code);
    expect((await register(mobile, second)).body.errorCode).toBe(0);
  });

  it('is bound to its purpose: a register code cannot reset a password', async () => {
    await createMember(app, { mobile });
    await sendCode(mobile, 'reset');
    const code = await waitForSmsCode(app, mobile);
    const res = await call(app, 'POST', '/api/default/register', {
      body: { mobile, code, password: TEST_PASSWORD },
    });
    expect(res.body.errorCode).toBe(ERRORS.SMS_CODE_INVALID.code);
    await expect(loginAs(app, mobile)).resolves.toBeTruthy();
  });
});

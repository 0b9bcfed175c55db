import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@nodebao/contract';
import type { App } from '../../app.ts';
import { rows } from '../../db/sql.ts';
import { partnerSign } from '../../integrations/partner/partner-sign.ts';
import { call, createMember, createTestApp, loginAs } from '../../../test/helper.ts';

let app: App;
let token: string;
const MOBILE = '13700000001';

beforeAll(async () => {
  app = await createTestApp();
  await createMember(app, { mobile: MOBILE });
  token = await loginAs(app, MOBILE);
});
afterAll(async () => {
  await app.close();
});

const now = () => Math.floor(Date.now() / 1000);
/** A sign as the sister service makes it, under the shared secret of the test config. */
const fromPartner = (mobile: string, time = now(), from = 'partner') => ({
  from,
  mobile,
  time,
  sign: partnerSign(app.deps.config.partner.secret, { from, mobile, time }),
});
const tokenCount = async () =>
  (await rows<{ n: number }>(app.deps.db, sql`select count(*)::int as n from auth_tokens`))[0]?.n;

describe('GET /api/member/partner-sign', () => {
  it('signs the caller in on the partner host, once', async () => {
    const res = await call(app, 'GET', '/api/member/partner-sign', { token });
    expect(res.body.errorCode).toBe(0);
    const sign = res.body.data as { host: string; from: string; mobile: string; time: number; sign: string };
    expect(sign).toMatchObject({ host: '/sim/partner', from: 'nodebao', mobile: MOBILE });
    expect(Math.abs(sign.time - now())).toBeLessThanOrEqual(2);
    // The secret itself is nowhere in the reply.
    expect(JSON.stringify(res.body)).not.toContain(app.deps.config.partner.secret);

    // What the web does next: post it to the partner host, then read the sister service's member info.
    const login = await app.inject({
      method: 'POST',
      url: `${sign.host}/api/default/auto-login`,
      payload: sign,
    });
    const partnerToken = (login.json() as { data: { auth_key: string } }).data.auth_key;
    expect(login.json()).toMatchObject({ errorCode: 0 });
    const info = await app.inject({
      method: 'GET',
      url: `${sign.host}/api/member/info`,
      headers: { authorization: `Bearer ${partnerToken}` },
    });
    expect(info.json()).toMatchObject({ errorCode: 0, data: { mobile: MOBILE } });
    const again = await app.inject({
      method: 'POST',
      url: `${sign.host}/api/default/auto-login`,
      payload: sign,
    });
    expect(again.json()).toMatchObject({ errorCode: 10001, msg: '签名已使用' });
  });

  it('needs a signed-in member', async () => {
    expect((await call(app, 'GET', '/api/member/partner-sign')).status).toBe(401);
  });
});

describe('POST /api/default/auto-login', () => {
  it('signs a partner’s member in, and the token works here', async () => {
    const res = await call(app, 'POST', '/api/default/auto-login', { body: fromPartner(MOBILE) });
    expect(res.body).toMatchObject({ errorCode: 0, data: { user: { mobile: MOBILE } } });
    const auth = (res.body.data as { auth_key: string }).auth_key;
    const me = await call(app, 'GET', '/api/member/info', { token: auth });
    expect(me.body).toMatchObject({ errorCode: 0, data: { mobile: MOBILE } });
  });

  it('takes each sign once, also when it arrives ten times at once', async () => {
    // Another time than the test above: within one second the same fields give the same sign.
    const body = fromPartner(MOBILE, now() - 7);
    const before = await tokenCount();
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => call(app, 'POST', '/api/default/auto-login', { body })),
    );
    const codes = replies.map((r) => r.body.errorCode);
    expect(codes.filter((c) => c === 0)).toHaveLength(1);
    expect(codes.filter((c) => c === ERRORS.PARTNER_SIGN_USED.code)).toHaveLength(9);
    expect(await tokenCount()).toBe((before ?? 0) + 1);
  });

  it.each([
    [
      'a sign under another secret',
      () => ({ ...fromPartner(MOBILE), sign: 'ab'.repeat(32) }),
      'PARTNER_SIGN_INVALID',
    ],
    ['a source it does not know', () => fromPartner(MOBILE, now(), 'stranger'), 'PARTNER_SIGN_INVALID'],
    ['a time 301 s ago', () => fromPartner(MOBILE, now() - 301), 'PARTNER_SIGN_EXPIRED'],
    // 302, not 301: the server reads its clock a moment later, and across a second's edge a time 301 s
    // ahead of the test's clock is only 300 s ahead of the server's (accepted). This flaked in CI.
    ['a time 302 s ahead', () => fromPartner(MOBILE, now() + 302), 'PARTNER_SIGN_EXPIRED'],
    [
      'another mobile under the same sign',
      () => ({ ...fromPartner(MOBILE), mobile: '13700000002' }),
      'PARTNER_SIGN_INVALID',
    ],
    ['a mobile with no account here', () => fromPartner('13700000009'), 'PARTNER_MEMBER_UNKNOWN'],
  ] as const)('refuses %s and signs nobody in', async (_name, body, error) => {
    const before = await tokenCount();
    const res = await call(app, 'POST', '/api/default/auto-login', { body: body() });
    expect(res.body).toMatchObject({ errorCode: ERRORS[error].code, data: null });
    expect(await tokenCount()).toBe(before);
  });

  it('keeps a sign refused for an unknown mobile usable for nothing else', async () => {
    const body = fromPartner('13700000009');
    expect((await call(app, 'POST', '/api/default/auto-login', { body })).body.errorCode).toBe(
      ERRORS.PARTNER_MEMBER_UNKNOWN.code,
    );
    const swapped = { ...body, mobile: MOBILE };
    expect((await call(app, 'POST', '/api/default/auto-login', { body: swapped })).body.errorCode).toBe(
      ERRORS.PARTNER_SIGN_INVALID.code,
    );
  });

  it.each([
    ['sign', { from: 'partner', mobile: MOBILE, time: 1 }],
    ['mobile', { sign: 'ab'.repeat(32), from: 'partner', mobile: '123', time: 1 }],
    ['time', { sign: 'ab'.repeat(32), from: 'partner', mobile: MOBILE, time: 'soon' }],
    ['from', { sign: 'ab'.repeat(32), from: "x' or 1=1 --", mobile: MOBILE, time: 1 }],
  ])('answers 422 naming %s for a bad body', async (field, body) => {
    const res = await call(app, 'POST', '/api/default/auto-login', { body });
    expect(res.status).toBe(422);
    expect((res.body.data as { field: string }).field).toBe(field);
  });
});

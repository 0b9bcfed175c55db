import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { call, createMember, createTestApp, loginAs } from '../../../test/helper.ts';
import { PARAM_DEFAULTS, setParam } from '../params/params.service.ts';

let app: App;
let token: string;

beforeAll(async () => {
  app = await createTestApp();
  await createMember(app, { mobile: '13700000101' });
  token = await loginAs(app, '13700000101');
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/member/my-bank', () => {
  it('gives a signed-in member the platform’s receiving account, as staff set it', async () => {
    const first = await call(app, 'GET', '/api/member/my-bank', { token });
    expect(first.body).toMatchObject({ errorCode: 0, data: PARAM_DEFAULTS.platform_bank });

    await setParam(app.deps.db, 'platform_bank', {
      ...PARAM_DEFAULTS.platform_bank,
      account_no: '6222000011112222',
    });
    const changed = await call(app, 'GET', '/api/member/my-bank', { token });
    expect(changed.body.data).toMatchObject({ account_no: '6222000011112222', bank_name: '中国工商银行' });
  });

  it('needs a signed-in member', async () => {
    expect((await call(app, 'GET', '/api/member/my-bank')).status).toBe(401);
  });
});

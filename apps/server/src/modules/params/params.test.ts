import { ERRORS } from '@nodebao/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { call, createMember, createTestApp, loginAs } from '../../../test/helper.ts';
import { PARAM_DEFAULTS } from './params.service.ts';

let app: App;
let staff: string;
let member: string;

beforeAll(async () => {
  app = await createTestApp();
  await createMember(app, { mobile: '13700000401', isSuperman: true });
  await createMember(app, { mobile: '13700000402' });
  staff = await loginAs(app, '13700000401');
  member = await loginAs(app, '13700000402');
});
afterAll(async () => {
  await app.close();
});

describe('staff parameters', () => {
  it('reads and changes one parameter at a time, which members then see', async () => {
    const read = await call(app, 'GET', '/api/admin/params', { token: staff });
    expect(read.body.data).toMatchObject({
      withdraw: PARAM_DEFAULTS.withdraw,
      platform_bank: PARAM_DEFAULTS.platform_bank,
    });
    const bank = { ...PARAM_DEFAULTS.platform_bank, account_no: '6222 0200 1234 5678' };
    const saved = await call(app, 'POST', '/api/admin/param-save', {
      token: staff,
      body: { key: 'platform_bank', value: bank },
    });
    expect(saved.body).toMatchObject({
      errorCode: 0,
      data: { platform_bank: { account_no: '6222020012345678' } },
    });
    const seen = await call(app, 'GET', '/api/member/my-bank', { token: member });
    expect(seen.body.data).toMatchObject({ account_no: '6222020012345678' });
  });

  it('names the field that is wrong and keeps the old value', async () => {
    const res = await call(app, 'POST', '/api/admin/param-save', {
      token: staff,
      body: { key: 'withdraw', value: { min_fen: 5_000, max_fen: 1_000, fee_rate_bp: 0 } },
    });
    expect(res.status).toBe(422);
    expect((res.body.data as { field: string }).field).toContain('max_fen');
    const read = await call(app, 'GET', '/api/admin/params', { token: staff });
    expect(read.body.data).toMatchObject({ withdraw: PARAM_DEFAULTS.withdraw });
    const unknown = await call(app, 'POST', '/api/admin/param-save', {
      token: staff,
      body: { key: 'app_secret', value: 'x' },
    });
    expect(unknown.status).toBe(422);
  });

  it('adds and reprices device types; members may not', async () => {
    const added = await call(app, 'POST', '/api/admin/device-type-save', {
      token: staff,
      body: { name: 'NB-Max', code_price_fen: 29_900 },
    });
    const id = (added.body.data as { id: number }).id;
    await call(app, 'POST', '/api/admin/device-type-save', {
      token: staff,
      body: { id, name: 'NB-Max', code_price_fen: 25_900 },
    });
    const list = await call(app, 'GET', '/api/member/device-type-list', { token: member });
    expect(list.body.data).toEqual([expect.objectContaining({ id, code_price_fen: 25_900 })]);
    const missing = await call(app, 'POST', '/api/admin/device-type-save', {
      token: staff,
      body: { id: 999_999, name: 'x', code_price_fen: 1 },
    });
    expect(missing.body.errorCode).toBe(ERRORS.NOT_FOUND.code);
    const dear = await call(app, 'POST', '/api/admin/device-type-save', {
      token: staff,
      body: { name: 'NB-Gold', code_price_fen: 1_000_001 },
    });
    expect(dear.status).toBe(422);
    expect((dear.body.data as { field: string }).field).toBe('code_price_fen');
    expect((await call(app, 'GET', '/api/admin/params', { token: member })).status).toBe(403);
    const byMember = await call(app, 'POST', '/api/admin/device-type-save', {
      token: member,
      body: { name: 'free', code_price_fen: 0 },
    });
    expect(byMember.status).toBe(403);
  });
});

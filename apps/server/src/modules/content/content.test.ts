import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@nodebao/contract';
import type { App } from '../../app.ts';
import { call, createTestApp } from '../../../test/helper.ts';
import { setParam, PARAM_DEFAULTS } from '../params/params.service.ts';
import { publishFlashingTutorial, seedArticles } from './content.service.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
  await seedArticles(app.deps);
  await publishFlashingTutorial(app.deps);
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/default/param', () => {
  it('returns configInfo with fapiao_param and the public business parameters', async () => {
    const res = await call(app, 'GET', '/api/default/param');
    expect(res.body.data).toMatchObject({
      site_name: '节点宝',
      fapiao_param: { enabled: true },
      withdraw: { min_fen: 1000, max_fen: 990000, fee_rate_bp: 0 },
      isp_price_fen: { telecom: 30, unicom: 28, mobile: 22 },
      referral_rate_bp: 500,
    });
  });

  it('reflects a parameter staff changed', async () => {
    await setParam(app.deps.db, 'withdraw', { ...PARAM_DEFAULTS.withdraw, fee_rate_bp: 50 });
    const res = await call(app, 'GET', '/api/default/param');
    expect(res.body.data).toMatchObject({ withdraw: { fee_rate_bp: 50, min_fen: 1000 } });
  });

  it.each(['about', 'agreement', 'privacy'])('returns the %s text', async (name) => {
    const res = await call(app, 'GET', '/api/default/param', { query: { name } });
    const text = (res.body.data as { text: { title: string; content: string } }).text;
    expect(text.title).toMatch(/节点宝/);
    expect(text.content.length).toBeGreaterThan(300);
  });

  it('refuses an unknown text name with 422', async () => {
    const res = await call(app, 'GET', '/api/default/param', { query: { name: '../../etc/passwd' } });
    expect(res.status).toBe(422);
  });
});

describe('help guides', () => {
  it('lists the seeded guides, paged', async () => {
    const res = await call(app, 'GET', '/api/default/article-list');
    const data = res.body.data as { id: number; title: string; summary: string }[];
    expect(data.map((a) => a.title)).toEqual(
      expect.arrayContaining(['如何添加设备', '收益是如何结算的', '如何提现', '刷机指南']),
    );
    expect(data.every((a) => a.summary.length > 10)).toBe(true);
    expect(res.body.pages).toEqual({ page: 1, pageSize: 20, totalCount: data.length, pageCount: 1 });
    const page2 = await call(app, 'GET', '/api/default/article-list', {
      query: { page: '2', pageSize: '2' },
    });
    expect((page2.body.data as unknown[]).length).toBe(2);
  });

  it('does not duplicate guides when seeded again', async () => {
    const before = (await call(app, 'GET', '/api/default/article-list')).body.pages;
    await seedArticles(app.deps);
    expect((await call(app, 'GET', '/api/default/article-list')).body.pages).toEqual(before);
  });

  it('shows one guide, and answers an unknown id with the not-found errorCode', async () => {
    const list = (await call(app, 'GET', '/api/default/article-list')).body.data as { id: number }[];
    const one = await call(app, 'GET', '/api/default/article-view', { query: { id: String(list[0]?.id) } });
    expect((one.body.data as { content: string }).content).toContain('##');
    const missing = await call(app, 'GET', '/api/default/article-view', { query: { id: '999999' } });
    expect(missing.status).toBe(200);
    expect(missing.body.errorCode).toBe(ERRORS.NOT_FOUND.code);
    const bad = await call(app, 'GET', '/api/default/article-view', { query: { id: "1' or '1'='1" } });
    expect(bad.status).toBe(422);
  });
});

describe('China data', () => {
  it('serves the administrative divisions as a tree', async () => {
    const res = await call(app, 'GET', '/api/default/district');
    const provinces = res.body.data as {
      code: string;
      name: string;
      children: { name: string; children: unknown[] }[];
    }[];
    expect(provinces).toHaveLength(34);
    const guangdong = provinces.find((p) => p.name === '广东省');
    expect(guangdong?.children.find((c) => c.name === '深圳市')?.children.length).toBeGreaterThan(5);
  });

  it('serves the provinces map and a province map, and refuses an unknown one', async () => {
    const china = await call(app, 'GET', '/api/default/map');
    expect(china.body.data).toMatchObject({ type: 'FeatureCollection' });
    expect((china.body.data as { features: unknown[] }).features.length).toBeGreaterThanOrEqual(34);
    const guangdong = await call(app, 'GET', '/api/default/map', { query: { name: '广东' } });
    expect((guangdong.body.data as { features: unknown[] }).features.length).toBeGreaterThan(10);
    const unknown = await call(app, 'GET', '/api/default/map', { query: { name: 'constructor' } });
    expect(unknown.body.errorCode).toBe(ERRORS.NOT_FOUND.code);
  });
});

describe('downloads', () => {
  it('lists the flashing tutorial with its real size and SHA-256, and serves the file', async () => {
    const res = await call(app, 'GET', '/api/member/download');
    const [tutorial] = res.body.data as { kind: string; url: string; size: number; sha256: string }[];
    expect(tutorial?.kind).toBe('tutorial');
    const file = await app.inject({ method: 'GET', url: tutorial?.url ?? '' });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.length).toBe(tutorial?.size);
    const { createHash } = await import('node:crypto');
    expect(createHash('sha256').update(file.rawPayload).digest('hex')).toBe(tutorial?.sha256);
  });

  it('reports the app version and its changelog', async () => {
    const res = await call(app, 'GET', '/api/default/app-ver');
    expect(res.body.data).toMatchObject({ version: expect.stringMatching(/^\d+\.\d+\.\d+$/), android: null });
    expect((res.body.data as { changelog: unknown[] }).changelog.length).toBeGreaterThan(0);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { buildApp, type App } from './app.ts';
import { loadConfig } from './config.ts';
import { createTestApp, createTestDatabase, testConfig } from '../test/helper.ts';
import { PRODUCTION_ENV } from '../test/production-env.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('the server', () => {
  it('answers /healthz and /readyz', async () => {
    expect((await app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await app.inject('/readyz')).json()).toMatchObject({ status: 'ready' });
  });

  it('answers an unknown API route with 404 and the envelope', async () => {
    const res = await app.inject('/api/nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ errorCode: 40400, msg: '接口不存在' });
  });

  it('sets the security headers on every reply', async () => {
    const res = await app.inject('/api/default/param');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('compresses a large reply for a client that accepts it, and only then', async () => {
    const gzipped = await app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    const doc = JSON.parse(zlib.gunzipSync(gzipped.rawPayload).toString()) as { openapi: string };
    expect(doc.openapi).toMatch(/^3\./);
    const plain = await app.inject('/api/openapi.json');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json()).toEqual(doc);
    // Small replies are not worth it.
    const small = await app.inject({ url: '/healthz', headers: { 'accept-encoding': 'gzip' } });
    expect(small.headers['content-encoding']).toBeUndefined();
  });

  it('echoes the request id it was given', async () => {
    const res = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc-123' } });
    expect(res.headers['x-request-id']).toBe('abc-123');
    expect((await app.inject('/healthz')).headers['x-request-id']).toBeTruthy();
  });

  it('publishes an OpenAPI document generated from the schemas', async () => {
    const doc = (await app.inject('/api/openapi.json')).json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/default/login', '/api/member/info', '/api/default/district']),
    );
    expect(doc.paths['/api/default/login'].post.requestBody).toBeTruthy();
    expect((await app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });

  it('denies by default: an /api route without an auth level needs a member', async () => {
    expect((await app.inject('/api/member/info')).statusCode).toBe(401);
  });
});

describe('configuration', () => {
  it('has the documented defaults', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ port: 8080, host: '0.0.0.0', databaseUrl: undefined, logLevel: 'info' });
    expect(config.dataDir.endsWith('data')).toBe(true);
    expect(config.settlementSchedule).toBe('35 0 * * *');
    expect(loadConfig({ SETTLEMENT_SCHEDULE: ' 12 4 * * * ' }).settlementSchedule).toBe('12 4 * * *');
  });

  it('refuses invalid values and unsafe production settings, naming the variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ SETTLEMENT_SCHEDULE: 'daily' })).toThrow(/SETTLEMENT_SCHEDULE/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/APP_SECRET/);
    expect(() => loadConfig({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32) })).toThrow(/SMS_PROVIDER/);
    const aliyun = { NODE_ENV: 'production', APP_SECRET: 'x'.repeat(32), SMS_PROVIDER: 'aliyun' };
    expect(() => loadConfig(aliyun)).toThrow(/SMS_ALIYUN_ACCESS_KEY_ID[\s\S]*SMS_ALIYUN_ACCESS_KEY_SECRET/);
    expect(() =>
      loadConfig({ ...PRODUCTION_ENV, SMS_ALIYUN_ENDPOINT: 'http://dysmsapi.aliyuncs.com/' }),
    ).toThrow(/SMS_ALIYUN_ENDPOINT: https/);
  });
});

describe('the built web app', () => {
  let web: App;
  beforeAll(async () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'nodebao-web-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    const html = '<!doctype html><title>节点宝</title>';
    fs.writeFileSync(path.join(dist, 'index.html'), html);
    fs.writeFileSync(path.join(dist, 'index.html.br'), zlib.brotliCompressSync(html));
    fs.writeFileSync(path.join(dist, 'assets/app-1a2b3c.js'), 'console.log(1)');
    fs.writeFileSync(path.join(dist, 'assets/app-1a2b3c.js.br'), zlib.brotliCompressSync('console.log(1)'));
    web = await createTestApp({ WEB_DIST: dist });
  });
  afterAll(async () => {
    await web.close();
  });

  it('serves hashed assets compressed as the build wrote them, cached for a year', async () => {
    const res = await web.inject({
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe('console.log(1)');
    const plain = await web.inject('/assets/app-1a2b3c.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe('console.log(1)');
  });

  it('sends a hashed asset the headers a subresource needs, not the document ones', async () => {
    const asset = await web.inject('/assets/app-1a2b3c.js');
    expect(asset.headers['x-content-type-options']).toBe('nosniff');
    expect(asset.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(asset.headers['content-security-policy']).toBeUndefined();
    expect(asset.headers['x-frame-options']).toBeUndefined();
    const page = await web.inject({ url: '/device/index', headers: { accept: 'text/html' } });
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.headers['strict-transport-security']).toContain('max-age=');
  });

  it('answers a client-side route with the entry page, never cached', async () => {
    const res = await web.inject({
      url: '/device/index',
      headers: { accept: 'text/html', 'accept-encoding': 'br' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toContain('节点宝');
  });
});

describe('shutdown', () => {
  it('closes the database only after a handler whose client went away has finished', async () => {
    const database = await createTestDatabase();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nodebao-shutdown-'));
    const config = testConfig(dataDir);
    const server = await buildApp({ config, database });
    let started!: () => void;
    const handlerStarted = new Promise<void>((resolve) => (started = resolve));
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    let outcome = 'not run';
    server.get('/slow', { schema: { hide: true } }, async () => {
      started();
      await gate;
      try {
        await database.db.execute(sql`select 1`);
        outcome = 'queried';
      } catch (error) {
        outcome = String(error);
      }
      return { ok: true };
    });
    await server.listen({ port: 0, host: '127.0.0.1' });
    const { port } = server.server.address() as AddressInfo;
    const client = new AbortController();
    const request = fetch(`http://127.0.0.1:${port}/slow`, { signal: client.signal }).catch(() => null);
    await handlerStarted;
    client.abort(); // the client goes away: no connection keeps the server open any more
    await request;
    const closing = server.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    release();
    await closing;
    expect(outcome).toBe('queried');
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

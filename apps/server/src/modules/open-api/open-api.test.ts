import { API_TOKENS, ERRORS } from '@nodebao/contract';
import { gunzipSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { firstRow } from '../../db/sql.ts';
import { call, createTestApp, nextIp } from '../../../test/helper.ts';
import { signedInMembers } from '../../suites/world.ts';
import { addressRule } from './ip-allow.ts';
import { escapeLabelValue, parsePrometheusText, PROMETHEUS_CONTENT_TYPE } from './prometheus-text.ts';

// Issue 50 §2: read-only API tokens and the open calls (decision 0044).

let app: App;
const people = signedInMembers(() => app);
/** Box ids by owner key. */
const boxes: Record<string, number> = {};

async function addBox(owner: string, sn: string, name: string): Promise<number> {
  const row = await firstRow<{ id: number }>(
    app.deps.db,
    sql`insert into devices (sn, secret_enc, member_id, name, bound_at, online, last_report_at)
        values (${sn}, 'sealed', ${people.as(owner).row.id}, ${name}, now(), true, now() - interval '42 seconds')
        returning id`,
  );
  return row!.id;
}

beforeAll(async () => {
  app = await createTestApp();
  const op = await people.who('op', '13700005001', { isOperator: true });
  await people.who('sub', '13700005002', { operatorId: op.row.id });
  await people.who('loner', '13700005003');
  await people.who('staff', '13700005000', { isSuperman: true });
  await people.who('closer', '13700005004');
  boxes.op = await addBox('op', 'OPEN000001', '一号 "机" \\ 盒\n子');
  boxes.sub = await addBox('sub', 'OPEN000002', '二号');
  boxes.loner = await addBox('loner', 'OPEN000003', '别人的');
  // Today: 20 buckets on the operator's box (value95 = the 15th highest), two of three lines down.
  const rates = Array.from({ length: 20 }, (_, i) => 1000 + i * 100);
  const top = [...rates].sort((a, b) => b - a).slice(0, 15);
  await app.deps.db.execute(sql`
    insert into device_days (device_id, day, member_id, up_kbps, top_kbps, peak_samples, bytes_up, bytes_down, samples)
    values (${boxes.op}, (now() at time zone 'Asia/Shanghai')::date, ${people.as('op').row.id},
            array_fill(-1, array[288]), ${`{${top.join(',')}}`}::int[], 0, 123456789, 1, 20)`);
  await app.deps.db.execute(sql`
    insert into device_status (device_id, ppp, reported_at)
    values (${boxes.op}, ${JSON.stringify([
      { name: 'ppp0', ip: '', up: false },
      { name: 'ppp1', ip: '', up: false },
      { name: 'ppp2', ip: '1.2.3.4', up: true },
    ])}::jsonb, now())`);
  // Yesterday settled: 5.00 元 for the sub-member's box, 7.00 元 for the loner's.
  await app.deps.db.execute(sql`
    insert into device_settlements (device_id, day, member_id, value95_kbps, peak_kbps, samples, peak_samples,
                                    availability_bp, unit_price_fen, income_fen, day_income_fen, bytes_up, bytes_down)
    values (${boxes.sub}, (now() at time zone 'Asia/Shanghai')::date - 1, ${people.as('sub').row.id},
            2000, 2500, 288, 48, 10000, 3, 500, 500, 1, 1),
           (${boxes.loner}, (now() at time zone 'Asia/Shanghai')::date - 1, ${people.as('loner').row.id},
            3000, 3500, 288, 48, 10000, 3, 700, 700, 1, 1)`);
}, 60_000);
afterAll(async () => {
  await app.close();
});

async function makeToken(who: string, body: Record<string, unknown> = {}) {
  const res = await people.post(who, '/api/member/api-tokens/create', {
    name: `令牌${Math.random()}`.slice(0, 20),
    ...body,
  });
  expect(res.body.errorCode).toBe(0);
  return res.body.data as { secret: string; token: { id: number; prefix: string } };
}

/** An open call with an API token (or any bearer token), from `ip`. */
async function open(
  path: string,
  token: string,
  options: { ip?: string; query?: Record<string, string> } = {},
) {
  const res = await app.inject({
    method: 'GET',
    url: path,
    query: options.query,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: options.ip ?? nextIp(),
  });
  return res;
}

describe('POST /api/member/api-tokens/create', () => {
  it('shows the secret once and keeps only its hash and prefix', async () => {
    const made = await makeToken('op', { expires_days: 30, allowed_ips: ['203.0.113.0/24', '2001:db8::1'] });
    expect(made.secret).toMatch(/^nbo_[A-Za-z0-9_-]{43}$/);
    expect(made.token.prefix).toBe(made.secret.slice(0, 8));
    const stored = await firstRow<{ token_hash: string }>(
      app.deps.db,
      sql`select token_hash from api_tokens where id = ${made.token.id}`,
    );
    expect(stored!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    const list = await people.get('op', '/api/member/api-tokens');
    expect(JSON.stringify(list.body)).not.toContain(made.secret);
    expect(list.body.data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: made.token.id,
          state: 'active',
          allowed_ips: ['203.0.113.0/24', '2001:db8::1'],
          last_used_at: null,
        }),
      ]),
    );
  });

  it('refuses platform staff: a read-everything token is a leak waiting to happen', async () => {
    const res = await people.post('staff', '/api/member/api-tokens/create', { name: '全平台' });
    expect(res.body.errorCode).toBe(ERRORS.API_TOKEN_STAFF_REFUSED.code);
  });

  it('refuses bad addresses and expiries by the contract', async () => {
    for (const body of [
      { name: 'x', allowed_ips: ['300.1.1.1'] },
      { name: 'x', allowed_ips: ['10.0.0.0/33'] },
      { name: 'x', allowed_ips: Array.from({ length: 21 }, (_, i) => `10.0.0.${i}`) },
      { name: 'x', expires_days: 0 },
      { name: 'x', expires_days: 366 },
      { name: '' },
    ]) {
      const res = await people.post('loner', '/api/member/api-tokens/create', body);
      expect(res.status, JSON.stringify(body)).toBe(422);
    }
  });

  it('keeps at most 20 in force per account; a revoked one frees its place', async () => {
    await people.who('many', '13700005009');
    const made = [];
    for (let i = 0; i < API_TOKENS.perAccount; i++) made.push(await makeToken('many'));
    const over = await people.post('many', '/api/member/api-tokens/create', { name: '第 21 个' });
    expect(over.body.errorCode).toBe(ERRORS.API_TOKEN_LIMIT.code);
    const revoked = await people.post('many', '/api/member/api-tokens/revoke', { id: made[0]!.token.id });
    expect(revoked.body).toMatchObject({ errorCode: 0, data: { revoked: 1 } });
    await makeToken('many');
  });

  it("answers another member's token id as a missing one", async () => {
    const mine = await makeToken('loner');
    const res = await people.post('op', '/api/member/api-tokens/revoke', { id: mine.token.id });
    const missing = await people.post('op', '/api/member/api-tokens/revoke', { id: 2_000_000_000 });
    expect(res.body).toEqual(missing.body);
    expect(res.body.errorCode).toBe(ERRORS.API_TOKEN_NOT_FOUND.code);
    expect((await open('/api/open/devices', mine.secret)).statusCode).toBe(200);
  });
});

describe('the auth plugin and API tokens', () => {
  it('refuses a session token on /api/open, 401 with the envelope', async () => {
    for (const token of [people.as('op').token, '']) {
      const res = token
        ? await open('/api/open/metrics', token)
        : await app.inject({ method: 'GET', url: '/api/open/metrics', remoteAddress: nextIp() });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({
        errorCode: ERRORS.API_TOKEN_REQUIRED.code,
        msg: ERRORS.API_TOKEN_REQUIRED.msg,
        data: null,
      });
    }
  });

  it('refuses an API token on every other route, reads and writes alike', async () => {
    const { secret } = await makeToken('op');
    for (const [method, url] of [
      ['GET', '/api/member/info'],
      ['GET', '/api/member/api-tokens'],
      ['POST', '/api/member/api-tokens/create'],
      ['POST', '/api/device/move-tag'],
    ] as const) {
      const res = await call(app, method, url, {
        token: secret,
        body: method === 'POST' ? { name: 'x' } : undefined,
      });
      expect(res.status, url).toBe(403);
      expect(res.body.errorCode, url).toBe(ERRORS.API_TOKEN_NOT_HERE.code);
    }
  });

  it('refuses a revoked token at once', async () => {
    const { secret, token } = await makeToken('op');
    expect((await open('/api/open/devices', secret)).statusCode).toBe(200);
    await people.post('op', '/api/member/api-tokens/revoke', { id: token.id });
    const res = await open('/api/open/devices', secret);
    expect(res.statusCode).toBe(401);
    expect(res.json().errorCode).toBe(ERRORS.API_TOKEN_INVALID.code);
  });

  it('refuses the token of a closed or disabled account, and an expired one', async () => {
    const closing = await makeToken('closer');
    expect((await open('/api/open/devices', closing.secret)).statusCode).toBe(200);
    await app.deps.db.execute(
      sql`update members set status = 'closed', closed_at = now() where id = ${people.as('closer').row.id}`,
    );
    expect((await open('/api/open/devices', closing.secret)).json().errorCode).toBe(
      ERRORS.API_TOKEN_INVALID.code,
    );

    const expiring = await makeToken('loner', { expires_days: 1 });
    expect((await open('/api/open/devices', expiring.secret)).statusCode).toBe(200);
    await app.deps.db.execute(
      sql`update api_tokens set expires_at = now() - interval '1 second' where id = ${expiring.token.id}`,
    );
    const expired = await open('/api/open/devices', expiring.secret);
    expect(expired.statusCode).toBe(401);
    expect(expired.json().errorCode).toBe(ERRORS.API_TOKEN_INVALID.code);
    const list = await people.get('loner', '/api/member/api-tokens');
    expect(list.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: expiring.token.id, state: 'expired' })]),
    );
  });

  it('refuses an address outside the allowed list (IPv4, IPv6 and CIDR)', async () => {
    const { secret } = await makeToken('op', { allowed_ips: ['203.0.113.0/24', '2001:db8::/32'] });
    const refused = await open('/api/open/devices', secret, { ip: '198.51.100.7' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().errorCode).toBe(ERRORS.API_TOKEN_ADDRESS_REFUSED.code);
    expect((await open('/api/open/devices', secret, { ip: '203.0.113.200' })).statusCode).toBe(200);
    expect((await open('/api/open/devices', secret, { ip: '2001:db8:1::5' })).statusCode).toBe(200);
    expect((await open('/api/open/devices', secret, { ip: '::ffff:203.0.113.9' })).statusCode).toBe(200);
  });

  it('notes when a token was last used', async () => {
    const { secret, token } = await makeToken('loner');
    await open('/api/open/devices', secret);
    await expect
      .poll(
        async () => {
          const row = await firstRow<{ used: boolean }>(
            app.deps.db,
            sql`select last_used_at is not null as used from api_tokens where id = ${token.id}`,
          );
          return row?.used;
          // Written in the background: a busy machine (the suites beside) may take a few seconds.
        },
        { timeout: 15_000, interval: 100 },
      )
      .toBe(true);
  });

  it('limits each token to 60 requests a minute, answered 429 with the envelope', async () => {
    const limited = await makeToken('loner');
    const other = await makeToken('loner');
    for (let i = 0; i < API_TOKENS.perMinute; i++)
      expect((await open('/api/open/devices', limited.secret)).statusCode).toBe(200);
    const over = await open('/api/open/devices', limited.secret);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ errorCode: ERRORS.RATE_LIMITED.code, data: null });
    expect((await open('/api/open/devices', other.secret)).statusCode).toBe(200);
  });
});

describe('GET /api/open/metrics', () => {
  it("answers the Prometheus text of the caller's fleet only", async () => {
    const { secret } = await makeToken('op');
    const res = await open('/api/open/metrics', secret);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe(PROMETHEUS_CONTENT_TYPE);
    const { samples, types } = parsePrometheusText(res.body);
    expect(types.get('nodebao_box_online')).toBe('gauge');
    const online = samples.filter((s) => s.name === 'nodebao_box_online');
    expect(online.map((s) => s.labels.sn).sort()).toEqual(['OPEN000001', 'OPEN000002']);
    const mine = (name: string) => samples.find((s) => s.name === name && s.labels.sn === 'OPEN000001')!;
    expect(mine('nodebao_box_online').labels).toMatchObject({
      name: '一号 "机" \\ 盒\n子',
      member: '13700005001',
    });
    expect(mine('nodebao_box_value95_today_kbps').value).toBe(1000 + 5 * 100);
    expect(mine('nodebao_box_bytes_up_today').value).toBe(123456789);
    expect(mine('nodebao_box_lines_down').value).toBe(2);
    expect(mine('nodebao_box_last_report_age_seconds').value).toBeGreaterThanOrEqual(42);
    expect(samples.find((s) => s.name === 'nodebao_fleet_boxes' && s.labels.status === 'online')?.value).toBe(
      2,
    );
    // Yesterday: the sub-member's 5 元 is the operator's fleet's; the loner's 7 元 is not.
    expect(samples.find((s) => s.name === 'nodebao_fleet_income_yesterday_yuan')?.value).toBe(5);
    expect(res.body).not.toContain('OPEN000003');

    const lonerToken = await makeToken('loner');
    const lonely = parsePrometheusText((await open('/api/open/metrics', lonerToken.secret)).body).samples;
    expect(lonely.filter((s) => s.name === 'nodebao_box_online').map((s) => s.labels.sn)).toEqual([
      'OPEN000003',
    ]);
  });

  it('answers gzip to a scraper that asks for it (Prometheus does)', async () => {
    const { secret } = await makeToken('op');
    const res = await app.inject({
      method: 'GET',
      url: '/api/open/metrics',
      headers: { authorization: `Bearer ${secret}`, 'accept-encoding': 'gzip' },
      remoteAddress: nextIp(),
    });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toBe(PROMETHEUS_CONTENT_TYPE);
    const text = gunzipSync(res.rawPayload).toString('utf8');
    expect(parsePrometheusText(text).samples.filter((s) => s.name === 'nodebao_box_online')).toHaveLength(2);
  });

  it('cuts the boxes with limit and offset, the fleet counts whole', async () => {
    const { secret } = await makeToken('op');
    const res = await open('/api/open/metrics', secret, { query: { limit: '1', offset: '1' } });
    const { samples } = parsePrometheusText(res.body);
    expect(samples.filter((s) => s.name === 'nodebao_box_online').map((s) => s.labels.sn)).toEqual([
      'OPEN000002',
    ]);
    expect(samples.find((s) => s.name === 'nodebao_fleet_boxes' && s.labels.status === 'online')?.value).toBe(
      2,
    );
    // Counted from the boxes when read whole, by the console's count when cut: the same figures.
    const counts = (text: string) =>
      parsePrometheusText(text)
        .samples.filter((s) => s.name === 'nodebao_fleet_boxes')
        .map((s) => [s.labels.status, s.value]);
    expect(counts((await open('/api/open/metrics', secret)).body)).toEqual(counts(res.body));
  });
});

describe('GET /api/open/devices and /api/open/income', () => {
  it('pages the fleet with its status fields', async () => {
    const { secret } = await makeToken('op');
    const res = await open('/api/open/devices', secret, { query: { page: '1', pageSize: '1' } });
    expect(res.json()).toMatchObject({
      errorCode: 0,
      pages: { page: 1, pageSize: 1, totalCount: 2, pageCount: 2 },
      data: [
        { sn: 'OPEN000001', online: true, lines_down: 2, value95_today_kbps: 1500, alarms: ['line-down'] },
      ],
    });
  });

  it("answers settled income per day and per device-day, the caller's fleet only, 31 days at most", async () => {
    const { secret } = await makeToken('op');
    const yesterday = new Date(Date.now() + 8 * 3_600_000 - 86_400_000).toISOString().slice(0, 10);
    const byDay = await open('/api/open/income', secret, { query: { start: yesterday, end: yesterday } });
    expect(byDay.json()).toMatchObject({
      errorCode: 0,
      data: [{ day: yesterday, income_fen: 500, devices: 1 }],
    });
    const byDevice = await open('/api/open/income', secret, {
      query: { start: yesterday, end: yesterday, by: 'device' },
    });
    expect(byDevice.json().data).toEqual([
      expect.objectContaining({
        sn: 'OPEN000002',
        member: '13700005002',
        income_fen: 500,
        value95_kbps: 2000,
      }),
    ]);
    const tooLong = await open('/api/open/income', secret, {
      query: { start: '2026-01-01', end: '2026-02-01' },
    });
    expect(tooLong.statusCode).toBe(422);
  });
});

describe('the pieces', () => {
  it('escapes label values as the exposition format says', () => {
    expect(escapeLabelValue('plain 中文')).toBe('plain 中文');
    expect(escapeLabelValue('a"b\\c\nd')).toBe('a\\"b\\\\c\\nd');
    const text = `# TYPE m gauge\nm{v="${escapeLabelValue('a"b\\c\nd')}"} 1\n`;
    expect(parsePrometheusText(text).samples[0]!.labels.v).toBe('a"b\\c\nd');
  });

  it('matches addresses against addresses and networks', () => {
    const any = addressRule([]);
    expect(any('1.2.3.4')).toBe(true);
    const rule = addressRule(['10.1.0.0/16', '192.0.2.5', 'fd00::/8']);
    expect(rule('10.1.200.3')).toBe(true);
    expect(rule('10.2.0.1')).toBe(false);
    expect(rule('192.0.2.5')).toBe(true);
    expect(rule('192.0.2.6')).toBe(false);
    expect(rule('fd12::1')).toBe(true);
    expect(rule('::ffff:10.1.0.1')).toBe(true);
    expect(rule('not an address')).toBe(false);
  });
});

import net from 'node:net';
import { ERRORS, type CdnServer, type CoopApplication } from '@nodebao/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { rows } from '../../db/sql.ts';
import { createTestApp } from '../../../test/helper.ts';
import { signedInMembers } from '../../suites/world.ts';
import { checkAllServers } from './cooperation.service.ts';
import { tcpDial } from './dial-back.ts';

/**
 * Big-bandwidth cooperation (issue 16): applications with a public range, reviewed once by staff;
 * CDN servers of an accepted application inside its range, on allowed ports, dialled on save and by
 * the ten-minute job, the member told when one goes down and when it comes back. No connection leaves
 * loopback: other addresses "fail" without a packet sent.
 */
let app: App;
const { who, as, get, post } = signedInMembers(() => app);
const dialled: string[] = [];
let listener: net.Server;
let openPort = 0;

const application = (overrides: Record<string, unknown> = {}) => ({
  room_name: '杭州一号机房',
  province_code: '330000',
  city_code: '330100',
  line: '电信',
  bandwidth_gbps: 100,
  ip_range: '1.2.3.0/24',
  server_count: 3,
  contact_name: '王经理',
  contact_mobile: '13900001111',
  remark: '',
  ...overrides,
});
const server = (applyId: number, overrides: Record<string, unknown> = {}) => ({
  apply_id: applyId,
  ip: '1.2.3.10',
  port: 443,
  bandwidth: 10_000,
  line: '电信',
  disk: 4_000,
  remark: '',
  ...overrides,
});
const expect422 = (res: { status: number; body: { msg: string } }, field: string) => {
  expect(res.status).toBe(422);
  expect(res.body.msg).toContain(field);
};
const count = async (table: 'coop_applications' | 'cdn_servers') =>
  (await rows<{ n: number }>(app.deps.db, sql`select count(*)::int as n from ${sql.raw(table)}`))[0]!.n;

beforeAll(async () => {
  listener = net.createServer((socket) => socket.end());
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  openPort = (listener.address() as net.AddressInfo).port;
  app = await createTestApp({ DIALBACK_ALLOW_LOOPBACK: 'true' });
  // Only loopback is really dialled; any other address is recorded and "does not answer".
  app.deps.dial = async (ip, port, timeoutMs) => {
    dialled.push(`${ip}:${port}`);
    return ip.startsWith('127.') ? tcpDial(ip, port, timeoutMs) : false;
  };
  await who('A', '13600000001');
  await who('B', '13600000002');
  await who('staff', '13600000000', { isSuperman: true });
});
afterAll(async () => {
  await app.close();
  listener.close();
});

let applied: CoopApplication;

describe('POST /api/big-daikuan/apply', () => {
  it('refuses bad input naming the field, and keeps nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ip_range: '1.2.0.0/21' }, 'ip_range'],
      [{ ip_range: '1.2.3.1/24' }, 'ip_range'],
      [{ ip_range: '1.2.3.0' }, 'ip_range'],
      [{ ip_range: '10.0.0.0/24' }, 'ip_range'],
      [{ ip_range: '100.64.0.0/24' }, 'ip_range'],
      [{ ip_range: '192.0.0.0/22' }, 'ip_range'],
      [{ ip_range: '224.0.0.0/24' }, 'ip_range'],
      [{ province_code: '990000' }, 'province_code'],
      [{ city_code: '440300' }, 'city_code'],
      [{ line: '卫星' }, 'line'],
      [{ bandwidth_gbps: 0 }, 'bandwidth_gbps'],
      [{ server_count: 1.5 }, 'server_count'],
      [{ room_name: '机房\u0000一号' }, 'room_name'],
      [{ contact_mobile: '12345' }, 'contact_mobile'],
    ];
    for (const [change, field] of cases)
      expect422(await post('A', '/api/big-daikuan/apply', application(change)), field);
    expect(await count('coop_applications')).toBe(0);
  });

  it('takes an application once, and keeps script text as text', async () => {
    const res = await post(
      'A',
      '/api/big-daikuan/apply',
      application({ remark: '<script>alert(1)</script>' }),
    );
    expect(res.body.errorCode).toBe(0);
    applied = res.body.data as CoopApplication;
    expect(applied).toMatchObject({
      state: 'pending',
      ip_range: '1.2.3.0/24',
      province_name: '浙江省',
      city_name: '杭州市',
    });
    expect(applied.remark).toBe('<script>alert(1)</script>');
    const again = await post('A', '/api/big-daikuan/apply', application());
    expect(again.body.errorCode).toBe(ERRORS.COOP_ALREADY_APPLIED.code);
    const mine = await get('A', '/api/big-daikuan/list');
    expect(mine.body.pages).toMatchObject({ totalCount: 1 });
    expect((await get('B', '/api/big-daikuan/list')).body.pages).toMatchObject({ totalCount: 0 });
  });

  it('refuses servers before the application is accepted, and another member reaches nothing of it', async () => {
    expect((await post('A', '/api/big-daikuan/save-server', server(applied.id))).body.errorCode).toBe(
      ERRORS.COOP_NOT_ACCEPTED.code,
    );
    const foreign = await get('B', '/api/big-daikuan/server-list', { apply_id: String(applied.id) });
    const missing = await get('B', '/api/big-daikuan/server-list', { apply_id: '999999' });
    expect(foreign.body).toEqual(missing.body);
    expect((await post('B', '/api/big-daikuan/save-server', server(applied.id))).body).toEqual(
      (await post('B', '/api/big-daikuan/save-server', server(999_999))).body,
    );
  });
});

describe('staff review', () => {
  it('accepts once; a range another member holds is refused then', async () => {
    const overlapping = await post('B', '/api/big-daikuan/apply', application({ ip_range: '1.2.2.0/23' }));
    expect(overlapping.body.errorCode).toBe(0);
    expect422(await post('staff', '/api/admin/coop-review', { id: applied.id, accept: false }), 'reason');
    const twice = await Promise.all([
      post('staff', '/api/admin/coop-review', { id: applied.id, accept: true }),
      post('staff', '/api/admin/coop-review', { id: applied.id, accept: true }),
    ]);
    expect(twice.map((r) => r.body.errorCode).sort()).toEqual([0, ERRORS.COOP_HANDLED.code]);
    const other = (overlapping.body.data as CoopApplication).id;
    expect((await post('staff', '/api/admin/coop-review', { id: other, accept: true })).body.errorCode).toBe(
      ERRORS.COOP_RANGE_TAKEN.code,
    );
    const rejected = await post('staff', '/api/admin/coop-review', {
      id: other,
      accept: false,
      reason: '网段已被占用',
    });
    expect(rejected.body.data).toMatchObject({ state: 'rejected', reason: '网段已被占用' });
    expect(
      (await post('B', '/api/big-daikuan/apply', application({ ip_range: '1.2.3.128/25' }))).body.errorCode,
    ).toBe(ERRORS.COOP_RANGE_TAKEN.code);
    expect(
      (await post('B', '/api/big-daikuan/save-server', server(other, { ip: '1.2.2.10' }))).body.errorCode,
    ).toBe(ERRORS.COOP_NOT_ACCEPTED.code);
    expect(
      (await post('A', '/api/admin/coop-review', { id: applied.id, accept: true })).body.errorCode,
    ).not.toBe(0);
    const queue = await get('staff', '/api/admin/coop-list');
    expect(queue.body).toMatchObject({ pending: 0 });
  });
});

describe('POST /api/big-daikuan/save-server', () => {
  it('refuses addresses that are not the range’s public addresses, and ports staff do not allow', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ip: '1.2.4.10' }, 'ip'],
      [{ ip: '::ffff:1.2.3.10' }, 'ip'],
      [{ ip: 'example.com' }, 'ip'],
      [{ ip: '01.2.3.10' }, 'ip'],
      [{ port: 0 }, 'port'],
      [{ port: 70_000 }, 'port'],
      [{ port: 8080 }, 'port'],
      [{ disk: 0 }, 'disk'],
      [{ remark: 'a\u0000b' }, 'remark'],
    ];
    for (const [change, field] of cases) {
      expect422(await post('A', '/api/big-daikuan/save-server', server(applied.id, change)), field);
    }
    expect(await count('cdn_servers')).toBe(0);
    expect(dialled).toEqual([]);
  });

  it('adds, dials at once, refuses a duplicate address and more servers than applied for, and edits', async () => {
    const first = await post('A', '/api/big-daikuan/save-server', server(applied.id));
    expect(first.body.data).toMatchObject({ ip: '1.2.3.10', port: 443, reachable: false, fail_streak: 1 });
    expect(dialled).toEqual(['1.2.3.10:443']);
    expect((await post('A', '/api/big-daikuan/save-server', server(applied.id))).body.errorCode).toBe(
      ERRORS.SERVER_IP_TAKEN.code,
    );
    await post('A', '/api/big-daikuan/save-server', server(applied.id, { ip: '1.2.3.11', port: 80 }));
    await post('A', '/api/big-daikuan/save-server', server(applied.id, { ip: '1.2.3.12' }));
    expect(
      (await post('A', '/api/big-daikuan/save-server', server(applied.id, { ip: '1.2.3.13' }))).body
        .errorCode,
    ).toBe(ERRORS.COOP_SERVERS_FULL.code);
    const id = (first.body.data as CdnServer).id;
    const edited = await post(
      'A',
      '/api/big-daikuan/save-server',
      server(applied.id, { id, disk: 8_000, remark: '扩容' }),
    );
    expect(edited.body.data).toMatchObject({ id, disk: 8_000, remark: '扩容' });
    const list = await get('A', '/api/big-daikuan/server-list', { apply_id: String(applied.id) });
    expect(list.body.info).toMatchObject({ id: applied.id, servers: 3 });
    expect(list.body.data as CdnServer[]).toHaveLength(3);
    expect(
      (await get('staff', '/api/big-daikuan/server-list', { apply_id: String(applied.id) })).body.errorCode,
    ).toBe(0);
  });
});

describe('the dial-back on loopback (demo mode) and its messages', () => {
  it('shows a listening server reachable, tells the member once after three failures and once on recovery', async () => {
    const local = (
      await post('B', '/api/big-daikuan/apply', application({ ip_range: '127.0.0.0/24', server_count: 2 }))
    ).body.data as CoopApplication;
    await post('staff', '/api/admin/coop-review', { id: local.id, accept: true });
    const up = await post(
      'B',
      '/api/big-daikuan/save-server',
      server(local.id, { ip: '127.0.0.1', port: openPort }),
    );
    expect(up.body.data).toMatchObject({ reachable: true, fail_streak: 0 });
    const closedPort = await new Promise<number>((resolve) => {
      const probe = net.createServer().listen(0, '127.0.0.1', () => {
        const { port } = probe.address() as net.AddressInfo;
        probe.close(() => resolve(port));
      });
    });
    const down = await post(
      'B',
      '/api/big-daikuan/save-server',
      server(local.id, { ip: '127.0.0.2', port: closedPort }),
    );
    expect(down.body.data).toMatchObject({ reachable: false, fail_streak: 1 });
    const faults = async () =>
      rows<{ title: string }>(
        app.deps.db,
        sql`select title from member_messages where member_id = ${as('B').row.id} and kind = 'fault' order by id`,
      );
    await checkAllServers(app.deps);
    expect(await faults()).toEqual([]);
    await checkAllServers(app.deps);
    await checkAllServers(app.deps);
    expect((await faults()).map((m) => m.title)).toEqual([`CDN 服务器 127.0.0.2:${closedPort} 无法连接`]);
    // Back up: something listens there now; told once.
    const revived = net.createServer((socket) => socket.end());
    await new Promise<void>((resolve) => revived.listen(closedPort, '127.0.0.2', resolve));
    try {
      await checkAllServers(app.deps);
      await checkAllServers(app.deps);
    } finally {
      revived.close();
    }
    expect((await faults()).map((m) => m.title)).toEqual([
      `CDN 服务器 127.0.0.2:${closedPort} 无法连接`,
      `CDN 服务器 127.0.0.2:${closedPort} 已恢复`,
    ]);
  });

  it('refuses loopback outside the demo', async () => {
    app.deps.config.dialback.allowLoopback = false;
    try {
      expect422(
        await post('A', '/api/big-daikuan/apply', application({ ip_range: '127.0.1.0/24' })),
        'ip_range',
      );
    } finally {
      app.deps.config.dialback.allowLoopback = true;
    }
  });
});

import { ERRORS } from '@nodebao/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { call, createMember, createTestApp, loginAs } from '../../../test/helper.ts';
import { provisionDevice, report, type TestDevice } from './device-test-kit.ts';

let app: App;
const token: Record<'member' | 'stranger' | 'operator' | 'staff', string> = {
  member: '',
  stranger: '',
  operator: '',
  staff: '',
};
let reported: TestDevice;
let silent: TestDevice;
let strangers: TestDevice;

beforeAll(async () => {
  app = await createTestApp();
  const operator = await createMember(app, { mobile: '13600000001', isOperator: true });
  const member = await createMember(app, { mobile: '13600000002', operatorId: operator.id });
  const stranger = await createMember(app, { mobile: '13600000003' });
  await createMember(app, { mobile: '13600000004', isSuperman: true });
  token.operator = await loginAs(app, '13600000001');
  token.member = await loginAs(app, '13600000002');
  token.stranger = await loginAs(app, '13600000003');
  token.staff = await loginAs(app, '13600000004');

  reported = await provisionDevice(app, 'ST-000001', { memberId: member.id });
  silent = await provisionDevice(app, 'ST-000002', { memberId: member.id });
  strangers = await provisionDevice(app, 'ST-000003', { memberId: stranger.id });
  const res = await report(app, reported, {
    samples: [],
    status: {
      cpu: 3,
      mem: 20,
      disk: 50,
      nat_type: 'NAT2',
      uptime: 3600,
      firmware: '2.3.1',
      ips: ['192.168.1.20'],
      eth: [
        { name: 'eth0', speed_mbps: 1000, up: true, mac: '02:00:00:00:00:0a' },
        { name: 'eth1', speed_mbps: 0, up: false },
      ],
      ppp: [
        { name: 'ppp0', ip: '100.64.1.1', up: true, adjust_count: 4 },
        { name: 'ppp1', ip: '100.64.1.2', up: true, adjust_count: 1 },
        { name: 'ppp2', ip: '', up: false },
      ],
    },
  });
  expect(res.body.errorCode).toBe(0);
});
afterAll(async () => {
  await app.close();
});

describe('GET /api/device/ethinfo', () => {
  it('gives the ports, IPs and NAT type of the last report', async () => {
    const res = await call(app, 'GET', '/api/device/ethinfo', {
      token: token.member,
      query: { id: String(reported.id) },
    });
    expect(res.body.errorCode).toBe(0);
    expect(res.body.data).toMatchObject({
      eth: [
        { name: 'eth0', speed_mbps: 1000, up: true, mac: '02:00:00:00:00:0A' },
        { name: 'eth1', speed_mbps: 0, up: false, mac: null },
      ],
      ips: ['192.168.1.20'],
      nat_type: 'NAT2',
    });
    expect((res.body.data as { reported_at: string }).reported_at).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it('answers empty before the first report', async () => {
    const res = await call(app, 'GET', '/api/device/ethinfo', {
      token: token.member,
      query: { id: String(silent.id) },
    });
    expect(res.body).toMatchObject({
      errorCode: 0,
      data: { eth: [], ips: [], nat_type: null, reported_at: null },
    });
  });

  it("shows a sub-member's device to its operator and every device to staff", async () => {
    for (const who of ['operator', 'staff'] as const) {
      const res = await call(app, 'GET', '/api/device/ethinfo', {
        token: token[who],
        query: { id: String(reported.id) },
      });
      expect(res.body.errorCode).toBe(0);
    }
  });
});

describe('GET /api/device/ppp-info', () => {
  it('gives the line count, each line and the total of line adjustments', async () => {
    const res = await call(app, 'GET', '/api/device/ppp-info', {
      token: token.member,
      query: { id: String(reported.id) },
    });
    expect(res.body.errorCode).toBe(0);
    expect(res.body.data).toMatchObject({
      line_count: 3,
      lines: [
        { name: 'ppp0', ip: '100.64.1.1', up: true },
        { name: 'ppp1', ip: '100.64.1.2', up: true },
        { name: 'ppp2', ip: '', up: false },
      ],
      totalLineAdjustCount: 5,
    });
  });
});

describe.each(['/api/device/ethinfo', '/api/device/ppp-info'])('GET %s refusals', (url) => {
  it("answers another member's device exactly like a missing one", async () => {
    const foreign = await call(app, 'GET', url, { token: token.member, query: { id: String(strangers.id) } });
    const missing = await call(app, 'GET', url, { token: token.member, query: { id: '999999' } });
    for (const res of [foreign, missing]) {
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ errorCode: ERRORS.NOT_FOUND.code, msg: ERRORS.NOT_FOUND.msg, data: null });
    }
    const notMine = await call(app, 'GET', url, {
      token: token.stranger,
      query: { id: String(reported.id) },
    });
    expect(notMine.body.errorCode).toBe(ERRORS.NOT_FOUND.code);
  });

  it("does not show an operator devices outside its members' fleet", async () => {
    const res = await call(app, 'GET', url, { token: token.operator, query: { id: String(strangers.id) } });
    expect(res.body.errorCode).toBe(ERRORS.NOT_FOUND.code);
  });

  it.each<Record<string, string>>([
    {},
    { id: 'abc' },
    { id: '0' },
    { id: '1 or 1=1' },
    { id: '99999999999' },
  ])('answers 422 naming id for %j', async (query) => {
    const res = await call(app, 'GET', url, { token: token.member, query });
    expect(res.status).toBe(422);
    expect((res.body.data as { field: string }).field).toBe('id');
  });

  it('asks for a login', async () => {
    const res = await call(app, 'GET', url, { query: { id: String(reported.id) } });
    expect(res.status).toBe(401);
  });
});

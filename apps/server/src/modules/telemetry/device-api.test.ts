import { ERRORS } from '@nodebao/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { firstRow, rows } from '../../db/sql.ts';
import { deviceCommands, deviceDays, devices, deviceStatus } from '../devices/devices.table.ts';
import { daySlotOf, kbpsOf } from './buckets.ts';
import {
  ack,
  boxStatus,
  bucketAgo,
  deviceTestKit,
  report,
  send,
  signedRequest,
  telemetryState,
  type TestDevice,
} from './device-test-kit.ts';

const kit = deviceTestKit('13700000001', 'RPT');
const { newDevice } = kit;

const status = boxStatus({
  cpu: 12.5,
  mem: 40,
  disk: 71,
  uptime: 86_400,
  ips: ['10.0.0.2', '2408:8000::1'],
  eth: [{ name: 'eth0', speed_mbps: 1000, up: true, mac: 'aa:bb:cc:dd:ee:01' }],
  ppp: [
    { name: 'ppp0', ip: '100.64.0.10', up: true, adjust_count: 3 },
    { name: 'ppp1', ip: '', up: false, adjust_count: 2 },
  ],
});

function sample(start: number | string, bytesUp: number, bytesDown = 1000) {
  return { start, bytes_up: bytesUp, bytes_down: bytesDown };
}

/** Epoch seconds of a Beijing clock time yesterday. */
function yesterdayAt(clock: string): number {
  const today = daySlotOf(bucketAgo(0)).day;
  return Date.parse(`${today}T${clock}:00+08:00`) / 1000 - 86_400;
}

async function dayRow(deviceId: number, start: number) {
  const [row] = await kit.app.deps.db
    .select()
    .from(deviceDays)
    .where(sql`${deviceDays.deviceId} = ${deviceId} and ${deviceDays.day} = ${daySlotOf(start).day}`);
  return row;
}

describe('POST /device-api/v1/report', () => {
  it('stores the samples, their day row and the status, and marks the device online', async () => {
    const device = await newDevice();
    const [a, b] = [yesterdayAt('20:00'), yesterdayAt('20:05')];
    const res = await report(kit.app, device, {
      samples: [
        {
          ...sample(a, 37_500_000, 5_000),
          lines: [{ name: 'ppp0', bytes_up: 37_500_000, bytes_down: 5_000 }],
        },
        sample(b, 75_000_000),
      ],
      status,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ errorCode: 0, data: { commands: [] } });

    const stored = await rows<{ n: number }>(
      kit.app.deps.db,
      sql`select count(*)::int as n from device_samples where device_id = ${device.id}`,
    );
    expect(stored[0]?.n).toBe(2);
    const day = await dayRow(device.id, a);
    expect(day?.upKbps).toHaveLength(288);
    expect(day?.upKbps[daySlotOf(a).index]).toBe(kbpsOf(37_500_000));
    expect(kbpsOf(37_500_000)).toBe(1000);
    expect(daySlotOf(a).index).toBe(240);
    expect(day?.upKbps[241]).toBe(2000);
    expect(day?.upKbps.filter((v) => v !== -1)).toHaveLength(2);
    expect(day).toMatchObject({ bytesUp: 112_500_000, bytesDown: 6_000, samples: 2 });

    const [state] = await kit.app.deps.db.select().from(devices).where(eq(devices.id, device.id));
    expect(state?.online).toBe(true);
    expect(state?.lastReportAt).toBeInstanceOf(Date);
    const [saved] = await kit.app.deps.db
      .select()
      .from(deviceStatus)
      .where(eq(deviceStatus.deviceId, device.id));
    expect(saved).toMatchObject({ cpuPercent: 12.5, natType: 'NAT1', firmware: 'nodebao-os 2.3.1' });
    expect(saved?.lineAdjustCount).toBe(5);
    expect(saved?.eth).toEqual([{ name: 'eth0', speed_mbps: 1000, up: true, mac: 'AA:BB:CC:DD:EE:01' }]);
  });

  it('takes the bucket start as an ISO time as well as epoch seconds', async () => {
    const device = await newDevice();
    const start = bucketAgo(3);
    const iso = new Date(start * 1000).toISOString().replace('Z', '+00:00');
    const res = await report(kit.app, device, { samples: [sample(iso, 3_000_000)] });
    expect(res.body.errorCode).toBe(0);
    expect((await dayRow(device.id, start))?.upKbps[daySlotOf(start).index]).toBe(80);
  });

  it('changes nothing when samples come again or late: the first write of a bucket wins', async () => {
    const device = await newDevice();
    const [t1, t2, t3] = [yesterdayAt('01:00'), yesterdayAt('01:05'), yesterdayAt('01:10')];

    expect(
      (await report(kit.app, device, { samples: [sample(t1, 300_000, 10), sample(t3, 900_000, 30)] })).body
        .errorCode,
    ).toBe(0);
    // t3 again with other numbers, t2 late, and t2 twice in one report.
    const again = await report(kit.app, device, {
      samples: [sample(t3, 9_999_999, 99), sample(t2, 600_000, 20), sample(t2, 7_777_777, 77)],
    });
    expect(again.body.errorCode).toBe(0);
    const day = await dayRow(device.id, t1);
    const index = daySlotOf(t1).index;
    expect(day?.upKbps.slice(index, index + 3)).toEqual([8, 16, 24]);
    expect(day).toMatchObject({ bytesUp: 1_800_000, bytesDown: 60, samples: 3 });

    const before = await telemetryState(kit.app);
    const repeat = await report(kit.app, device, {
      samples: [sample(t1, 1, 1), sample(t2, 1, 1), sample(t3, 1, 1)],
    });
    expect(repeat.body.errorCode).toBe(0);
    const after = await telemetryState(kit.app);
    expect(after.days).toBe(before.days);
    expect(after.samples).toBe(before.samples);
  });

  it('splits samples at Beijing midnight into two day rows', async () => {
    const device = await newDevice();
    const lastOfYesterday = yesterdayAt('23:55');
    const firstOfToday = lastOfYesterday + 300;
    const res = await report(kit.app, device, {
      samples: [sample(firstOfToday, 750_000), sample(lastOfYesterday, 375_000)],
    });
    expect(res.body.errorCode).toBe(0);
    const yesterday = await dayRow(device.id, lastOfYesterday);
    const today = await dayRow(device.id, firstOfToday);
    expect(yesterday?.day).not.toBe(today?.day);
    expect([yesterday?.upKbps[287], yesterday?.samples]).toEqual([10, 1]);
    expect([today?.upKbps[0], today?.samples]).toEqual([20, 1]);
  });

  it('replies with the pending commands, marks them delivered, and repeats them until acknowledged', async () => {
    const device = await newDevice();
    const [command] = await kit.app.deps.db
      .insert(deviceCommands)
      .values({ deviceId: device.id, kind: 'apply-template', payload: { template_id: 7 } })
      .returning();
    const first = await report(kit.app, device, { samples: [] });
    expect(first.body.data).toEqual({
      commands: [{ id: command?.id, kind: 'apply-template', payload: { template_id: 7 } }],
    });
    const [delivered] = await kit.app.deps.db
      .select()
      .from(deviceCommands)
      .where(eq(deviceCommands.id, command!.id));
    expect(delivered?.deliveredAt).toBeInstanceOf(Date);
    const second = await report(kit.app, device, { samples: [] });
    expect((second.body.data as { commands: unknown[] }).commands).toHaveLength(1);
  });

  describe('refuses with 401 and writes nothing', () => {
    let device: TestDevice;
    let other: TestDevice;
    const body = () => ({ samples: [sample(bucketAgo(1), 1_000)], status });
    beforeAll(async () => {
      device = await newDevice();
      other = await newDevice();
      await report(kit.app, device, { samples: [] });
    });

    async function expectRefused(
      send: () => Promise<{ status: number; body: { errorCode: number } }>,
      code: number,
    ) {
      const before = await telemetryState(kit.app);
      const res = await send();
      expect(res.status).toBe(401);
      expect(res.body).toMatchObject({ errorCode: code, data: null });
      expect(await telemetryState(kit.app)).toEqual(before);
    }

    it('an unknown SN', async () => {
      const stranger = { id: 0, sn: 'NOBODY-0001', secret: 'whatever-secret-000' };
      await expectRefused(() => report(kit.app, stranger, body()), ERRORS.DEVICE_AUTH_FAILED.code);
    });

    it.each(['x-device-sn', 'x-timestamp', 'x-signature'])('a request without %s', async (name) => {
      await expectRefused(
        () => report(kit.app, device, body(), { headers: { [name]: undefined } }),
        ERRORS.DEVICE_AUTH_FAILED.code,
      );
    });

    it.each([
      ['a timestamp that is not a number', { ts: '17e8' }],
      ['a signature that is not hex', { headers: { 'x-signature': 'z'.repeat(64) } }],
      ['a truncated signature', { headers: { 'x-signature': 'ab12' } }],
      ['an SQL-looking SN', { headers: { 'x-device-sn': "RPT-0001' or '1'='1" } }],
    ])('%s', async (_name, options) => {
      await expectRefused(() => report(kit.app, device, body(), options), ERRORS.DEVICE_AUTH_FAILED.code);
    });

    it('a body changed after signing', async () => {
      const request = signedRequest('/device-api/v1/report', device, body());
      const tampered = { ...request, payload: request.payload.replace('"bytes_up":1000', '"bytes_up":9000') };
      expect(tampered.payload).not.toBe(request.payload);
      await expectRefused(() => send(kit.app, tampered), ERRORS.DEVICE_AUTH_FAILED.code);
    });

    it("a request signed with another device's secret", async () => {
      await expectRefused(
        () => report(kit.app, device, body(), { secret: other.secret }),
        ERRORS.DEVICE_AUTH_FAILED.code,
      );
    });

    // Not ±301: the server reads its clock a moment after the test does, and on a loaded machine that
    // moment can bring a timestamp 301 s ahead back inside the window.
    it.each([-305, 305])('a timestamp %i s off the server clock', async (offset) => {
      const ts = Math.floor(Date.now() / 1000) + offset;
      await expectRefused(() => report(kit.app, device, body(), { ts }), ERRORS.DEVICE_TIMESTAMP_SKEW.code);
    });

    it('the same signed request a second time (replay)', async () => {
      const request = signedRequest('/device-api/v1/report', device, body());
      expect((await send(kit.app, request)).body.errorCode).toBe(0);
      await expectRefused(() => send(kit.app, request), ERRORS.DEVICE_REPLAY.code);
    });

    it('a request older than the last one accepted', async () => {
      const ahead = await newDevice();
      const ts = Math.floor(Date.now() / 1000) + 200;
      expect((await report(kit.app, ahead, body(), { ts })).body.errorCode).toBe(0);
      await expectRefused(() => report(kit.app, ahead, body(), { ts: ts - 1 }), ERRORS.DEVICE_REPLAY.code);
    });

    it('an acknowledgement replayed to the report address', async () => {
      const request = signedRequest('/device-api/v1/ack', device, { results: [{ id: 1, result: 'ok' }] });
      expect((await send(kit.app, request)).body.errorCode).toBe(0);
      await expectRefused(
        () => send(kit.app, { ...request, url: '/device-api/v1/report' }),
        ERRORS.DEVICE_REPLAY.code,
      );
    });
  });

  it('accepts a timestamp 290 s off either way', async () => {
    const device = await newDevice();
    const now = Math.floor(Date.now() / 1000);
    expect((await report(kit.app, device, { samples: [] }, { ts: now - 290 })).body.errorCode).toBe(0);
    expect((await report(kit.app, device, { samples: [] }, { ts: now + 290 })).body.errorCode).toBe(0);
  });

  describe('answers 422 for a bad body, signed or not, and writes nothing', () => {
    let device: TestDevice;
    beforeAll(async () => {
      device = await newDevice();
    });
    const good = () => sample(bucketAgo(1), 1000);

    it.each([
      ['not JSON', undefined, '{"samples": ['],
      ['an empty body', undefined, ''],
      ['a JSON array', [], undefined],
      ['no samples', { status }, undefined],
      ['samples as a string', { samples: 'all' }, undefined],
      [
        '289 samples',
        { samples: Array.from({ length: 289 }, (_, i) => sample(bucketAgo(i + 1), 1)) },
        undefined,
      ],
      ['a start off the 5-minute grid', { samples: [sample(bucketAgo(1) + 60, 1)] }, undefined],
      ['a start in the future', { samples: [sample(bucketAgo(-2), 1)] }, undefined],
      ['a start older than 40 days', { samples: [sample(bucketAgo(40 * 288 + 1), 1)] }, undefined],
      ['a start that is no time', { samples: [sample('yesterday', 1)] }, undefined],
      ['negative bytes', { samples: [sample(bucketAgo(1), -1)] }, undefined],
      ['bytes as a string', { samples: [{ ...sample(bucketAgo(1), 1), bytes_up: '100' }] }, undefined],
      ['bytes beyond any link', { samples: [sample(bucketAgo(1), 1e300)] }, undefined],
      ['a CPU of 101 %', { samples: [], status: { ...status, cpu: 101 } }, undefined],
      ['an IP that is none', { samples: [], status: { ...status, ips: ['1.2.3.999'] } }, undefined],
      [
        'an SQL-looking NAT type',
        { samples: [], status: { ...status, nat_type: "'; drop table devices; --" } },
        undefined,
      ],
      [
        'a line without a name',
        { samples: [{ ...good(), lines: [{ bytes_up: 1, bytes_down: 1 }] }] },
        undefined,
      ],
      ['a prototype-poisoning body', undefined, '{"samples": [], "__proto__": {"polluted": true}}'],
    ])('%s', async (_name, body, raw) => {
      const before = await telemetryState(kit.app);
      const res = await report(kit.app, device, body, raw === undefined ? {} : { raw });
      expect(res.status).toBe(422);
      expect(res.body.errorCode).toBe(ERRORS.VALIDATION.code);
      expect(await telemetryState(kit.app)).toEqual(before);
    });

    it('stores SQL-looking text as plain text', async () => {
      const firmware = "x'); delete from devices; --";
      const res = await report(kit.app, device, { samples: [], status: { ...status, firmware } });
      expect(res.body.errorCode).toBe(0);
      const [saved] = await kit.app.deps.db
        .select()
        .from(deviceStatus)
        .where(eq(deviceStatus.deviceId, device.id));
      expect(saved?.firmware).toBe(firmware);
    });
  });
});

describe('POST /device-api/v1/ack', () => {
  let device: TestDevice;
  let other: TestDevice;
  let reboot: number;
  let apply: number;
  let othersCommand: number;
  beforeAll(async () => {
    device = await newDevice();
    other = await newDevice();
    const created = await kit.app.deps.db
      .insert(deviceCommands)
      .values([
        { deviceId: device.id, kind: 'reboot' },
        { deviceId: device.id, kind: 'apply-template', payload: { template_id: 1 } },
        { deviceId: other.id, kind: 'reboot' },
      ])
      .returning({ id: deviceCommands.id });
    [reboot, apply, othersCommand] = created.map((c) => c.id) as [number, number, number];
  });

  async function command(id: number) {
    return firstRow<{ acked: boolean; result: string | null }>(
      kit.app.deps.db,
      sql`select acked_at is not null as acked, result from device_commands where id = ${id}`,
    );
  }

  it("records the device's results once; a second ack changes nothing", async () => {
    const res = await ack(kit.app, device, { results: [{ id: reboot, result: 'ok' }] });
    expect(res.body).toMatchObject({ errorCode: 0, data: { acked: 1 } });
    expect(await command(reboot)).toEqual({ acked: true, result: 'ok' });

    const before = await telemetryState(kit.app);
    const again = await ack(kit.app, device, { results: [{ id: reboot, result: 'failed' }] });
    expect(again.body).toMatchObject({ errorCode: 0, data: { acked: 0 } });
    expect(await command(reboot)).toEqual({ acked: true, result: 'ok' });
    expect((await telemetryState(kit.app)).commands).toBe(before.commands);
  });

  it('stops delivering an acknowledged command', async () => {
    const res = await report(kit.app, device, { samples: [] });
    expect(res.body.data).toEqual({
      commands: [{ id: apply, kind: 'apply-template', payload: { template_id: 1 } }],
    });
  });

  it("ignores another device's command ids", async () => {
    const res = await ack(kit.app, device, { results: [{ id: othersCommand, result: 'ok' }] });
    expect(res.body).toMatchObject({ errorCode: 0, data: { acked: 0 } });
    expect(await command(othersCommand)).toEqual({ acked: false, result: null });
  });

  it('keeps the first result when one call names a command twice', async () => {
    const res = await ack(kit.app, device, {
      results: [
        { id: apply, result: 'failed' },
        { id: apply, result: 'ok' },
      ],
    });
    expect(res.body).toMatchObject({ errorCode: 0, data: { acked: 1 } });
    expect(await command(apply)).toEqual({ acked: true, result: 'failed' });
  });

  it('refuses a replay, a foreign signature and a bad body, writing nothing', async () => {
    const [fresh] = await kit.app.deps.db
      .insert(deviceCommands)
      .values({ deviceId: device.id, kind: 'reboot' })
      .returning({ id: deviceCommands.id });
    const body = { results: [{ id: fresh!.id, result: 'ok' }] };
    const before = await telemetryState(kit.app);

    const foreign = await ack(kit.app, device, body, { secret: other.secret });
    expect([foreign.status, foreign.body.errorCode]).toEqual([401, ERRORS.DEVICE_AUTH_FAILED.code]);
    for (const bad of [
      {},
      { results: [] },
      { results: [{ id: 'x', result: 'ok' }] },
      { results: [{ id: 1, result: 'maybe' }] },
    ]) {
      const res = await ack(kit.app, device, bad);
      expect([res.status, res.body.errorCode]).toEqual([422, ERRORS.VALIDATION.code]);
    }
    expect(await telemetryState(kit.app)).toEqual(before);

    const request = signedRequest('/device-api/v1/ack', device, body);
    expect((await send(kit.app, request)).body.data).toEqual({ acked: 1 });
    const replay = await send(kit.app, request);
    expect([replay.status, replay.body.errorCode]).toEqual([401, ERRORS.DEVICE_REPLAY.code]);
  });
});

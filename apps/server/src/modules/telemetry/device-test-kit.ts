import type { DeviceStatusReport } from '@nodebao/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../../app.ts';
import { firstRow } from '../../db/sql.ts';
import { createMember, createTestApp } from '../../../test/helper.ts';
import { sealDeviceSecret, signDeviceRequest } from './device-auth.ts';
import { insertDevices } from './provisioning.repo.ts';

/** Test helpers for the device protocol: provisioned devices and signed requests like a box sends. */

export type TestDevice = { id: number; sn: string; secret: string };

/** A box's status report: NAT1, firmware 2.3.1, one Ethernet port and one PPPoE line up; `over` sets any part. */
export function boxStatus(over: Partial<DeviceStatusReport> = {}): DeviceStatusReport {
  return {
    cpu: 10,
    mem: 20,
    disk: 30,
    nat_type: 'NAT1',
    uptime: 600,
    firmware: 'nodebao-os 2.3.1',
    ips: ['10.0.0.9'],
    eth: [{ name: 'eth0', speed_mbps: 1000, up: true }],
    ppp: [{ name: 'ppp0', ip: '100.64.0.9', up: true }],
    ...over,
  };
}

export async function provisionDevice(
  app: App,
  sn: string,
  options: { memberId?: number; secret?: string } = {},
): Promise<TestDevice> {
  const secret = options.secret ?? `secret-of-${sn}-0123456789`;
  await insertDevices(app.deps.db, [
    { sn, mac: '', deviceTypeId: null, secretEnc: sealDeviceSecret(app.deps, secret) },
  ]);
  const row = await firstRow<{ id: number }>(
    app.deps.db,
    sql`update devices set member_id = ${options.memberId ?? null} where sn = ${sn} returning id`,
  );
  if (!row) throw new Error(`device ${sn} not provisioned`);
  // Held since long before any sample a test sends, as a box bound long ago (decision 0021).
  if (options.memberId !== undefined)
    await app.deps.db.execute(sql`
      insert into device_holdings (device_id, member_id, started_at)
      values (${row.id}, ${options.memberId}, '2000-01-01T00:00:00Z')`);
  return { id: row.id, sn, secret };
}

const lastTs = new Map<string, number>();
/** Now, but strictly after the device's previous request (the replay guard wants a newer timestamp). */
export function nextTimestamp(sn: string): number {
  const ts = Math.max(Math.floor(Date.now() / 1000), (lastTs.get(sn) ?? 0) + 1);
  lastTs.set(sn, ts);
  return ts;
}

/**
 * Start of the 5-minute bucket `n` buckets before the current one (or the one of `nowMs`), in epoch
 * seconds. A test that names buckets across several calls passes one `nowMs`, or a bucket boundary
 * crossed between two calls shifts the second by one.
 */
export function bucketAgo(n: number, nowMs = Date.now()): number {
  return Math.floor(nowMs / 1000 / 300) * 300 - n * 300;
}

export type SignedOptions = {
  /** X-Timestamp; default nextTimestamp(sn). */
  ts?: number | string;
  /** Sign with this secret instead of the device's. */
  secret?: string;
  /** Send this exact body text instead of JSON.stringify(body). */
  raw?: string;
  /** Replace or drop (undefined) headers. */
  headers?: Record<string, string | undefined>;
};

export type SignedRequest = { url: string; payload: string; headers: Record<string, string> };

/** The request a box would send: body text, and the headers signing exactly that text. */
export function signedRequest(
  path: string,
  device: TestDevice,
  body: unknown,
  options: SignedOptions = {},
): SignedRequest {
  const payload = options.raw ?? JSON.stringify(body);
  const ts = String(options.ts ?? nextTimestamp(device.sn));
  const headers: Record<string, string | undefined> = {
    'content-type': 'application/json',
    'x-device-sn': device.sn,
    'x-timestamp': ts,
    'x-signature': signDeviceRequest(options.secret ?? device.secret, ts, payload),
    ...options.headers,
  };
  const present = Object.entries(headers).filter((e): e is [string, string] => e[1] !== undefined);
  return { url: path, payload, headers: Object.fromEntries(present) };
}

export type DeviceReply = {
  status: number;
  body: { errorCode: number; msg: string; data: unknown } & Record<string, unknown>;
};

export async function send(app: App, request: SignedRequest): Promise<DeviceReply> {
  const res = await app.inject({ method: 'POST', ...request });
  return { status: res.statusCode, body: res.json() };
}

export function report(app: App, device: TestDevice, body: unknown, options: SignedOptions = {}) {
  return send(app, signedRequest('/device-api/v1/report', device, body, options));
}

export function ack(app: App, device: TestDevice, body: unknown, options: SignedOptions = {}) {
  return send(app, signedRequest('/device-api/v1/ack', device, body, options));
}

/**
 * Everything a device request can write, to prove a refusal wrote nothing: row counts of the telemetry
 * tables and the device rows' own state.
 */
export async function telemetryState(app: App): Promise<Record<string, unknown>> {
  const row = await firstRow<Record<string, unknown>>(
    app.deps.db,
    sql`select
      (select count(*) from device_samples)::int as samples,
      (select coalesce(json_agg(json_build_array(device_id, day, up_kbps, bytes_up, bytes_down, samples)
                                order by device_id, day), '[]') from device_days)::text as days,
      (select coalesce(json_agg(s order by device_id), '[]') from device_status s)::text as status,
      (select count(*) from device_events)::int as events,
      (select count(*) from member_messages)::int as messages,
      (select coalesce(json_agg(json_build_array(id, delivered_at, acked_at, result) order by id), '[]')
         from device_commands)::text as commands,
      (select coalesce(json_agg(json_build_array(id, online, last_report_at, last_signed_ts) order by id), '[]')
         from devices)::text as devices`,
  );
  return row ?? {};
}

/**
 * For a test file of device calls: the app, built before its tests and closed after them, and boxes
 * held by one member (`mobile`), provisioned in turn as `<prefix>-0001`, `<prefix>-0002`, …
 */
export function deviceTestKit(mobile: string, prefix: string) {
  let serial = 0;
  const kit = {
    app: undefined as unknown as App,
    memberId: 0,
    newDevice(): Promise<TestDevice> {
      serial += 1;
      return provisionDevice(kit.app, `${prefix}-${String(serial).padStart(4, '0')}`, {
        memberId: kit.memberId,
      });
    },
  };
  beforeAll(async () => {
    kit.app = await createTestApp();
    kit.memberId = (await createMember(kit.app, { mobile })).id;
  });
  afterAll(async () => {
    await kit.app.close();
  });
  return kit;
}

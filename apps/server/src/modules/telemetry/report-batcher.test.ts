import { ERRORS, type DeviceReport } from '@nodebao/contract';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { firstRow, rows } from '../../db/sql.ts';
import { deviceCommands } from '../devices/devices.table.ts';
import {
  boxStatus,
  bucketAgo,
  deviceTestKit,
  nextTimestamp,
  report,
  send,
  signedRequest,
  type TestDevice,
} from './device-test-kit.ts';
import { ReportBatcher, type BatcherOptions } from './report-batcher.ts';
import { ingestReports, type ReportInput } from './telemetry.service.ts';

const kit = deviceTestKit('13700000002', 'BAT');
const { newDevice } = kit;

const status = boxStatus();

function input(device: TestDevice, body: DeviceReport, ts = nextTimestamp(device.sn)): ReportInput {
  return { device: { id: device.id, sn: device.sn, memberId: kit.memberId, ts }, report: body };
}

const oneSample = (bucketsAgo: number, bytesUp = 300_000): DeviceReport => ({
  samples: [{ start: bucketAgo(bucketsAgo), bytes_up: bytesUp, bytes_down: 100 }],
  status,
});

/** A batcher over the real ingestion transaction that records the size of every transaction it runs. */
function recordingBatcher(options: Partial<BatcherOptions> = {}) {
  const sizes: number[] = [];
  const batcher = new ReportBatcher(
    async (inputs) => {
      sizes.push(inputs.length);
      return ingestReports(kit.app.deps, inputs);
    },
    { maxBatch: 50, lingerMs: 20, maxInFlight: 2, ...options },
  );
  return { batcher, sizes };
}

async function stored(device: TestDevice) {
  const row = await firstRow<{ samples: number; status: boolean; online: boolean; ts: number | null }>(
    kit.app.deps.db,
    sql`select (select count(*) from device_samples s where s.device_id = d.id)::int as samples,
               exists (select 1 from device_status s where s.device_id = d.id) as status,
               d.online, d.last_signed_ts as ts
          from devices d where d.id = ${device.id}`,
  );
  return row;
}

describe('report batching (decision 0013)', () => {
  it('writes concurrent reports of different devices in one transaction, each with its own reply', async () => {
    const [a, b, c] = [await newDevice(), await newDevice(), await newDevice()];
    const [command] = await kit.app.deps.db
      .insert(deviceCommands)
      .values({ deviceId: b.id, kind: 'reboot' })
      .returning({ id: deviceCommands.id });
    const { batcher, sizes } = recordingBatcher();

    const replies = await Promise.all([a, b, c].map((d) => batcher.submit(input(d, oneSample(1)))));

    expect(sizes).toEqual([3]);
    expect(replies).toEqual([
      { commands: [] },
      { commands: [{ id: command?.id, kind: 'reboot', payload: {} }] },
      { commands: [] },
    ]);
    for (const d of [a, b, c]) {
      expect(await stored(d)).toMatchObject({ samples: 1, status: true, online: true });
    }
  });

  it('writes two reports of one device one after the other, in the order they came', async () => {
    const [a, b] = [await newDevice(), await newDevice()];
    const { batcher, sizes } = recordingBatcher();

    const replies = await Promise.all([
      batcher.submit(input(a, oneSample(2))),
      batcher.submit(input(b, oneSample(2))),
      batcher.submit(input(a, oneSample(1))),
    ]);

    expect(sizes).toEqual([2, 1]);
    expect(replies).toEqual([{ commands: [] }, { commands: [] }, { commands: [] }]);
    expect(await stored(a)).toMatchObject({ samples: 2 });
  });

  it('refuses the older of two reports of one device when the newer came first, writing nothing for it', async () => {
    const device = await newDevice();
    const older = nextTimestamp(device.sn);
    const newer = nextTimestamp(device.sn);
    const { batcher } = recordingBatcher();

    const [first, second] = await Promise.allSettled([
      batcher.submit(input(device, oneSample(1), newer)),
      batcher.submit(input(device, oneSample(2), older)),
    ]);

    expect(first).toEqual({ status: 'fulfilled', value: { commands: [] } });
    expect(second).toMatchObject({ status: 'rejected', reason: { errorCode: ERRORS.DEVICE_REPLAY.code } });
    expect(await stored(device)).toMatchObject({ samples: 1, ts: newer });
  });

  it('refuses the same signed report the second time even when both wait together', async () => {
    const [device, other] = [await newDevice(), await newDevice()];
    const ts = nextTimestamp(device.sn);
    const { batcher } = recordingBatcher({ maxInFlight: 1 });

    const outcomes = await Promise.allSettled([
      batcher.submit(input(device, oneSample(1), ts)),
      batcher.submit(input(other, oneSample(1))),
      batcher.submit(input(device, oneSample(1), ts)),
    ]);

    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'fulfilled', 'rejected']);
    expect(outcomes[2]).toMatchObject({ reason: { errorCode: ERRORS.DEVICE_REPLAY.code } });
    expect(await stored(device)).toMatchObject({ samples: 1 });
  });

  it('retries a failed batch report by report, so a bad report fails alone', async () => {
    const [a, bad, c] = [await newDevice(), await newDevice(), await newDevice()];
    const { batcher, sizes } = recordingBatcher();
    // Longer than the column: the batch's status statement fails (the contract would refuse it at
    // the door; here it stands for any report the database rejects).
    const broken = { ...oneSample(1), status: { ...status, firmware: 'x'.repeat(100) } };

    const outcomes = await Promise.allSettled([
      batcher.submit(input(a, oneSample(1))),
      batcher.submit(input(bad, broken)),
      batcher.submit(input(c, oneSample(1))),
    ]);

    expect(sizes).toEqual([3, 1, 1, 1]);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(batcher.stats).toMatchObject({ batches: 1, reports: 3, retried: 1 });
    expect(await stored(a)).toMatchObject({ samples: 1, status: true });
    expect(await stored(c)).toMatchObject({ samples: 1, status: true });
    expect(await stored(bad)).toMatchObject({ samples: 0, status: false, online: false, ts: null });
  });

  it('sends a full batch at once and keeps at most maxBatch reports in one transaction', async () => {
    const devices = [];
    for (let i = 0; i < 5; i++) devices.push(await newDevice());
    const { batcher, sizes } = recordingBatcher({ maxBatch: 2, maxInFlight: 1, lingerMs: 1000 });

    const started = Date.now();
    await Promise.all(devices.slice(0, 4).map((d) => batcher.submit(input(d, oneSample(1)))));

    expect(sizes).toEqual([2, 2]);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});

describe('POST /device-api/v1/report under load', () => {
  it('answers many devices reporting at once, each with its own reply, storing every sample once', async () => {
    const devices = [];
    for (let i = 0; i < 30; i++) devices.push(await newDevice());

    const replies = await Promise.all(devices.map((d) => report(kit.app, d, oneSample(3, 75_000_000))));

    expect(replies.map((r) => [r.status, r.body.errorCode])).toEqual(devices.map(() => [200, 0]));
    const counted = await rows<{ n: number }>(
      kit.app.deps.db,
      sql`select count(*)::int as n from device_samples
           where device_id = any(${sql.param(devices.map((d) => d.id))}::int[])`,
    );
    expect(counted[0]?.n).toBe(30);
  });

  it('answers each of many requests at once on its own: good ones, an unknown box, a foreign signature, a replay', async () => {
    const good = [];
    for (let i = 0; i < 8; i++) good.push(await newDevice());
    const [forged, replayed] = [await newDevice(), await newDevice()];
    const stranger = { id: 0, sn: 'NOBODY-0002', secret: 'whatever-secret-000' };
    const twice = signedRequest('/device-api/v1/report', replayed, oneSample(2));

    const replies = await Promise.all([
      ...good.map((d) => report(kit.app, d, oneSample(2))),
      report(kit.app, stranger, oneSample(2)),
      report(kit.app, forged, oneSample(2), { secret: good[0]?.secret ?? '' }),
      send(kit.app, twice),
      send(kit.app, twice),
    ]);

    const codes = replies.map((r) => r.body.errorCode);
    expect(codes.slice(0, 8)).toEqual(good.map(() => 0));
    expect(codes.slice(8, 10)).toEqual([ERRORS.DEVICE_AUTH_FAILED.code, ERRORS.DEVICE_AUTH_FAILED.code]);
    expect(codes.slice(10).sort()).toEqual([0, ERRORS.DEVICE_REPLAY.code]);
    expect(await stored(forged)).toMatchObject({ samples: 0, status: false });
    expect(await stored(replayed)).toMatchObject({ samples: 1 });
  });
});

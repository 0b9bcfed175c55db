import fs from 'node:fs';
import path from 'node:path';
import { DeviceClient } from './client.ts';
import { profileFor, type DeviceProfile } from '../../../apps/server/src/seed/box-model/profile.ts';
import { BUCKET_SECONDS, sampleAt, statusAt } from '../../../apps/server/src/seed/box-model/reports.ts';

export type FleetDevice = { sn: string; secret: string };
type Box = FleetDevice & { profile: DeviceProfile; client: DeviceClient; lineAdjustments: number[] };

async function staffToken(baseUrl: string, staff: { mobile: string; password: string }): Promise<string> {
  const res = await fetch(`${baseUrl}/api/default/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...staff, login_type: 'admin' }),
  });
  const reply = (await res.json()) as { errorCode: number; msg: string; data: { auth_key: string } };
  if (reply.errorCode !== 0) throw new Error(`staff login failed: ${reply.msg}`);
  return reply.data.auth_key;
}

async function deviceTypeIds(baseUrl: string, token: string): Promise<number[]> {
  const res = await fetch(`${baseUrl}/api/member/device-type-list`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const reply = (await res.json()) as { errorCode: number; data: { id: number }[] };
  return reply.errorCode === 0 ? reply.data.map((t) => t.id) : [];
}

/**
 * The boxes of this simulator: read from the fleet file, topped up to `count` by provisioning new ones
 * through POST /api/admin/device/create-batch (the only moment their secrets are visible).
 */
export async function loadOrProvisionFleet(options: {
  baseUrl: string;
  fleetFile: string;
  count: number;
  staff: { mobile: string; password: string };
  snPrefix?: string;
}): Promise<FleetDevice[]> {
  const existing: FleetDevice[] = fs.existsSync(options.fleetFile)
    ? (JSON.parse(fs.readFileSync(options.fleetFile, 'utf8')) as FleetDevice[])
    : [];
  if (existing.length >= options.count) return existing.slice(0, options.count);

  const token = await staffToken(options.baseUrl, options.staff);
  // Boxes of the models on sale (型号 in the device detail), in turn; untyped when there are none.
  const types = await deviceTypeIds(options.baseUrl, token);
  const wanted = options.count - existing.length;
  const batches = types.length
    ? types.map((id, i) => ({
        id,
        count: Math.floor(wanted / types.length) + (i < wanted % types.length ? 1 : 0),
      }))
    : [{ id: undefined, count: wanted }];
  const fleet = [...existing];
  for (const batch of batches.filter((b) => b.count > 0)) {
    const res = await fetch(`${options.baseUrl}/api/admin/device/create-batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        count: batch.count,
        sn_prefix: options.snPrefix ?? 'NBSIM',
        ...(batch.id ? { device_type_id: batch.id } : {}),
      }),
    });
    const reply = (await res.json()) as { errorCode: number; msg: string; data: { devices: FleetDevice[] } };
    if (reply.errorCode !== 0) throw new Error(`provisioning failed: ${reply.msg}`);
    fleet.push(...reply.data.devices.map((d) => ({ sn: d.sn, secret: d.secret })));
  }
  fs.mkdirSync(path.dirname(path.resolve(options.fleetFile)), { recursive: true });
  fs.writeFileSync(options.fleetFile, JSON.stringify(fleet, null, 1), { mode: 0o600 });
  return fleet;
}

/**
 * One box per SN and server for the whole process: a backfill running beside the live loop signs with
 * the same client, so the box's timestamps keep increasing (the server refuses a repeated one).
 */
const boxes = new Map<string, Box>();
function boxesOf(baseUrl: string, fleet: FleetDevice[]): Box[] {
  return fleet.map((d) => {
    const key = `${baseUrl} ${d.sn}`;
    let box = boxes.get(key);
    if (!box) {
      box = {
        ...d,
        profile: profileFor(d.sn),
        client: new DeviceClient(baseUrl, d.sn, d.secret),
        lineAdjustments: Array.from({ length: profileFor(d.sn).lines }, () => 0),
      };
      boxes.set(key, box);
    }
    return box;
  });
}

/** Runs `task` over `items` with at most `concurrency` in flight. */
async function pool<T>(items: T[], concurrency: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const workers = Array.from({ length: Math.max(1, Math.min(concurrency, items.length)) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await task(item);
    }
  });
  await Promise.all(workers);
}

const alignedNow = () => Math.floor(Date.now() / 1000 / BUCKET_SECONDS) * BUCKET_SECONDS;

/**
 * Sends `days` days of history up to the last complete bucket: per box, one report per 288 buckets
 * (a day's worth), oldest first, as a box catching up after being offline would. With `skipDays`, the
 * history ends that many days ago instead (older history, sent after the recent days), and carries
 * no status (the status is the box's current one).
 */
export async function backfill(
  baseUrl: string,
  fleet: FleetDevice[],
  days: number,
  concurrency: number,
  skipDays = 0,
) {
  const boxes = boxesOf(baseUrl, fleet);
  const end = alignedNow() - BUCKET_SECONDS - skipDays * 86_400;
  const first = end - days * 86_400 + BUCKET_SECONDS;
  let reports = 0;
  let samples = 0;
  await pool(boxes, concurrency, async (box) => {
    for (let chunkStart = first; chunkStart <= end; chunkStart += 288 * BUCKET_SECONDS) {
      const batch = [];
      for (let s = chunkStart; s < chunkStart + 288 * BUCKET_SECONDS && s <= end; s += BUCKET_SECONDS) {
        const sample = sampleAt(box.sn, box.profile, s);
        if (sample) batch.push(sample);
      }
      if (batch.length === 0) continue;
      const last = skipDays === 0 && chunkStart + 288 * BUCKET_SECONDS > end;
      await box.client.post('/device-api/v1/report', {
        samples: batch,
        ...(last ? { status: statusAt(box.sn, box.profile, end, box.lineAdjustments) } : {}),
      });
      reports += 1;
      samples += batch.length;
    }
  });
  return { reports, samples };
}

/** Reports the current bucket of every box every 5 minutes (divided by `speed`), acking commands. */
export async function liveLoop(
  baseUrl: string,
  fleet: FleetDevice[],
  speed: number,
  concurrency: number,
): Promise<never> {
  const boxes = boxesOf(baseUrl, fleet);
  const intervalMs = (BUCKET_SECONDS * 1000) / speed;
  for (;;) {
    const started = Date.now();
    const bucket = alignedNow() - BUCKET_SECONDS;
    let ok = 0;
    let failed = 0;
    await pool(boxes, concurrency, async (box) => {
      const sample = sampleAt(box.sn, box.profile, bucket);
      if (!sample) return; // in an outage: silent, as a box without power
      // A line that dropped redials: its own counter goes up (the server sums them).
      sample.lines.forEach((l, i) => {
        if (!l.up) box.lineAdjustments[i] = (box.lineAdjustments[i] ?? 0) + 1;
      });
      try {
        const reply = await box.client.post<{ commands: { id: number; kind: string }[] }>(
          '/device-api/v1/report',
          {
            samples: [sample],
            status: statusAt(box.sn, box.profile, bucket + BUCKET_SECONDS, box.lineAdjustments),
          },
        );
        if (reply.commands.length > 0) {
          await box.client.post('/device-api/v1/ack', {
            results: reply.commands.map((c) => ({ id: c.id, result: 'ok' })),
          });
        }
        ok += 1;
      } catch (err) {
        failed += 1;
        if (failed <= 3) console.error((err as Error).message);
      }
    });
    console.log(`${new Date().toISOString()} live: ${ok} reports${failed ? `, ${failed} failed` : ''}`);
    await new Promise((r) => setTimeout(r, Math.max(0, intervalMs - (Date.now() - started))));
  }
}

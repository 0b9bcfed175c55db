import { hkdfSync } from 'node:crypto';
import { deviceReportBody, type DeviceReport } from '@nodebao/contract';
import type autocannon from 'autocannon';
import type { Database } from '../../../apps/server/src/db/client.ts';
import type { Deps } from '../../../apps/server/src/deps.ts';
import { safeEqualHex } from '../../../apps/server/src/lib/crypto.ts';
import {
  sealDeviceSecret,
  signDeviceRequest,
  unsealDeviceSecret,
} from '../../../apps/server/src/modules/telemetry/device-auth.ts';
import {
  ingestReports,
  type ReportInput,
} from '../../../apps/server/src/modules/telemetry/telemetry.service.ts';
import type { Config } from '../../../apps/server/src/config.ts';
import { signedHeaders } from '../simulator/client.ts';
import { profileFor } from '../../../apps/server/src/seed/box-model/profile.ts';
import { BUCKET_SECONDS, sampleAt, statusAt } from '../../../apps/server/src/seed/box-model/reports.ts';
import { rawOf } from './db.ts';
import { cannonRun, type CannonRun, type CannonRunFigures } from './load.ts';
import { deviceSecret, INGEST_BUCKETS } from './seed.ts';
import { summarize, timed, type Summary } from './stats.ts';

export type FleetDevice = { id: number; sn: string };
export type NextReport = { id: number; sn: string; secret: string; ts: number; report: DeviceReport };

/**
 * The reports of the synthetic fleet as its boxes would send them: each box reports once per pass,
 * one 5-minute sample (pass p writes the bucket p + 1 before the start, so every report brings a new
 * sample, as a live fleet does) and its status; timestamps strictly increase per box.
 */
export class ReportSource {
  private next = 0;
  private prepared: { body: string; headers: Record<string, string> }[] = [];
  private cursor = 0;
  private readonly lastTs: Float64Array;
  private readonly secrets: (string | undefined)[];
  private readonly base = Math.floor(Date.now() / 1000 / BUCKET_SECONDS) * BUCKET_SECONDS;

  constructor(private readonly fleet: FleetDevice[]) {
    this.lastTs = new Float64Array(fleet.length);
    this.secrets = new Array<string | undefined>(fleet.length);
  }

  /** Epoch seconds of the oldest bucket this source may write. */
  get windowStart(): number {
    return this.base - INGEST_BUCKETS * BUCKET_SECONDS;
  }

  /**
   * Signs the next `count` requests ahead, so the load generator spends its CPU before a run rather
   * than beside the server during it (the boxes are not on this machine in real life). Their
   * timestamps are those of now: good for the 300 s the server allows.
   */
  prepare(count: number): void {
    // Left over from a run before: never sent, and soon too old; their boxes just skip a bucket.
    this.prepared = Array.from({ length: count }, () => this.request());
    this.cursor = 0;
  }

  /** Requests handed to the load generator so far. */
  sent = 0;

  /** A signed request: the next prepared one, or a new one. */
  nextRequest(): { body: string; headers: Record<string, string> } {
    this.sent += 1;
    return this.prepared[this.cursor++] ?? this.request();
  }

  private request() {
    const r = this.take();
    const body = JSON.stringify(r.report);
    return { body, headers: signedHeaders(r.sn, r.secret, String(r.ts), body) };
  }

  take(): NextReport {
    const i = this.next++;
    const pass = Math.floor(i / this.fleet.length);
    if (pass >= INGEST_BUCKETS) throw new Error('the ingestion window is used up: a larger fleet is needed');
    const d = i % this.fleet.length;
    const device = this.fleet[d] as FleetDevice;
    const start = this.base - (pass + 1) * BUCKET_SECONDS;
    const profile = profileFor(device.sn);
    // A box in its simulated outage would stay silent; the bench wants one sample per report anyway.
    const sample = sampleAt(device.sn, profile, start) ?? { start, bytes_up: 1, bytes_down: 1, lines: [] };
    const status = statusAt(device.sn, profile, start + BUCKET_SECONDS, []);
    const natType = status.nat_type ?? 'NAT1';
    const ts = Math.max(Math.floor(Date.now() / 1000), (this.lastTs[d] ?? 0) + 1);
    this.lastTs[d] = ts;
    const secret = (this.secrets[d] ??= deviceSecret(device.sn));
    return {
      id: device.id,
      sn: device.sn,
      secret,
      ts,
      report: { samples: [sample], status: { ...status, nat_type: natType } },
    };
  }
}

export type IngestApiFigures = CannonRunFigures & { accepted: number };

/** Signed reports from many simulated boxes at once (autocannon, one connection per box in flight). */
export async function ingestApi(
  options: {
    baseUrl: string;
    source: ReportSource;
    /** Requests signed ahead per second of the run (more are signed on the fly). */
    expectedPerSecond: number;
  } & CannonRun,
): Promise<IngestApiFigures> {
  const { baseUrl, source } = options;
  source.prepare(options.expectedPerSecond * (options.seconds + options.warmupSeconds));
  const setupRequest = (req: autocannon.Request): autocannon.Request => ({ ...req, ...source.nextRequest() });
  const report = { method: 'POST' as const, path: '/device-api/v1/report', setupRequest };
  let firstFailure = '';
  const onResponse = (status: number, body: string) => {
    if (status !== 200 && !firstFailure) firstFailure = `${status} ${body.slice(0, 200)}`;
  };
  const { result, figures } = await cannonRun({ url: baseUrl, requests: [report] }, options, {
    requests: [{ ...report, onResponse }],
  });
  if (firstFailure) console.warn(`    first refused report: ${firstFailure}`);
  return { ...figures, accepted: result['2xx'] };
}

export type IngestRawFigures = {
  batch: number;
  lanes: number;
  perSecond: number;
  /** One call (transaction) of `batch` reports. */
  latency: Summary;
  note: string;
};

/**
 * The same writes without HTTP: the service's transaction (ingestReports) called directly with
 * already-validated reports, `batch` reports per transaction on `lanes` connections at once.
 */
export async function ingestRaw(options: {
  database: Database;
  source: ReportSource;
  batch: number;
  lanes: number;
  seconds: number;
  maxReports: number;
  note: string;
}): Promise<IngestRawFigures> {
  const { database, source, batch, lanes } = options;
  // Built before the clock starts, so the figure is the database's and the service's, not the bench's.
  const batches: ReportInput[][] = [];
  for (let n = 0; n + batch <= options.maxReports; n += batch) {
    batches.push(
      Array.from({ length: batch }, () => {
        const r = source.take();
        return { device: { id: r.id, sn: r.sn, memberId: null, ts: r.ts }, report: r.report };
      }),
    );
  }
  const deps = { db: database.db } as Deps;
  let next = 0;
  const run = await timed(options.seconds, lanes, async () => {
    const inputs = batches[next++];
    if (!inputs) return false;
    const outcomes = await ingestReports(deps, inputs);
    if (outcomes.some((o) => o instanceof Error)) throw new Error('a raw report was refused');
  });
  return {
    batch,
    lanes,
    perSecond: (run.durations.length * batch) / run.seconds,
    latency: summarize(run.durations),
    note: options.note,
  };
}

/** Samples stored in the source's window: each accepted report stores exactly one. */
export async function samplesInWindow(database: Database, source: ReportSource): Promise<number> {
  const { rows } = await rawOf(database).query(
    'select count(*)::int as n from device_samples where bucket_start >= to_timestamp($1)',
    [source.windowStart],
  );
  return (rows[0] as { n: number }).n;
}

/**
 * CPU cost of each step a report goes through in the server, in µs, timed here one by one (the
 * fastest of three rounds: other work on the machine only ever adds time).
 */
export function stepCosts(source: ReportSource, appSecret: string): { step: string; micros: number }[] {
  const deps = { config: { appSecret } as Config };
  const n = 5000;
  const reports = Array.from({ length: n }, () => source.take());
  const bodies = reports.map((r) => JSON.stringify(r.report));
  const sealed = reports.map((r) => sealDeviceSecret(deps, r.secret));
  const parsed = bodies.map((b) => JSON.parse(b) as unknown);
  const time = (step: string, run: (i: number) => void) => {
    let best = Infinity;
    for (let round = 0; round < 3; round++) {
      const t0 = performance.now();
      for (let i = 0; i < n; i++) run(i);
      best = Math.min(best, performance.now() - t0);
    }
    return { step, micros: (best * 1000) / n };
  };
  return [
    time('HKDF of the sealing key (was paid on every request; now once per process)', () =>
      hkdfSync('sha256', appSecret, 'nodebao', 'device-secret', 32),
    ),
    time('unseal the device secret (AES-256-GCM)', (i) => unsealDeviceSecret(deps, sealed[i] ?? '')),
    time('HMAC-SHA256 of the body + constant-time compare', (i) => {
      const r = reports[i] as NextReport;
      const sig = signDeviceRequest(r.secret, String(r.ts), bodies[i] ?? '');
      safeEqualHex(sig, sig);
    }),
    time('JSON.parse of the body', (i) => JSON.parse(bodies[i] ?? '{}')),
    time('zod validation of the body (deviceReportBody)', (i) => deviceReportBody.parse(parsed[i])),
  ];
}

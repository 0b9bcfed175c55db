import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { jobRunner } from '../jobs/run-job.ts';
import { downloadsDir } from '../modules/content/content.service.ts';
import { reconcileAndRecord } from '../modules/settlement/reconcile.ts';
import { bucketAgo, provisionDevice, report } from '../modules/telemetry/device-test-kit.ts';
import { createMember, createTestApp } from '../../test/helper.ts';
import { serveMetrics, type MetricsServer } from './metrics-server.ts';
import { createMetrics } from './metrics.ts';

let app: App;
let metricsServer: MetricsServer;
beforeAll(async () => {
  app = await createTestApp();
  metricsServer = await serveMetrics(app.deps.metrics, { host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  await metricsServer.close();
  await app.close();
});

async function scrape(): Promise<{ contentType: string; text: string }> {
  const res = await fetch(`http://127.0.0.1:${metricsServer.port}/metrics`);
  expect(res.status).toBe(200);
  return { contentType: res.headers.get('content-type') ?? '', text: await res.text() };
}

/** The value of one series in the exposition text, or undefined when it is not there. */
function valueOf(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line === undefined ? undefined : Number(line.slice(series.length + 1));
}

describe('GET /metrics on the metrics port', () => {
  it('answers the Prometheus text format with the named series after a few requests', async () => {
    await app.inject('/healthz');
    await app.inject('/healthz');
    await app.inject('/api/member/info');
    const { contentType, text } = await scrape();
    expect(contentType).toContain('text/plain; version=0.0.4');
    expect(text).toContain('# TYPE nodebao_http_request_duration_seconds histogram');
    const healthz = 'nodebao_http_request_duration_seconds_count{route="/healthz",method="GET",status="200"}';
    expect(valueOf(text, healthz)).toBeGreaterThanOrEqual(2);
    const refused =
      'nodebao_http_request_duration_seconds_count{route="/api/member/info",method="GET",status="401"}';
    expect(valueOf(text, refused)).toBeGreaterThanOrEqual(1);
    // The process, the database as Prometheus sees it, and the series every alert reads.
    for (const name of [
      'nodejs_eventloop_lag_seconds',
      'process_resident_memory_bytes',
      'nodejs_heap_size_used_bytes',
      'nodebao_database_state_ok 1',
      'nodebao_queue_waiting{queue="withdrawal_review"} 0',
      'nodebao_queue_oldest_age_seconds{queue="offline_payment_review"} 0',
      'nodebao_db_connection_errors_total{where="idle"} 0',
      'nodebao_device_reports_total',
      'nodebao_external_calls_total',
    ]) {
      expect(text).toContain(name);
    }
    if (app.deps.database.kind === 'postgres') {
      expect(text).toMatch(/^nodebao_db_pool_connections\{state="in_use"\} \d+$/m);
      expect(text).toMatch(/^nodebao_db_pool_waiting \d+$/m);
    }
  });

  it('labels a request by its route template, not by the URL it was sent to', async () => {
    fs.writeFileSync(path.join(downloadsDir(app.deps), 'nodebao-1.2.3.apk'), 'apk');
    expect((await app.inject('/downloads/nodebao-1.2.3.apk')).statusCode).toBe(200);
    await app.inject('/api/default/param?cache=123');
    const { text } = await scrape();
    expect(text).toContain('route="/downloads/*",method="GET",status="200"');
    expect(text).toContain('route="/api/default/param",method="GET",status="200"');
    expect(text).not.toContain('nodebao-1.2.3.apk');
    expect(text).not.toContain('cache=123');
  });

  it('gathers every URL no route matched under one label', async () => {
    const before = valueOf(
      (await scrape()).text,
      'nodebao_http_request_duration_seconds_count{route="unmatched",method="GET",status="404"}',
    );
    await app.inject('/api/nope/1');
    await app.inject('/api/nope/2');
    const { text } = await scrape();
    const after = valueOf(
      text,
      'nodebao_http_request_duration_seconds_count{route="unmatched",method="GET",status="404"}',
    );
    expect(after).toBe((before ?? 0) + 2);
    expect(text).not.toContain('/api/nope');
  });

  it('counts device reports accepted and refused by reason, and keeps the newest sample time', async () => {
    const member = await createMember(app, { mobile: '13700000471' });
    const device = await provisionDevice(app, 'METRICS-0001', { memberId: member.id });
    const newest = bucketAgo(1);
    const sample = (start: number) => ({ start, bytes_up: 1000, bytes_down: 1000 });
    expect((await report(app, device, { samples: [sample(bucketAgo(3)), sample(newest)] })).status).toBe(200);
    // Older samples afterwards (a backlog) leave the newest sample where it was.
    expect((await report(app, device, { samples: [sample(bucketAgo(5))] })).status).toBe(200);
    expect((await report(app, device, { samples: [] }, { secret: 'not-the-secret-0123' })).status).toBe(401);
    const { text } = await scrape();
    expect(valueOf(text, 'nodebao_device_reports_total{outcome="accepted",reason=""}')).toBe(2);
    expect(valueOf(text, 'nodebao_device_reports_total{outcome="refused",reason="device_auth_failed"}')).toBe(
      1,
    );
    expect(valueOf(text, 'nodebao_device_newest_sample_timestamp_seconds')).toBe(newest);
  });

  it('counts the calls to the vendors by outcome', async () => {
    await app.deps.sms.send({ mobile: '13700000472', template: 'verify-code', params: { code: '123456' } });
    expect(await app.deps.alipay.query('47000000')).toMatchObject({ state: 'not_found' });
    const { text } = await scrape();
    expect(valueOf(text, 'nodebao_external_calls_total{service="sms",call="send",outcome="ok"}')).toBe(1);
    const query = 'nodebao_external_calls_total{service="alipay",call="query",outcome="not_found"}';
    expect(valueOf(text, query)).toBe(1);
  });

  it('shows the queues waiting for staff and how old their oldest item is', async () => {
    const member = await createMember(app, { mobile: '13700000473' });
    await app.deps.db.execute(sql`
      insert into coop_applications (member_id, room_name, province_code, city_code, line, bandwidth_gbps,
                                     ip_range, range_first, range_last, server_count, contact_name,
                                     contact_mobile, created_at)
      values (${member.id}, '指标机房', '110000', '110100', '电信', 10, '203.0.113.0/28', 3405803776,
              3405803791, 2, '张三', '13700000473', now() - interval '2 days')`);
    const { text } = await scrape();
    expect(valueOf(text, 'nodebao_queue_waiting{queue="cooperation_review"}')).toBe(1);
    expect(valueOf(text, 'nodebao_queue_oldest_age_seconds{queue="cooperation_review"}')).toBeGreaterThan(
      2 * 86_400 - 60,
    );
  });

  it("shows the last reconciliation's result, recorded by the daily job", async () => {
    expect(valueOf((await scrape()).text, 'nodebao_reconciliation_problems')).toBeUndefined();
    const books = await reconcileAndRecord(app.deps);
    expect(books?.ok).toBe(true);
    const { text } = await scrape();
    expect(valueOf(text, 'nodebao_reconciliation_problems')).toBe(0);
    expect(valueOf(text, 'nodebao_reconciliation_last_run_timestamp_seconds')).toBeGreaterThan(0);
  });
});

describe('the job guard', () => {
  it('counts a failed run, marks the job failing, and clears it at the next success', async () => {
    const metrics = createMetrics();
    const errors: unknown[] = [];
    const runJob = jobRunner({ log: { error: (...args: unknown[]) => errors.push(args) }, metrics });
    let broken = true;
    const job = runJob('settlement', async () => {
      if (broken) throw new Error('relation "device_days" does not exist');
      return 1;
    });
    let text = await metrics.registry.metrics();
    expect(valueOf(text, 'nodebao_job_failures_total{name="settlement"}')).toBe(0);

    await job();
    text = await metrics.registry.metrics();
    expect(errors).toHaveLength(1);
    expect(valueOf(text, 'nodebao_job_failures_total{name="settlement"}')).toBe(1);
    expect(valueOf(text, 'nodebao_job_failing{name="settlement"}')).toBe(1);
    expect(valueOf(text, 'nodebao_job_duration_seconds_count{name="settlement"}')).toBe(1);
    expect(valueOf(text, 'nodebao_job_last_success_timestamp_seconds{name="settlement"}')).toBeUndefined();

    broken = false;
    await job();
    text = await metrics.registry.metrics();
    expect(valueOf(text, 'nodebao_job_failures_total{name="settlement"}')).toBe(1);
    expect(valueOf(text, 'nodebao_job_failing{name="settlement"}')).toBe(0);
    expect(valueOf(text, 'nodebao_job_duration_seconds_count{name="settlement"}')).toBe(2);
    expect(valueOf(text, 'nodebao_job_last_success_timestamp_seconds{name="settlement"}')).toBeGreaterThan(0);
  });
});

describe('the metrics port', () => {
  it('is not the public one: the console answers /metrics 404, the metrics port nothing but /metrics', async () => {
    const publicPort = (app.server.address() as AddressInfo).port;
    expect(metricsServer.port).not.toBe(publicPort);
    const onPublic = await fetch(`http://127.0.0.1:${publicPort}/metrics`);
    expect(onPublic.status).toBe(404);
    expect(await onPublic.text()).not.toContain('nodebao_');
    expect((await fetch(`http://127.0.0.1:${metricsServer.port}/api/member/info`)).status).toBe(404);
  });

  it('is off unless configured, and may not be the public port', () => {
    expect(loadConfig({}).metrics).toBeNull();
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1' });
    expect(() => loadConfig({ PORT: '9464', METRICS_PORT: '9464' })).toThrow(/METRICS_PORT/);
    expect(() => loadConfig({ METRICS_PORT: 'metrics' })).toThrow(/METRICS_PORT/);
  });
});

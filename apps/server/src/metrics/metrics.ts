import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { PoolStats } from '../db/client.ts';
import { watchDatabaseState, watchPool, type DatabaseState } from './scraped-gauges.ts';

/**
 * Every Prometheus metric of one server (issue 47, decision 0037), on a registry of its own: tests
 * build many apps in one process, and prom-client's global registry would refuse the second. What is
 * counted as it happens (requests, jobs, reports, calls) is recorded through the methods below; what
 * the database knows (queues, settlement, reconciliation) and the pool are read when Prometheus
 * scrapes. Names and help are English, as Prometheus users expect; the README lists what each is for.
 */
export type Metrics = ReturnType<typeof createMetrics>;

/** The label of requests no route matched (the SPA's pages, 404s): one series, not one per URL. */
export const UNMATCHED_ROUTE = 'unmatched';

/** Seconds. From a cached read (~1 ms) to a large export; Prometheus' default buckets stop at 10 s. */
const REQUEST_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];
/** Seconds. An offline detection takes milliseconds, a settlement of 100,000 boxes seconds. */
const JOB_BUCKETS = [0.01, 0.05, 0.25, 1, 5, 15, 60, 300, 1800];
/** Seconds. The vendors answer in well under a second; their clients give up at 5–10 s. */
const CALL_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export type MetricsSources = {
  /** The PostgreSQL pool's numbers (none on PGlite). */
  poolStats?: () => PoolStats;
  /** What the database says of queues, settlement and reconciliation, read at each scrape. */
  databaseState?: () => Promise<DatabaseState>;
};

/** The vendors whose calls are counted (external-calls.ts). */
export type ExternalService = 'sms' | 'alipay' | 'wechatpay';

export function createMetrics(sources: MetricsSources = {}) {
  const registry = new Registry();
  const registers = [registry];
  // The process: event loop lag, heap and RSS, GC, handles (prom-client's standard names).
  collectDefaultMetrics({ register: registry });

  const requests = new Histogram({
    name: 'nodebao_http_request_duration_seconds',
    help: 'HTTP requests by route template, method and status, and how long each took (its _count is the request counter)',
    labelNames: ['route', 'method', 'status'] as const,
    buckets: REQUEST_BUCKETS,
    registers,
  });

  const connectionErrors = new Counter({
    name: 'nodebao_db_connection_errors_total',
    help: 'Database connections lost, by where the driver reported it (idle in the pool, or checked out)',
    labelNames: ['where'] as const,
    registers,
  });
  for (const where of ['idle', 'checked out']) connectionErrors.inc({ where }, 0);
  if (sources.poolStats) watchPool(registry, sources.poolStats);

  // Every job metric is labelled by the job's name.
  const perJob = { labelNames: ['name'] as const, registers };
  const jobDuration = new Histogram({
    name: 'nodebao_job_duration_seconds',
    help: 'Scheduled job runs on this replica and how long each took, failed or not (its _count is the run counter)',
    buckets: JOB_BUCKETS,
    ...perJob,
  });
  const jobFailures = new Counter({
    name: 'nodebao_job_failures_total',
    help: 'Scheduled job runs that failed on this replica',
    ...perJob,
  });
  const jobLastSuccess = new Gauge({
    name: 'nodebao_job_last_success_timestamp_seconds',
    help: 'When the job last finished without error on this replica (a replica that found the job lock taken counts)',
    ...perJob,
  });
  const jobFailing = new Gauge({
    name: 'nodebao_job_failing',
    help: "1 while the job's last run on this replica failed, 0 once a run succeeds",
    ...perJob,
  });

  const deviceReports = new Counter({
    name: 'nodebao_device_reports_total',
    help: 'Device reports (POST /device-api/v1/report): accepted, or refused with the reason',
    labelNames: ['outcome', 'reason'] as const,
    registers,
  });
  let newestSampleSeen = 0;
  const newestSample = new Gauge({
    name: 'nodebao_device_newest_sample_timestamp_seconds',
    help: 'Start of the newest five-minute sample this replica has committed since it started (ingestion lag = now - max over replicas)',
    registers,
  });
  // No sample until a report commits one (prom-client would show 0: a sample from 1970).
  newestSample.remove();

  const externalCalls = new Counter({
    name: 'nodebao_external_calls_total',
    help: 'Calls to SMS (Aliyun), Alipay and WeChat Pay by call and outcome',
    labelNames: ['service', 'call', 'outcome'] as const,
    registers,
  });
  const externalDuration = new Histogram({
    name: 'nodebao_external_call_duration_seconds',
    help: 'How long calls to SMS, Alipay and WeChat Pay took',
    labelNames: ['service', 'call'] as const,
    buckets: CALL_BUCKETS,
    registers,
  });

  if (sources.databaseState) watchDatabaseState(registry, sources.databaseState);

  return {
    registry,

    request(route: string, method: string, status: number, seconds: number): void {
      requests.observe({ route, method, status: String(status) }, seconds);
    },

    connectionLost(where: 'idle' | 'checked out'): void {
      connectionErrors.inc({ where });
    },

    /**
     * One job's recorder. Its failure counter starts at 0 when the job is set up, so the first
     * failure is an increase Prometheus sees, not the appearance of a series.
     */
    job(name: string) {
      jobFailures.inc({ name }, 0);
      return {
        succeeded(seconds: number): void {
          jobDuration.observe({ name }, seconds);
          jobLastSuccess.set({ name }, Date.now() / 1000);
          jobFailing.set({ name }, 0);
        },
        failed(seconds: number): void {
          jobDuration.observe({ name }, seconds);
          jobFailures.inc({ name });
          jobFailing.set({ name }, 1);
        },
      };
    },

    /** `newestSampleStart`: epoch seconds of the report's newest sample, null when it had none. */
    deviceReportAccepted(newestSampleStart: number | null): void {
      deviceReports.inc({ outcome: 'accepted', reason: '' });
      // A box sending its backlog of old samples must not move the gauge back.
      if (newestSampleStart !== null && newestSampleStart > newestSampleSeen) {
        newestSampleSeen = newestSampleStart;
        newestSample.set(newestSampleStart);
      }
    },

    deviceReportRefused(reason: string): void {
      deviceReports.inc({ outcome: 'refused', reason });
    },

    externalCall(service: ExternalService, call: string, outcome: string, seconds: number): void {
      externalCalls.inc({ service, call, outcome });
      externalDuration.observe({ service, call }, seconds);
    },
  };
}

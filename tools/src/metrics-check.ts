/**
 * `npm run metrics:check [-- --keep] [-- --pg-url URL]` (issue 47 §2, ~45 s): the Prometheus setup of deploy/prometheus,
 * checked against the real thing.
 *
 * 1. promtool: the scrape config, the alert rules, and the rules' unit tests (alerts.test.yml, with
 *    their real `for:` durations).
 * 2. Two replicas of the built server on their own database (`nodebao_metrics_check`, recreated on
 *    the local PostgreSQL or --pg-url), each with its metrics port; a real `prometheus` scraping
 *    both with deploy/prometheus's config and rules (only the intervals shortened, and every `for:`
 *    to FOR_IN_CHECK: the unit tests cover the real ones), until both targets are up.
 * 3. Every nodebao_* series the rules and the dashboard name is one the replicas serve, and every
 *    dashboard query is PromQL Prometheus accepts.
 * 4. Conditions made true from outside: the settlement made to fail (a table it reads renamed; the
 *    check runs it every 5 s), the newest settled day 3 days back, and replica b stopped. Then the
 *    alerts JobFailing (settlement), SettlementLate and ReplicaDown (b only) must fire, and none of
 *    them before.
 *
 * Prints what it saw; exit 1 when anything is missing. Leaves nothing behind (--keep keeps the
 * working directory with the logs and Prometheus' config).
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { recreatePgDatabase, withDatabase } from './bench/db.ts';
import { namedFreePorts } from './bench/net.ts';
import {
  checkLog,
  pollUntil,
  prometheusApi,
  runSql,
  spawnPrometheus,
  stopChild,
} from './bench/prometheus.ts';
import { buildServerIfStale, root, startServer, type RunningServer } from './bench/server.ts';

const { values: args } = parseArgs({
  options: {
    keep: { type: 'boolean', default: false },
    'pg-url': {
      type: 'string',
      default: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});

const DB_NAME = 'nodebao_metrics_check';
const DEPLOY = path.join(root, 'deploy/prometheus');
/** Every alert's `for:` in the check: long enough to pass through "pending", short enough to wait. */
const FOR_IN_CHECK_MS = 5_000;
const FOR_IN_CHECK = `${FOR_IN_CHECK_MS / 1000}s`;
/** The alerts the check makes fire. */
const CHECKED = ['JobFailing', 'SettlementLate', 'ReplicaDown'];
const WAIT_MS = 90_000;
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const { problems, elapsed, ok, fail } = checkLog();

type Alert = { labels: Record<string, string>; state: string; activeAt: string };
type Target = { health: string; labels: Record<string, string>; lastError: string };

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nodebao-metrics-check-'));
const replicas: RunningServer[] = [];
let prometheus: ChildProcess | null = null;

try {
  console.log('metrics:check: deploy/prometheus against two replicas and a real Prometheus');
  promtool(['check', 'config', 'prometheus.yml'], 'promtool check config deploy/prometheus/prometheus.yml');
  promtool(['check', 'rules', 'alerts.yml'], 'promtool check rules deploy/prometheus/alerts.yml');
  promtool(['test', 'rules', 'alerts.test.yml'], 'promtool test rules deploy/prometheus/alerts.test.yml');

  buildServerIfStale();
  const adminUrl = args['pg-url'];
  await recreatePgDatabase(adminUrl, DB_NAME);
  const databaseUrl = withDatabase(adminUrl, DB_NAME);
  const ports = await namedFreePorts(['a', 'b', 'metricsA', 'metricsB', 'prometheus'] as const);
  const { a: portA, b: portB, metricsA, metricsB, prometheus: prometheusPort } = ports;
  for (const [name, port, metricsPort] of [
    ['a', portA, metricsA],
    ['b', portB, metricsB],
  ] as const) {
    // One after the other: the first applies the migrations.
    const replica = await startServer({
      port,
      databaseUrl,
      dataDir: path.join(workDir, `data-${name}`),
      appSecret: 'metrics-check-secret-0123456789',
      logFile: path.join(workDir, `replica-${name}.log`),
      env: {
        METRICS_PORT: String(metricsPort),
        METRICS_HOST: '127.0.0.1',
        // Every 5 seconds (croner's seconds field), so a broken settlement fails within the check.
        SETTLEMENT_SCHEDULE: '*/5 * * * * *',
      },
    });
    replicas.push(replica);
  }
  ok(
    `replicas a (:${portA}, metrics :${metricsA}) and b (:${portB}, metrics :${metricsB}) ready (${elapsed()})`,
  );

  const prometheusUrl = `http://127.0.0.1:${prometheusPort}`;
  prometheus = startPrometheus(prometheusPort, { a: metricsA, b: metricsB });
  const targets = await pollUntil(
    'both targets up',
    async () => {
      const active = await prometheusTargets(prometheusUrl);
      return active.length === 2 && active.every((t) => t.health === 'up') ? active : null;
    },
    WAIT_MS,
  );
  ok(
    `Prometheus on :${prometheusPort} scrapes ${targets.map((t) => t.labels.instance).join(' and ')}: both up (${elapsed()})`,
  );

  await checkNamesAndQueries(`http://127.0.0.1:${metricsA}/metrics`, prometheusUrl);

  // Before anything is broken, none of the alerts below fires: each fires for its cause.
  await pause(FOR_IN_CHECK_MS + 2_000);
  const early = (await firingAlerts(prometheusUrl)).filter((a) => CHECKED.includes(a.labels.alertname ?? ''));
  if (early.length) fail(`firing before their conditions were made true: ${early.map(describe).join(', ')}`);
  else ok(`${CHECKED.join(', ')}: none firing while nothing is broken`);

  // The settlement made to fail: the first table it reads, gone.
  let made = performance.now();
  await runSql(databaseUrl, 'alter table device_days rename to device_days_hidden_by_metrics_check');
  await untilFiring(prometheusUrl, 'JobFailing', (a) => a.labels.name === 'settlement');
  ok(`JobFailing{name="settlement"} firing ${secondsSince(made)} after the settlement was made to fail`);

  // Yesterday not settled by 02:00: the newest settled day three days back.
  made = performance.now();
  await runSql(
    databaseUrl,
    `insert into settlement_runs (day, finished_at)
     values ((now() at time zone 'Asia/Shanghai')::date - 3, now())`,
  );
  await untilFiring(prometheusUrl, 'SettlementLate', () => true);
  ok(`SettlementLate firing ${secondsSince(made)} after the newest settled day was set 3 days back`);

  const instanceB = `127.0.0.1:${metricsB}`;
  made = performance.now();
  await replicas[1]!.stop();
  await untilFiring(prometheusUrl, 'ReplicaDown', (a) => a.labels.instance === instanceB);
  ok(`ReplicaDown{instance="${instanceB}"} firing ${secondsSince(made)} after replica b was stopped`);
  const firing = await firingAlerts(prometheusUrl);
  const wrong = firing.filter((a) => a.labels.alertname === 'ReplicaDown' && a.labels.instance !== instanceB);
  if (wrong.length)
    fail(`ReplicaDown fired for a replica that is up: ${wrong.map((a) => a.labels.instance).join(', ')}`);
  console.log(`  firing now: ${firing.map(describe).join(', ') || 'nothing'}`);
  console.log('  (IngestionLagging fires too: no box reports in this check, so no replica has a sample)');
} catch (err) {
  fail((err as Error).message);
} finally {
  await Promise.all([stopChild(prometheus), ...replicas.map((r) => r.stop())]);
  await runSql(args['pg-url'], `drop database if exists ${DB_NAME}`).catch(() => undefined);
  if (args.keep || problems.length) console.log(`  logs and Prometheus config: ${workDir}`);
  else fs.rmSync(workDir, { recursive: true, force: true });
}

if (problems.length) {
  console.log(`metrics:check FAILED in ${elapsed()}: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(`metrics:check passed in ${elapsed()}`);
process.exit(0);

/** Runs promtool in deploy/prometheus (the files name each other relatively). */
function promtool(promtoolArgs: string[], what: string): void {
  const result = spawnSync('promtool', promtoolArgs, { cwd: DEPLOY, encoding: 'utf8' });
  if (result.status === 0) ok(what);
  else fail(`${what}:\n${result.stdout}${result.stderr}`);
}

/**
 * Prometheus on deploy/prometheus's config and rules, copied into the work directory: the targets
 * are the two replicas' metrics ports, scrapes every 2 s (a scrape may take that long on a busy
 * 2-core machine), evaluations every second, every `for:` short.
 */
function startPrometheus(port: number, metricsPorts: Record<string, number>): ChildProcess {
  const dir = path.join(workDir, 'prometheus');
  fs.mkdirSync(path.join(dir, 'targets'), { recursive: true });
  const config = fs
    .readFileSync(path.join(DEPLOY, 'prometheus.yml'), 'utf8')
    .replace(/scrape_interval: \S+/, 'scrape_interval: 2s')
    .replace(/scrape_timeout: \S+/, 'scrape_timeout: 2s')
    .replace(/evaluation_interval: \S+/, 'evaluation_interval: 1s');
  if (!config.includes('scrape_interval: 2s') || !config.includes('evaluation_interval: 1s'))
    throw new Error('deploy/prometheus/prometheus.yml: no scrape_interval or evaluation_interval to shorten');
  fs.writeFileSync(path.join(dir, 'prometheus.yml'), config);
  const rules = fs.readFileSync(path.join(DEPLOY, 'alerts.yml'), 'utf8');
  fs.writeFileSync(
    path.join(dir, 'alerts.yml'),
    rules.replace(/^(\s+)for: \S+$/gm, `$1for: ${FOR_IN_CHECK}`),
  );
  const targets = Object.entries(metricsPorts)
    .map(([replica, p]) => `- targets: ['127.0.0.1:${p}']\n  labels:\n    replica: ${replica}\n`)
    .join('');
  fs.writeFileSync(path.join(dir, 'targets', 'nodebao.yml'), targets);
  return spawnPrometheus(
    path.join(dir, 'prometheus.yml'),
    path.join(dir, 'data'),
    port,
    path.join(workDir, 'prometheus.log'),
    (code) => fail(`prometheus exited with ${code} (see ${workDir}/prometheus.log)`),
  );
}

async function prometheusTargets(base: string): Promise<Target[]> {
  return (await prometheusApi<{ activeTargets: Target[] }>(base, '/api/v1/targets')).activeTargets;
}

async function firingAlerts(base: string): Promise<Alert[]> {
  const { alerts } = await prometheusApi<{ alerts: Alert[] }>(base, '/api/v1/alerts');
  return alerts.filter((a) => a.state === 'firing');
}

async function untilFiring(base: string, name: string, which: (a: Alert) => boolean): Promise<Alert> {
  return pollUntil(
    `${name} firing`,
    async () => {
      const firing = await firingAlerts(base);
      return firing.find((a) => a.labels.alertname === name && which(a)) ?? null;
    },
    WAIT_MS,
  );
}

/**
 * The rules and the dashboard read only series the server serves (a typo would leave an alert that
 * can never fire), and each dashboard query is PromQL Prometheus accepts.
 */
async function checkNamesAndQueries(metricsUrl: string, prometheusUrl: string): Promise<void> {
  const exposition = await (await fetch(metricsUrl)).text();
  const served = new Set<string>();
  for (const match of exposition.matchAll(/^# TYPE (\S+) (\S+)$/gm)) {
    const [, name = '', type] = match;
    served.add(name);
    if (type === 'histogram') for (const suffix of ['_bucket', '_sum', '_count']) served.add(name + suffix);
  }
  const dashboard = JSON.parse(fs.readFileSync(path.join(DEPLOY, 'grafana-dashboard.json'), 'utf8')) as {
    panels: { title: string; targets?: { expr: string }[] }[];
  };
  const queries = dashboard.panels.flatMap((p) =>
    (p.targets ?? []).map((t) => ({ panel: p.title, expr: t.expr })),
  );
  const rules = fs.readFileSync(path.join(DEPLOY, 'alerts.yml'), 'utf8');
  const named = new Set(
    [...`${rules}\n${queries.map((q) => q.expr).join('\n')}`.matchAll(/\bnodebao_[a-z0-9_]+/g)].map(
      (m) => m[0],
    ),
  );
  const unknown = [...named].filter((name) => !served.has(name));
  if (unknown.length)
    fail(`series the rules or the dashboard read but no replica serves: ${unknown.join(', ')}`);
  else ok(`the rules and the dashboard read ${named.size} nodebao_* series, all served`);

  let refused = 0;
  for (const q of queries) {
    try {
      await prometheusApi(prometheusUrl, `/api/v1/query?query=${encodeURIComponent(q.expr)}`);
    } catch (err) {
      refused += 1;
      fail(`dashboard panel "${q.panel}": ${(err as Error).message}`);
    }
  }
  if (!refused)
    ok(`the dashboard's ${queries.length} queries (${dashboard.panels.length} panels) are valid PromQL`);
}

function secondsSince(start: number): string {
  return `${((performance.now() - start) / 1000).toFixed(1)} s (for: ${FOR_IN_CHECK} in the check)`;
}

function describe(alert: Alert): string {
  const { alertname, ...rest } = alert.labels;
  const shown = Object.entries(rest).filter(([k]) => k !== 'severity' && k !== 'job');
  return `${alertname}${shown.length ? `{${shown.map(([k, v]) => `${k}="${v}"`).join(',')}}` : ''}`;
}

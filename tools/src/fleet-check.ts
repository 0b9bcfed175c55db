/**
 * `npm run fleet:check [-- --keep] [-- --pg-url URL]` (issue 50 §2, ~40 s): an operator's fleet in
 * the operator's own Prometheus, checked against the real thing.
 *
 * 1. The built server on a fresh database (`nodebao_fleet_check`, recreated on the local PostgreSQL
 *    or --pg-url) with the demo seed; the demo operator (13800000002 / demo123456, the password alone
 *    outside production) signs in and makes a read-only API token through the API.
 * 2. deploy/prometheus/fleet-scrape.example.yml, pointed at this server and the token's file (only
 *    the scheme, target, file and interval changed), passes promtool; a real `prometheus` scrapes
 *    /api/open/metrics with it until the target is up and `count(nodebao_box_online)` equals the
 *    operator's boxes (counted in SQL: its own and its sub-members').
 * 3. Every nodebao_* series grafana-fleet-dashboard.json names is one the exporter serves, and each
 *    of its queries is PromQL Prometheus accepts.
 *
 * Prints what it saw; exit 1 when anything is missing. Leaves nothing behind (--keep keeps the
 * working directory with the logs and Prometheus' config).
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { parsePrometheusText } from '../../apps/server/src/modules/open-api/prometheus-text.ts';
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

const DB_NAME = 'nodebao_fleet_check';
const DEPLOY = path.join(root, 'deploy/prometheus');
const OPERATOR = { mobile: '13800000002', password: 'demo123456' };
const WAIT_MS = 90_000;
const { problems, elapsed, ok, fail } = checkLog();

type Envelope<T> = { errorCode: number; msg: string; data: T };
type Target = { health: string; labels: Record<string, string>; lastError: string; scrapeUrl: string };

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nodebao-fleet-check-'));
let server: RunningServer | null = null;
let prometheus: ChildProcess | null = null;

try {
  console.log("fleet:check: the demo operator's fleet through an API token and a real Prometheus");
  buildServerIfStale();
  const adminUrl = args['pg-url'];
  await recreatePgDatabase(adminUrl, DB_NAME);
  const databaseUrl = withDatabase(adminUrl, DB_NAME);
  const ports = await namedFreePorts(['server', 'prometheus'] as const);
  server = await startServer({
    port: ports.server,
    databaseUrl,
    dataDir: path.join(workDir, 'data'),
    appSecret: 'fleet-check-secret-0123456789abcdef',
    logFile: path.join(workDir, 'server.log'),
    env: { DEMO_SEED: 'true' },
  });
  ok(`server on :${ports.server} with the demo seed, ready in ${server.startedIn.toFixed(1)} s`);

  const session = await api<{ auth_key: string }>('POST', '/api/default/login', OPERATOR);
  const made = await api<{ secret: string; token: { id: number; prefix: string } }>(
    'POST',
    '/api/member/api-tokens/create',
    { name: 'fleet:check', expires_days: 1 },
    session.auth_key,
  );
  ok(`signed in as ${OPERATOR.mobile}; API token ${made.token.prefix}… made through the API`);
  const boxes = await operatorBoxes(databaseUrl, OPERATOR.mobile);
  const direct = await fetch(`${server.baseUrl}/api/open/metrics`, {
    headers: { authorization: `Bearer ${made.secret}` },
  });
  const exposition = await direct.text();
  const parsed = parsePrometheusText(exposition);
  console.log(
    `  GET /api/open/metrics: ${direct.status}, ${direct.headers.get('content-type')}, ` +
      `${parsed.samples.length} samples in ${parsed.types.size} families, ${exposition.length} bytes`,
  );
  const refused = await fetch(`${server.baseUrl}/api/open/metrics`, {
    headers: { authorization: `Bearer ${session.auth_key}` },
  });
  if (refused.status === 401) ok('the session token is refused on /api/open/metrics (401)');
  else fail(`the session token on /api/open/metrics answered ${refused.status}`);

  const tokenFile = path.join(workDir, 'nodebao-token');
  fs.writeFileSync(tokenFile, made.secret, { mode: 0o600 });
  const prometheusDir = path.join(workDir, 'prometheus');
  fs.mkdirSync(prometheusDir, { recursive: true });
  const config = fs
    .readFileSync(path.join(DEPLOY, 'fleet-scrape.example.yml'), 'utf8')
    .replace('scheme: https', 'scheme: http')
    .replace(/scrape_interval: \S+/, 'scrape_interval: 5s')
    .replace(/scrape_timeout: \S+/, 'scrape_timeout: 5s')
    .replace(/credentials_file: \S+/, `credentials_file: ${tokenFile}`)
    .replace(/targets: \['[^']+'\]/, `targets: ['127.0.0.1:${ports.server}']`);
  if (!config.includes(tokenFile) || !config.includes(`127.0.0.1:${ports.server}`))
    throw new Error('fleet-scrape.example.yml: no credentials_file or target to point at this server');
  const configFile = path.join(prometheusDir, 'prometheus.yml');
  fs.writeFileSync(configFile, `global:\n  evaluation_interval: 5s\n${config}`);
  const check = spawnSync('promtool', ['check', 'config', configFile], { encoding: 'utf8' });
  if (check.status === 0) ok('promtool check config: fleet-scrape.example.yml (pointed at this server)');
  else fail(`promtool check config:\n${check.stdout}${check.stderr}`);

  const prometheusUrl = `http://127.0.0.1:${ports.prometheus}`;
  prometheus = startPrometheus(configFile, prometheusDir, ports.prometheus);
  const target = await pollUntil(
    'the nodebao-fleet target up',
    async () => {
      const active = await prometheusApi<{ activeTargets: Target[] }>(prometheusUrl, '/api/v1/targets');
      const found = active.activeTargets.find((t) => t.labels.job === 'nodebao-fleet');
      if (found?.lastError) console.log(`  (last scrape: ${found.lastError})`);
      return found?.health === 'up' ? found : null;
    },
    WAIT_MS,
  );
  ok(`Prometheus on :${ports.prometheus} scrapes ${target.scrapeUrl}: up (${elapsed()})`);
  const counted = await pollUntil(
    `count(nodebao_box_online) = ${boxes}`,
    async () => {
      const n = await scalar(prometheusUrl, 'count(nodebao_box_online{job="nodebao-fleet"})');
      return n === boxes ? n : null;
    },
    WAIT_MS,
  );
  ok(`count(nodebao_box_online) = ${counted}, the operator's boxes (own and sub-members', counted in SQL)`);
  for (const expr of [
    'sum(nodebao_box_online{job="nodebao-fleet"})',
    'nodebao_fleet_boxes{job="nodebao-fleet"}',
    'sum(nodebao_box_lines_down{job="nodebao-fleet"})',
    'sum(nodebao_box_bytes_up_today{job="nodebao-fleet"})',
    'nodebao_fleet_income_yesterday_yuan{job="nodebao-fleet"}',
  ])
    console.log(`  ${expr} → ${await describeQuery(prometheusUrl, expr)}`);

  checkDashboard(exposition);
  await checkQueries(prometheusUrl);
} catch (err) {
  fail((err as Error).message);
} finally {
  await stopChild(prometheus);
  await server?.stop();
  await runSql(args['pg-url'], `drop database if exists ${DB_NAME}`).catch(() => undefined);
  if (args.keep || problems.length) console.log(`  logs and Prometheus config: ${workDir}`);
  else fs.rmSync(workDir, { recursive: true, force: true });
}

if (problems.length) {
  console.log(`fleet:check FAILED in ${elapsed()}: ${problems.length} problem(s)`);
  process.exit(1);
}
console.log(`fleet:check passed in ${elapsed()}`);
process.exit(0);

async function api<T>(method: 'GET' | 'POST', url: string, body?: unknown, token?: string): Promise<T> {
  const res = await fetch(`${server!.baseUrl}${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const reply = (await res.json()) as Envelope<T>;
  if (reply.errorCode !== 0) throw new Error(`${method} ${url}: ${res.status} ${reply.msg}`);
  return reply.data;
}

/** The operator's boxes: its own and its sub-members' (what `ownedBy` lets it see). */
async function operatorBoxes(url: string, mobile: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from devices d join members m on m.id = d.member_id
        where m.id = (select id from members where mobile = $1 and status <> 'closed')
           or m.operator_id = (select id from members where mobile = $1 and status <> 'closed')`,
      [mobile],
    );
    return rows[0]!.n;
  } finally {
    await client.end();
  }
}

function startPrometheus(configFile: string, dir: string, port: number): ChildProcess {
  return spawnPrometheus(
    configFile,
    path.join(dir, 'data'),
    port,
    path.join(workDir, 'prometheus.log'),
    (code) => fail(`prometheus exited with ${code} (see ${workDir}/prometheus.log)`),
  );
}

type Vector = { resultType: string; result: { metric: Record<string, string>; value: [number, string] }[] };

async function scalar(base: string, expr: string): Promise<number | null> {
  const data = await prometheusApi<Vector>(base, `/api/v1/query?query=${encodeURIComponent(expr)}`);
  const first = data.result[0];
  return first ? Number(first.value[1]) : null;
}

async function describeQuery(base: string, expr: string): Promise<string> {
  const data = await prometheusApi<Vector>(base, `/api/v1/query?query=${encodeURIComponent(expr)}`);
  return (
    data.result
      .map((r) => {
        const labels = Object.entries(r.metric).filter(([k]) => !['__name__', 'job', 'instance'].includes(k));
        return `${labels.map(([k, v]) => `${k}=${v}`).join(',') || 'value'} ${r.value[1]}`;
      })
      .join('; ') || 'no data'
  );
}

type Dashboard = { panels: { title: string; targets?: { expr: string }[] }[] };

function dashboardQueries(): { panel: string; expr: string }[] {
  const dashboard = JSON.parse(
    fs.readFileSync(path.join(DEPLOY, 'grafana-fleet-dashboard.json'), 'utf8'),
  ) as Dashboard;
  return dashboard.panels.flatMap((p) => (p.targets ?? []).map((t) => ({ panel: p.title, expr: t.expr })));
}

/** The dashboard reads only series the exporter serves (a typo would leave a panel that is always empty). */
function checkDashboard(exposition: string): void {
  const served = new Set([...exposition.matchAll(/^# TYPE (\S+) /gm)].map((m) => m[1]!));
  const named = new Set(
    dashboardQueries().flatMap((q) => [...q.expr.matchAll(/\bnodebao_[a-z0-9_]+/g)].map((m) => m[0])),
  );
  const unknown = [...named].filter((name) => !served.has(name));
  if (unknown.length)
    fail(`series the fleet dashboard reads but the exporter does not serve: ${unknown.join(', ')}`);
  else ok(`the fleet dashboard reads ${named.size} nodebao_* series, all served`);
}

async function checkQueries(prometheusUrl: string): Promise<void> {
  const queries = dashboardQueries();
  let refused = 0;
  for (const q of queries) {
    try {
      await prometheusApi(prometheusUrl, `/api/v1/query?query=${encodeURIComponent(q.expr)}`);
    } catch (err) {
      refused += 1;
      fail(`fleet dashboard panel "${q.panel}": ${(err as Error).message}`);
    }
  }
  if (!refused) ok(`the fleet dashboard's ${queries.length} queries are valid PromQL`);
}

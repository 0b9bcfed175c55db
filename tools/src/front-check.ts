/**
 * `npm run front:check [-- --quick] [-- --keep] [-- --pg-url URL]` (issue 47 §1): the nginx front of
 * deploy/nginx/nodebao.conf, checked against the real thing.
 *
 * 1. Builds what is stale (web, server); `nginx -t` on the site file filled as a deployment fills it.
 * 2. Two replicas of the built server on their own database (`nodebao_front_check`, recreated on the
 *    local PostgreSQL or --pg-url, dropped at the end; the demo data, TRUST_PROXY=true), and Debian's
 *    nginx in front of them (its own folder, loopback ports, a self-signed certificate by openssl).
 * 3. Over HTTP/2 with TLS (Node's http2 client, as a browser speaks it): every route of the route
 *    table (what the e2e walk visits) loads the app, no-cache; the app's hashed files come Brotli- or
 *    gzip-compressed and cached for a year; the document headers are the server's; unknown files and
 *    /api paths get the replicas' JSON 404; /readyz and /healthz are not public; plain HTTP redirects;
 *    the demo member signs in and reads the device list; the client's address reaches the server
 *    (and one the client wrote itself does not); body limits are the server's.
 * 4. A browser's load (HTTP/2: pages, files, API reads and writes) through a rolling restart of
 *    replica b (marked down, nginx reloaded, SIGTERM): no request may fail; then replica a stopped
 *    with SIGTERM and nginx not told: no read may fail, and the writes that met the instant it closed
 *    its connections are counted (nginx never resends a POST it sent; decision 0039).
 *
 * 5. The e2e walk in Chromium through nginx (e2e/tests/walk.e2e.ts with E2E_BASE_URL): every route as
 *    the member and the staff on a phone and a desktop, failing on a console error, a 5xx, a blank or wrong page;
 *    in the full run replica b is stopped (SIGTERM, nginx not told) once a quarter of the visits are
 *    done, and the walk must not notice.
 *
 * --quick (CI): the same without the stops under load, every tenth route over HTTP/2 and the walk as
 * the member on a phone (~1 min; ~5 min in full).
 * Exit 1 when a check fails. Leaves nothing behind (--keep keeps the folder with the logs).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { spawn, spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { recreatePgDatabase, withDatabase } from './bench/db.ts';
import { buildServerIfStale, newestMtime, root, startServer, type RunningServer } from './bench/server.ts';
import { Client, type Reply } from './front/h2-client.ts';
import { namedFreePorts } from './bench/net.ts';
import { startNginx, type RunningNginx } from './front/nginx.ts';

const { values: args } = parseArgs({
  options: {
    quick: { type: 'boolean', default: false },
    keep: { type: 'boolean', default: false },
    'pg-url': {
      type: 'string',
      default: process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
    },
  },
});

const DB_NAME = 'nodebao_front_check';
const WEB_DIST = path.join(root, 'apps/web/dist');
const MEMBER = { mobile: '13800000001', password: 'demo123456' };
/** The address the client speaks from (loopback is all of 127/8): nginx sees it, the replicas only through X-Forwarded-For. */
const CLIENT_ADDRESS = '127.0.0.2';
const IMMUTABLE = 'public, max-age=31536000, immutable';
const started = performance.now();
const elapsed = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
const problems: string[] = [];
const ok = (line: string) => console.log(`✓ ${line}`);
const fail = (line: string) => {
  problems.push(line);
  console.log(`✗ ${line}`);
};
const check = (good: boolean, line: string, detail = '') =>
  good ? ok(line) : fail(detail ? `${line}: ${detail}` : line);

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nodebao-front-check-'));
const replicas: Record<'a' | 'b', RunningServer | null> = { a: null, b: null };
let nginx: RunningNginx | null = null;
let client: Client | null = null;
let adminUrl = args['pg-url'];
let databaseCreated = false;

try {
  console.log(
    `front:check${args.quick ? ' --quick' : ''}: deploy/nginx/nodebao.conf in front of two replicas`,
  );
  buildWebIfStale();
  buildServerIfStale();
  adminUrl = args['pg-url'];
  await recreatePgDatabase(adminUrl, DB_NAME);
  databaseCreated = true;
  const databaseUrl = withDatabase(adminUrl, DB_NAME);
  const ports = await namedFreePorts(['a', 'b', 'https', 'http'] as const);
  for (const name of ['a', 'b'] as const) {
    // One after the other: the first applies the migrations and builds the demo (~17 s).
    replicas[name] = await startServer({
      port: ports[name],
      databaseUrl,
      dataDir: path.join(workDir, `data-${name}`),
      appSecret: 'front-check-secret-0123456789',
      logFile: path.join(workDir, `replica-${name}.log`),
      env: {
        DEMO_SEED: name === 'a' ? 'true' : 'false',
        TRUST_PROXY: 'true',
        // What production does on SIGTERM (5 s there): still serving while /readyz says stopping.
        SHUTDOWN_GRACE_MS: '2000',
      },
    });
  }
  ok(`replicas a (:${ports.a}) and b (:${ports.b}) ready on PostgreSQL, the demo built (${elapsed()})`);

  nginx = await startNginx({
    dir: path.join(workDir, 'nginx'),
    httpsPort: ports.https,
    httpPort: ports.http,
    replicas: [`127.0.0.1:${ports.a}`, `127.0.0.1:${ports.b}`],
    webDist: WEB_DIST,
  });
  ok(`nginx -t accepts the filled site file; nginx listening on ${nginx.baseUrl} (${elapsed()})`);

  client = new Client(nginx.baseUrl, CLIENT_ADDRESS);
  const h2 = client;
  const alpn = (await h2.session()).alpnProtocol;
  check(alpn === 'h2', 'TLS with HTTP/2 (ALPN h2)', `got ${alpn}`);

  await checkStatic(h2, replicas.a!.baseUrl);
  await checkRoutes(h2);
  await checkReplicaPaths(h2, ports.http);
  const token = await checkSignedIn(h2, databaseUrl);
  await checkBodyLimits(h2);
  await checkBrowserWalk(ports, workDir, databaseUrl);
  if (!args.quick) await checkReplicaStopped(h2, token, ports, workDir, databaseUrl);
} catch (error) {
  fail(`stopped: ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await client?.close();
  await nginx?.stop();
  await Promise.all([replicas.a?.stop(), replicas.b?.stop()]);
  if (databaseCreated) await dropDatabase(adminUrl).catch(() => undefined);
  if (args.keep) console.log(`kept ${workDir}`);
  else fs.rmSync(workDir, { recursive: true, force: true });
}

console.log(
  problems.length
    ? `\nfront:check FAILED (${problems.length}) in ${elapsed()}:\n  ${problems.join('\n  ')}`
    : `\nfront:check passed in ${elapsed()}`,
);
process.exit(problems.length ? 1 : 0);

/** Builds apps/web/dist when the web's or the contract's sources are newer than its index.html. */
function buildWebIfStale(): void {
  const index = path.join(WEB_DIST, 'index.html');
  const stale =
    !fs.existsSync(index) ||
    ['apps/web/src', 'apps/web/public', 'packages/contract/src'].some(
      (dir) =>
        fs.existsSync(path.join(root, dir)) && newestMtime(path.join(root, dir)) > fs.statSync(index).mtimeMs,
    );
  if (!stale) return;
  console.log('Building the web app…');
  const result = spawnSync('npm', ['run', 'build', '-w', '@nodebao/web'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) throw new Error('web build failed');
}

function request(
  s: Client,
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body?: Buffer | string,
): Promise<Reply> {
  return s.request(method, url, headers, body);
}

function page(s: Client, url: string): Promise<Reply> {
  return request(s, 'GET', url, {
    accept: 'text/html,application/xhtml+xml,*/*;q=0.8',
    'accept-encoding': 'br, gzip',
  });
}

/** The entry page, the hashed files it names, and the headers of both. */
async function checkStatic(s: Client, replicaUrl: string): Promise<void> {
  const index = await page(s, '/');
  check(
    index.status === 200 && String(index.headers['content-type']).startsWith('text/html'),
    'GET / → 200 text/html',
    `${index.status} ${index.headers['content-type']}`,
  );
  check(
    index.headers['cache-control'] === 'no-cache',
    'index.html: cache-control no-cache',
    String(index.headers['cache-control']),
  );
  check(
    index.headers['content-encoding'] === 'br',
    "index.html: content-encoding br (the build's .br)",
    String(index.headers['content-encoding']),
  );
  // The document headers nginx writes must be the server's own (apps/server/src/plugins/security-headers.ts).
  const direct = await fetch(`${replicaUrl}/`, { headers: { accept: 'text/html' } });
  const names = [
    'content-security-policy',
    'cross-origin-opener-policy',
    'cross-origin-resource-policy',
    'referrer-policy',
    'strict-transport-security',
    'x-content-type-options',
    'x-frame-options',
    'x-permitted-cross-domain-policies',
  ];
  const differ = names.filter((n) => String(index.headers[n]) !== String(direct.headers.get(n)));
  check(!differ.length, "index.html: the security headers are the server's", `differ: ${differ.join(', ')}`);

  const plain = await request(s, 'GET', '/index.html', { accept: 'text/html' });
  const assets = [...plain.body.toString().matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1]!,
  );
  check(assets.length >= 3, `index.html names ${assets.length} hashed files`);
  const wrong: string[] = [];
  for (const asset of assets) {
    const br = await request(s, 'GET', asset, { 'accept-encoding': 'gzip, deflate, br' });
    const gz = await request(s, 'GET', asset, { 'accept-encoding': 'gzip' });
    if (br.status !== 200 || br.headers['cache-control'] !== IMMUTABLE)
      wrong.push(`${asset} ${br.status} ${br.headers['cache-control']}`);
    // Files under 1 KB are left plain by the build; the rest come compressed.
    const small =
      Number(gz.headers['content-length'] ?? gz.body.length) < 1024 && !gz.headers['content-encoding'];
    if (!small && br.headers['content-encoding'] !== 'br')
      wrong.push(`${asset}: br asked, got ${br.headers['content-encoding']}`);
    if (!small && gz.headers['content-encoding'] !== 'gzip')
      wrong.push(`${asset}: gzip asked, got ${gz.headers['content-encoding']}`);
    if (br.headers['content-security-policy']) wrong.push(`${asset}: carries the document headers`);
  }
  check(!wrong.length, `hashed files: ${IMMUTABLE}, br when asked, gzip otherwise`, wrong.join('; '));

  const manifest = await request(s, 'GET', '/manifest.webmanifest');
  check(
    manifest.status === 200 &&
      manifest.headers['content-type'] === 'application/manifest+json' &&
      manifest.headers['cache-control'] === 'no-cache',
    '/manifest.webmanifest: application/manifest+json, no-cache',
    `${manifest.status} ${manifest.headers['content-type']} ${manifest.headers['cache-control']}`,
  );
  if (fs.existsSync(path.join(WEB_DIST, 'sw.js'))) {
    const sw = await request(s, 'GET', '/sw.js');
    check(
      sw.status === 200 && sw.headers['cache-control'] === 'no-cache',
      '/sw.js: no-cache',
      String(sw.headers['cache-control']),
    );
  }
  const missing = await request(s, 'GET', '/assets/no-such-file-0000.js');
  check(
    missing.status === 404,
    'a missing hashed file: 404 (never the app in its place)',
    String(missing.status),
  );
}

/** The route table's paths (apps/web/src/app/routes.tsx, the e2e walk's list), `:id` as 1. */
function walkRoutes(): string[] {
  const source = fs.readFileSync(path.join(root, 'apps/web/src/app/routes.tsx'), 'utf8');
  const paths = [...source.matchAll(/\bpath: '([^']+)'/g)].map((m) => m[1]!);
  const all = [...new Set(paths.map((p) => (p === '*' ? '/walk/no-such-page' : p.replace(/:[a-z]+/g, '1'))))];
  // --quick: every tenth route, enough to show the fallback; the full run loads all.
  return args.quick ? all.filter((_, i) => i % 10 === 0) : all;
}

async function checkRoutes(s: Client): Promise<void> {
  const index = (await request(s, 'GET', '/index.html', { accept: 'text/html' })).body;
  const routes = walkRoutes();
  const wrong: string[] = [];
  for (const route of routes) {
    const reply = await page(s, route);
    const body = reply.headers['content-encoding'] ? null : reply.body;
    if (reply.status !== 200 || reply.headers['cache-control'] !== 'no-cache') {
      wrong.push(`${route} ${reply.status} ${reply.headers['cache-control']}`);
    } else if (body && !body.equals(index)) wrong.push(`${route}: not the app's index.html`);
    // The same page uncompressed must be the entry page itself.
    const plain = await request(s, 'GET', route, { accept: 'text/html' });
    if (!plain.body.equals(index)) wrong.push(`${route}: not the app's index.html`);
  }
  check(
    !wrong.length,
    `${routes.length} routes of the walk load the app (200, no-cache, index.html)`,
    wrong.join('; '),
  );
}

/** What goes to the replicas, and what does not. */
async function checkReplicaPaths(s: Client, httpPort: number): Promise<void> {
  const apiMissing = await request(s, 'GET', '/api/no-such-call', { accept: 'text/html' });
  check(
    apiMissing.status === 404 && apiMissing.body.toString().includes('errorCode'),
    "GET /api/no-such-call → the replicas' JSON 404",
    `${apiMissing.status} ${apiMissing.body.toString().slice(0, 80)}`,
  );
  const fileMissing = await request(s, 'GET', '/no-such-file.js', { accept: '*/*' });
  check(
    fileMissing.status === 404 && fileMissing.body.toString().includes('errorCode'),
    "a missing file asked without text/html → the replicas' JSON 404",
    `${fileMissing.status}`,
  );
  const post = await request(
    s,
    'POST',
    '/user/login',
    { accept: 'text/html', 'content-type': 'application/json' },
    '{}',
  );
  check(post.status === 404, 'POST to a page path → 404 (only GET/HEAD load the app)', String(post.status));
  for (const probe of ['/readyz', '/healthz']) {
    const reply = await request(s, 'GET', probe);
    check(reply.status === 404, `${probe} not public (404)`, String(reply.status));
  }
  const sim = await request(s, 'GET', '/sim/sms/messages');
  check(sim.status === 200, "/sim/ reaches the replicas (the demo's SMS outbox)", String(sim.status));
  const downloads = await request(s, 'GET', '/downloads/no-such.apk');
  check(
    downloads.status === 404 && downloads.body.toString().includes('errorCode'),
    '/downloads/ reaches the replicas',
    `${downloads.status}`,
  );
  const plainHttp = await fetch(`http://127.0.0.1:${httpPort}/device/index`, { redirect: 'manual' });
  check(
    plainHttp.status === 301 && (plainHttp.headers.get('location') ?? '').startsWith('https://127.0.0.1'),
    'plain HTTP → 301 to https',
    `${plainHttp.status} ${plainHttp.headers.get('location')}`,
  );
}

/** The demo member signs in through nginx; the token's recorded address is the client's. */
async function checkSignedIn(s: Client, databaseUrl: string): Promise<string> {
  const login = await request(
    s,
    'POST',
    '/api/default/login',
    // Written by the client itself: nginx replaces it with the address it sees.
    { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.9' },
    JSON.stringify(MEMBER),
  );
  const body = JSON.parse(login.body.toString()) as { errorCode: number; data: { auth_key: string } };
  if (body.errorCode !== 0) throw new Error(`the demo member's sign-in failed: ${login.body.toString()}`);
  ok('the demo member signs in (POST /api/default/login)');
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ ip: string }>(
      "select ip from auth_tokens where token_hash = encode(sha256(convert_to($1, 'utf8')), 'hex')",
      [body.data.auth_key],
    );
    check(
      rows[0]?.ip === CLIENT_ADDRESS,
      `the server saw the client's address ${CLIENT_ADDRESS} (X-Forwarded-For, TRUST_PROXY=true), not the one the client wrote`,
      `recorded ${rows[0]?.ip}`,
    );
  } finally {
    await client.end();
  }
  const list = await request(s, 'GET', '/api/device/index?page=1&per-page=50', {
    authorization: `Bearer ${body.data.auth_key}`,
    'accept-encoding': 'br, gzip',
  });
  check(
    list.status === 200 && list.headers['content-encoding'] === 'br',
    'GET /api/device/index signed in: 200, Brotli (the replica compresses)',
    `${list.status} ${list.headers['content-encoding']}`,
  );
  return body.data.auth_key;
}

async function checkBodyLimits(s: Client): Promise<void> {
  const json = { 'content-type': 'application/json' };
  const sizes: [string, number, boolean][] = [
    ['/api/device/move-tag', 200 * 1024, false],
    ['/api/device/move-tag', 300 * 1024, true],
    ['/device-api/v1/report', 900 * 1024, false],
    ['/device-api/v1/report', 1100 * 1024, true],
  ];
  const wrong: string[] = [];
  for (const [url, size, refused] of sizes) {
    const reply = await request(s, 'POST', url, json, `{"x":"${'a'.repeat(size - 8)}"}`);
    if ((reply.status === 413) !== refused) wrong.push(`${url} ${size / 1024} KB → ${reply.status}`);
  }
  check(
    !wrong.length,
    "body limits: 256 KB under /api/, 1 MB for a box's report (nginx 413 past them)",
    wrong.join('; '),
  );
}

type Tally = Record<string, { done: number; failed: number; failures: string[] }>;

/**
 * A browser's load over HTTP/2 (pages, hashed files, API reads, a write) while `during` runs, and 1 s
 * before it; what each kind of request got.
 */
async function underLoad(s: Client, token: string, during: () => Promise<void>): Promise<Tally> {
  const index = (await request(s, 'GET', '/index.html', { accept: 'text/html' })).body;
  const asset = /src="(\/assets\/[^"]+\.js)"/.exec(index.toString())?.[1] ?? '/assets/missing.js';
  const auth = { authorization: `Bearer ${token}`, 'accept-encoding': 'br, gzip' };
  const kinds: Record<string, () => Promise<boolean>> = {
    page: async () => (await page(s, '/device/index')).status === 200,
    asset: async () => (await request(s, 'GET', asset, { 'accept-encoding': 'br' })).status === 200,
    'api read': async () =>
      (await request(s, 'GET', '/api/device/index?page=1&per-page=20', auth)).status === 200,
    // A write a browser sends (not the sign-in: its throttle would answer a loop 429).
    'write (POST)': async () => {
      const json = { ...auth, 'content-type': 'application/json' };
      const reply = await request(s, 'POST', '/api/member/message-read', json, '{}');
      return (
        reply.status === 200 && (JSON.parse(reply.body.toString()) as { errorCode: number }).errorCode === 0
      );
    },
  };
  const tally: Tally = Object.fromEntries(
    Object.keys(kinds).map((k) => [k, { done: 0, failed: 0, failures: [] }]),
  );
  let running = true;
  const worker = async (kind: string, pauseMs: number) => {
    const count = tally[kind]!;
    while (running) {
      try {
        if (!(await kinds[kind]!())) throw new Error('unexpected reply');
        count.done++;
      } catch (error) {
        count.failed++;
        count.failures.push(error instanceof Error ? error.message : String(error));
      }
      await new Promise((r) => setTimeout(r, pauseMs));
    }
  };
  const load = [
    ...['page', 'asset', 'asset', 'api read', 'api read', 'api read'].map((kind) => worker(kind, 10)),
    worker('write (POST)', 20),
    worker('write (POST)', 20),
  ];
  try {
    await new Promise((r) => setTimeout(r, 1_000));
    await during();
  } finally {
    running = false;
    await Promise.all(load);
  }
  return tally;
}

function summary(tally: Tally): string {
  return Object.entries(tally)
    .map(
      ([k, c]) =>
        `${k} ${c.done + c.failed}${c.failed ? ` (${c.failed} failed: ${[...new Set(c.failures)].slice(0, 2).join('; ')})` : ''}`,
    )
    .join(', ');
}

/** Replica b started again on its port, on the same database, and nginx sending to both. */
async function restartReplicaB(ports: { a: number; b: number }, dataDir: string, databaseUrl: string) {
  replicas.b = await startServer({
    port: ports.b,
    databaseUrl,
    dataDir: path.join(dataDir, 'data-b'),
    appSecret: 'front-check-secret-0123456789',
    logFile: path.join(dataDir, 'replica-b.log'),
    env: { DEMO_SEED: 'false', TRUST_PROXY: 'true', SHUTDOWN_GRACE_MS: '2000' },
  });
  await nginx!.reload([`127.0.0.1:${ports.a}`, `127.0.0.1:${ports.b}`]);
}

/**
 * The e2e walk in Chromium, through nginx: what a browser does with the front (HTTP/2, the app's
 * chunks, its API reads). In the full run replica b stops (nginx not told) a quarter of the way in.
 */
async function checkBrowserWalk(
  ports: { a: number; b: number },
  dataDir: string,
  databaseUrl: string,
): Promise<void> {
  const shots = path.join(dataDir, 'walk');
  const env = {
    ...process.env,
    E2E_BASE_URL: nginx!.baseUrl,
    WALK_ARTIFACTS: shots,
    // The member and the staff see between them every route a signed-in browser can; four walks run
    // at once on two cores (the e2e suite walks the guest and the operator too, straight to a replica).
    ...(args.quick
      ? { WALK_ROLES: 'member', WALK_VIEWPORTS: 'phone' }
      : { WALK_ROLES: 'member,staff', WALK_VIEWPORTS: 'phone,desktop' }),
  };
  const walk = spawn('npx', ['vitest', 'run', '--config', 'vitest.config.ts', 'tests/walk.e2e.ts'], {
    cwd: path.join(root, 'e2e'),
    env: { ...env, NO_COLOR: '1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  walk.stdout.on('data', (d: Buffer) => (output += d.toString()));
  walk.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => walk.once('exit', resolve));
  let stopLine = '';
  if (!args.quick) {
    const visits = walkRoutes().length * 4;
    const taken = () =>
      fs.existsSync(shots)
        ? fs.readdirSync(shots, { recursive: true }).filter((f) => String(f).endsWith('.png')).length
        : 0;
    while (walk.exitCode === null && taken() < visits / 4) await new Promise((r) => setTimeout(r, 500));
    if (walk.exitCode === null) stopLine = `; ${await stopReplica('b')} at visit ${taken()}`;
  }
  const code = await exited;
  const visited = fs.existsSync(shots)
    ? fs.readdirSync(shots, { recursive: true }).filter((f) => String(f).endsWith('.png')).length
    : 0;
  check(
    code === 0,
    `the e2e walk in Chromium through nginx: ${visited} visits${args.quick ? ' (the member on a phone)' : ' (the member and the staff on both sizes)'}, no console error, 5xx or wrong page${stopLine}`,
    // What vitest said of the failure: its last lines name the visits and the problems.
    output.trim().split('\n').slice(-40).join('\n'),
  );
  if (!replicas.b) await restartReplicaB(ports, dataDir, databaseUrl);
}

/** SIGTERM to a replica and its exit: how long it took and how it ended. */
async function stopReplica(name: 'a' | 'b'): Promise<string> {
  const replica = replicas[name]!;
  const at = performance.now();
  await replica.stop(); // SIGTERM: 2 s still serving (SHUTDOWN_GRACE_MS), then stops accepting, exits
  const exit = await replica.exited;
  replicas[name] = null;
  check(exit.code === 0, `replica ${name} stopped cleanly (exit 0)`, `exit ${exit.code} ${exit.signal}`);
  return `replica ${name} exited ${exit.code ?? exit.signal} ${((performance.now() - at) / 1000).toFixed(1)} s after its SIGTERM`;
}

/**
 * A replica stopped mid-run, twice. First as a rolling restart does it with open-source nginx (no
 * active health checks): the replica marked `down` and nginx reloaded, then SIGTERM; nothing may fail.
 * Then replica a stopped with nginx not told: every GET is moved to b by nginx (connection refused or
 * reset: retried), nothing may fail either; a POST that meets the instant the replica closes its
 * idle connections is the one request nginx will not resend (it cannot know it was not processed,
 * decision 0039), so those are counted and shown, not failed.
 */
async function checkReplicaStopped(
  s: Client,
  token: string,
  ports: { a: number; b: number },
  dataDir: string,
  databaseUrl: string,
): Promise<void> {
  const a = `127.0.0.1:${ports.a}`;
  const b = `127.0.0.1:${ports.b}`;
  const servedBefore = upstreamCount(b);
  let line = '';
  const planned = await underLoad(s, token, async () => {
    await nginx!.reload([a, `${b} down`]);
    line = await stopReplica('b');
    await new Promise((r) => setTimeout(r, 2_000));
  });
  console.log(`  rolling restart (b marked down, nginx reloaded, SIGTERM): ${summary(planned)}; ${line}`);
  check(servedBefore > 0, 'both replicas served requests before the stop');
  const failedPlanned = Object.values(planned).reduce((n, c) => n + c.failed, 0);
  check(
    failedPlanned === 0,
    "rolling restart of replica b under a browser's load: no request failed",
    summary(planned),
  );

  await restartReplicaB(ports, dataDir, databaseUrl);

  const unannounced = await underLoad(s, token, async () => {
    line = await stopReplica('a');
    // Past nginx's fail_timeout (3 s) twice: it tries the stopped replica again and moves on.
    await new Promise((r) => setTimeout(r, 7_000));
  });
  console.log(
    `  replica a stopped, nginx not told: ${summary(unannounced)}; ${line}; ${retriedCount()} requests nginx moved to the other replica; ${s.connections} HTTP/2 connections in all`,
  );
  const failedReads = Object.entries(unannounced)
    .filter(([kind]) => kind !== 'write (POST)')
    .reduce((n, [, c]) => n + c.failed, 0);
  check(
    failedReads === 0,
    'replica a stopped with nginx not told: no page, file or API read failed',
    summary(unannounced),
  );
  const writes = unannounced['write (POST)']!;
  if (writes.failed) {
    console.log(
      `  ! ${writes.failed} of ${writes.done + writes.failed} writes answered 503 (retry-after 2) as replica a closed its connections: a rolling restart marks the replica down first`,
    );
  }
}

/** Requests nginx's access log shows answered by the replica at `address` (host:port) alone. */
function upstreamCount(address: string): number {
  return accessLog().filter((line) => line.endsWith(` ${address}`)).length;
}

/** Requests that went to one replica and then the other ($upstream_addr lists both). */
function retriedCount(): number {
  return accessLog().filter((line) => / \S+, \S+$/.test(line)).length;
}

function accessLog(): string[] {
  if (!nginx) return [];
  return fs.readFileSync(path.join(path.dirname(nginx.errorLog), 'access.log'), 'utf8').split('\n');
}

async function dropDatabase(url: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${DB_NAME} with (force)`);
  } finally {
    await admin.end();
  }
}

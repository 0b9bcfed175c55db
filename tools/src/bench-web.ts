/**
 * `npm run bench:web` — Lighthouse on the member's pages (issue 17 §3), through Lighthouse CI
 * (`lhci collect`) and the system chromium: the mobile preset with simulated throttling, a cold load
 * each run (Lighthouse clears the service worker, caches and HTTP cache before each; the demo member's
 * sign-in in localStorage stays, set by bench-web/sign-in.cjs), the median of N runs per page.
 *
 * It runs the built console as it ships (`npm run build` first, unless --no-build) on the embedded
 * database with the demo data, on a free loopback port, and prints performance and accessibility per
 * page with the target (≥ 95 each) met or not.
 *
 *   npm run bench:web                    3 runs per page
 *   npm run bench:web -- --runs 1        quicker look
 *   npm run bench:web -- --keep DIR      keep Lighthouse's reports (lhr-*.json/html) in DIR
 *   npm run bench:web -- --pages /device/index,/dashboard/index   only these pages
 *   npm run bench:web -- --tls           through nginx with deploy/nginx/nodebao.conf (TLS, HTTP/2,
 *                                        the app's files served by nginx), as deployed; without it,
 *                                        the server itself over cleartext HTTP/1.1
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { median } from '../../apps/server/src/modules/stats/zhishu.ts';
import { root, startServer } from './bench/server.ts';
import { CHROMIUM_FLAGS } from './chromium-flags.ts';
import { startNginx } from './front/nginx.ts';

const TARGET = 95;
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const PAGES: { path: string; name: string }[] = [
  { path: '/user/login', name: '登录' },
  { path: '/dashboard/index', name: '首页 (member home)' },
  { path: '/device/index', name: '设备 (device list)' },
  { path: '/account/index', name: '我的' },
  { path: '/account/money-record', name: '资金记录 (money records)' },
  { path: '/account/withdraw', name: '提现 (withdrawal)' },
];

type Lhr = {
  requestedUrl: string;
  finalDisplayedUrl: string;
  categories: Record<'performance' | 'accessibility', { score: number | null }>;
  audits: Record<string, { numericValue?: number }>;
  /** Lighthouse's own CPU gauge, run before each audit: how fast this machine was at that moment. */
  environment: { benchmarkIndex: number };
};

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    'no-build': { type: 'boolean', default: false },
    keep: { type: 'string' },
    port: { type: 'string', default: '18370' },
    tls: { type: 'boolean', default: false },
    pages: { type: 'string' },
  },
});

/** Not spawnSync: the console runs as this process's child and lhci must not block the event loop. */
function run(command: string, argv: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<void> {
  const child = spawn(command, argv, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (status) =>
      status === 0 ? resolve() : reject(new Error(`${command} ${argv.join(' ')} failed (${status})`)),
    );
  });
}

/** The pages measured: all of PAGES, or those --pages names (for a quicker look at a change). */
function chosenPages(): typeof PAGES {
  if (!args.pages) return PAGES;
  const wanted = args.pages.split(',').map((p) => p.trim());
  const unknown = wanted.filter((p) => !PAGES.some((page) => page.path === p));
  if (unknown.length) throw new Error(`--pages: not a measured page: ${unknown.join(', ')}`);
  return PAGES.filter((page) => wanted.includes(page.path));
}

async function main(): Promise<void> {
  const pages = chosenPages();
  const runs = Number(args.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a whole number ≥ 1');
  if (!fs.existsSync(CHROMIUM)) throw new Error(`no browser at ${CHROMIUM} (apt-get install -y chromium)`);
  if (!args['no-build']) await run('npm', ['run', 'build'], root);

  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'nodebao-bench-web-'));
  const server = await startServer({
    port: Number(args.port),
    databaseUrl: undefined,
    dataDir: path.join(work, 'data'),
    appSecret: 'bench-web-secret-0123456789abcdef',
    env: { DEMO_SEED: 'true' },
  });
  // The deployment's front (issue 47 §1): Debian's nginx with the site file of deploy/nginx, serving
  // the built app itself and proxying the API to the console; self-signed for 127.0.0.1.
  const front = args.tls
    ? await startNginx({
        dir: path.join(work, 'nginx'),
        httpsPort: Number(args.port) + 1,
        httpPort: Number(args.port) + 2,
        replicas: [new URL(server.baseUrl).host],
        webDist: path.join(root, 'apps/web/dist'),
      })
    : null;
  const baseUrl = front?.baseUrl ?? server.baseUrl;
  try {
    // lhci requires the puppeteer script relative to its working directory.
    fs.writeFileSync(
      path.join(work, 'sign-in.cjs'),
      `module.exports = require(${JSON.stringify(path.join(root, 'tools/src/bench-web/sign-in.cjs'))});\n`,
    );
    const config = {
      ci: {
        collect: {
          url: pages.map((p) => baseUrl + p.path),
          numberOfRuns: runs,
          chromePath: CHROMIUM,
          puppeteerScript: 'sign-in.cjs',
          puppeteerLaunchOptions: {
            args: front ? [...CHROMIUM_FLAGS, '--ignore-certificate-errors'] : CHROMIUM_FLAGS,
          },
          settings: {
            // Lighthouse's defaults: the mobile form factor, simulated throttling (slow 4G, 4× CPU).
            onlyCategories: ['performance', 'accessibility'],
            locale: 'zh',
          },
        },
      },
    };
    fs.writeFileSync(path.join(work, 'lighthouserc.json'), JSON.stringify(config, null, 2));
    console.log(
      `Lighthouse CI: ${pages.length} pages × ${runs} runs against ${baseUrl}` +
        `${front ? ' (nginx: HTTP/2 over TLS, deploy/nginx/nodebao.conf)' : ' (HTTP/1.1)'} (${CHROMIUM})`,
    );
    const lhci = path.join(root, 'node_modules/@lhci/cli/src/cli.js');
    // The sign-in script's fetch goes to the self-signed front too.
    await run(process.execPath, [lhci, 'collect', '--config=lighthouserc.json'], work, {
      ...(front ? { NODE_TLS_REJECT_UNAUTHORIZED: '0' } : {}),
    });

    const reportsDir = path.join(work, '.lighthouseci');
    const reports: Lhr[] = fs
      .readdirSync(reportsDir)
      .filter((f) => f.startsWith('lhr-') && f.endsWith('.json'))
      .map((f) => JSON.parse(fs.readFileSync(path.join(reportsDir, f), 'utf8')) as Lhr);
    printResults(baseUrl, pages, reports, runs);
    if (args.keep) {
      fs.mkdirSync(args.keep, { recursive: true });
      fs.cpSync(reportsDir, args.keep, { recursive: true });
      console.log(`Reports kept in ${args.keep}`);
    }
  } finally {
    await front?.stop();
    await server.stop();
    fs.rmSync(work, { recursive: true, force: true });
  }
}

function printResults(baseUrl: string, pages: typeof PAGES, reports: Lhr[], runs: number): void {
  const score = (r: Lhr, c: 'performance' | 'accessibility') =>
    Math.round((r.categories[c].score ?? 0) * 100);
  const ms = (r: Lhr, audit: string) => r.audits[audit]?.numericValue ?? 0;
  console.log(
    `\nLighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'}, mobile, simulated throttling; target ≥ ${TARGET} each\n`,
  );
  // The spread of the runs and Lighthouse's CPU gauge beside the medians: on this shared machine one
  // build's score moves by ±10 points, and the gauge tells a slow moment from a slow page.
  console.log(
    '| page | performance (runs) | accessibility | FCP | LCP | TBT | CPU index | met? | landed on |',
  );
  console.log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | --- |');
  let allMet = true;
  for (const page of pages) {
    const mine = reports.filter((r) => r.requestedUrl === baseUrl + page.path);
    if (!mine.length) {
      console.log(`| ${page.name} \`${page.path}\` | – | – | – | – | – | – | ❌ no report | |`);
      allMet = false;
      continue;
    }
    const perfs = mine.map((r) => score(r, 'performance'));
    const perf = median(perfs);
    const a11y = median(mine.map((r) => score(r, 'accessibility')));
    const met = perf >= TARGET && a11y >= TARGET;
    allMet &&= met;
    const landed = new Set(mine.map((r) => new URL(r.finalDisplayedUrl).pathname));
    console.log(
      `| ${page.name} \`${page.path}\` | ${perf} (${perfs.sort((a, b) => a - b).join(', ')}) | ${a11y} | ${median(mine.map((r) => ms(r, 'first-contentful-paint'))).toFixed(0)} ms | ${median(mine.map((r) => ms(r, 'largest-contentful-paint'))).toFixed(0)} ms | ${median(mine.map((r) => ms(r, 'total-blocking-time'))).toFixed(0)} ms | ${median(mine.map((r) => r.environment.benchmarkIndex)).toFixed(0)} | ${met ? '✅ met' : '❌ not met'} | ${[...landed].join(', ')} |`,
    );
  }
  console.log(
    `\nLighthouse target (performance and accessibility ≥ ${TARGET} on every page): ${allMet ? 'met' : 'NOT met'}`,
  );
}

await main();

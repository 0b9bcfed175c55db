/**
 * `npm run bench:export` — the income Excel export's memory (issue 17 §3): one member's settled
 * device-days (10,000 boxes × N/10,000 days) written by the real export (`writeIncomeWorkbook`, the
 * streaming workbook writer) from PostgreSQL into a byte counter, each size in a fresh child process
 * so the peak RSS printed is the export's process and nothing else: Node, the server's modules, the
 * database pool and the export. Sizes: 100,000 and 1,000,000 rows (`--rows 100000` for one).
 *
 * The database `bench_export` is made once and kept (seeding a million rows takes a while); the
 * member and boxes are plain rows, the settlements written straight in by SQL — the export reads only
 * device_settlements, devices and members.
 */
import { execFileSync } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { sql } from 'drizzle-orm';
import { build } from 'esbuild';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/client.ts';
import { firstRow } from '../../apps/server/src/db/sql.ts';
import { writeIncomeWorkbook } from '../../apps/server/src/modules/income/income-export.ts';
import { byteCounter, sampleMemory } from './bench/memory.ts';

const { values } = parseArgs({
  options: {
    rows: { type: 'string', default: '100000,1000000' },
    child: { type: 'boolean', default: false },
  },
});
const PG_ADMIN = process.env.BENCH_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB_NAME = 'bench_export';
const DB_URL = PG_ADMIN.replace(/\/[^/]*$/, `/${DB_NAME}`);
const DEVICES = 10_000;
const MAX_ROWS = 1_000_000;
const FIRST_DAY = '2025-01-01';
const MEMBER_ID = 1;

type Result = {
  rows: number;
  bytes: number;
  ms: number;
  baseRss: number;
  peakRss: number;
  heapPeak: number;
  externalPeak: number;
};

const lastDay = (rows: number) => {
  const day = new Date(`${FIRST_DAY}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + Math.ceil(rows / DEVICES) - 1);
  return day.toISOString().slice(0, 10);
};

async function ensureDatabase(): Promise<void> {
  const admin = new pg.Client({ connectionString: PG_ADMIN });
  await admin.connect();
  const exists = await admin.query('select 1 from pg_database where datname = $1', [DB_NAME]);
  if (exists.rowCount === 0) await admin.query(`create database ${DB_NAME}`);
  await admin.end();
  const database = await openDatabase({ kind: 'postgres', url: DB_URL, poolSize: 2 });
  await database.migrate();
  const have = await firstRow<{ n: number }>(
    database.db,
    sql`select count(*)::int as n from device_settlements where member_id = ${MEMBER_ID}`,
  );
  if ((have?.n ?? 0) < MAX_ROWS) {
    console.log(`seeding ${MAX_ROWS.toLocaleString('en')} settled device-days into ${DB_NAME} …`);
    await database.db.execute(sql`truncate device_settlements, devices, members restart identity cascade`);
    await database.db.execute(sql`
      insert into members (mobile, password_hash, invite_code) values ('13900000001', 'x', 'BEXPORT')`);
    await database.db.execute(sql`
      insert into devices (sn, secret_enc, member_id, name, isp)
      select 'EXPORT' || lpad(g::text, 6, '0'), 'x', ${MEMBER_ID}, '机房' || (g % 40) || '-' || g,
             (array['telecom','unicom','mobile'])[1 + g % 3]
        from generate_series(1, ${DEVICES}) g`);
    await database.db.execute(sql`
      insert into device_settlements (device_id, day, member_id, value95_kbps, peak_kbps, samples, peak_samples,
                                      availability_bp, isp, unit_price_fen, income_fen, bytes_up, bytes_down)
      select d.id, ${FIRST_DAY}::date + k, ${MEMBER_ID}, 40000 + (d.id * 37 + k * 11) % 50000,
             90000 + (d.id * 13 + k) % 20000, 282, 48, 10000, d.isp, 1000,
             (40000 + (d.id * 37 + k * 11) % 50000) / 100, 1200000000 + d.id * 1000, 30000000
        from devices d cross join generate_series(0, ${MAX_ROWS / DEVICES - 1}) k`);
    await database.db.execute(sql`analyze device_settlements`);
  }
  await database.close();
}

/** In the child: the export alone, RSS sampled every 10 ms. */
async function exportOnce(rowCount: number): Promise<Result> {
  const database = await openDatabase({ kind: 'postgres', url: DB_URL, poolSize: 2 });
  const counter = byteCounter();
  const memory = sampleMemory();
  const started = performance.now();
  const plan = {
    scope: { everyone: false, memberIds: [MEMBER_ID] },
    from: FIRST_DAY,
    to: lastDay(rowCount),
    label: 'bench',
  };
  const written = await writeIncomeWorkbook(database, plan, counter.sink);
  const ms = performance.now() - started;
  const peaks = memory.stop();
  await database.close();
  return { rows: written.rows, bytes: counter.bytes(), ms, ...peaks };
}

const mb = (n: number) => `${(n / 1e6).toFixed(0)} MB`;

if (values.child) {
  const result = await exportOnce(Number(values.rows));
  console.log(JSON.stringify(result));
} else {
  await ensureDatabase();
  console.log(
    `Excel export from PostgreSQL, each size in a fresh process running the bundled code (node ${process.version}, ${os.cpus().length} cores, --expose-gc):`,
  );
  // The child runs this file bundled like the server (our code bundled, npm packages external), not
  // through tsx: a TypeScript loader in the process would be counted as the export's memory.
  // Inside the repository, so its imports of npm packages resolve from node_modules.
  const bundle = fileURLToPath(new URL('../../node_modules/.cache/nodebao-bench-export.js', import.meta.url));
  await build({
    // The export's worker thread beside it, as the server's build puts it beside dist/main.js.
    entryPoints: {
      'nodebao-bench-export': fileURLToPath(import.meta.url),
      'xlsx-worker': fileURLToPath(
        new URL('../../apps/server/src/modules/income/xlsx-worker.ts', import.meta.url),
      ),
    },
    outdir: path.dirname(bundle),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // npm packages stay external, our workspace packages (which ship TypeScript) are bundled.
    plugins: [
      {
        name: 'npm-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@nodebao/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
    logLevel: 'warning',
  });
  for (const rowCount of values.rows.split(',').map(Number)) {
    const out = execFileSync(
      process.execPath,
      ['--expose-gc', bundle, '--child', '--rows', String(rowCount)],
      { encoding: 'utf8', maxBuffer: 1 << 20 },
    );
    const r = JSON.parse(out.trim().split('\n').at(-1)!) as Result;
    console.log(
      `  ${r.rows.toLocaleString('en')} rows: ${(r.bytes / 1e6).toFixed(1)} MB xlsx in ${(r.ms / 1000).toFixed(1)} s; ` +
        `peak RSS ${mb(r.peakRss)} (process before the export ${mb(r.baseRss)}), peak JS heap ${mb(r.heapPeak)}, external ${mb(r.externalPeak)}`,
    );
  }
}

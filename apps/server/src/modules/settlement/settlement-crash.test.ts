import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { withDatabase } from '../../../test/global-setup.ts';
import { openDatabase, type Database } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import { serverRoot } from '../../lib/paths.ts';
import { peakSamples, topRates } from '../telemetry/kept-rates.ts';

/**
 * The crash drill of issue 4: `npm run settle` is killed with SIGKILL while it credits members (inside
 * its transaction), then run again. The first run must leave nothing behind, the second must credit
 * every device-day once, and a third must find nothing to do. It runs the real command in a child
 * process against a database on disk (PostgreSQL when DATABASE_URL is set, else PGlite).
 */

const DAY = '2026-02-01';
const MEMBERS = 6;
const cli = path.join(serverRoot(), 'src', 'cli', 'settle.ts');

let env: Record<string, string>;
let open: () => Promise<Database>;
let cleanup: () => Promise<void>;

beforeAll(async () => {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `nodebao_crash_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name} template ${inject('pgTemplate')}`);
    await admin.end();
    const dbUrl = withDatabase(url, name);
    env = { DATABASE_URL: dbUrl };
    open = () => openDatabase({ kind: 'postgres', url: dbUrl, poolSize: 2 });
    cleanup = async () => {
      const dropper = new pg.Client({ connectionString: url });
      await dropper.connect();
      // Plain drop (no FORCE, which would kill a closing client mid-goodbye): every pool is closed by
      // now, a backend may take a moment to exit.
      for (let attempt = 0; ; attempt++) {
        try {
          await dropper.query(`drop database if exists ${name}`);
          break;
        } catch (err) {
          if (attempt >= 20) throw err;
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      }
      await dropper.end();
    };
  } else {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nodebao-crash-'));
    const dump = new Blob([fs.readFileSync(inject('pgliteDump'))]);
    const seeded = await openDatabase({
      kind: 'pglite',
      dataDir: path.join(dataDir, 'pglite'),
      loadDataDir: dump,
    });
    await seeded.close();
    env = { DATA_DIR: dataDir };
    open = () => openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
    cleanup = async () => fs.rmSync(dataDir, { recursive: true, force: true });
  }

  const database = await open();
  const { db } = database;
  for (let m = 1; m <= MEMBERS; m++) {
    const [member] = await rows<{ id: number }>(
      db,
      sql`insert into members (mobile, password_hash, invite_code)
          values (${`1360000000${m}`}, 'x', ${`CRASH${m}`}) returning id`,
    );
    for (let d = 1; d <= 3; d++) {
      const [device] = await rows<{ id: number }>(
        db,
        sql`insert into devices (sn, secret_enc, member_id, isp)
            values (${`CRASH-${m}-${d}`}, 'x', ${member!.id}, 'telecom') returning id`,
      );
      const rates = Array.from({ length: 288 }, () => 1000 * (m + d));
      await db.execute(sql`
        insert into device_days (device_id, day, member_id, up_kbps, top_kbps, peak_samples, samples)
        values (${device!.id}, ${DAY}::date, ${member!.id}, ${sql.param(rates)}::int[],
                ${sql.param(topRates(rates))}::int[], ${peakSamples(rates)}, 288)`);
    }
  }
  await database.close();
}, 60_000);

afterAll(async () => {
  await cleanup();
});

/** Runs the command; with `killAfter`, SIGKILLs it once it has printed that many member credits. */
function runSettle(
  args: string[],
  killAfter?: number,
): Promise<{ code: number | null; signal: string | null; out: string }> {
  return new Promise((resolve, reject) => {
    // node itself with tsx's loader, not the tsx wrapper: the wrapper runs the script in a child
    // process, and SIGKILL on the wrapper would leave that child running.
    const child = spawn(process.execPath, ['--import', 'tsx', cli, ...args], {
      cwd: serverRoot(),
      env: { ...process.env, ...env, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    const onData = (chunk: Buffer) => {
      out += chunk.toString();
      const credited = out.match(/credited \d+\//g)?.length ?? 0;
      if (killAfter !== undefined && credited >= killAfter) child.kill('SIGKILL');
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code, signal, out }));
  });
}

async function books() {
  const database = await open();
  try {
    const [row] = await rows<{ settled: number; credits: number; total: string; members: string }>(
      database.db,
      sql`select (select count(*)::int from device_settlements) as settled,
                 (select count(*)::int from ledger_transfers) as credits,
                 (select coalesce(sum(amount_fen), 0)::text from ledger_entries) as total,
                 (select coalesce(string_agg(balance_fen::text, ',' order by member_id), '')
                    from ledger_accounts where kind = 'member_balance') as members`,
    );
    return row!;
  } finally {
    await database.close();
  }
}

describe('settlement killed with SIGKILL mid-way', () => {
  it('leaves no partial credit, completes on the next run, and credits each device-day once', async () => {
    const killed = await runSettle(['--day', DAY, '--pause-ms', '300', '--chunk', '1'], 2);
    expect(killed.signal).toBe('SIGKILL');
    expect(killed.out).toContain('credited 2/6');
    expect(await books()).toEqual({ settled: 0, credits: 0, total: '0', members: '' });

    const completed = await runSettle(['--day', DAY]);
    expect(completed.code, completed.out).toBe(0);
    expect(completed.out).toContain(`settled ${DAY}: 18 device-days of 6 members`);
    // Member m's devices run at 1000·(m+1), 1000·(m+2), 1000·(m+3) kbps, telecom 30 fen: 90·(m+2) fen.
    const expected = Array.from({ length: MEMBERS }, (_, i) => String(90 * (i + 1 + 2))).join(',');
    expect(await books()).toEqual({ settled: 18, credits: 6, total: '0', members: expected });

    const again = await runSettle(['--day', DAY]);
    expect(again.out).toContain(`settled ${DAY}: 0 device-days`);
    expect(await books()).toEqual({ settled: 18, credits: 6, total: '0', members: expected });
  }, 120_000);
});

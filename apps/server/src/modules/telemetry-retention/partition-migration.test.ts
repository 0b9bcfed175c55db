import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, type Database } from '../../db/client.ts';
import { rows } from '../../db/sql.ts';
import { withDatabase } from '../../../test/global-setup.ts';

// Migration 0003 on a database that already holds samples, as production had: every row must come
// through into the partition of its Shanghai day, with nothing left in the default partition.

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** The migrations folder as it was before 0003: the first three files and their journal entries. */
function foldersUpTo0002(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nodebao-mig-'));
  cleanups.push(async () => fs.rmSync(dir, { recursive: true, force: true }));
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder(), 'meta/_journal.json'), 'utf8'),
  ) as {
    entries: { idx: number; tag: string }[];
  };
  journal.entries = journal.entries.filter((e) => e.idx <= 2);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify(journal));
  for (const e of journal.entries)
    fs.copyFileSync(path.join(migrationsFolder(), `${e.tag}.sql`), path.join(dir, `${e.tag}.sql`));
  return dir;
}

/** An empty database of the kind the suite runs on. */
async function emptyDatabase(): Promise<Database> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const database = await openDatabase({ kind: 'pglite' });
    cleanups.push(() => database.close());
    return database;
  }
  const name = `nodebao_m_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const database = await openDatabase({ kind: 'postgres', url: withDatabase(url, name), poolSize: 2 });
  cleanups.push(async () => {
    await database.close();
    await admin.query(`drop database if exists ${name}`);
    await admin.end();
  });
  return database;
}

describe('migration 0003', () => {
  it('moves the samples already stored into the partitions of their Shanghai day', async () => {
    const database = await emptyDatabase();
    const { db } = database;
    const upTo0002 = { migrationsFolder: foldersUpTo0002() };
    // The migrators are typed to their own driver's database; `db` is that driver's, behind our type.
    if (database.kind === 'pglite') await migratePglite(db as never, upTo0002);
    else await migratePg(db as never, upTo0002);

    await db.execute(sql`
      insert into device_samples (device_id, bucket_start, bytes_up, bytes_down, lines) values
        (1, '2026-03-09 23:55+08', 11, 1, null),
        (1, '2026-03-10 00:00+08', 12, 2, '[{"name":"ppp0"}]'),
        (2, '2026-03-10 23:55+08', 13, 3, null),
        (2, '2025-12-31 12:00+08', 14, 4, null)`);
    await database.migrate();

    const stored = await rows<{ partition: string; device_id: number; bytes_up: number; lines: unknown }>(
      db,
      sql`select tableoid::regclass::text as partition, device_id, bytes_up, lines
            from device_samples order by bytes_up`,
    );
    expect(stored).toEqual([
      { partition: 'device_samples_p20260309', device_id: 1, bytes_up: 11, lines: null },
      { partition: 'device_samples_p20260310', device_id: 1, bytes_up: 12, lines: [{ name: 'ppp0' }] },
      { partition: 'device_samples_p20260310', device_id: 2, bytes_up: 13, lines: null },
      { partition: 'device_samples_p20251231', device_id: 2, bytes_up: 14, lines: null },
    ]);
    const leftovers = await rows<{ name: string }>(
      db,
      sql`select relname as name from pg_class where relname = 'device_samples_unpartitioned'`,
    );
    expect(leftovers).toEqual([]);
    const pk = await rows<{ name: string }>(
      db,
      sql`select conname as name from pg_constraint where conrelid = 'device_samples'::regclass and contype = 'p'`,
    );
    expect(pk).toEqual([{ name: 'device_samples_device_id_bucket_start_pk' }]);
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PostgreSQL: the migrated template every test file's database is created from. */
    pgTemplate: string;
    /** PGlite: a dump of a migrated data directory every test file loads. */
    pgliteDump: string;
  }
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Migrates once per run (DESIGN §10): a template database on PostgreSQL when DATABASE_URL is set,
 * otherwise a PGlite dump. Each test file then gets a fresh copy in a fraction of a second.
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = `nodebao_tpl_${process.pid}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`drop database if exists ${template}`);
    await admin.query(`create database ${template}`);
    const db = await openDatabase({ kind: 'postgres', url: withDatabase(url, template), poolSize: 1 });
    await db.migrate();
    await db.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteDump', '');
    return async () => {
      await admin.query(`drop database if exists ${template}`);
      await admin.end();
    };
  }

  const db = await openDatabase({ kind: 'pglite' });
  await db.migrate();
  const dump = await db.dumpDataDir?.();
  await db.close();
  if (!dump) throw new Error('PGlite dump unavailable');
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'nodebao-test-')), 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgTemplate', '');
  project.provide('pgliteDump', file);
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { isoTimestamp } from '../lib/time.ts';
import { createTestApp } from '../../test/helper.ts';
import { isoTimestampSql, rows } from './sql.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

describe('isoTimestampSql', () => {
  it('writes in the database what isoTimestamp writes on the server, at any instant and fraction', async () => {
    // Rows built as JSON by the database (the device list) must read as the rows the server converts.
    let seed = 29;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const instants = Array.from({ length: 300 }, (_, i) => {
      const ms = Date.UTC(2000, 0, 1) + Math.floor(random() * 1_600_000_000_000);
      const micros = String(Math.floor(random() * 1_000_000)).padStart(6, '0');
      return `${new Date(ms).toISOString().slice(0, 19)}.${micros.slice(0, i % 7)}Z`.replace('.Z', 'Z');
    });
    const found = await rows<{ text: string; iso: string }>(
      app.deps.db,
      sql`select t::text as text, ${isoTimestampSql(sql`t`)} as iso
            from unnest(${`{${instants.join(',')}}`}::timestamptz[]) as t`,
    );
    expect(found).toHaveLength(instants.length);
    for (const r of found) expect(r.iso).toBe(isoTimestamp(r.text));
  });

  it('writes null for null', async () => {
    const [r] = await rows<{ iso: string | null }>(
      app.deps.db,
      sql`select ${isoTimestampSql(sql`null::timestamptz`)} as iso`,
    );
    expect(r?.iso).toBeNull();
  });
});

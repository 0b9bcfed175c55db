import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import type { Db } from '../../db/client.ts';
import { firstRow, rows } from '../../db/sql.ts';
import { createTestApp } from '../../../test/helper.ts';
import { insertSamples } from '../telemetry/telemetry.repo.ts';
import { maintainSamplePartitions } from './sample-partitions.service.ts';

// Noon in Shanghai on 2026-03-10: 40 days of retention keep 2026-01-29 on, 3 days ahead reach 03-13.
const NOW = new Date('2026-03-10T12:00:00+08:00');
const DEVICE = 7;

let app: App;
let db: Db;
beforeEach(async () => {
  app = await createTestApp();
  db = app.deps.db;
});
afterEach(async () => {
  await app.close();
});

const at = (iso: string) => Math.floor(Date.parse(iso) / 1000);
function sampleAt(iso: string, bytesUp = 1000) {
  return { deviceId: DEVICE, start: at(iso), bytesUp, bytesDown: 10, lines: null };
}

async function dayPartitions(): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
         where i.inhparent = 'device_samples'::regclass order by c.relname`,
  );
  return found.map((r) => r.name);
}

/** The partition holding the device's sample at `iso`, or undefined when there is none. */
async function partitionOf(iso: string): Promise<string | undefined> {
  const row = await firstRow<{ partition: string }>(
    db,
    sql`select tableoid::regclass::text as partition from device_samples
         where device_id = ${DEVICE} and bucket_start = ${iso}::timestamptz`,
  );
  return row?.partition;
}

// In a transaction, as the job runs it: LOCK TABLE and the set-local lock timeout need one.
const maintain = (now: Date, retentionDays = 40) =>
  db.transaction((tx) => maintainSamplePartitions(tx, { now, retentionDays }));
const daysBefore = (date: Date, days: number) => new Date(date.getTime() - days * 86_400_000);

describe('maintainSamplePartitions', () => {
  it('makes one partition per Shanghai day from the retention cutoff to 3 days ahead, once', async () => {
    const first = await maintain(NOW);
    expect(first.created).toHaveLength(44);
    expect(first.created[0]).toBe('2026-01-29');
    expect(first.created.at(-1)).toBe('2026-03-13');
    expect(first).toMatchObject({ moved: 0, dropped: [], pruned: 0 });
    const made = await dayPartitions();
    expect(made).toContain('device_samples_p20260129');
    expect(made).toContain('device_samples_p20260313');
    expect(made).toContain('device_samples_default');

    expect(await maintain(NOW)).toEqual({ created: [], moved: 0, dropped: [], pruned: 0 });
    expect(await dayPartitions()).toEqual(made);
  });

  it('stores samples of past and coming days in the partition of their Shanghai day', async () => {
    await maintain(NOW);
    const samples = [
      sampleAt('2026-01-29T00:00:00+08:00', 1),
      sampleAt('2026-03-10T23:55:00+08:00', 2),
      sampleAt('2026-03-11T00:00:00+08:00', 3),
      sampleAt('2026-03-13T23:55:00+08:00', 4),
    ];
    expect(await insertSamples(db, samples)).toHaveLength(4);

    expect(await partitionOf('2026-01-29T00:00:00+08:00')).toBe('device_samples_p20260129');
    // Midnight in Shanghai is 16:00 UTC: the day boundary of the partitions.
    expect(await partitionOf('2026-03-10T15:55:00Z')).toBe('device_samples_p20260310');
    expect(await partitionOf('2026-03-10T16:00:00Z')).toBe('device_samples_p20260311');
    expect(await partitionOf('2026-03-13T23:55:00+08:00')).toBe('device_samples_p20260313');
    const stored = await rows<{ bytes_up: number }>(
      db,
      sql`select bytes_up from device_samples where device_id = ${DEVICE} order by bucket_start`,
    );
    expect(stored.map((r) => r.bytes_up)).toEqual([1, 2, 3, 4]);

    // The primary key spans the partitions' key, so a repeated sample is still skipped.
    expect(await insertSamples(db, [sampleAt('2026-03-11T00:00:00+08:00', 99)])).toEqual([]);
  });

  it('keeps a sample of a day with no partition in the default one and moves it when the day gets one', async () => {
    await maintain(NOW);
    await insertSamples(db, [
      sampleAt('2026-03-20T08:00:00+08:00', 5),
      sampleAt('2026-03-25T08:00:00+08:00', 6),
    ]);
    expect(await partitionOf('2026-03-20T08:00:00+08:00')).toBe('device_samples_default');

    const later = await maintain(new Date('2026-03-17T12:00:00+08:00'));
    expect(later.created).toEqual([
      '2026-03-14',
      '2026-03-15',
      '2026-03-16',
      '2026-03-17',
      '2026-03-18',
      '2026-03-19',
      '2026-03-20',
    ]);
    expect(later.moved).toBe(1);
    expect(await partitionOf('2026-03-20T08:00:00+08:00')).toBe('device_samples_p20260320');
    expect(await partitionOf('2026-03-25T08:00:00+08:00')).toBe('device_samples_default');
    const moved = await firstRow<{ bytes_up: number; bytes_down: number }>(
      db,
      sql`select bytes_up, bytes_down from device_samples_p20260320 where device_id = ${DEVICE}`,
    );
    expect(moved).toEqual({ bytes_up: 5, bytes_down: 10 });
  });

  it('drops the partitions wholly past the retention and older default rows, and keeps the day rows', async () => {
    // Twenty days earlier the window was 2026-01-09 .. 2026-02-21.
    await maintain(daysBefore(NOW, 20));
    const times = [
      '2026-01-05T12:00:00+08:00', // before any partition: default, past retention
      '2026-01-10T12:00:00+08:00', // a partition past retention
      '2026-01-28T23:55:00+08:00', // the last day past retention
      '2026-01-29T00:00:00+08:00', // the first day kept
      '2026-03-05T12:00:00+08:00', // no partition yet: default, kept
    ];
    await insertSamples(
      db,
      times.map((t) => sampleAt(t)),
    );
    await db.execute(sql`
      insert into device_days (device_id, day, up_kbps)
      values (${DEVICE}, '2026-01-10', array_fill(-1, array[288])),
             (${DEVICE}, '2026-01-05', array_fill(-1, array[288]))`);

    const upkeep = await maintain(NOW);
    expect(upkeep.dropped).toHaveLength(20);
    expect(upkeep.dropped[0]).toBe('2026-01-09');
    expect(upkeep.dropped.at(-1)).toBe('2026-01-28');
    expect(upkeep).toMatchObject({ pruned: 1, moved: 1 });

    const left = await rows<{ iso: string }>(
      db,
      sql`select to_char(bucket_start at time zone 'Asia/Shanghai', 'YYYY-MM-DD"T"HH24:MI') as iso
            from device_samples where device_id = ${DEVICE} order by bucket_start`,
    );
    expect(left.map((r) => r.iso)).toEqual(['2026-01-29T00:00', '2026-03-05T12:00']);
    expect(await dayPartitions()).not.toContain('device_samples_p20260128');
    expect(await dayPartitions()).toContain('device_samples_p20260129');
    const days = await rows<{ day: string }>(db, sql`select day::text from device_days order by day`);
    expect(days.map((d) => d.day)).toEqual(['2026-01-05', '2026-01-10']);
  });

  it('refuses a retention that is not a whole number of days and changes nothing', async () => {
    await maintain(NOW);
    const before = await dayPartitions();
    await expect(maintain(NOW, 0)).rejects.toThrow(/raw_retention_days/);
    await expect(maintain(NOW, 2.5)).rejects.toThrow(/raw_retention_days/);
    expect(await dayPartitions()).toEqual(before);
  });
});

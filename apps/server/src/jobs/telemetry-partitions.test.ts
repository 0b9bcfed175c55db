import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { rows } from '../db/sql.ts';
import { createTestApp } from '../../test/helper.ts';
import { setParam } from '../modules/params/params.service.ts';
import { bucketAgo, provisionDevice, report } from '../modules/telemetry/device-test-kit.ts';
import { maintainTelemetryPartitions } from './telemetry-partitions.ts';

let app: App;
beforeEach(async () => {
  app = await createTestApp();
});
afterEach(async () => {
  await app.close();
});

const NOW = new Date('2026-03-10T12:00:00+08:00');

async function dayPartitions(): Promise<string[]> {
  const found = await rows<{ name: string }>(
    app.deps.db,
    sql`select c.relname as name from pg_inherits i join pg_class c on c.oid = i.inhrelid
         where i.inhparent = 'device_samples'::regclass and c.relname <> 'device_samples_default'
         order by c.relname`,
  );
  return found.map((r) => r.name);
}

describe('maintainTelemetryPartitions', () => {
  it('keeps as many days as the parameter telemetry.raw_retention_days says', async () => {
    await setParam(app.deps.db, 'telemetry', { raw_retention_days: 7 });
    const upkeep = await maintainTelemetryPartitions(app.deps, NOW);
    expect(upkeep?.created[0]).toBe('2026-03-03');
    expect(await dayPartitions()).toHaveLength(7 + 1 + 3);
  });

  it('makes each partition once when two replicas run it at the same time', async () => {
    const runs = await Promise.all([
      maintainTelemetryPartitions(app.deps, NOW),
      maintainTelemetryPartitions(app.deps, NOW),
    ]);
    // One holds the lock and the other skips; or, when the first is done already, finds nothing to do.
    expect(runs.some((r) => r !== null)).toBe(true);
    const created = runs.flatMap((r) => r?.created ?? []);
    expect(created).toHaveLength(44);
    expect(new Set(created).size).toBe(44);
    expect(await dayPartitions()).toHaveLength(44);
  });

  it('lets reports go on while it drops and makes partitions', async () => {
    // Yesterday's run: today's partition is there, the day that expires today still is too.
    await maintainTelemetryPartitions(app.deps, new Date(Date.now() - 86_400_000));
    const devices = await Promise.all(
      Array.from({ length: 8 }, (_, i) => provisionDevice(app, `RET-${String(i).padStart(4, '0')}`)),
    );
    const samples = [1, 2, 3].map((n) => ({ start: bucketAgo(n), bytes_up: 300_000, bytes_down: 1_000 }));

    const [upkeep, ...replies] = await Promise.all([
      maintainTelemetryPartitions(app.deps),
      ...devices.map((device) => report(app, device, { samples })),
    ]);
    expect(upkeep).toMatchObject({ created: [expect.any(String)], dropped: [expect.any(String)] });
    expect(replies.map((r) => r.body.errorCode)).toEqual(devices.map(() => 0));
    const stored = await rows<{ partition: string; count: number }>(
      app.deps.db,
      sql`select tableoid::regclass::text as partition, count(*)::int as count
            from device_samples group by 1`,
    );
    expect(stored.reduce((sum, r) => sum + r.count, 0)).toBe(devices.length * samples.length);
    expect(stored.map((r) => r.partition)).not.toContain('device_samples_default');
  });
});

import type { DeviceReport } from '@nodebao/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { rows } from '../../db/sql.ts';
import { createMember, createTestApp } from '../../../test/helper.ts';
import { bucketAgo, nextTimestamp, provisionDevice } from './device-test-kit.ts';
import { daySlotOf, kbpsOf } from './buckets.ts';
import { KEPT_RATES, peakSamples, peakSamplesOf, topOf, topRates } from './kept-rates.ts';
import { ingestReports } from './telemetry.service.ts';

let app: App;
let memberId: number;
beforeAll(async () => {
  app = await createTestApp();
  memberId = (await createMember(app, { mobile: '13700000017' })).id;
});
afterAll(async () => {
  await app.close();
});

type DayRow = {
  day: string;
  up_kbps: number[];
  top_kbps: number[];
  peak_samples: number;
  full_top: number[];
  full_peak: number;
};

async function dayRows(deviceId: number): Promise<DayRow[]> {
  return rows<DayRow>(
    app.deps.db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, up_kbps, top_kbps, peak_samples,
               ${topOf(sql`up_kbps`)} as full_top, ${peakSamplesOf(sql`up_kbps`)} as full_peak
          from device_days where device_id = ${deviceId} order by day`,
  );
}

/** value95 as DESIGN §7 defines it on the whole day: the 15th highest of 288, missing buckets as 0. */
const value95Of = (rates: number[]) =>
  [...rates.map((v) => Math.max(v, 0))].sort((a, b) => b - a)[KEPT_RATES.kept - 1] ?? 0;

let serial = 0;

describe('the top rates a day row keeps as samples arrive (issue 17 §2)', () => {
  it('equal the top of the whole day, whatever the order, batching, repeats and late samples', async () => {
    // A sample: a bucket within the last ~1.5 days and its upload bytes; a report: 1..12 of them.
    const sample = fc.record({
      bucketsAgo: fc.integer({ min: 1, max: 420 }),
      bytesUp: fc.integer({ min: 0, max: 9_000_000 }),
    });
    const reports = fc.array(fc.array(sample, { minLength: 1, maxLength: 12 }), {
      minLength: 1,
      maxLength: 40,
    });
    await fc.assert(
      fc.asyncProperty(reports, async (batches) => {
        serial += 1;
        // One clock for the run: a run takes seconds (minutes on a busy CI), and a 5-minute boundary
        // crossed between two reports would move the same `bucketsAgo` to another bucket.
        const now = Date.now();
        const device = await provisionDevice(app, `KEPT-${String(serial).padStart(4, '0')}`, { memberId });
        // What the day should hold: the first sample of each bucket wins (unique per bucket).
        const first = new Map<number, number>();
        for (const batch of batches) {
          // One report names a bucket once (the protocol's rule); a later report may repeat it.
          const once = [...new Map(batch.map((s) => [s.bucketsAgo, s])).values()];
          const body: DeviceReport = {
            samples: once.map((s) => ({
              start: bucketAgo(s.bucketsAgo, now),
              bytes_up: s.bytesUp,
              bytes_down: 0,
            })),
          };
          await ingestReports(app.deps, [
            {
              device: { id: device.id, sn: device.sn, memberId, ts: nextTimestamp(device.sn) },
              report: body,
            },
          ]);
          for (const s of once) if (!first.has(s.bucketsAgo)) first.set(s.bucketsAgo, s.bytesUp);
        }
        const expected = new Map<string, number[]>();
        for (const [ago, bytes] of first) {
          const { day, index } = daySlotOf(bucketAgo(ago, now));
          const rates = expected.get(day) ?? Array.from({ length: 288 }, () => -1);
          rates[index] = kbpsOf(bytes);
          expected.set(day, rates);
        }
        const found = await dayRows(device.id);
        expect(found.map((r) => r.day)).toEqual([...expected.keys()].sort());
        for (const row of found) {
          const rates = expected.get(row.day)!;
          expect(row.up_kbps).toEqual(rates);
          expect(row.top_kbps).toEqual(topRates(rates));
          expect(row.top_kbps).toEqual(row.full_top);
          expect(row.peak_samples).toBe(peakSamples(rates));
          expect(row.peak_samples).toBe(row.full_peak);
          expect(row.top_kbps[KEPT_RATES.kept - 1] ?? 0).toBe(value95Of(rates));
        }
      }),
      { numRuns: 25 },
    );
  }, 120_000);
});

import { sql } from 'drizzle-orm';
import type { App } from '../../app.ts';
import { firstRow } from '../../db/sql.ts';
import { settleDay } from '../settlement/settlement.service.ts';
import { peakSamples, topRates } from '../telemetry/kept-rates.ts';

/**
 * Test helpers for income and statistics: boxes placed somewhere, their day rows as ingestion leaves
 * them, and the real settlement run over them, so every figure a test reads went through DESIGN §7.
 */

export type Placement = {
  memberId: number;
  isp?: 'telecom' | 'unicom' | 'mobile' | null;
  provinceCode?: string | null;
  cityCode?: string | null;
  roomId?: number | null;
  tagId?: number | null;
  name?: string;
  online?: boolean;
};

let serial = 0;

export async function placeDevice(app: App, sn: string | null, p: Placement): Promise<number> {
  const row = await firstRow<{ id: number }>(
    app.deps.db,
    sql`insert into devices (sn, secret_enc, member_id, name, isp, province_code, city_code, room_id, tag_id,
                             online, bound_at)
        values (${sn ?? `INC${process.pid}${String(++serial).padStart(6, '0')}`}, 'x', ${p.memberId}, ${p.name ?? ''},
                ${p.isp ?? null}, ${p.provinceCode ?? null}, ${p.cityCode ?? null}, ${p.roomId ?? null},
                ${p.tagId ?? null}, ${p.online ?? false}, '2025-01-01T00:00:00Z')
        returning id`,
  );
  if (!row) throw new Error('device not inserted');
  return row.id;
}

/** 288 rates: a constant for the first `samples` buckets, missing (-1) after. */
export function steady(kbps: number, samples = 288): number[] {
  return Array.from({ length: 288 }, (_, i) => (i < samples ? kbps : -1));
}

/** A device-day as ingestion leaves it; bytes default to what the rates imply (rate × 300 s / 8). */
export async function dayRow(
  app: App,
  deviceId: number,
  day: string,
  rates: number[],
  bytes?: { up: number; down: number },
): Promise<void> {
  const samples = rates.filter((v) => v >= 0).length;
  const up = bytes?.up ?? rates.reduce((s, v) => s + Math.max(v, 0) * 1000 * 300, 0) / 8;
  const down = bytes?.down ?? Math.round(up / 10);
  await app.deps.db.execute(sql`
    insert into device_days (device_id, day, member_id, up_kbps, top_kbps, peak_samples, bytes_up, bytes_down, samples)
    values (${deviceId}, ${day}::date, coalesce((select member_id from devices where id = ${deviceId}), 0), ${sql.param(rates)}::int[],
            ${sql.param(topRates(rates))}::int[], ${peakSamples(rates)}, ${up}, ${down}, ${samples})`);
}

/** Settles the days with the real job (DESIGN §7); throws when another run holds the lock. */
export async function settle(app: App, ...days: string[]): Promise<void> {
  for (const day of days) {
    const result = await settleDay(app.deps, day);
    if (!result) throw new Error(`settlement of ${day} did not run`);
  }
}

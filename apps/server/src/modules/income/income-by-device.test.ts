import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { rows } from '../../db/sql.ts';
import { createMember, createTestApp } from '../../../test/helper.ts';
import type { Scope } from '../accounts/scope.ts';
import { dayShare, incomeByDevice, incomeWay, type IncomeWay } from './income.repo.ts';

// A day's income by device (issue 17 §1): for staff and any set of holders, at any depth, a page is the
// same slice of the same order as a plain sort of the day, and its total (kept per holder and day,
// migration 0026) is the sum of the day's parts.

let app: App;
const holders: number[] = [];
const DAY = '2026-03-02';

beforeAll(async () => {
  app = await createTestApp();
  for (let i = 0; i < 4; i++) holders.push((await createMember(app, { mobile: `1370000010${i}` })).id);
  // 260 parts: four holders with 120, 80, 40 and 20 boxes, incomes with many ties; another day beside.
  await app.deps.db.execute(sql`
    insert into device_settlements (device_id, day, member_id, value95_kbps, peak_kbps, samples, peak_samples,
                                    availability_bp, unit_price_fen, income_fen, day_income_fen, bytes_up, bytes_down)
    select 700000 + g, d.day, (${`{${holders.join(',')}}`}::int[])[case when g <= 120 then 1 when g <= 200 then 2
                                                                     when g <= 240 then 3 else 4 end],
           1000, 1000, 288, 48, 10000, 3, (g * 37) % 23, (g * 37) % 23, 1, 1
      from generate_series(1, 260) g, (values (${DAY}::date), (${DAY}::date - 1)) d(day)`);
});
afterAll(async () => {
  await app.close();
});

async function expected(scope: Scope) {
  const ids = scope.everyone ? null : scope.memberIds;
  return rows<{ device_id: number; income_fen: number }>(
    app.deps.db,
    sql`select device_id, income_fen from device_settlements
         where day = ${DAY}::date ${ids ? sql`and member_id = any(${`{${ids.join(',')}}`}::int[])` : sql``}
         order by income_fen desc, device_id`,
  );
}

// The page is found by walking the day's income-ordered index or by sorting the scope's parts
// (decision 0035): each way, for staff and any set of holders, at any depth, gives the same slice of
// the same order as a plain sort of the day.
describe('income by device of a day', () => {
  it('pages the same order either way, whoever asks and however deep, with the kept total', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.constant<Scope>({ everyone: true }),
          fc.subarray(holders, { minLength: 1 }).map((memberIds): Scope => ({ everyone: false, memberIds })),
        ),
        fc.constantFrom<IncomeWay>('walk', 'sort'),
        fc.integer({ min: 1, max: 30 }),
        fc.integer({ min: 1, max: 100 }),
        async (scope, way, page, pageSize) => {
          const all = await expected(scope);
          const found = await incomeByDevice(app.deps.db, scope, DAY, page, pageSize, way);
          const slice = all.slice((page - 1) * pageSize, page * pageSize);
          expect(found.data.map((r) => [r.device_id, r.income_fen])).toEqual(
            slice.map((r) => [r.device_id, r.income_fen]),
          );
          expect(found.total).toEqual({
            devices: all.length,
            income_fen: all.reduce((sum, r) => sum + Number(r.income_fen), 0),
          });
        },
      ),
      { numRuns: 80 },
    );
  });

  it('walks for a big share of the day and its first pages, and sorts a small share', async () => {
    const share = await dayShare(app.deps.db, { everyone: false, memberIds: holders.slice(0, 2) }, DAY);
    expect(share).toEqual({ scopeParts: 200, dayParts: 260 });
    expect(incomeWay(share, 1)).toBe('walk');
    expect(incomeWay(share, 30)).toBe('sort');
    const small = await dayShare(app.deps.db, { everyone: false, memberIds: [holders[3] ?? 0] }, DAY);
    expect(small).toEqual({ scopeParts: 20, dayParts: 260 });
    expect(incomeWay(small, 1)).toBe('sort');
  });
});

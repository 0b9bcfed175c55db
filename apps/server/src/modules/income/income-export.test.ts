import { PassThrough } from 'node:stream';
import { ERRORS } from '@nodebao/contract';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMember, createTestApp, loginAs } from '../../../test/helper.ts';
import type { App } from '../../app.ts';
import { writeIncomeWorkbook } from './income-export.ts';
import { EXPORT_HEADERS } from './income-xlsx.ts';
import { dayRow, placeDevice, settle, steady } from './income-test-kit.ts';

/**
 * A member with 1,500 boxes settled on two days (3,000 rows) and a small member with one box: the
 * export is parsed back with exceljs and checked against the settled rows.
 */
const FLEET = 1_500;
const DAYS = ['2026-02-01', '2026-02-02'];
let app: App;
let big = 0;
let bigToken = '';
let smallToken = '';
let expectedFen = 0;

beforeAll(async () => {
  app = await createTestApp();
  const owner = await createMember(app, { mobile: '13500000001' });
  await createMember(app, { mobile: '13500000002' });
  big = owner.id;
  // 1,500 boxes with rates 1…1500 Mbps-ish, ISPs in turn, written as ingestion would in one statement each
  await app.deps.db.execute(sql`
    insert into devices (sn, secret_enc, member_id, name, isp, bound_at)
    select 'EXP' || lpad(g::text, 6, '0'), 'x', ${owner.id}, '盒子' || g,
           (array['telecom', 'unicom', 'mobile'])[1 + g % 3], '2025-01-01T00:00:00Z'
      from generate_series(1, ${FLEET}) g`);
  for (const day of DAYS) {
    await app.deps.db.execute(sql`
      insert into device_days (device_id, day, member_id, up_kbps, top_kbps, peak_samples, bytes_up, bytes_down, samples)
      select d.id, ${day}::date, d.member_id, array_fill((1000 + d.id * 7 % 5000)::int, array[288]),
             array_fill((1000 + d.id * 7 % 5000)::int, array[15]), 48, d.id * 1000, d.id * 10, 288
        from devices d where d.member_id = ${owner.id}`);
  }
  const small = await createMember(app, { mobile: '13500000003' });
  const box = await placeDevice(app, 'EXP-SMALL', { memberId: small.id, isp: 'telecom', name: '书房' });
  await dayRow(app, box, DAYS[0] ?? '', steady(12_345));
  await settle(app, ...DAYS);
  const row = await app.deps.db.execute(
    sql`select sum(income_fen)::bigint as n from device_settlements where member_id = ${owner.id}`,
  );
  expectedFen = Number((row as unknown as { rows: { n: number }[] }).rows[0]?.n);
  bigToken = await loginAs(app, '13500000001');
  smallToken = await loginAs(app, '13500000003');
});
afterAll(async () => {
  await app.close();
});

async function download(token: string, query: Record<string, string>) {
  return app.inject({
    method: 'GET',
    url: '/api/money/download',
    query,
    headers: { authorization: `Bearer ${token}` },
  });
}

async function parse(buffer: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet('收益明细');
  if (!sheet) throw new Error('no sheet');
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const INCOME = EXPORT_HEADERS.indexOf('收益(元)');

describe('GET /api/money/download', () => {
  it('streams an xlsx of every device-day with Chinese headers, sums and an RFC 5987 file name', async () => {
    const res = await download(bigToken, { start: '2026-02-01', end: '2026-02-28' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="nodebao-income-2026-02-01_2026-02-28.xlsx"; filename*=UTF-8''${encodeURIComponent('节点宝收益明细_2026-02-01_2026-02-28.xlsx')}`,
    );
    const rows = await parse(res.rawPayload);
    expect(rows[0]).toEqual(EXPORT_HEADERS);
    const body = rows.slice(1, -1);
    expect(body).toHaveLength(FLEET * DAYS.length);
    expect(new Set(body.map((r) => `${String(r[0])}/${String(r[1])}`)).size).toBe(FLEET * DAYS.length);
    const sumFen = body.reduce<number>((s, r) => s + Math.round(Number(r[INCOME]) * 100), 0);
    expect(sumFen).toBe(expectedFen);
    const total = rows[rows.length - 1] ?? [];
    expect(total[0]).toBe('合计');
    expect(Math.round(Number(total[INCOME]) * 100)).toBe(expectedFen);
  });

  it('writes a row as the settlement saw it, amounts in 元', async () => {
    const res = await download(smallToken, { month: '2026-02' });
    const rows = await parse(res.rawPayload);
    // 12345 kbps × 30 fen / 1000 = 370.35 → 370 fen
    expect(rows[1]).toEqual([
      '2026-02-01',
      'EXP-SMALL',
      '书房',
      '13500000003',
      '电信',
      12.345,
      12.345,
      1440,
      100,
      0.3,
      3.7,
      (12_345 * 1000 * 300 * 288) / 8 / 1e9,
      Math.round((12_345 * 1000 * 300 * 288) / 8 / 10) / 1e9,
    ]);
    expect(rows).toHaveLength(3);
  });

  it('gives every amount and rate its number format, and the total its bold 0.00', async () => {
    const res = await download(smallToken, { month: '2026-02' });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('收益明细')!;
    const formats = (row: number) =>
      EXPORT_HEADERS.map((_, i) => sheet.getRow(row).getCell(i + 1).numFmt ?? null);
    // 日期 SN 名称 手机 运营商 | 95值 峰值 | 在线时长 | 可用率 单价 收益 | 上行 下行
    const body = [
      null,
      null,
      null,
      null,
      null,
      '0.000',
      '0.000',
      null,
      '0.00',
      '0.00',
      '0.00',
      '0.000',
      '0.000',
    ];
    expect(formats(2)).toEqual(body);
    const last = sheet.rowCount;
    expect(sheet.getRow(last).getCell(INCOME + 1).numFmt).toBe('0.00');
    expect(sheet.getRow(last).font?.bold).toBe(true);
  });

  it('walks the rows in keyset batches: the same file whatever the batch size', async () => {
    const collect = async (batchRows: number) => {
      const out = new PassThrough();
      const chunks: Buffer[] = [];
      out.on('data', (c: Buffer) => chunks.push(c));
      const done = new Promise((resolve) => out.on('end', resolve));
      const result = await writeIncomeWorkbook(
        app.deps,
        { scope: { everyone: false, memberIds: [big] }, from: DAYS[0] ?? '', to: DAYS[1] ?? '', label: 't' },
        out,
        batchRows,
      );
      await done;
      return { result, rows: await parse(Buffer.concat(chunks)) };
    };
    const small = await collect(400);
    const large = await collect(5_000);
    expect(small.result).toEqual({ rows: FLEET * DAYS.length, incomeFen: expectedFen });
    expect(small.rows).toEqual(large.rows);
  });

  it('answers refusals and bad ranges as envelopes, not files', async () => {
    const other = await download(smallToken, { member_id: String(big) });
    expect(other.statusCode).toBe(200);
    expect(other.json()).toMatchObject({ errorCode: ERRORS.NOT_FOUND.code });
    for (const [query, field] of [
      [{ start: '2026-02-01' }, 'end'],
      [{ start: '2026-02-01', end: '2027-03-01' }, 'end'],
      [{ start: '2026-02-02', end: '2026-02-01' }, 'end'],
      [{ month: '2026-2' }, 'month'],
    ] as const) {
      const res = await download(bigToken, query);
      expect(res.statusCode, JSON.stringify(query)).toBe(422);
      expect(res.json().data.field).toBe(field);
    }
    const anonymous = await app.inject({ method: 'GET', url: '/api/money/download' });
    expect(anonymous.statusCode).toBe(401);
  });
});

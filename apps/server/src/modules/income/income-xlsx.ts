import type { Writable } from 'node:stream';
import type { IncomeDeviceRow } from '@nodebao/contract';
import type ExcelJS from 'exceljs';
// The streaming writer alone: the package's entry loads its readers too, 10 MB more in each worker.
import WorkbookWriter from 'exceljs/lib/stream/xlsx/workbook-writer.js';

/**
 * The income export's workbook: its columns, their formats and how a settled device-day becomes a
 * row. Written by exceljs' streaming writer in the export's worker thread (xlsx-worker.ts).
 *
 * Amounts are numbers (fen / 100) with the cell format 0.00: Excel sums and sorts them, and every
 * value is a whole number of fen, which a double holds exactly enough to show two decimals right.
 * The 合计 row's income is the exact sum in fen, divided once.
 */

const ISP_NAMES: Record<string, string> = { telecom: '电信', unicom: '联通', mobile: '移动' };

const COLUMNS: (Partial<ExcelJS.Column> & { format?: string })[] = [
  { header: '日期', key: 'day', width: 12 },
  { header: '设备SN', key: 'sn', width: 18 },
  { header: '设备名称', key: 'name', width: 16 },
  { header: '会员手机号', key: 'mobile', width: 14 },
  { header: '运营商', key: 'isp', width: 8 },
  { header: '95值(Mbps)', key: 'value95', width: 12, format: '0.000' },
  { header: '峰值(Mbps)', key: 'peak', width: 12, format: '0.000' },
  { header: '在线时长(分钟)', key: 'minutes', width: 14 },
  { header: '可用率(%)', key: 'availability', width: 10, format: '0.00' },
  { header: '单价(元/Mbps/天)', key: 'price', width: 16, format: '0.00' },
  { header: '收益(元)', key: 'income', width: 12, format: '0.00' },
  { header: '上行流量(GB)', key: 'up', width: 14, format: '0.000' },
  { header: '下行流量(GB)', key: 'down', width: 14, format: '0.000' },
];
/**
 * One style object per column, given to every cell of it: exceljs works out a cell style's XML once
 * per style *object* (it caches by identity), and a cell made from a column style gets a copy of its
 * own, worked out again for every cell — 13 times a row, more than half the export's time
 * (`npm run bench:export`, 100,000 rows: 6.6 s → 2.7 s). Distinct objects per column, because exceljs
 * also keys the cache on the first cell's type (an unformatted number is General, a text has none).
 */
const CELL_STYLES: Partial<ExcelJS.Style>[] = COLUMNS.map((c) => (c.format ? { numFmt: c.format } : {}));

export const EXPORT_HEADERS = COLUMNS.map((c) => String(c.header));

function cells(r: IncomeDeviceRow) {
  return {
    day: r.day,
    sn: r.sn,
    name: r.name,
    mobile: r.member_mobile,
    isp: r.isp ? (ISP_NAMES[r.isp] ?? r.isp) : '',
    value95: r.value95_kbps / 1000,
    peak: r.peak_kbps / 1000,
    minutes: r.online_minutes,
    availability: r.availability_bp / 100,
    price: r.unit_price_fen / 100,
    income: r.income_fen / 100,
    up: r.bytes_up / 1e9,
    down: r.bytes_down / 1e9,
  };
}

/** A workbook streamed to `out`: rows added as they come, the 合计 row and the end at `finish`. */
export function openIncomeWorkbook(out: Writable) {
  const workbook = new WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = '节点宝';
  const sheet = workbook.addWorksheet('收益明细', { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = COLUMNS.map(({ header, key, width }) => ({ header, key, width }));
  return {
    add(rows: readonly IncomeDeviceRow[]): void {
      for (const r of rows) {
        const row = sheet.addRow(cells(r));
        row.eachCell({ includeEmpty: true }, (cell, column) => {
          cell.style = CELL_STYLES[column - 1] ?? {};
        });
        row.commit();
      }
    },
    async finish(incomeFen: number): Promise<void> {
      const total = sheet.addRow({ day: '合计', minutes: null, income: incomeFen / 100 });
      total.font = { bold: true };
      total.getCell('income').numFmt = '0.00';
      total.commit();
      sheet.commit();
      await workbook.commit();
    },
  };
}

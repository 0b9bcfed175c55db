import { deviceMacSchema, deviceSecretSchema, deviceSnSchema, MAX_PROVISION_ROWS } from '@nodebao/contract';
import type { z } from 'zod';

/** A valid row of a staff import; `line` counts from 1 = the header. Empty secret: generate one. */
export type CsvDevice = {
  line: number;
  sn: string;
  mac: string;
  deviceTypeId: number | null;
  secret: string | null;
};
export type CsvIssue = { line: number; field: string; message: string };

const COLUMNS = ['sn', 'mac', 'device_type_id', 'secret'] as const;
type Column = (typeof COLUMNS)[number];
const REQUIRED: Column[] = ['sn', 'mac'];

/** Splits a line on commas; a cell may be wrapped in double quotes (as spreadsheets export them). */
function cellsOf(text: string): string[] {
  return text.split(',').map((cell) => {
    const trimmed = cell.trim();
    const quoted = /^"(.*)"$/s.exec(trimmed);
    return quoted ? (quoted[1] ?? '').replaceAll('""', '"').trim() : trimmed;
  });
}

function check<T extends z.ZodType>(schema: T, value: string): { value: z.output<T> } | { message: string } {
  const parsed = schema.safeParse(value);
  return parsed.success
    ? { value: parsed.data }
    : { message: parsed.error.issues[0]?.message ?? '格式不正确' };
}

function headerIssues(header: string[]): CsvIssue[] {
  const issues: CsvIssue[] = [];
  for (const name of header) {
    if (!(COLUMNS as readonly string[]).includes(name))
      issues.push({
        line: 1,
        field: 'header',
        message: `未知列 ${name || '(空)'}，表头应为 ${COLUMNS.join(',')}`,
      });
  }
  for (const name of REQUIRED) {
    if (!header.includes(name)) issues.push({ line: 1, field: 'header', message: `缺少 ${name} 列` });
  }
  if (new Set(header).size !== header.length)
    issues.push({ line: 1, field: 'header', message: '表头有重复的列' });
  return issues;
}

type RowResult = { device: CsvDevice; issues: [] } | { device: null; issues: CsvIssue[] };

/** One data line: every cell checked, so the reply names all of its problems at once. */
function parseRow(cells: string[], header: string[], line: number): RowResult {
  const cell = (column: Column) => cells[header.indexOf(column)] ?? '';
  const issues: CsvIssue[] = [];
  const sn = check(deviceSnSchema, cell('sn'));
  if ('message' in sn) issues.push({ line, field: 'sn', message: sn.message });
  const mac = check(deviceMacSchema, cell('mac'));
  if ('message' in mac) issues.push({ line, field: 'mac', message: mac.message });
  const typeText = cell('device_type_id');
  const deviceTypeId = typeText === '' ? null : Number(typeText);
  if (deviceTypeId !== null && !(/^\d{1,9}$/.test(typeText) && deviceTypeId > 0))
    issues.push({ line, field: 'device_type_id', message: '设备型号 ID 须为正整数' });
  const secretText = cell('secret');
  const secret = secretText === '' ? { value: null } : check(deviceSecretSchema, secretText);
  if ('message' in secret) issues.push({ line, field: 'secret', message: secret.message });

  if ('value' in sn && 'value' in mac && 'value' in secret && issues.length === 0) {
    return { device: { line, sn: sn.value, mac: mac.value, deviceTypeId, secret: secret.value }, issues: [] };
  }
  return { device: null, issues };
}

/**
 * Parses and checks every row of an import (SN, MAC, device type id, secret) without touching the
 * database; the service adds the checks that need it (known types, SNs already taken).
 */
export function parseDeviceCsv(csv: string): { devices: CsvDevice[]; issues: CsvIssue[] } {
  const lines = csv.replace(/^\uFEFF/, '').split(/\r\n|\n|\r/);
  const header = cellsOf(lines[0] ?? '').map((c) => c.toLowerCase());
  const issues = headerIssues(header);
  if (issues.length > 0) return { devices: [], issues };

  const devices: CsvDevice[] = [];
  const firstLineOfSn = new Map<string, number>();
  let rowCount = 0;
  for (const [i, text] of lines.entries()) {
    if (i === 0 || !text.trim()) continue;
    const line = i + 1;
    rowCount += 1;
    if (rowCount > MAX_PROVISION_ROWS) {
      issues.push({ line, field: 'csv', message: `一次最多导入 ${MAX_PROVISION_ROWS} 台设备` });
      break;
    }
    const cells = cellsOf(text);
    if (cells.length > header.length) {
      issues.push({ line, field: 'csv', message: `列数多于表头（${header.length} 列）` });
      continue;
    }
    const row = parseRow(cells, header, line);
    const sn = row.device?.sn;
    const first = sn === undefined ? undefined : firstLineOfSn.get(sn);
    if (first !== undefined) issues.push({ line, field: 'sn', message: `SN 与第 ${first} 行重复` });
    else if (row.device) {
      firstLineOfSn.set(row.device.sn, line);
      devices.push(row.device);
    } else issues.push(...row.issues);
  }
  return { devices, issues };
}

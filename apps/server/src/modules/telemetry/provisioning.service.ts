import { createHash } from 'node:crypto';
import { type DeviceImportErrorData, type ProvisionedDevice } from '@nodebao/contract';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError, fieldError, isUniqueViolation } from '../../lib/errors.ts';
import { newDeviceSecret, sealDeviceSecret } from './device-auth.ts';
import { parseDeviceCsv, type CsvDevice, type CsvIssue } from './device-csv.ts';
import * as repo from './provisioning.repo.ts';

const LISTED_LINES = 10;
const LISTED_ISSUES = 1000;

/** The all-or-nothing refusal of an import, naming every bad line (422, DEVICE_IMPORT_INVALID). */
function importRefusal(issues: CsvIssue[]): AppError {
  const sorted = [...issues].sort((a, b) => a.line - b.line);
  const lines = [...new Set(sorted.map((i) => i.line))];
  const listed = lines.slice(0, LISTED_LINES).join('、');
  const more = lines.length > LISTED_LINES ? ` 等 ${lines.length} 行` : '';
  const data: DeviceImportErrorData = { field: 'csv', lines, errors: sorted.slice(0, LISTED_ISSUES) };
  return new AppError(
    'DEVICE_IMPORT_INVALID',
    `导入数据有误（第 ${listed} 行${more}），未导入任何设备`,
    data,
  );
}

async function unknownTypeIssues(deps: Deps, devices: CsvDevice[]): Promise<CsvIssue[]> {
  const wanted = [...new Set(devices.flatMap((d) => (d.deviceTypeId === null ? [] : [d.deviceTypeId])))];
  const known = new Set(await repo.knownDeviceTypeIds(deps.db, wanted));
  return devices
    .filter((d) => d.deviceTypeId !== null && !known.has(d.deviceTypeId))
    .map((d) => ({ line: d.line, field: 'device_type_id', message: `设备型号 ${d.deviceTypeId} 不存在` }));
}

async function takenSnIssues(deps: Deps, devices: CsvDevice[]): Promise<CsvIssue[]> {
  const taken = new Set(
    await repo.existingSns(
      deps.db,
      devices.map((d) => d.sn),
    ),
  );
  return devices
    .filter((d) => taken.has(d.sn))
    .map((d) => ({ line: d.line, field: 'sn', message: `SN ${d.sn} 已存在` }));
}

/**
 * Staff import from CSV: every row checked first, then all written in one statement, or none. Secrets
 * are stored encrypted; the ones generated here are returned this once so staff can flash them.
 */
export async function importDevices(
  deps: Deps,
  csv: string,
): Promise<{ imported: number; generated: ProvisionedDevice[] }> {
  const { devices, issues } = parseDeviceCsv(csv);
  if (devices.length === 0 && issues.length === 0)
    issues.push({ line: 2, field: 'csv', message: '没有设备数据' });
  issues.push(...(await unknownTypeIssues(deps, devices)), ...(await takenSnIssues(deps, devices)));
  if (issues.length > 0) throw importRefusal(issues);

  const generated: ProvisionedDevice[] = [];
  const rows = devices.map((d) => {
    const secret = d.secret ?? newDeviceSecret();
    if (!d.secret) generated.push({ sn: d.sn, mac: d.mac, secret });
    return { sn: d.sn, mac: d.mac, deviceTypeId: d.deviceTypeId, secretEnc: sealDeviceSecret(deps, secret) };
  });
  try {
    await repo.insertDevices(deps.db, rows);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // Another import took some of these SNs since the check; the statement wrote nothing.
    throw importRefusal(await takenSnIssues(deps, devices));
  }
  return { imported: rows.length, generated };
}

/**
 * `count` new devices with SNs `sn_prefix` + a zero-padded number continuing after the highest one
 * under that prefix, and random secrets (returned this once).
 */
/**
 * The MAC a flashed box is given: locally administered and unicast (02:…), the rest from the SN's
 * hash, so the same SN always has the same MAC and the device detail never shows an empty one.
 */
export function flashedMac(sn: string): string {
  const bytes = createHash('sha256').update(sn).digest().subarray(0, 5);
  return ['02', ...[...bytes].map((b) => b.toString(16).padStart(2, '0'))].join(':').toUpperCase();
}

export async function createBatch(
  deps: Deps,
  input: { count: number; device_type_id?: number | undefined; sn_prefix: string },
): Promise<{ created: number; devices: ProvisionedDevice[] }> {
  const { count, sn_prefix: prefix } = input;
  const deviceTypeId = input.device_type_id ?? null;
  if (deviceTypeId !== null && (await repo.knownDeviceTypeIds(deps.db, [deviceTypeId])).length === 0)
    throw fieldError('device_type_id', '设备型号不存在');

  try {
    return await deps.db.transaction(async (tx) => {
      await repo.lockSnPrefix(tx, prefix);
      const last = await repo.highestSnNumber(tx, prefix);
      const width = Math.max(6, String(last + count).length);
      if (prefix.length + width > 40) throw fieldError('sn_prefix', 'SN 前缀过长，生成的 SN 会超过 40 位');
      const devices = Array.from({ length: count }, (_, i) => {
        const sn = prefix + String(last + 1 + i).padStart(width, '0');
        return { sn, mac: flashedMac(sn), secret: newDeviceSecret() };
      });
      await repo.insertDevices(
        tx,
        devices.map((d) => ({
          sn: d.sn,
          mac: d.mac,
          deviceTypeId,
          secretEnc: sealDeviceSecret(deps, d.secret),
        })),
      );
      return { created: count, devices };
    });
  } catch (err) {
    // An import under a different spelling took one of the numbers meanwhile; nothing was written.
    if (isUniqueViolation(err)) throw fieldError('sn_prefix', '生成的 SN 与已有设备冲突，请重试或换一个前缀');
    throw err;
  }
}

/**
 * Boxes flashed by the platform (the flashing service, issue 16): each given its SN and MAC as
 * labelled and a new secret, returned this once for staff to write into the box. Inside the caller's
 * transaction; a SN that exists refuses them all.
 */
export async function provisionFlashed(
  deps: Pick<Deps, 'config'>,
  db: DbOrTx,
  boxes: { sn: string; mac: string }[],
): Promise<{ devices: ProvisionedDevice[]; taken: string[] }> {
  const taken = await repo.existingSns(
    db,
    boxes.map((b) => b.sn),
  );
  if (taken.length > 0) return { devices: [], taken };
  const devices = boxes.map((b) => ({ ...b, secret: newDeviceSecret() }));
  await repo.insertDevices(
    db,
    devices.map((d) => ({
      sn: d.sn,
      mac: d.mac,
      deviceTypeId: null,
      secretEnc: sealDeviceSecret(deps, d.secret),
    })),
  );
  return { devices, taken: [] };
}

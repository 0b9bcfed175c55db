import { ERRORS, type DeviceImportErrorData, type ProvisionedDevice } from '@nodebao/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { firstRow } from '../../db/sql.ts';
import { call, createMember, createTestApp, loginAs } from '../../../test/helper.ts';
import { devices, deviceTypes } from '../devices/devices.table.ts';
import { report } from './device-test-kit.ts';
import { flashedMac } from './provisioning.service.ts';

let app: App;
let staff: string;
let member: string;
let typeId: number;

beforeAll(async () => {
  app = await createTestApp();
  await createMember(app, { mobile: '13500000001', isSuperman: true });
  await createMember(app, { mobile: '13500000002', isOperator: true });
  staff = await loginAs(app, '13500000001');
  member = await loginAs(app, '13500000002');
  const [type] = await app.deps.db.insert(deviceTypes).values({ name: 'NB-1' }).returning();
  typeId = type!.id;
});
afterAll(async () => {
  await app.close();
});

async function deviceCount(): Promise<number> {
  return (await firstRow<{ n: number }>(app.deps.db, sql`select count(*)::int as n from devices`))?.n ?? 0;
}

function importCsv(csv: string, token = staff) {
  return call(app, 'POST', '/api/admin/device/import', { token, body: { csv } });
}

/** A device provisioned here can sign a report with the secret staff were given. */
async function canReport(sn: string, secret: string): Promise<boolean> {
  const res = await report(app, { id: 0, sn, secret }, { samples: [] });
  return res.body.errorCode === 0;
}

describe('POST /api/admin/device/import', () => {
  it('imports every row, keeps secrets encrypted, and shows generated secrets once', async () => {
    const csv = [
      'sn,mac,device_type_id,secret',
      `IMP-0001,aa:bb:cc:00:00:01,${typeId},staff-chosen-secret-01`,
      'IMP-0002,AA:BB:CC:00:00:02,,',
      `IMP-0003,aa:bb:cc:00:00:03,${typeId}`,
    ].join('\n');
    const res = await importCsv(csv);
    expect(res.body.errorCode).toBe(0);
    const data = res.body.data as { imported: number; generated: ProvisionedDevice[] };
    expect(data.imported).toBe(3);
    expect(data.generated.map((g) => [g.sn, g.mac])).toEqual([
      ['IMP-0002', 'AA:BB:CC:00:00:02'],
      ['IMP-0003', 'AA:BB:CC:00:00:03'],
    ]);
    for (const g of data.generated) expect(g.secret).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const [first] = await app.deps.db.select().from(devices).where(eq(devices.sn, 'IMP-0001'));
    expect(first).toMatchObject({
      mac: 'AA:BB:CC:00:00:01',
      deviceTypeId: typeId,
      memberId: null,
      online: false,
    });
    expect(first?.secretEnc).not.toContain('staff-chosen-secret-01');
    expect(await canReport('IMP-0001', 'staff-chosen-secret-01')).toBe(true);
    for (const g of data.generated) expect(await canReport(g.sn, g.secret)).toBe(true);
  });

  it('reads spreadsheet exports: BOM, CRLF, quoted cells, columns in any order, blank lines', async () => {
    const csv = '\uFEFFMAC,SN\r\n"aa:bb:cc:00:01:01","IMP-0101"\r\n\r\naa:bb:cc:00:01:02,IMP-0102\r\n';
    const res = await importCsv(csv);
    expect(res.body).toMatchObject({ errorCode: 0, data: { imported: 2 } });
  });

  it('refuses the whole file naming every bad line, and writes nothing', async () => {
    await importCsv('sn,mac\nIMP-0201,aa:bb:cc:00:02:01');
    const before = await deviceCount();
    const csv = [
      'sn,mac,device_type_id,secret',
      'IMP-0202,aa:bb:cc:00:02:02,,', // line 2: fine
      'bad sn!,aa:bb:cc:00:02:03,,', // 3: SN
      `IMP-0204,aa:bb:cc:00:02:04,999999,`, // 4: unknown type
      'IMP-0205,not-a-mac,,', // 5: MAC
      'IMP-0202,aa:bb:cc:00:02:06,,', // 6: SN repeated in the file
      'IMP-0201,aa:bb:cc:00:02:07,,', // 7: SN already stored
      'IMP-0208,aa:bb:cc:00:02:08,,short', // 8: weak secret
      'IMP-0209,aa:bb:cc:00:02:09,,,extra', // 9: too many cells
      "IMP-0210' or 1=1 --,aa:bb:cc:00:02:10,,", // 10: SQL-looking SN
    ].join('\n');
    const res = await importCsv(csv);
    expect(res.status).toBe(422);
    expect(res.body.errorCode).toBe(ERRORS.DEVICE_IMPORT_INVALID.code);
    const data = res.body.data as DeviceImportErrorData;
    expect(data.lines).toEqual([3, 4, 5, 6, 7, 8, 9, 10]);
    expect(res.body.msg).toContain('3、4、5');
    expect(data.errors.find((e) => e.line === 6)?.message).toContain('第 2 行');
    expect(await deviceCount()).toBe(before);
  });

  it.each([
    ['an unknown column', 'sn,mac,colour\nIMP-0301,aa:bb:cc:00:03:01,red'],
    ['no MAC column', 'sn\nIMP-0302'],
    ['a header and no rows', 'sn,mac\n'],
  ])('refuses %s', async (_name, csv) => {
    const before = await deviceCount();
    const res = await importCsv(csv);
    expect([res.status, res.body.errorCode]).toEqual([422, ERRORS.DEVICE_IMPORT_INVALID.code]);
    expect(await deviceCount()).toBe(before);
  });

  it('takes 10,000 rows in one call and refuses 10,001', async () => {
    const rowsOf = (n: number, tag: string) =>
      Array.from({ length: n }, (_, i) => {
        const hex = i.toString(16).padStart(4, '0');
        return `BULK${tag}-${String(i).padStart(5, '0')},02:${tag}0:00:00:${hex.slice(0, 2)}:${hex.slice(2)}`;
      });
    const before = await deviceCount();
    const tooMany = await importCsv(['sn,mac', ...rowsOf(10_001, 'A')].join('\n'));
    expect(tooMany.body.errorCode).toBe(ERRORS.DEVICE_IMPORT_INVALID.code);
    expect((tooMany.body.data as DeviceImportErrorData).lines).toEqual([10_002]);
    expect(await deviceCount()).toBe(before);

    const full = await importCsv(['sn,mac', ...rowsOf(10_000, 'B')].join('\n'));
    expect(full.body).toMatchObject({ errorCode: 0, data: { imported: 10_000 } });
    expect(await deviceCount()).toBe(before + 10_000);
  });

  it.each([{}, { csv: '' }, { csv: 42 }, { csv: ['sn,mac'] }])(
    'answers 422 naming csv for %j',
    async (body) => {
      const res = await call(app, 'POST', '/api/admin/device/import', { token: staff, body });
      expect(res.status).toBe(422);
      expect((res.body.data as { field: string }).field).toBe('csv');
    },
  );

  it('is for platform staff only', async () => {
    const csv = 'sn,mac\nIMP-0401,aa:bb:cc:00:04:01';
    expect((await importCsv(csv, member)).status).toBe(403);
    expect((await call(app, 'POST', '/api/admin/device/import', { body: { csv } })).status).toBe(401);
    expect(await firstRow(app.deps.db, sql`select 1 from devices where sn = 'IMP-0401'`)).toBeUndefined();
  });
});

describe('POST /api/admin/device/create-batch', () => {
  function createBatch(body: unknown, token = staff) {
    return call(app, 'POST', '/api/admin/device/create-batch', { token, body });
  }

  it('creates devices with sequential SNs and working secrets, shown once', async () => {
    const res = await createBatch({ count: 3, sn_prefix: 'NBX', device_type_id: typeId });
    expect(res.body.errorCode).toBe(0);
    const data = res.body.data as { created: number; devices: ProvisionedDevice[] };
    expect(data.created).toBe(3);
    expect(data.devices.map((d) => d.sn)).toEqual(['NBX000001', 'NBX000002', 'NBX000003']);
    // Each flashed box gets a MAC of its own (locally administered), the same for the same SN.
    expect(data.devices.every((d) => /^02(:[0-9A-F]{2}){5}$/.test(d.mac))).toBe(true);
    expect(new Set(data.devices.map((d) => d.mac)).size).toBe(3);
    expect(data.devices[0]!.mac).toBe(flashedMac('NBX000001'));
    expect(new Set(data.devices.map((d) => d.secret)).size).toBe(3);
    const [stored] = await app.deps.db.select().from(devices).where(eq(devices.sn, 'NBX000002'));
    expect(stored?.deviceTypeId).toBe(typeId);
    expect(stored?.secretEnc).not.toContain(data.devices[1]!.secret);
    expect(await canReport('NBX000002', data.devices[1]!.secret)).toBe(true);
  });

  it('continues after the highest number under the prefix', async () => {
    await importCsv('sn,mac\nNBY000041,aa:bb:cc:00:05:01');
    const res = await createBatch({ count: 2, sn_prefix: 'NBY' });
    const data = res.body.data as { devices: ProvisionedDevice[] };
    expect(data.devices.map((d) => d.sn)).toEqual(['NBY000042', 'NBY000043']);
  });

  it('refuses an unknown device type and writes nothing', async () => {
    const before = await deviceCount();
    const res = await createBatch({ count: 2, sn_prefix: 'NBZ', device_type_id: 999_999 });
    expect([res.status, (res.body.data as { field: string }).field]).toEqual([422, 'device_type_id']);
    expect(await deviceCount()).toBe(before);
  });

  it.each([
    [{ count: 0, sn_prefix: 'NB' }, 'count'],
    [{ count: 10_001, sn_prefix: 'NB' }, 'count'],
    [{ count: 'lots', sn_prefix: 'NB' }, 'count'],
    [{ count: 1, sn_prefix: '' }, 'sn_prefix'],
    [{ count: 1, sn_prefix: "NB'; drop table devices; --" }, 'sn_prefix'],
    [{ count: 1 }, 'sn_prefix'],
  ])('answers 422 for %j', async (body, field) => {
    const res = await createBatch(body);
    expect(res.status).toBe(422);
    expect((res.body.data as { field: string }).field).toBe(field);
  });

  it('is for platform staff only', async () => {
    expect((await createBatch({ count: 1, sn_prefix: 'NBM' }, member)).status).toBe(403);
  });
});

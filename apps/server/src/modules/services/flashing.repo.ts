import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { firstRow, queueDepth, rows, type QueueDepth } from '../../db/sql.ts';
import type { Paging } from '../../db/sql.ts';
import {
  findApplicationIn,
  listApplicationsIn,
  type ApplicationFilter,
  type ApplicationSource,
} from './applications.repo.ts';
import { flashApplications, type FlashStep } from './flashing.table.ts';

/** The SQL of the flashing service (flashing.table.ts). */

export type FlashRow = {
  id: number;
  member_id: number;
  member_mobile: string;
  state: FlashStep['state'];
  contact_name: string;
  contact_mobile: string;
  province_code: string;
  city_code: string;
  district_code: string;
  address: string;
  note: string;
  reason: string | null;
  tracking_no: string | null;
  steps: FlashStep[];
  created_at: Date | string;
};

/** One member's applications one at a time (a box is in one open application). */
export async function lockMemberFlashing(tx: DbOrTx, memberId: number): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('flashing'), ${memberId})`);
}

/** Of these boxes, the ones the member holds. */
export async function heldDevices(db: DbOrTx, memberId: number, ids: number[]): Promise<number[]> {
  const found = await rows<{ id: number }>(
    db,
    sql`select id from devices where member_id = ${memberId} and id = any(${sql.param(ids)}::int[])`,
  );
  return found.map((d) => d.id);
}

/** Of these boxes, those already in an application that is still going on. */
export async function devicesInOpenApplications(db: DbOrTx, ids: number[]): Promise<number[]> {
  const found = await rows<{ device_id: number }>(
    db,
    sql`select d.device_id from flash_application_devices d
          join flash_applications a on a.id = d.application_id
         where a.state not in ('shipped', 'rejected') and d.device_id = any(${sql.param(ids)}::int[])`,
  );
  return found.map((d) => d.device_id);
}

export async function knownDeviceTypes(db: DbOrTx, ids: number[]): Promise<number[]> {
  const found = await rows<{ id: number }>(
    db,
    sql`select id from device_types where id = any(${sql.param(ids)}::int[])`,
  );
  return found.map((d) => d.id);
}

export type NewFlashApplication = {
  memberId: number;
  contactName: string;
  contactMobile: string;
  provinceCode: string;
  cityCode: string;
  districtCode: string;
  address: string;
  note: string;
  deviceIds: number[];
  models: {
    deviceTypeId: number;
    soc: string;
    boardRevision: string;
    storageGb: number;
    firmware: string;
    quantity: number;
  }[];
};

export async function insertApplication(tx: DbOrTx, a: NewFlashApplication): Promise<number> {
  const steps: FlashStep[] = [{ state: 'submitted', at: new Date().toISOString() }];
  const row = await firstRow<{ id: number }>(
    tx,
    sql`insert into flash_applications (member_id, contact_name, contact_mobile, province_code, city_code,
          district_code, address, note, steps)
        values (${a.memberId}, ${a.contactName}, ${a.contactMobile}, ${a.provinceCode}, ${a.cityCode},
          ${a.districtCode}, ${a.address}, ${a.note}, ${JSON.stringify(steps)}::jsonb)
        returning id`,
  );
  const id = row!.id;
  if (a.deviceIds.length > 0) {
    await tx.execute(sql`
      insert into flash_application_devices (application_id, device_id)
      select ${id}, unnest(${sql.param(a.deviceIds)}::int[])`);
  }
  for (const m of a.models) {
    await tx.execute(sql`
      insert into flash_application_models (application_id, device_type_id, soc, board_revision, storage_gb, firmware, quantity)
      values (${id}, ${m.deviceTypeId}, ${m.soc}, ${m.boardRevision}, ${m.storageGb}, ${m.firmware}, ${m.quantity})`);
  }
  return id;
}

const flashSource: ApplicationSource = {
  table: flashApplications,
  columns: sql`a.id, a.member_id, m.mobile as member_mobile, a.state, a.contact_name, a.contact_mobile,
    a.province_code, a.city_code, a.district_code, a.address, a.note, a.reason, a.tracking_no, a.steps,
    a.created_at`,
};

export function findApplication(db: DbOrTx, id: number, memberId: number | null) {
  return findApplicationIn<FlashRow>(db, flashSource, id, memberId);
}

export function listApplications(db: DbOrTx, filter: ApplicationFilter, paging: Paging) {
  return listApplicationsIn<FlashRow>(db, flashSource, filter, paging);
}

export async function waitingCount(db: DbOrTx): Promise<number> {
  const row = await firstRow<{ n: number }>(
    db,
    sql`select count(*)::int as n from flash_applications where state not in ('shipped', 'rejected')`,
  );
  return row?.n ?? 0;
}

export type Details = {
  devices: { application_id: number; id: number; sn: string; name: string | null }[];
  models: {
    application_id: number;
    device_type_id: number;
    type_name: string;
    soc: string;
    board_revision: string;
    storage_gb: number;
    firmware: string;
    quantity: number;
  }[];
  flashed: { application_id: number; sn: string; mac: string; bound: boolean }[];
};

/** The boxes, models and flashed boxes of these applications. */
export async function detailsOf(db: DbOrTx, ids: number[]): Promise<Details> {
  if (ids.length === 0) return { devices: [], models: [], flashed: [] };
  const list = sql.param(ids);
  return {
    devices: await rows(
      db,
      sql`select f.application_id, d.id, d.sn, d.name from flash_application_devices f
            join devices d on d.id = f.device_id where f.application_id = any(${list}::int[]) order by d.sn`,
    ),
    models: await rows(
      db,
      sql`select f.application_id, f.device_type_id, t.name as type_name, f.soc, f.board_revision, f.storage_gb,
                 f.firmware, f.quantity
            from flash_application_models f join device_types t on t.id = f.device_type_id
           where f.application_id = any(${list}::int[]) order by f.id`,
    ),
    flashed: await rows(
      db,
      sql`select f.application_id, d.sn, coalesce(d.mac, '') as mac, d.member_id is not null as bound
            from flash_boxes f join devices d on d.id = f.device_id
           where f.application_id = any(${list}::int[]) order by d.sn`,
    ),
  };
}

/** One step on, only from the state it comes from; false when someone else moved it first. */
export async function moveStep(
  tx: DbOrTx,
  id: number,
  from: readonly string[],
  change: { to: FlashStep['state']; reason?: string | null; trackingNo?: string | null },
): Promise<boolean> {
  const step = JSON.stringify([{ state: change.to, at: new Date().toISOString() }]);
  const row = await firstRow<{ id: number }>(
    tx,
    sql`update flash_applications set state = ${change.to}, steps = steps || ${step}::jsonb,
               reason = coalesce(${change.reason ?? null}, reason),
               tracking_no = coalesce(${change.trackingNo ?? null}, tracking_no)
         where id = ${id} and state = any(${sql.param([...from])}::text[]) returning id`,
  );
  return row !== undefined;
}

export async function recordFlashed(tx: DbOrTx, id: number, sns: string[]): Promise<void> {
  await tx.execute(sql`
    insert into flash_boxes (application_id, device_id)
    select ${id}, d.id from devices d where d.sn = any(${sql.param(sns)}::text[])`);
}

/** Applications staff have not accepted or rejected yet (submitted), since they were made. */
export function reviewQueue(db: DbOrTx): Promise<QueueDepth> {
  return queueDepth(db, sql`flash_applications where state = 'submitted'`, sql`created_at`);
}

import { sql } from 'drizzle-orm';
import type { Deps } from '../deps.ts';
import { firstRow, rows } from '../db/sql.ts';
import { findMemberByMobile } from '../modules/accounts/accounts.service.ts';
import { apply, myApplications, step } from '../modules/services/flashing.service.ts';
import { DEMO_ACCOUNTS } from './demo.ts';

/**
 * The demo's flashing applications (issue 16): one of the member's at each step — submitted,
 * accepted, received, flashed (two boxes waiting to be bound), shipped back, rejected — made through
 * the service the calls use. Only once (the member has none yet).
 */
export async function seedDemoFlashing(deps: Deps): Promise<void> {
  const member = await findMemberByMobile(deps.db, DEMO_ACCOUNTS.member.mobile);
  if (!member || (await myApplications(deps, member, { page: 1, pageSize: 1 })).data.length > 0) return;
  const type = await firstRow<{ id: number }>(deps.db, sql`select id from device_types order by id limit 1`);
  if (!type) return;
  const boxes = await rows<{ id: number }>(
    deps.db,
    sql`select id from devices where member_id = ${member.id} order by id limit 2`,
  );
  const base = {
    contact_name: '演示会员',
    contact_mobile: DEMO_ACCOUNTS.member.mobile,
    province_code: '330000',
    city_code: '330100',
    district_code: '330108',
    address: '滨江区网商路 699 号 3 号楼',
    note: '',
    consent: true as const,
  };
  const model = (quantity: number, firmware: string) => ({
    device_type_id: type.id,
    soc: 'RK3566',
    board_revision: 'v2.1',
    storage_gb: 32,
    firmware,
    quantity,
  });
  const made = async (models: ReturnType<typeof model>[], deviceIds: number[] = []) =>
    (await apply(deps, member, { ...base, device_ids: deviceIds, models })).id;

  const rejected = await made([model(2, 'Android 9 电视盒子固件')]);
  await step(deps, { id: rejected, to: 'rejected', reason: '该型号的存储芯片暂不支持刷机，请换用其他型号' });
  const shipped = await made([model(3, 'OpenWrt 21.02')]);
  for (const to of ['accepted', 'received'] as const) await step(deps, { id: shipped, to });
  await step(deps, {
    id: shipped,
    to: 'flashed',
    boxes: [1, 2, 3].map((n) => ({
      sn: `NBF2610${n.toString().padStart(4, '0')}`,
      mac: `02:5A:00:00:01:0${n}`,
    })),
  });
  await step(deps, { id: shipped, to: 'shipped', tracking_no: 'SF1400231778901' });
  const flashed = await made([model(2, 'OpenWrt 22.03')]);
  for (const to of ['accepted', 'received'] as const) await step(deps, { id: flashed, to });
  await step(deps, {
    id: flashed,
    to: 'flashed',
    boxes: [1, 2].map((n) => ({
      sn: `NBF2611${n.toString().padStart(4, '0')}`,
      mac: `02:5A:00:00:02:0${n}`,
    })),
  });
  const received = await made([model(5, 'Armbian 23.05')]);
  for (const to of ['accepted', 'received'] as const) await step(deps, { id: received, to });
  const accepted = await made(
    [model(1, '原厂固件')],
    boxes.map((b) => b.id),
  );
  await step(deps, { id: accepted, to: 'accepted' });
  await made([model(4, 'OpenWrt 19.07')]);
}

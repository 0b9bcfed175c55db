import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { rows } from '../../db/sql.ts';
import { call, createMember, createTestApp } from '../../../test/helper.ts';
import { addHeldDevice, mintToken } from '../../suites/world.ts';
import type { MemberRow } from '../accounts/accounts.repo.ts';

/**
 * A box that changes member leaves everything of its former member behind (issue 11 §3): name, tag,
 * room, cabinet, queued commands; its install records stay with the member who held it then.
 */
let app: App;
type Who = { row: MemberRow; token: string };
let operator: Who;
let first: Who;
let sibling: Who;
let stranger: Who;

async function who(mobile: string, values: Partial<MemberRow> = {}): Promise<Who> {
  const row = await createMember(app, { mobile, ...values });
  return { row, token: await mintToken(app, row.id) };
}

const post = async <T>(w: Who, url: string, body: unknown) => {
  const res = await call(app, 'POST', url, { token: w.token, body });
  expect(res.body.msg).toBeDefined();
  return res.body as { errorCode: number; data: T };
};
const get = async <T>(w: Who, url: string, query: Record<string, string>) =>
  (await call(app, 'GET', url, { token: w.token, query })).body as { errorCode: number; data: T };

beforeAll(async () => {
  app = await createTestApp();
  operator = await who('13200000001', { isOperator: true });
  first = await who('13200000002', { operatorId: operator.row.id });
  sibling = await who('13200000003', { operatorId: operator.row.id });
  stranger = await who('13200000004');
});
afterAll(async () => {
  await app.close();
});

/** A box of `first`, named, tagged, racked in the operator's room and cabinet, with a reboot queued. */
async function settledIn(): Promise<number> {
  const device = await addHeldDevice(app, first.row.id);
  const room = await post<{ id: number }>(operator, '/api/room/save', { name: `机房${device}` });
  const cabinet = await post<{ id: number }>(operator, '/api/room/save', { name: 'A01', pid: room.data.id });
  const tag = await post<{ id: number }>(first, '/api/tag/save', { name: `客厅${device}` });
  expect((await post(first, '/api/member/update-device', { id: device, name: '客厅的盒子' })).errorCode).toBe(
    0,
  );
  expect((await post(first, '/api/device/move-tag', { tag_id: tag.data.id, ids: [device] })).errorCode).toBe(
    0,
  );
  expect(
    (
      await post(operator, '/api/device/install', {
        room_id: room.data.id,
        cabinet_id: cabinet.data.id,
        ids: [device],
      })
    ).errorCode,
  ).toBe(0);
  expect((await post(operator, '/api/device/reboot', { ids: [device] })).errorCode).toBe(0);
  await app.deps.db.execute(sql`
    insert into device_status (device_id, ips, ppp, reported_at)
    values (${device}, '["203.0.113.7"]'::jsonb, '[{"name":"ppp0","account":"first-member-line"}]'::jsonb, now())`);
  return device;
}

type Info = { name: string; tag_name: string; jifang: string; jigui: string; room_info: string };
type Records = { member_mobile: string; jifang: string; jigui: string; action: string }[];

describe('a box moved to a sibling sub-member (fenpei-device)', () => {
  it('arrives with nothing of the first member, who keeps their install records', async () => {
    const device = await settledIn();
    expect(
      (await post(operator, '/api/member/fenpei-device', { member_id: sibling.row.id, ids: [device] }))
        .errorCode,
    ).toBe(0);

    const info = await get<Info>(sibling, '/api/device/info', { id: String(device) });
    expect(info.errorCode).toBe(0);
    expect(info.data).toMatchObject({ name: '', tag_name: '', jifang: '', jigui: '' });
    const theirs = await get<Records>(sibling, '/api/device/install-record', { device_id: String(device) });
    expect(theirs.data).toEqual([]);
    // The first member's line (its public IP, its PPPoE account) is not the sibling's to read.
    const line = await call(app, 'GET', '/api/device/ethinfo', {
      token: sibling.token,
      query: { id: String(device) },
    });
    expect(JSON.stringify(line.body)).not.toContain('203.0.113.7');
    const ppp = await call(app, 'GET', '/api/device/ppp-info', {
      token: sibling.token,
      query: { id: String(device) },
    });
    expect(JSON.stringify(ppp.body)).not.toContain('first-member-line');

    const mine = await get<Records>(first, '/api/device/install-record', {});
    const forBox = mine.data.filter((r) => r.jifang === `机房${device}`);
    expect(forBox.map((r) => r.action).sort()).toEqual(['install', 'uninstall']);
    expect(forBox.every((r) => r.member_mobile === first.row.mobile)).toBe(true);

    const pending = await rows<{ n: number }>(
      app.deps.db,
      sql`select count(*)::int as n from device_commands where device_id = ${device} and delivered_at is null`,
    );
    expect(pending[0]?.n).toBe(0);
    const held = await rows<{ member_id: number; open: boolean }>(
      app.deps.db,
      sql`select member_id, ended_at is null as open from device_holdings where device_id = ${device} order by id`,
    );
    expect(held).toEqual([
      { member_id: first.row.id, open: false },
      { member_id: sibling.row.id, open: true },
    ]);
  });
});

describe('a box removed, then bound by someone else', () => {
  it('shows its new member nothing of the former one', async () => {
    const device = await settledIn();
    expect((await post(first, '/api/member/remove-device', { ids: [device] })).errorCode).toBe(0);
    const [code] = await rows<{ code: string }>(
      app.deps.db,
      sql`insert into activation_codes (code, member_id) values (${`HAND-${device}`}, ${stranger.row.id}) returning code`,
    );
    const [box] = await rows<{ sn: string }>(app.deps.db, sql`select sn from devices where id = ${device}`);
    expect((await post(stranger, '/api/device/bind', { sn: box!.sn, code: code!.code })).errorCode).toBe(0);

    const info = await get<Info>(stranger, '/api/device/info', { id: String(device) });
    expect(info.data).toMatchObject({ name: '', tag_name: '', jifang: '', jigui: '' });
    const records = await get<Records>(stranger, '/api/device/install-record', { device_id: String(device) });
    expect(records.data).toEqual([]);
    // The operator of the former member still sees what happened in its fleet, and nothing after.
    const fleet = await get<Records>(operator, '/api/device/install-record', { device_id: String(device) });
    expect(fleet.data.every((r) => r.member_mobile === first.row.mobile)).toBe(true);
  });
});

describe('writes through a room reach only boxes of the room owner’s fleet', () => {
  it('leaves a box of another fleet alone even if it were still recorded in the room', async () => {
    const device = await settledIn();
    const [placed] = await rows<{ room_id: number; cabinet_id: number }>(
      app.deps.db,
      sql`select room_id, cabinet_id from devices where id = ${device}`,
    );
    // Behind the API's back: the box now belongs to a stranger but still names the operator's rack.
    await app.deps.db.execute(sql`update devices set member_id = ${stranger.row.id} where id = ${device}`);
    await app.deps.db.execute(sql`delete from device_commands where device_id = ${device}`);

    const template = await post<{ id: number }>(operator, '/api/room/set-template', {
      name: `模板${device}`,
      dial_mode: 'dhcp',
      room_ids: [placed!.room_id],
    });
    expect(template.errorCode).toBe(0);
    const queued = await rows<{ n: number }>(
      app.deps.db,
      sql`select count(*)::int as n from device_commands where device_id = ${device}`,
    );
    expect(queued[0]?.n).toBe(0);

    const other = await post<{ id: number }>(operator, '/api/room/save', { name: `另一机房${device}` });
    expect(
      (await post(operator, '/api/room/move', { id: placed!.cabinet_id, pid: other.data.id })).errorCode,
    ).toBe(0);
    const [after] = await rows<{ room_id: number }>(
      app.deps.db,
      sql`select room_id from devices where id = ${device}`,
    );
    expect(after!.room_id).toBe(placed!.room_id);

    const info = await get<{ device_count: number }>(operator, '/api/room/info', {
      id: String(placed!.room_id),
    });
    expect(info.data.device_count).toBe(0);
  });
});

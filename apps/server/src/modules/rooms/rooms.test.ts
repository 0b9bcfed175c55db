import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, type Room, type Template } from '@nodebao/contract';
import type { App } from '../../app.ts';
import { rows } from '../../db/sql.ts';
import {
  call,
  scopeCast,
  type ScopeRole,
  createMember,
  createTestApp,
  expect422,
  expectNotFound,
  loginAs,
} from '../../../test/helper.ts';
import type { MemberRow } from '../accounts/accounts.repo.ts';
import { devices } from '../devices/devices.table.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});
/** m1, m2: plain members; opA with sub-members a1, a2; opB with sub-member b1; staff: platform staff. */
const { who, token, get, post } = scopeCast(() => app, '139200000');
type As = ScopeRole;

async function save(as: As, body: Record<string, unknown>) {
  return call(app, 'POST', '/api/room/save', { token: token[as], body });
}

/** Creates a room (or, with pid, a cabinet) and returns it. */
async function room(as: As, name: string, extra: Record<string, unknown> = {}): Promise<Room> {
  const res = await save(as, { name, ...extra });
  expect(res.body.errorCode, res.body.msg).toBe(0);
  return res.body.data as Room;
}

let snCounter = 0;
async function device(values: { memberId: number; roomId?: number; cabinetId?: number }) {
  snCounter += 1;
  const [row] = await app.deps.db
    .insert(devices)
    .values({ sn: `NBROOM${String(snCounter).padStart(6, '0')}`, secretEnc: 'x', ...values })
    .returning();
  if (!row) throw new Error('device insert failed');
  return row;
}

/** Everything the room calls may change, to prove a refusal changed nothing. */
async function state() {
  return rows(
    app.deps.db,
    sql`select (select json_agg(r order by r.id) from rooms r) as rooms,
               (select json_agg(t order by t.id) from templates t) as templates,
               (select json_agg(json_build_object('id', d.id, 'room', d.room_id, 'cabinet', d.cabinet_id)
                                order by d.id) from devices d) as devices,
               (select count(*)::int from device_commands) as commands`,
  );
}

describe('POST /api/room/save', () => {
  it('creates a machine room owned by the caller, last among its rooms, with area names', async () => {
    const first = await room('m1', '一号机房');
    const second = await room('m1', '二号机房', {
      province_code: '440000',
      city_code: '440300',
      district_code: '440305',
      address: '科技园 1 栋',
      isp: 'telecom',
      bandwidth_mbps: 10_000,
      remark: '主力机房',
      owner_id: who.m2.id,
    });
    expect(second).toMatchObject({
      pid: 0,
      owner_id: who.m1.id,
      owner_mobile: who.m1.mobile,
      province_name: '广东省',
      city_name: '深圳市',
      district_name: '南山区',
      isp: 'telecom',
      bandwidth_mbps: 10_000,
      device_count: 0,
      cabinet_count: 0,
      template_id: null,
    });
    expect(second.sort).toBeGreaterThan(first.sort);
  });

  it('creates a cabinet under a machine room, owned by the room’s owner, last among its cabinets', async () => {
    const parent = await room('a1', 'A1 机房');
    const c1 = await room('a1', 'A1-01', { pid: parent.id });
    // The operator adds a cabinet to its sub-member's room: it stays the sub-member's.
    const c2 = await room('opA', 'A1-02', { pid: parent.id });
    expect(c1).toMatchObject({ pid: parent.id, owner_id: who.a1.id });
    expect(c2).toMatchObject({ pid: parent.id, owner_id: who.a1.id });
    expect(c2.sort).toBeGreaterThan(c1.sort);
  });

  it('updates the given fields and keeps the ones left out', async () => {
    const r = await room('m1', '待修改', { isp: 'unicom', province_code: '110000', remark: '旧备注' });
    const res = await save('m1', { id: r.id, name: '已修改', bandwidth_mbps: 500, isp: '' });
    expect(res.body.errorCode).toBe(0);
    expect(res.body.data).toMatchObject({
      id: r.id,
      name: '已修改',
      bandwidth_mbps: 500,
      isp: null,
      province_code: '110000',
      province_name: '北京市',
      remark: '旧备注',
      sort: r.sort,
    });
  });

  it('lets an operator edit its sub-member’s room but not another operator’s', async () => {
    const a1Room = await room('a1', 'A1 可被运营商改');
    const b1Room = await room('b1', 'B1 的机房');
    expect((await save('opA', { id: a1Room.id, name: '运营商改过' })).body.data).toMatchObject({
      name: '运营商改过',
      owner_id: who.a1.id,
    });
    const before = await state();
    expectNotFound(await save('opA', { id: b1Room.id, name: '越权' }));
    expectNotFound(await save('a1', { id: b1Room.id, name: '越权' }));
    expect(await state()).toEqual(before);
  });

  it('answers another member’s room, parent or template exactly like a missing one, and changes nothing', async () => {
    const theirs = await room('m2', 'M2 机房');
    const template = await post('m2', '/api/room/set-template', { name: 'M2 模板', dial_mode: 'dhcp' });
    const mine = await room('m1', 'M1 机房');
    const before = await state();
    const missing = await save('m1', { id: 999_999, name: 'x' });
    const foreign = await save('m1', { id: theirs.id, name: 'x' });
    expectNotFound(missing);
    expect(foreign.body).toEqual(missing.body);
    expectNotFound(await save('m1', { name: '挂到别人机房下', pid: theirs.id }));
    expectNotFound(await save('b1', { name: '挂到别人机房下', pid: mine.id }));
    expectNotFound(
      await save('m1', { id: mine.id, name: 'x', template_id: (template.body.data as Template).id }),
    );
    expect(await state()).toEqual(before);
  });

  it('refuses a cabinet under a cabinet, and turning a room into a cabinet or back', async () => {
    const parent = await room('m1', '层级机房');
    const other = await room('m1', '层级机房二');
    const cabinet = await room('m1', '层级机柜', { pid: parent.id });
    const before = await state();
    const nested = await save('m1', { name: '机柜中的机柜', pid: cabinet.id });
    expect(nested.body.errorCode).toBe(ERRORS.ROOM_PARENT_INVALID.code);
    expect((await save('m1', { id: other.id, name: 'x', pid: parent.id })).body.errorCode).toBe(
      ERRORS.ROOM_PARENT_INVALID.code,
    );
    expect((await save('m1', { id: cabinet.id, name: 'x', pid: 0 })).body.errorCode).toBe(
      ERRORS.ROOM_PARENT_INVALID.code,
    );
    expect(await state()).toEqual(before);
  });

  it('moves a cabinet when its pid changes to another room of the same owner', async () => {
    const from = await room('m1', '原机房');
    const to = await room('m1', '新机房');
    const cabinet = await room('m1', '随迁机柜', { pid: from.id });
    const box = await device({ memberId: who.m1.id, roomId: from.id, cabinetId: cabinet.id });
    const res = await save('m1', { id: cabinet.id, pid: to.id, name: '随迁机柜' });
    expect(res.body.data).toMatchObject({ pid: to.id });
    const [moved] = await rows<{ room_id: number }>(
      app.deps.db,
      sql`select room_id from devices where id = ${box.id}`,
    );
    expect(moved?.room_id).toBe(to.id);
  });

  it('validates area codes against the national list, naming the field', async () => {
    const before = await state();
    expect422(await save('m1', { name: 'x', province_code: '990000' }), 'province_code');
    expect422(await save('m1', { name: 'x', province_code: '110000', city_code: '440300' }), 'city_code');
    expect422(await save('m1', { name: 'x', city_code: '440300' }), 'city_code');
    expect422(
      await save('m1', { name: 'x', province_code: '440000', city_code: '440300', district_code: '440105' }),
      'district_code',
    );
    expect422(
      await save('m1', { name: 'x', province_code: '440000', district_code: '440305' }),
      'district_code',
    );
    expect(await state()).toEqual(before);
  });

  it('stores SQL-looking text verbatim as text', async () => {
    const name = "x'); drop table rooms; --";
    const r = await room('m1', name, { remark: "' or 1=1 --" });
    expect((await get('m1', '/api/room/info', { id: String(r.id) })).body.data).toMatchObject({
      name,
      remark: "' or 1=1 --",
    });
  });

  it('accepts a form-encoded body', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/room/save',
      payload: 'name=%E8%A1%A8%E5%8D%95%E6%9C%BA%E6%88%BF&bandwidth_mbps=100&isp=mobile&pid=0&province_code=',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        authorization: `Bearer ${token.m1}`,
      },
    });
    expect(res.json()).toMatchObject({
      errorCode: 0,
      data: { name: '表单机房', bandwidth_mbps: 100, isp: 'mobile', province_code: null },
    });
  });

  it.each([
    [{}, 'name'],
    [{ name: '' }, 'name'],
    [{ name: '   ' }, 'name'],
    [{ name: 'x'.repeat(65) }, 'name'],
    [{ name: 42 }, 'name'],
    [{ name: ['a'] }, 'name'],
    [{ name: 'x', id: true }, 'id'],
    [{ name: 'x', id: [1] }, 'id'],
    [{ name: 'x', id: 1.5 }, 'id'],
    [{ name: 'x', id: '1 or 1=1' }, 'id'],
    [{ name: 'x', pid: -1 }, 'pid'],
    [{ name: 'x', pid: '9'.repeat(30) }, 'pid'],
    [{ name: 'x', pid: '0; drop table rooms' }, 'pid'],
    [{ name: 'x', isp: 'cmcc' }, 'isp'],
    [{ name: 'x', isp: "telecom' --" }, 'isp'],
    [{ name: 'x', bandwidth_mbps: -1 }, 'bandwidth_mbps'],
    [{ name: 'x', bandwidth_mbps: 1e12 }, 'bandwidth_mbps'],
    [{ name: 'x', bandwidth_mbps: 'fast' }, 'bandwidth_mbps'],
    [{ name: 'x', remark: 'x'.repeat(501) }, 'remark'],
    [{ name: 'x', address: 'x'.repeat(201) }, 'address'],
    [{ name: 'x', province_code: '44' }, 'province_code'],
    [{ name: 'x', province_code: "440000' or '1'='1" }, 'province_code'],
    [{ name: 'x', city_code: { $ne: null } }, 'city_code'],
    [{ name: 'x', template_id: 'abc' }, 'template_id'],
  ])('answers %j with 422 naming %s and changes nothing', async (body, field) => {
    const before = await state();
    expect422(await save('m1', body), field);
    expect(await state()).toEqual(before);
  });

  it('needs a signed-in member', async () => {
    expect((await call(app, 'POST', '/api/room/save', { body: { name: 'x' } })).status).toBe(401);
  });
});

describe('GET /api/room/list', () => {
  let listOwner: MemberRow;
  let listToken: string;
  beforeAll(async () => {
    listOwner = await createMember(app, { mobile: '13920000030' });
    listToken = await loginAs(app, listOwner.mobile);
  });
  const list = (query: Record<string, string> = {}) =>
    call(app, 'GET', '/api/room/list', { token: listToken, query });

  it('lists the machine rooms by sort with device and cabinet counts, roomCount and childrenCount', async () => {
    const save1 = (body: Record<string, unknown>) =>
      call(app, 'POST', '/api/room/save', { token: listToken, body });
    const r1 = (await save1({ name: '北京机房' })).body.data as Room;
    const r2 = (await save1({ name: '上海机房', address: '浦东 100%_路' })).body.data as Room;
    const c1 = (await save1({ name: '北京-01', pid: r1.id })).body.data as Room;
    await save1({ name: '北京-02', pid: r1.id });
    await save1({ name: '上海-01', pid: r2.id });
    await device({ memberId: listOwner.id, roomId: r1.id });
    await device({ memberId: listOwner.id, roomId: r1.id, cabinetId: c1.id });

    const res = await list();
    expect(res.body).toMatchObject({ errorCode: 0, roomCount: 2, childrenCount: 3 });
    expect(res.body.pages).toEqual({ page: 1, pageSize: 20, totalCount: 2, pageCount: 1 });
    const data = res.body.data as Room[];
    expect(data.map((r) => r.name)).toEqual(['北京机房', '上海机房']);
    expect(data[0]).toMatchObject({ device_count: 2, cabinet_count: 2, owner_mobile: listOwner.mobile });

    // A cabinet has no cabinets to list.
    expectNotFound(await list({ pid: String(c1.id) }));
    const cabinets = await list({ pid: String(r1.id) });
    expect(cabinets.body).toMatchObject({ roomCount: 2, childrenCount: 2 });
    expect((cabinets.body.data as Room[]).map((r) => [r.name, r.device_count, r.cabinet_count])).toEqual([
      ['北京-01', 1, 0],
      ['北京-02', 0, 0],
    ]);
  });

  it('filters by keyword on name and address, wildcards taken literally, and pages', async () => {
    expect((await list({ keyword: '上海' })).body.data).toHaveLength(1);
    expect((await list({ keyword: '100%_' })).body.data).toHaveLength(1);
    // Unescaped, '_%' would match every room.
    expect((await list({ keyword: '_%' })).body.data).toHaveLength(0);
    const page2 = await list({ page: '2', pageSize: '1' });
    expect(page2.body.pages).toEqual({ page: 2, pageSize: 1, totalCount: 2, pageCount: 2 });
    expect((page2.body.data as Room[])[0]?.name).toBe('上海机房');
  });

  it('shows an operator its own and its sub-members’ rooms, not another operator’s; staff see all', async () => {
    const a1Room = await room('a1', 'A1 列表机房');
    const opARoom = await room('opA', 'A 自己的机房');
    const b1Room = await room('b1', 'B1 列表机房');
    const ids = async (as: As) =>
      ((await get(as, '/api/room/list', { pageSize: '100' })).body.data as Room[]).map((r) => r.id);
    expect(await ids('opA')).toEqual(expect.arrayContaining([a1Room.id, opARoom.id]));
    expect(await ids('opA')).not.toContain(b1Room.id);
    expect(await ids('a1')).not.toContain(opARoom.id);
    expect(await ids('b1')).toEqual(expect.not.arrayContaining([a1Room.id, opARoom.id]));
    expect(await ids('staff')).toEqual(expect.arrayContaining([a1Room.id, opARoom.id, b1Room.id]));
  });

  it('answers the cabinets of another member’s room as not found', async () => {
    const theirs = await room('m2', 'M2 列表机房');
    expectNotFound(await list({ pid: String(theirs.id) }));
    expectNotFound(await list({ pid: '999999' }));
  });

  it.each([
    [{ pid: 'abc' }, 'pid'],
    [{ pid: '-1' }, 'pid'],
    [{ pid: '0 or 1=1' }, 'pid'],
    [{ page: '0' }, 'page'],
    [{ pageSize: '1000' }, 'pageSize'],
    [{ keyword: 'x'.repeat(65) }, 'keyword'],
  ])('answers %j with 422 naming %s', async (query, field) => {
    expect422(await list(query), field);
  });
});

describe('GET /api/room/info', () => {
  it('returns a visible room or cabinet', async () => {
    const r = await room('a1', '详情机房');
    expect((await get('a1', '/api/room/info', { id: String(r.id) })).body.data).toMatchObject({ id: r.id });
    expect((await get('opA', '/api/room/info', { id: String(r.id) })).body.data).toMatchObject({ id: r.id });
  });

  it('answers another member’s or operator’s room exactly like a missing one', async () => {
    const r = await room('a1', '别人看不到');
    const missing = await get('m1', '/api/room/info', { id: '999999' });
    expectNotFound(missing);
    expect((await get('m1', '/api/room/info', { id: String(r.id) })).body).toEqual(missing.body);
    expect((await get('opB', '/api/room/info', { id: String(r.id) })).body).toEqual(missing.body);
    expect((await get('b1', '/api/room/info', { id: String(r.id) })).body).toEqual(missing.body);
  });

  it.each([[{}], [{ id: 'abc' }], [{ id: '0' }], [{ id: '1e999' }]])(
    'answers %j with 422 on id',
    async (query) => {
      expect422(await get('m1', '/api/room/info', query), 'id');
    },
  );
});

describe('POST /api/room/delete', () => {
  it('deletes an empty cabinet, then its empty room', async () => {
    const r = await room('m1', '将删除');
    const c = await room('m1', '将删除-01', { pid: r.id });
    expect((await post('m1', '/api/room/delete', { id: c.id })).body.errorCode).toBe(0);
    expect((await post('m1', '/api/room/delete', { id: r.id })).body.errorCode).toBe(0);
    expectNotFound(await get('m1', '/api/room/info', { id: String(r.id) }));
  });

  it('refuses a room that still has cabinets', async () => {
    const r = await room('m1', '有机柜');
    await room('m1', '有机柜-01', { pid: r.id });
    const res = await post('m1', '/api/room/delete', { id: r.id });
    expect(res.body.errorCode).toBe(ERRORS.ROOM_HAS_CABINETS.code);
    expect((await get('m1', '/api/room/info', { id: String(r.id) })).body.errorCode).toBe(0);
  });

  it('refuses a room or cabinet that still has devices', async () => {
    const r = await room('m1', '有设备');
    const c = await room('m1', '有设备-01', { pid: r.id });
    const r2 = await room('m1', '直接有设备');
    await device({ memberId: who.m1.id, roomId: r.id, cabinetId: c.id });
    // The room's device is another member's: it still blocks the delete.
    await device({ memberId: who.m2.id, roomId: r2.id });
    const before = await state();
    expect((await post('m1', '/api/room/delete', { id: c.id })).body.errorCode).toBe(
      ERRORS.ROOM_HAS_DEVICES.code,
    );
    expect((await post('m1', '/api/room/delete', { id: r2.id })).body.errorCode).toBe(
      ERRORS.ROOM_HAS_DEVICES.code,
    );
    expect(await state()).toEqual(before);
  });

  it('lets an operator delete its sub-member’s room; others get not found and nothing changes', async () => {
    const a1Room = await room('a1', 'A1 将被运营商删');
    const kept = await room('a1', 'A1 保留');
    expect((await post('opA', '/api/room/delete', { id: a1Room.id })).body.errorCode).toBe(0);
    const before = await state();
    expectNotFound(await post('opB', '/api/room/delete', { id: kept.id }));
    expectNotFound(await post('b1', '/api/room/delete', { id: kept.id }));
    expectNotFound(await post('m2', '/api/room/delete', { id: kept.id }));
    expect(await state()).toEqual(before);
  });

  it.each([[{}], [{ id: 'abc' }], [{ id: -5 }], [{ id: '1; delete from rooms' }], [{ id: null }]])(
    'answers %j with 422 on id',
    async (body) => {
      const before = await state();
      expect422(await post('m1', '/api/room/delete', body), 'id');
      expect(await state()).toEqual(before);
    },
  );
});

describe('POST /api/room/upper and /api/room/down', () => {
  let sorter: MemberRow;
  let sorterToken: string;
  beforeAll(async () => {
    sorter = await createMember(app, { mobile: '13920000040', isOperator: true });
    sorterToken = await loginAs(app, sorter.mobile);
  });
  const mk = async (name: string, pid = 0) =>
    (await call(app, 'POST', '/api/room/save', { token: sorterToken, body: { name, pid } })).body
      .data as Room;
  const names = async (pid = 0) =>
    (
      (await call(app, 'GET', '/api/room/list', { token: sorterToken, query: { pid: String(pid) } })).body
        .data as Room[]
    ).map((r) => r.name);
  const shift = (dir: 'upper' | 'down', id: number) =>
    call(app, 'POST', `/api/room/${dir}`, { token: sorterToken, body: { id } });

  it('swaps a room with the previous or next one, and refuses at the edges', async () => {
    const a = await mk('A');
    const b = await mk('B');
    const c = await mk('C');
    expect((await shift('upper', b.id)).body.errorCode).toBe(0);
    expect(await names()).toEqual(['B', 'A', 'C']);
    expect((await shift('down', a.id)).body.errorCode).toBe(0);
    expect(await names()).toEqual(['B', 'C', 'A']);
    const first = await shift('upper', b.id);
    expect(first.body).toMatchObject({ errorCode: ERRORS.ROOM_ALREADY_FIRST.code, msg: '已经是第一个' });
    const last = await shift('down', a.id);
    expect(last.body).toMatchObject({ errorCode: ERRORS.ROOM_ALREADY_LAST.code, msg: '已经是最后一个' });
    expect(await names()).toEqual(['B', 'C', 'A']);
    void c;
  });

  it('orders cabinets among the cabinets of their room only', async () => {
    const parent = await mk('有序机房');
    const x = await mk('X', parent.id);
    await mk('Y', parent.id);
    expect((await shift('upper', x.id)).body.errorCode).toBe(ERRORS.ROOM_ALREADY_FIRST.code);
    expect((await shift('down', x.id)).body.errorCode).toBe(0);
    expect(await names(parent.id)).toEqual(['Y', 'X']);
  });

  it('renumbers tied sort values so that the swap shows', async () => {
    const parent = await mk('并列机房');
    const p = await mk('P', parent.id);
    const q = await mk('Q', parent.id);
    const r = await mk('R', parent.id);
    await app.deps.db.execute(sql`update rooms set sort = 5 where pid = ${parent.id}`);
    expect((await shift('down', p.id)).body.errorCode).toBe(0);
    expect(await names(parent.id)).toEqual(['Q', 'P', 'R']);
    void q;
    void r;
  });

  it('keeps a strict order under concurrent reorders', async () => {
    const parent = await mk('并发机房');
    const made: Room[] = [];
    for (const n of ['1', '2', '3', '4', '5']) made.push(await mk(n, parent.id));
    await Promise.all(made.flatMap((r) => [shift('upper', r.id), shift('down', r.id)]));
    const sorts = await rows<{ sort: number }>(
      app.deps.db,
      sql`select sort from rooms where pid = ${parent.id}`,
    );
    expect(new Set(sorts.map((s) => s.sort)).size).toBe(5);
    expect((await names(parent.id)).sort()).toEqual(['1', '2', '3', '4', '5']);
  });

  it('gives rooms created at the same time distinct places at the end', async () => {
    const parent = await mk('并发新建');
    await Promise.all(['a', 'b', 'c', 'd', 'e', 'f'].map((n) => mk(n, parent.id)));
    const sorts = await rows<{ sort: number }>(
      app.deps.db,
      sql`select sort from rooms where pid = ${parent.id}`,
    );
    expect(new Set(sorts.map((s) => s.sort)).size).toBe(6);
  });

  it('treats a sub-member’s rooms as their own group, and other members’ rooms as missing', async () => {
    const a1First = await room('a1', 'A1 排序一');
    await room('a1', 'A1 排序二');
    // opA reorders a1's rooms among a1's rooms, not among its own.
    expect((await post('opA', '/api/room/down', { id: a1First.id })).body.errorCode).toBe(0);
    const before = await state();
    expectNotFound(await post('opB', '/api/room/upper', { id: a1First.id }));
    expectNotFound(await post('m1', '/api/room/down', { id: a1First.id }));
    expect(await state()).toEqual(before);
  });

  it.each(['upper', 'down'])('%s answers bad ids with 422', async (dir) => {
    expect422(await post('m1', `/api/room/${dir}`, { id: 'first' }), 'id');
    expect422(await post('m1', `/api/room/${dir}`, { id: 2 ** 40 }), 'id');
  });
});

describe('POST /api/room/move', () => {
  it('moves a cabinet to another room of its owner, with its devices, last in its new room', async () => {
    const from = await room('a1', '迁出机房');
    const to = await room('a1', '迁入机房');
    const existing = await room('a1', '迁入-已有', { pid: to.id });
    const cabinet = await room('a1', '迁移机柜', { pid: from.id });
    const inCabinet = await device({ memberId: who.a1.id, roomId: from.id, cabinetId: cabinet.id });
    const notInCabinet = await device({ memberId: who.a1.id, roomId: from.id });

    const res = await post('opA', '/api/room/move', { id: cabinet.id, pid: to.id });
    expect(res.body.errorCode).toBe(0);
    expect(res.body.data).toMatchObject({ id: cabinet.id, pid: to.id, device_count: 1 });
    expect((res.body.data as Room).sort).toBeGreaterThan(existing.sort);
    const placed = await rows<{ id: number; room_id: number; cabinet_id: number | null }>(
      app.deps.db,
      sql`select id, room_id, cabinet_id from devices where id in (${inCabinet.id}, ${notInCabinet.id}) order by id`,
    );
    expect(placed).toEqual([
      { id: inCabinet.id, room_id: to.id, cabinet_id: cabinet.id },
      { id: notInCabinet.id, room_id: from.id, cabinet_id: null },
    ]);
  });

  it('moves cabinets in opposite directions at the same time without losing one', async () => {
    const left = await room('m2', '左机房');
    const right = await room('m2', '右机房');
    const fromLeft = await Promise.all([1, 2, 3].map((i) => room('m2', `左${i}`, { pid: left.id })));
    const fromRight = await Promise.all([1, 2, 3].map((i) => room('m2', `右${i}`, { pid: right.id })));
    const replies = await Promise.all([
      ...fromLeft.map((c) => post('m2', '/api/room/move', { id: c.id, pid: right.id })),
      ...fromRight.map((c) => post('m2', '/api/room/move', { id: c.id, pid: left.id })),
    ]);
    expect(replies.map((r) => r.body.errorCode)).toEqual([0, 0, 0, 0, 0, 0]);
    const placed = await rows<{ pid: number; n: number; distinct_sorts: number }>(
      app.deps.db,
      sql`select pid, count(*)::int as n, count(distinct sort)::int as distinct_sorts from rooms
           where pid in (${left.id}, ${right.id}) group by pid order by pid`,
    );
    expect(placed).toEqual([
      { pid: left.id, n: 3, distinct_sorts: 3 },
      { pid: right.id, n: 3, distinct_sorts: 3 },
    ]);
  });

  it('refuses moving a machine room, into a cabinet, or to a room of another owner', async () => {
    const mine = await room('opA', 'A 的机房');
    const a1Room = await room('a1', 'A1 的机房');
    const a1Other = await room('a1', 'A1 的另一机房');
    const cabinet = await room('a1', 'A1 的机柜', { pid: a1Room.id });
    const before = await state();
    const cases: [number, number][] = [
      [a1Room.id, a1Other.id], // a machine room
      [cabinet.id, cabinet.id], // into a cabinet
      [cabinet.id, mine.id], // both visible to opA, but different owners
    ];
    for (const [id, pid] of cases) {
      expect((await post('opA', '/api/room/move', { id, pid })).body.errorCode).toBe(
        ERRORS.ROOM_MOVE_INVALID.code,
      );
    }
    expect(await state()).toEqual(before);
  });

  it('answers another member’s cabinet or target room as missing and moves nothing', async () => {
    const a1Room = await room('a1', 'A1 移动源');
    const cabinet = await room('a1', 'A1 移动机柜', { pid: a1Room.id });
    const b1Room = await room('b1', 'B1 目标');
    const m2Room = await room('m2', 'M2 目标');
    const before = await state();
    expectNotFound(await post('opB', '/api/room/move', { id: cabinet.id, pid: b1Room.id }));
    expectNotFound(await post('opA', '/api/room/move', { id: cabinet.id, pid: b1Room.id }));
    expectNotFound(await post('a1', '/api/room/move', { id: cabinet.id, pid: m2Room.id }));
    expectNotFound(await post('m2', '/api/room/move', { id: cabinet.id, pid: m2Room.id }));
    expect(await state()).toEqual(before);
  });

  it.each([
    [{ id: 1 }, 'pid'],
    [{ pid: 1 }, 'id'],
    [{ id: 1, pid: 0 }, 'pid'],
    [{ id: 'x', pid: 1 }, 'id'],
    [{ id: 1, pid: '2 or 1=1' }, 'pid'],
  ])('answers %j with 422 naming %s', async (body, field) => {
    expect422(await post('m1', '/api/room/move', body), field);
  });
});

describe('POST /api/room/set-template', () => {
  const settings = {
    name: '电信 PPPoE 模板',
    dial_mode: 'pppoe',
    line_count: 8,
    up_limit_mbps: 1000,
    down_limit_mbps: 200,
    business_type: 'pcdn',
    cache_disk_policy: 'ssd',
  };

  it('creates a template for the caller', async () => {
    const res = await post('m1', '/api/room/set-template', { ...settings, owner_id: who.m2.id });
    expect(res.body.errorCode).toBe(0);
    expect(res.body.data).toMatchObject({
      ...settings,
      owner_id: who.m1.id,
      room_count: 0,
      queued_commands: 0,
    });
  });

  it('fills defaults on create and keeps omitted settings on update', async () => {
    const created = (await post('m1', '/api/room/set-template', { name: '最小模板', dial_mode: 'dhcp' })).body
      .data as Template;
    expect(created).toMatchObject({
      line_count: 1,
      up_limit_mbps: 0,
      business_type: 'pcdn',
      cache_disk_policy: 'auto',
    });
    const res = await post('m1', '/api/room/set-template', {
      id: created.id,
      name: '改名',
      dial_mode: 'static',
      line_count: 4,
    });
    expect(res.body.data).toMatchObject({ id: created.id, name: '改名', dial_mode: 'static', line_count: 4 });
  });

  it('assigns the template to rooms and queues it for every device in them, cabinets included', async () => {
    const r1 = await room('a1', '模板机房');
    const c1 = await room('a1', '模板机柜', { pid: r1.id });
    const r2 = await room('a1', '模板机房二');
    const untouched = await room('a1', '不用模板');
    const d1 = await device({ memberId: who.a1.id, roomId: r1.id });
    const d2 = await device({ memberId: who.a1.id, roomId: r1.id, cabinetId: c1.id });
    const d3 = await device({ memberId: who.a1.id, roomId: r2.id });
    const d4 = await device({ memberId: who.a1.id, roomId: untouched.id });

    const res = await post('opA', '/api/room/set-template', { ...settings, room_ids: [r1.id, r2.id, r1.id] });
    expect(res.body.errorCode).toBe(0);
    const template = res.body.data as Template & { queued_commands: number };
    expect(template).toMatchObject({ room_count: 2, queued_commands: 3, owner_id: who.opA.id });
    const commands = await rows<{ device_id: number; kind: string; payload: unknown; created_by: number }>(
      app.deps.db,
      sql`select device_id, kind, payload, created_by from device_commands
           where device_id in (${d1.id}, ${d2.id}, ${d3.id}, ${d4.id}) order by device_id`,
    );
    expect(commands.map((c) => c.device_id)).toEqual([d1.id, d2.id, d3.id]);
    expect(commands[0]).toMatchObject({
      kind: 'apply-template',
      created_by: who.opA.id,
      // The template's settings, as saved.
      payload: { template_id: template.id, ...settings },
    });
    const info = await get('a1', '/api/room/info', { id: String(r1.id) });
    expect(info.body.data).toMatchObject({ template_id: template.id, template_name: settings.name });
  });

  it('accepts room_ids from a form as repeated keys or a comma list', async () => {
    const r1 = await room('m1', '表单模板一');
    const r2 = await room('m1', '表单模板二');
    const form = async (ids: string) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/room/set-template',
          payload: `name=form&dial_mode=dhcp&line_count=2&${ids}`,
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            authorization: `Bearer ${token.m1}`,
          },
        })
      ).json();
    expect(await form(`room_ids=${r1.id}&room_ids=${r2.id}`)).toMatchObject({
      errorCode: 0,
      data: { room_count: 2 },
    });
    expect(await form(`room_ids=${r1.id},${r2.id}`)).toMatchObject({ errorCode: 0, data: { room_count: 2 } });
  });

  it('changes nothing when one of the rooms is not the caller’s', async () => {
    const a1Room = await room('a1', '可见');
    const b1Room = await room('b1', '不可见');
    await device({ memberId: who.a1.id, roomId: a1Room.id });
    const existing = (await post('opA', '/api/room/set-template', { name: '既有模板', dial_mode: 'dhcp' }))
      .body.data as Template;
    const before = await state();
    expectNotFound(
      await post('opA', '/api/room/set-template', { ...settings, room_ids: [a1Room.id, b1Room.id] }),
    );
    expectNotFound(
      await post('opA', '/api/room/set-template', {
        ...settings,
        id: existing.id,
        room_ids: [a1Room.id, 999_999],
      }),
    );
    expect(await state()).toEqual(before);
  });

  it('answers another member’s template as missing, and lets an operator edit its sub-member’s', async () => {
    const a1Template = (await post('a1', '/api/room/set-template', { name: 'A1 模板', dial_mode: 'dhcp' }))
      .body.data as Template;
    const before = await state();
    expectNotFound(await post('opB', '/api/room/set-template', { ...settings, id: a1Template.id }));
    expectNotFound(await post('m1', '/api/room/set-template', { ...settings, id: a1Template.id }));
    expect(await state()).toEqual(before);
    const edited = await post('opA', '/api/room/set-template', { ...settings, id: a1Template.id });
    expect(edited.body.data).toMatchObject({ id: a1Template.id, owner_id: who.a1.id, name: settings.name });
  });

  it.each([
    [{ dial_mode: 'pppoe' }, 'name'],
    [{ name: 'x' }, 'dial_mode'],
    [{ name: 'x', dial_mode: 'wifi' }, 'dial_mode'],
    [{ name: 'x'.repeat(65), dial_mode: 'dhcp' }, 'name'],
    [{ name: 'x', dial_mode: 'dhcp', line_count: 0 }, 'line_count'],
    [{ name: 'x', dial_mode: 'dhcp', line_count: 65 }, 'line_count'],
    [{ name: 'x', dial_mode: 'dhcp', line_count: '2; drop table templates' }, 'line_count'],
    [{ name: 'x', dial_mode: 'dhcp', up_limit_mbps: -1 }, 'up_limit_mbps'],
    [{ name: 'x', dial_mode: 'dhcp', down_limit_mbps: 1e15 }, 'down_limit_mbps'],
    [{ name: 'x', dial_mode: 'dhcp', business_type: "pcdn' --" }, 'business_type'],
    [{ name: 'x', dial_mode: 'dhcp', cache_disk_policy: 'everything' }, 'cache_disk_policy'],
    [{ name: 'x', dial_mode: 'dhcp', room_ids: 'abc' }, 'room_ids.0'],
    [{ name: 'x', dial_mode: 'dhcp', room_ids: [1, 'two'] }, 'room_ids.1'],
    [{ name: 'x', dial_mode: 'dhcp', room_ids: { 0: 1 } }, 'room_ids'],
    [{ name: 'x', dial_mode: 'dhcp', id: 'new' }, 'id'],
  ])('answers %j with 422 naming %s and changes nothing', async (body, field) => {
    const before = await state();
    const res = await post('m1', '/api/room/set-template', body);
    expect(res.status).toBe(422);
    expect((res.body.data as { field: string }).field).toBe(field);
    expect(await state()).toEqual(before);
  });
});

describe('POST /api/room/set-template with too many rooms', () => {
  it('answers more than 10,000 room_ids with 422 and changes nothing', async () => {
    const before = await state();
    const room_ids = Array.from({ length: 10_001 }, (_, i) => i + 1);
    const res = await post('m1', '/api/room/set-template', { name: 'x', dial_mode: 'dhcp', room_ids });
    expect422(res, 'room_ids');
    expect(await state()).toEqual(before);
  });
});

describe('POST /api/room/save with a template', () => {
  it('assigns a visible template to a room and queues it for the room’s devices; 0 clears it', async () => {
    const r = await room('m1', '存模板');
    const box = await device({ memberId: who.m1.id, roomId: r.id });
    const t = (
      await post('m1', '/api/room/set-template', { name: '房间模板', dial_mode: 'pppoe', line_count: 2 })
    ).body.data as Template;
    const res = await save('m1', { id: r.id, name: r.name, template_id: t.id });
    expect(res.body.data).toMatchObject({ template_id: t.id, template_name: '房间模板' });
    const queued = await rows<{ n: number }>(
      app.deps.db,
      sql`select count(*)::int as n from device_commands where device_id = ${box.id} and kind = 'apply-template'`,
    );
    expect(queued[0]?.n).toBe(1);
    expect((await save('m1', { id: r.id, name: r.name, template_id: 0 })).body.data).toMatchObject({
      template_id: null,
      template_name: null,
    });
  });
});

describe('GET /api/room/template-list', () => {
  it('lists the caller’s visible templates with the number of rooms using each', async () => {
    const t = (await post('b1', '/api/room/set-template', { name: 'B1 列表模板', dial_mode: 'dhcp' })).body
      .data as Template;
    const r = await room('b1', 'B1 用模板');
    await save('b1', { id: r.id, name: r.name, template_id: t.id });
    const mine = await get('b1', '/api/room/template-list');
    expect(mine.body.errorCode).toBe(0);
    expect(mine.body.data).toEqual([
      expect.objectContaining({ id: t.id, room_count: 1, owner_mobile: who.b1.mobile }),
    ]);
    expect(mine.body.pages).toMatchObject({ page: 1, pageSize: 20, totalCount: 1 });
    const opB = (await get('opB', '/api/room/template-list')).body.data as Template[];
    expect(opB.map((x) => x.id)).toContain(t.id);
    for (const as of ['opA', 'a1', 'm1'] as const) {
      const seen = (await get(as, '/api/room/template-list', { pageSize: '100' })).body.data as Template[];
      expect(seen.map((x) => x.id)).not.toContain(t.id);
    }
    expect((await get('b1', '/api/room/template-list', { keyword: '不存在' })).body.data).toEqual([]);
  });

  it('answers bad paging with 422', async () => {
    expect422(await get('m1', '/api/room/template-list', { pageSize: '101' }), 'pageSize');
    expect422(await get('m1', '/api/room/template-list', { page: "1' or '1" }), 'page');
  });
});

describe('POST /api/room/delete-template', () => {
  it('detaches the template from its rooms and deletes it', async () => {
    const t = (await post('m1', '/api/room/set-template', { name: '将删模板', dial_mode: 'dhcp' })).body
      .data as Template;
    const r = await room('m1', '用将删模板', { template_id: t.id });
    expect(r.template_id).toBe(t.id);
    expect((await post('m1', '/api/room/delete-template', { id: t.id })).body.errorCode).toBe(0);
    expect((await get('m1', '/api/room/info', { id: String(r.id) })).body.data).toMatchObject({
      template_id: null,
    });
    expectNotFound(await post('m1', '/api/room/delete-template', { id: t.id }));
  });

  it('answers another member’s template as missing and deletes nothing', async () => {
    const t = (await post('a1', '/api/room/set-template', { name: 'A1 保留模板', dial_mode: 'dhcp' })).body
      .data as Template;
    const before = await state();
    expectNotFound(await post('m1', '/api/room/delete-template', { id: t.id }));
    expectNotFound(await post('opB', '/api/room/delete-template', { id: t.id }));
    expectNotFound(await post('b1', '/api/room/delete-template', { id: t.id }));
    expect(await state()).toEqual(before);
    expect((await post('opA', '/api/room/delete-template', { id: t.id })).body.errorCode).toBe(0);
  });

  it('answers a bad id with 422', async () => {
    expect422(await post('m1', '/api/room/delete-template', { id: '1 or 1=1' }), 'id');
    expect422(await post('m1', '/api/room/delete-template', {}), 'id');
  });
});

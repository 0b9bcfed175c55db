import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIND_THROTTLE, ERRORS } from '@nodebao/contract';
import type { App } from '../../app.ts';
import { rows } from '../../db/sql.ts';
import { call, createMember, createTestApp, loginAs } from '../../../test/helper.ts';
import type { MemberRow } from '../accounts/accounts.repo.ts';
import { rooms } from '../rooms/rooms.table.ts';
import { tags } from '../tags/tags.table.ts';
import { activationCodes, deviceCommands, deviceTypes, devices, installRecords } from './devices.table.ts';

let app: App;
const people: Record<string, { row: MemberRow; token: string }> = {};
let snSeq = 0;

async function addDevices(
  owner: MemberRow | null,
  count: number,
  extra: Partial<typeof devices.$inferInsert> = {},
) {
  const values = Array.from({ length: count }, () => {
    snSeq += 1;
    return {
      sn: `NB${String(snSeq).padStart(8, '0')}`,
      secretEnc: 'sealed',
      memberId: owner?.id ?? null,
      ...extra,
    };
  });
  return app.deps.db.insert(devices).values(values).returning();
}

async function person(key: string, values: Partial<MemberRow> & { mobile: string }) {
  const row = await createMember(app, values);
  people[key] = { row, token: await loginAs(app, values.mobile) };
  return row;
}

const token = (key: string) => people[key]?.token ?? '';

beforeAll(async () => {
  app = await createTestApp();
  const operator = await person('operator', { mobile: '13500000001', isOperator: true });
  const otherOperator = await person('otherOperator', { mobile: '13500000002', isOperator: true });
  await person('sub', { mobile: '13500000003', operatorId: operator.id });
  await person('otherSub', { mobile: '13500000004', operatorId: otherOperator.id });
  await person('member', { mobile: '13500000005' });
  await person('stranger', { mobile: '13500000006' });
  await person('staff', { mobile: '13500000007', isSuperman: true });
});
afterAll(async () => {
  await app.close();
});

const post = (url: string, who: string, body: unknown) => call(app, 'POST', url, { token: token(who), body });
const get = (url: string, who: string, query: Record<string, string> = {}) =>
  call(app, 'GET', url, { token: token(who), query });

describe('GET /api/device/index', () => {
  it('shows a member only their own devices, with counts', async () => {
    const mine = await addDevices(people.member!.row, 3);
    await addDevices(people.stranger!.row, 2);
    await app.deps.db.update(devices).set({ online: true }).where(eq(devices.id, mine[0]!.id));
    const res = await get('/api/device/index', 'member');
    expect((res.body.data as { sn: string }[]).map((d) => d.sn).sort()).toEqual(mine.map((d) => d.sn).sort());
    expect(res.body.pages).toEqual({ page: 1, pageSize: 100, totalCount: 3, pageCount: 1 });
    expect(res.body.count).toEqual({ total: 3, online: 1, offline: 2 });
  });

  it("shows an operator its own and its sub-members' devices, never another operator's", async () => {
    await addDevices(people.operator!.row, 1);
    const subs = await addDevices(people.sub!.row, 2);
    await addDevices(people.otherSub!.row, 2);
    const res = await get('/api/device/index', 'operator', { member_id: String(people.sub!.row.id) });
    expect((res.body.data as { id: number }[]).map((d) => d.id).sort()).toEqual(subs.map((d) => d.id).sort());
    const all = await get('/api/device/index', 'operator');
    expect(all.body.pages).toMatchObject({ totalCount: 3 });
  });

  it('searches by SN, filters by status and tag, and pages', async () => {
    const owner = await person('pager', { mobile: '13500000010' });
    const list = await addDevices(owner, 5);
    const [tag] = await app.deps.db.insert(tags).values({ ownerId: owner.id, name: '华东' }).returning();
    await app.deps.db.update(devices).set({ tagId: tag!.id }).where(eq(devices.id, list[1]!.id));
    const search = await get('/api/device/index', 'pager', { search: list[2]!.sn.slice(-4) });
    expect((search.body.data as { id: number }[]).map((d) => d.id)).toEqual([list[2]!.id]);
    const tagged = await get('/api/device/index', 'pager', { tag_id: String(tag!.id) });
    expect((tagged.body.data as { tag_name: string }[])[0]?.tag_name).toBe('华东');
    const offline = await get('/api/device/index', 'pager', { status: 'offline', pageSize: '2', page: '3' });
    expect(offline.body.pages).toEqual({ page: 3, pageSize: 2, totalCount: 5, pageCount: 3 });
    expect((offline.body.data as unknown[]).length).toBe(1);
    const wildcard = await get('/api/device/index', 'pager', { search: '%' });
    expect(wildcard.body.pages).toMatchObject({ totalCount: 0 });
    expect(wildcard.body.count).toEqual({ total: 5, online: 0, offline: 5 });
    // A page past the end is empty, and still says how many match and how big the fleet is.
    const past = await get('/api/device/index', 'pager', { pageSize: '2', page: '9' });
    expect(past.body.data).toEqual([]);
    expect(past.body.pages).toEqual({ page: 9, pageSize: 2, totalCount: 5, pageCount: 3 });
    expect(past.body.count).toEqual({ total: 5, online: 0, offline: 5 });
    // Sorted by SN both ways, the pages follow each other without overlap.
    const bySn = async (order: string, page: string) =>
      (
        (await get('/api/device/index', 'pager', { sort: 'sn', order, pageSize: '2', page })).body.data as {
          sn: string;
        }[]
      ).map((d) => d.sn);
    const sns = list.map((d) => d.sn).sort();
    expect([...(await bySn('asc', '1')), ...(await bySn('asc', '2')), ...(await bySn('asc', '3'))]).toEqual(
      sns,
    );
    expect(await bySn('desc', '1')).toEqual(sns.slice().reverse().slice(0, 2));
  });

  it('refuses bad filters with 422 naming the field', async () => {
    for (const [field, value] of [
      ['status', 'broken'],
      ['pageSize', '1001'],
      ['tag_id', '1 or 1=1'],
      ['sort', 'password_hash'],
    ] as const) {
      const res = await get('/api/device/index', 'member', { [field]: value });
      expect(res.status).toBe(422);
      expect((res.body.data as { field: string }).field).toBe(field);
    }
  });
});

describe('GET /api/device/info', () => {
  it("answers another member's device exactly like a missing one", async () => {
    const [theirs] = await addDevices(people.stranger!.row, 1);
    const [mine] = await addDevices(people.member!.row, 1);
    expect((await get('/api/device/info', 'member', { id: String(mine!.id) })).body.data).toMatchObject({
      sn: mine!.sn,
    });
    const denied = await get('/api/device/info', 'member', { id: String(theirs!.id) });
    const missing = await get('/api/device/info', 'member', { id: '99999999' });
    expect(denied.body).toEqual(missing.body);
    expect(denied.body.errorCode).toBe(ERRORS.NOT_FOUND.code);
  });
});

describe('POST /api/device/move-tag', () => {
  it('moves the selected devices to a tag, in either body shape, and clears with 0', async () => {
    const owner = await person('tagger', { mobile: '13500000011' });
    const list = await addDevices(owner, 3);
    const [tag] = await app.deps.db.insert(tags).values({ ownerId: owner.id, name: '机房一' }).returning();
    const first = await post('/api/device/move-tag', 'tagger', {
      id: tag!.id,
      ids: [list[0]!.id, list[1]!.id],
    });
    expect(first.body).toMatchObject({ errorCode: 0, data: { affected: 2 } });
    const second = await post('/api/device/move-tag', 'tagger', {
      tag_id: tag!.id,
      device_ids: [list[2]!.id],
    });
    expect(second.body.data).toEqual({ affected: 1 });
    const rowsNow = await app.deps.db
      .select()
      .from(devices)
      .where(
        inArray(
          devices.id,
          list.map((d) => d.id),
        ),
      );
    expect(rowsNow.every((d) => d.tagId === tag!.id)).toBe(true);
    await post('/api/device/move-tag', 'tagger', { tag_id: 0, ids: [list[0]!.id] });
    const [cleared] = await app.deps.db.select().from(devices).where(eq(devices.id, list[0]!.id));
    expect(cleared?.tagId).toBeNull();
  });

  it("changes nothing when one id is another member's, or the tag is another member's", async () => {
    const [mine] = await addDevices(people.member!.row, 1);
    const [theirs] = await addDevices(people.stranger!.row, 1);
    const [myTag] = await app.deps.db
      .insert(tags)
      .values({ ownerId: people.member!.row.id, name: '我的' })
      .returning();
    const [theirTag] = await app.deps.db
      .insert(tags)
      .values({ ownerId: people.stranger!.row.id, name: '别人' })
      .returning();
    const mixed = await post('/api/device/move-tag', 'member', {
      tag_id: myTag!.id,
      ids: [mine!.id, theirs!.id],
    });
    expect(mixed.body.errorCode).toBe(ERRORS.NOT_FOUND.code);
    const foreignTag = await post('/api/device/move-tag', 'member', {
      tag_id: theirTag!.id,
      ids: [mine!.id],
    });
    expect(foreignTag.body.errorCode).toBe(ERRORS.NOT_FOUND.code);
    const after = await app.deps.db
      .select()
      .from(devices)
      .where(inArray(devices.id, [mine!.id, theirs!.id]));
    expect(after.every((d) => d.tagId === null)).toBe(true);
  });

  it('moves every device matching the filter with select_all, across pages', async () => {
    const owner = await person('bulk', { mobile: '13500000012' });
    await addDevices(owner, 250);
    const [tag] = await app.deps.db.insert(tags).values({ ownerId: owner.id, name: '全部' }).returning();
    const res = await post('/api/device/move-tag', 'bulk', {
      tag_id: tag!.id,
      select_all: true,
      filter: { status: 'offline' },
    });
    expect(res.body.data).toEqual({ affected: 250 });
  });

  it('refuses more than 10,000 ids and an empty selection', async () => {
    const tooMany = await post('/api/device/move-tag', 'member', {
      tag_id: 0,
      ids: Array.from({ length: 10_001 }, (_, i) => i + 1),
    });
    expect(tooMany.status).toBe(422);
    const none = await post('/api/device/move-tag', 'member', { tag_id: 0, ids: [] });
    expect(none.body.errorCode).toBe(ERRORS.NO_DEVICES_SELECTED.code);
  });
});

describe('rooms: install, move-room, uninstall', () => {
  it('puts devices up in a room and cabinet, records it, and takes them down again', async () => {
    const owner = await person('roomer', { mobile: '13500000013' });
    const list = await addDevices(owner, 2);
    const [room] = await app.deps.db
      .insert(rooms)
      .values({
        ownerId: owner.id,
        name: '杭州一号机房',
        provinceCode: '330000',
        cityCode: '330100',
        isp: 'telecom',
      })
      .returning();
    const [cabinet] = await app.deps.db
      .insert(rooms)
      .values({ ownerId: owner.id, pid: room!.id, name: 'A01' })
      .returning();
    const ids = list.map((d) => d.id);
    const up = await post('/api/device/install', 'roomer', {
      room_id: room!.id,
      cabinet_id: cabinet!.id,
      ids,
    });
    expect(up.body.data).toEqual({ affected: 2 });
    const listed = await get('/api/device/index', 'roomer');
    expect((listed.body.data as { room_info: string; isp: string }[])[0]).toMatchObject({
      room_info: '杭州一号机房 / A01',
      isp: 'telecom',
    });
    const down = await post('/api/device/uninstall', 'roomer', { ids });
    expect(down.body.data).toEqual({ affected: 2 });
    const records = await app.deps.db
      .select()
      .from(installRecords)
      .where(inArray(installRecords.deviceId, ids));
    expect(records.map((r) => r.action).sort()).toEqual(['install', 'install', 'uninstall', 'uninstall']);
    const uninstalled = await get('/api/device/index', 'roomer', { status: 'uninstalled' });
    expect(uninstalled.body.pages).toMatchObject({ totalCount: 2 });
  });

  it("refuses another member's room, and a cabinet of another room", async () => {
    const [mine] = await addDevices(people.member!.row, 1);
    const [theirRoom] = await app.deps.db
      .insert(rooms)
      .values({ ownerId: people.stranger!.row.id, name: '别人的' })
      .returning();
    const foreign = await post('/api/device/move-room', 'member', {
      room_id: theirRoom!.id,
      ids: [mine!.id],
    });
    expect(foreign.body.errorCode).toBe(ERRORS.NOT_FOUND.code);
    const [roomA] = await app.deps.db
      .insert(rooms)
      .values({ ownerId: people.member!.row.id, name: 'A' })
      .returning();
    const [roomB] = await app.deps.db
      .insert(rooms)
      .values({ ownerId: people.member!.row.id, name: 'B' })
      .returning();
    const [cabinetB] = await app.deps.db
      .insert(rooms)
      .values({ ownerId: people.member!.row.id, pid: roomB!.id, name: 'B1' })
      .returning();
    const mismatch = await post('/api/device/move-room', 'member', {
      room_id: roomA!.id,
      cabinet_id: cabinetB!.id,
      ids: [mine!.id],
    });
    expect(mismatch.body.errorCode).toBe(ERRORS.CABINET_NOT_IN_ROOM.code);
    const [after] = await app.deps.db.select().from(devices).where(eq(devices.id, mine!.id));
    expect(after?.roomId).toBeNull();
  });
});

describe('POST /api/member/fenpei-device and /api/member/remove-device', () => {
  it('lets an operator allocate its devices to its sub-member, not to another operator’s', async () => {
    const list = await addDevices(people.operator!.row, 2);
    const ok = await post('/api/member/fenpei-device', 'operator', {
      member_id: people.sub!.row.id,
      ids: [list[0]!.id],
    });
    expect(ok.body.data).toEqual({ affected: 1 });
    const foreign = await post('/api/member/fenpei-device', 'operator', {
      member_id: people.otherSub!.row.id,
      ids: [list[1]!.id],
    });
    expect(foreign.body.errorCode).toBe(ERRORS.NOT_FOUND.code);
    const plain = await post('/api/member/fenpei-device', 'member', {
      member_id: people.stranger!.row.id,
      ids: [list[1]!.id],
    });
    expect(plain.body.errorCode).toBe(ERRORS.NOT_FOUND.code);
    const [moved] = await app.deps.db.select().from(devices).where(eq(devices.id, list[0]!.id));
    expect(moved?.memberId).toBe(people.sub!.row.id);
  });

  it('unbinds removed devices from the account', async () => {
    const [mine] = await addDevices(people.member!.row, 1);
    expect((await post('/api/member/remove-device', 'member', { ids: [mine!.id] })).body.data).toEqual({
      affected: 1,
    });
    const [after] = await app.deps.db.select().from(devices).where(eq(devices.id, mine!.id));
    expect(after?.memberId).toBeNull();
    expect((await get('/api/device/info', 'member', { id: String(mine!.id) })).body.errorCode).toBe(
      ERRORS.NOT_FOUND.code,
    );
  });
});

describe('POST /api/device/reboot', () => {
  it('queues one reboot per device, however often it is asked', async () => {
    const list = await addDevices(people.member!.row, 2);
    const ids = list.map((d) => d.id);
    await post('/api/device/reboot', 'member', { ids });
    await post('/api/device/reboot', 'member', { ids });
    const queued = await app.deps.db
      .select()
      .from(deviceCommands)
      .where(inArray(deviceCommands.deviceId, ids));
    expect(queued).toHaveLength(2);
    expect(queued.every((c) => c.kind === 'reboot')).toBe(true);
  });
});

describe('POST /api/device/bind', () => {
  async function giveCode(owner: MemberRow, code: string, deviceTypeId: number | null = null) {
    await app.deps.db.insert(activationCodes).values({ code, memberId: owner.id, deviceTypeId });
  }

  it('binds stock with an unused code of the caller, once', async () => {
    const [stock] = await addDevices(null, 1);
    await giveCode(people.member!.row, 'BIND-0001');
    const res = await post('/api/device/bind', 'member', { sn: stock!.sn, code: 'bind-0001', name: '客厅' });
    expect(res.body).toMatchObject({ errorCode: 0, data: { sn: stock!.sn, name: '客厅' } });
    const again = await post('/api/device/bind', 'member', { sn: stock!.sn, code: 'BIND-0001' });
    expect(again.body.errorCode).toBe(ERRORS.CODE_INVALID.code);
    const codes = await get('/api/member/code-list', 'member');
    expect(codes.body.countData).toMatchObject({ activate_count: 1 });
  });

  it('refuses an unknown SN, a bound device, another member’s code and a code of another type', async () => {
    const [stock] = await addDevices(null, 1);
    const [boundElsewhere] = await addDevices(people.stranger!.row, 1);
    await giveCode(people.member!.row, 'BIND-0002');
    await giveCode(people.stranger!.row, 'BIND-0003');
    const [typeA] = await app.deps.db.insert(deviceTypes).values({ name: 'A 型' }).returning();
    const [typeB] = await app.deps.db.insert(deviceTypes).values({ name: 'B 型' }).returning();
    await giveCode(people.member!.row, 'BIND-0004', typeA!.id);
    const [typedStock] = await addDevices(null, 1, { deviceTypeId: typeB!.id });
    const unknown = await post('/api/device/bind', 'member', { sn: 'NOSUCHSN01', code: 'BIND-0002' });
    const taken = await post('/api/device/bind', 'member', { sn: boundElsewhere!.sn, code: 'BIND-0002' });
    // No oracle: an unknown SN and another member's box get the very same reply.
    expect(unknown.body).toEqual(taken.body);
    expect(unknown.body.errorCode).toBe(ERRORS.DEVICE_SN_UNAVAILABLE.code);
    expect(
      (await post('/api/device/bind', 'member', { sn: stock!.sn, code: 'BIND-0003' })).body.errorCode,
    ).toBe(ERRORS.CODE_INVALID.code);
    expect(
      (await post('/api/device/bind', 'member', { sn: typedStock!.sn, code: 'BIND-0004' })).body.errorCode,
    ).toBe(ERRORS.CODE_TYPE_MISMATCH.code);
    const unused = await rows<{ n: number }>(
      app.deps.db,
      sql`select count(*)::int as n from activation_codes where code in ('BIND-0002', 'BIND-0004') and status = 'unused'`,
    );
    expect(unused[0]?.n).toBe(2);
  });

  it('says so when the box is already the caller’s own', async () => {
    const [own] = await addDevices(people.member!.row, 1);
    await giveCode(people.member!.row, 'BIND-0005');
    const res = await post('/api/device/bind', 'member', { sn: own!.sn, code: 'BIND-0005' });
    expect(res.body.errorCode).toBe(ERRORS.DEVICE_ALREADY_BOUND.code);
  });

  it('locks binding for an hour after 10 failed binds, so serial numbers cannot be probed', async () => {
    const prober = await person('prober', { mobile: '13500000008' });
    await giveCode(prober, 'PROBE-0001');
    const [stock] = await addDevices(null, 1);
    for (let i = 0; i < BIND_THROTTLE.perMember; i++) {
      const res = await post('/api/device/bind', 'prober', {
        sn: `PROBE${String(i).padStart(5, '0')}`,
        code: 'PROBE-0001',
      });
      expect(res.body.errorCode).toBe(ERRORS.DEVICE_SN_UNAVAILABLE.code);
    }
    // Locked even for a serial number that exists and is free: the 11th try says nothing about it.
    const locked = await post('/api/device/bind', 'prober', { sn: stock!.sn, code: 'PROBE-0001' });
    expect(locked.body.errorCode).toBe(ERRORS.BIND_LOCKED.code);
    const [device] = await app.deps.db.select().from(devices).where(eq(devices.id, stock!.id));
    expect(device!.memberId).toBeNull();
    // Other members are not affected.
    await giveCode(people.member!.row, 'PROBE-0002');
    const other = await post('/api/device/bind', 'member', { sn: stock!.sn, code: 'PROBE-0002' });
    expect(other.body.errorCode).toBe(0);
  });

  it('binds a device once when two members race for it', async () => {
    const [stock] = await addDevices(null, 1);
    await giveCode(people.member!.row, 'RACE-0001');
    await giveCode(people.stranger!.row, 'RACE-0002');
    const replies = await Promise.all([
      post('/api/device/bind', 'member', { sn: stock!.sn, code: 'RACE-0001' }),
      post('/api/device/bind', 'stranger', { sn: stock!.sn, code: 'RACE-0002' }),
    ]);
    expect(replies.map((r) => r.body.errorCode).sort()).toEqual([0, ERRORS.DEVICE_SN_UNAVAILABLE.code]);
    const used = await rows<{ n: number }>(
      app.deps.db,
      sql`select count(*)::int as n from activation_codes where code like 'RACE-%' and status = 'used'`,
    );
    expect(used[0]?.n).toBe(1);
  });
});

describe('GET /api/member/device-type-list and /api/member/code-list', () => {
  it('lists device types with their code price, and only the caller’s codes', async () => {
    await app.deps.db.insert(deviceTypes).values({ name: 'N1 盒子', codePriceFen: 9900 });
    const types = await get('/api/member/device-type-list', 'member');
    expect(types.body.data).toEqual(
      expect.arrayContaining([expect.objectContaining({ name: 'N1 盒子', code_price_fen: 9900 })]),
    );
    const theirs = await get('/api/member/code-list', 'stranger', { status: 'unused' });
    expect((theirs.body.data as { code: string }[]).every((c) => !c.code.startsWith('BIND-0001'))).toBe(true);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS, type DeviceTag, type MemberTag } from '@nodebao/contract';
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
import { devices } from '../devices/devices.table.ts';

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});
/** m1, m2: plain members; opA with sub-members a1, a2; opB with sub-member b1; staff: platform staff. */
const { who, token, get, post } = scopeCast(() => app, '139300000');
type As = ScopeRole;

async function tag(as: As, name: string): Promise<DeviceTag> {
  const res = await post(as, '/api/tag/save', { name });
  expect(res.body.errorCode, res.body.msg).toBe(0);
  return res.body.data as DeviceTag;
}
async function memberTag(as: As, name: string): Promise<MemberTag> {
  const res = await post(as, '/api/member-tag/save', { name });
  expect(res.body.errorCode, res.body.msg).toBe(0);
  return res.body.data as MemberTag;
}

let snCounter = 0;
async function device(memberId: number | null, tagId: number | null = null) {
  snCounter += 1;
  const [row] = await app.deps.db
    .insert(devices)
    .values({ sn: `NBTAG${String(snCounter).padStart(6, '0')}`, secretEnc: 'x', memberId, tagId })
    .returning();
  if (!row) throw new Error('device insert failed');
  return row;
}

/** Everything the tag calls may change, to prove a refusal changed nothing. */
async function state() {
  return rows(
    app.deps.db,
    sql`select (select json_agg(t order by t.id) from tags t) as tags,
               (select json_agg(t order by t.id) from member_tags t) as member_tags,
               (select json_agg(json_build_object('id', d.id, 'tag', d.tag_id) order by d.id) from devices d) as devices,
               (select json_agg(json_build_object('id', m.id, 'tag', m.member_tag_id) order by m.id) from members m)
                 as members`,
  );
}

const hostileNames: [string, unknown, string][] = [
  ['a missing name', undefined, 'name'],
  ['an empty name', '', 'name'],
  ['a blank name', '   ', 'name'],
  ['a 33-character name', 'x'.repeat(33), 'name'],
  ['a number', 42, 'name'],
  ['an array', ['a'], 'name'],
  ['an object', { $ne: null }, 'name'],
];

// ---- device tags -----------------------------------------------------------------------------

describe('POST /api/tag/save', () => {
  it('creates a tag owned by the caller, after its other tags', async () => {
    const first = await tag('m1', '华东');
    const res = await post('m1', '/api/tag/save', { name: ' 华南 ', owner_id: who.m2.id });
    expect(res.body.data).toMatchObject({ name: '华南', owner_id: who.m1.id, device_count: 0 });
    expect((res.body.data as DeviceTag).sort).toBeGreaterThan(first.sort);
  });

  it('refuses a name the owner already uses, but not one another member uses', async () => {
    await tag('m1', '重名');
    const before = await state();
    expect((await post('m1', '/api/tag/save', { name: '重名' })).body.errorCode).toBe(
      ERRORS.TAG_NAME_TAKEN.code,
    );
    expect(await state()).toEqual(before);
    expect((await post('m2', '/api/tag/save', { name: '重名' })).body.errorCode).toBe(0);
  });

  it('lets only one of several concurrent saves take a name', async () => {
    const replies = await Promise.all([1, 2, 3, 4].map(() => post('m2', '/api/tag/save', { name: '抢注' })));
    expect(replies.filter((r) => r.body.errorCode === 0)).toHaveLength(1);
    expect(replies.filter((r) => r.body.errorCode === ERRORS.TAG_NAME_TAKEN.code)).toHaveLength(3);
  });

  it('renames a tag, refusing a name its owner already uses', async () => {
    const t = await tag('m1', '旧名');
    await tag('m1', '已占用');
    expect((await post('m1', '/api/tag/save', { id: t.id, name: '新名' })).body.data).toMatchObject({
      id: t.id,
      name: '新名',
    });
    expect((await post('m1', '/api/tag/save', { id: t.id, name: '新名' })).body.errorCode).toBe(0);
    expect((await post('m1', '/api/tag/save', { id: t.id, name: '已占用' })).body.errorCode).toBe(
      ERRORS.TAG_NAME_TAKEN.code,
    );
  });

  it('lets an operator rename its sub-member’s tag, checked against the sub-member’s names', async () => {
    const t = await tag('a1', 'A1 标签');
    await tag('opA', '运营商自己的');
    const res = await post('opA', '/api/tag/save', { id: t.id, name: '运营商自己的' });
    expect(res.body.data).toMatchObject({ id: t.id, name: '运营商自己的', owner_id: who.a1.id });
  });

  it('answers another member’s tag exactly like a missing one and changes nothing', async () => {
    const t = await tag('b1', 'B1 标签');
    const before = await state();
    const missing = await post('m1', '/api/tag/save', { id: 999_999, name: 'x' });
    expectNotFound(missing);
    for (const as of ['m1', 'opA', 'a1'] as const) {
      expect((await post(as, '/api/tag/save', { id: t.id, name: '越权' })).body).toEqual(missing.body);
    }
    expect(await state()).toEqual(before);
  });

  it('stores SQL-looking names verbatim', async () => {
    const name = "a'); drop table tags;--";
    expect((await tag('m1', name)).name).toBe(name);
  });

  it.each(hostileNames)('answers %s with 422 naming %s and changes nothing', async (_label, name, field) => {
    const before = await state();
    expect422(await post('m1', '/api/tag/save', { name }), field);
    expect(await state()).toEqual(before);
  });

  it.each([[true], ['abc'], [[1]], ['1 or 1=1'], [-1]])('answers id %j with 422 on id', async (id) => {
    expect422(await post('m1', '/api/tag/save', { id, name: 'x' }), 'id');
  });

  it('needs a signed-in member', async () => {
    expect((await call(app, 'POST', '/api/tag/save', { body: { name: 'x' } })).status).toBe(401);
  });
});

describe('GET /api/tag/index', () => {
  it('lists the caller’s tags with device counts, 20 a page, filtered by keyword', async () => {
    const owner = await createMember(app, { mobile: '13930000030' });
    const ownerToken = await loginAs(app, owner.mobile);
    const list = (query: Record<string, string> = {}) =>
      call(app, 'GET', '/api/tag/index', { token: ownerToken, query });
    const made: DeviceTag[] = [];
    for (let i = 1; i <= 22; i++) {
      made.push(
        (await call(app, 'POST', '/api/tag/save', { token: ownerToken, body: { name: `分组${i}` } })).body
          .data as DeviceTag,
      );
    }
    await device(owner.id, made[0]?.id);
    await device(owner.id, made[0]?.id);

    const page1 = await list();
    expect(page1.body.pages).toEqual({ page: 1, pageSize: 20, totalCount: 22, pageCount: 2 });
    expect((page1.body.data as DeviceTag[])[0]).toMatchObject({ name: '分组1', device_count: 2 });
    expect((await list({ page: '2' })).body.data).toHaveLength(2);
    expect((await list({ keyword: '分组2' })).body.pages).toMatchObject({ totalCount: 4 });
    expect((await list({ keyword: '%' })).body.data).toHaveLength(0);
  });

  it('shows an operator its sub-members’ tags but not another operator’s; staff see all', async () => {
    const a1Tag = await tag('a1', 'A1 可见');
    const b1Tag = await tag('b1', 'B1 不可见');
    const ids = async (as: As) =>
      ((await get(as, '/api/tag/index', { pageSize: '100' })).body.data as DeviceTag[]).map((t) => t.id);
    expect(await ids('opA')).toContain(a1Tag.id);
    expect(await ids('opA')).not.toContain(b1Tag.id);
    expect(await ids('a2')).not.toContain(a1Tag.id);
    expect(await ids('m1')).toEqual(expect.not.arrayContaining([a1Tag.id, b1Tag.id]));
    expect(await ids('staff')).toEqual(expect.arrayContaining([a1Tag.id, b1Tag.id]));
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: 'one' }, 'page'],
    [{ pageSize: '101' }, 'pageSize'],
    [{ keyword: 'x'.repeat(65) }, 'keyword'],
  ])('answers %j with 422 naming %s', async (query, field) => {
    expect422(await get('m1', '/api/tag/index', query), field);
  });
});

describe('POST /api/tag/delete', () => {
  it('deletes the tag and untags its devices in the same step', async () => {
    const doomed = await tag('a1', '将删除');
    const kept = await tag('a1', '保留');
    const d1 = await device(who.a1.id, doomed.id);
    const d2 = await device(who.a2.id, doomed.id);
    const d3 = await device(who.a1.id, kept.id);
    // A box nobody holds has no fleet; staff may still have tagged it.
    const d4 = await device(null, doomed.id);
    expect((await post('opA', '/api/tag/delete', { id: doomed.id })).body.errorCode).toBe(0);
    const left = await rows<{ id: number; tag_id: number | null }>(
      app.deps.db,
      sql`select id, tag_id from devices where id in (${d1.id}, ${d2.id}, ${d3.id}, ${d4.id}) order by id`,
    );
    expect(left).toEqual([
      { id: d1.id, tag_id: null },
      { id: d2.id, tag_id: null },
      { id: d3.id, tag_id: kept.id },
      { id: d4.id, tag_id: null },
    ]);
    expectNotFound(await post('a1', '/api/tag/delete', { id: doomed.id }));
  });

  it('answers another member’s tag as missing and untags nothing', async () => {
    const t = await tag('b1', 'B1 保留');
    await device(who.b1.id, t.id);
    const before = await state();
    for (const as of ['m1', 'opA', 'a1', 'm2'] as const) {
      expectNotFound(await post(as, '/api/tag/delete', { id: t.id }));
    }
    expect(await state()).toEqual(before);
  });

  it.each([[{}], [{ id: 'x' }], [{ id: 0 }], [{ id: '1; delete from tags' }], [{ id: 2 ** 53 }]])(
    'answers %j with 422 on id and changes nothing',
    async (body) => {
      const before = await state();
      expect422(await post('m1', '/api/tag/delete', body), 'id');
      expect(await state()).toEqual(before);
    },
  );
});

// ---- member tags -----------------------------------------------------------------------------

describe('member tags need an operator', () => {
  it.each([
    ['GET', '/api/member-tag/index'],
    ['POST', '/api/member-tag/save'],
    ['POST', '/api/member-tag/delete'],
    ['POST', '/api/member-tag/move'],
  ] as const)('%s %s answers a plain member with 403 and a guest with 401', async (method, url) => {
    expect(
      (await call(app, method, url, { token: token.m1, body: method === 'POST' ? {} : undefined })).status,
    ).toBe(403);
    expect((await call(app, method, url)).status).toBe(401);
  });
});

describe('POST /api/member-tag/save', () => {
  it('creates a member tag for the operator and refuses a name it already uses', async () => {
    const t = await memberTag('opA', 'VIP');
    expect(t).toMatchObject({ name: 'VIP', operator_id: who.opA.id, member_count: 0 });
    const before = await state();
    expect((await post('opA', '/api/member-tag/save', { name: 'VIP' })).body.errorCode).toBe(
      ERRORS.TAG_NAME_TAKEN.code,
    );
    expect(await state()).toEqual(before);
    expect((await post('opB', '/api/member-tag/save', { name: 'VIP' })).body.errorCode).toBe(0);
  });

  it('renames its own tag; another operator’s tag answers as missing', async () => {
    const t = await memberTag('opA', '待改名');
    expect((await post('opA', '/api/member-tag/save', { id: t.id, name: '已改名' })).body.data).toMatchObject(
      {
        id: t.id,
        name: '已改名',
      },
    );
    const before = await state();
    expectNotFound(await post('opB', '/api/member-tag/save', { id: t.id, name: '越权' }));
    expect(await state()).toEqual(before);
    expect(
      (await post('staff', '/api/member-tag/save', { id: t.id, name: '平台改名' })).body.data,
    ).toMatchObject({
      operator_id: who.opA.id,
      name: '平台改名',
    });
  });

  it.each(hostileNames)('answers %s with 422 naming %s and changes nothing', async (_label, name, field) => {
    const before = await state();
    expect422(await post('opA', '/api/member-tag/save', { name }), field);
    expect(await state()).toEqual(before);
  });
});

describe('GET /api/member-tag/index', () => {
  it('lists the operator’s own tags with member counts; staff see every operator’s', async () => {
    const mine = await memberTag('opA', '列表标签');
    const theirs = await memberTag('opB', '别家标签');
    await post('opA', '/api/member-tag/move', { id: mine.id, member_ids: [who.a1.id, who.a2.id] });
    const own = await get('opA', '/api/member-tag/index', { pageSize: '100' });
    expect(own.body.pages).toMatchObject({ page: 1, pageSize: 100 });
    const list = own.body.data as MemberTag[];
    expect(list.find((t) => t.id === mine.id)).toMatchObject({
      member_count: 2,
      operator_mobile: who.opA.mobile,
    });
    expect(list.map((t) => t.id)).not.toContain(theirs.id);
    const all = (await get('staff', '/api/member-tag/index', { pageSize: '100' })).body.data as MemberTag[];
    expect(all.map((t) => t.id)).toEqual(expect.arrayContaining([mine.id, theirs.id]));
    expect((await get('opA', '/api/member-tag/index', { keyword: '列表' })).body.data).toHaveLength(1);
    expect((await get('opA', '/api/member-tag/index')).body.pages).toMatchObject({ pageSize: 20 });
  });

  it('answers bad paging with 422', async () => {
    expect422(await get('opA', '/api/member-tag/index', { pageSize: '0' }), 'pageSize');
  });
});

describe('POST /api/member-tag/move', () => {
  it('files the operator’s sub-members under a tag, and id 0 takes them out', async () => {
    const t = await memberTag('opA', '归档');
    const res = await post('opA', '/api/member-tag/move', {
      id: t.id,
      member_ids: [who.a1.id, who.a2.id, who.a1.id],
    });
    expect(res.body).toMatchObject({ errorCode: 0, data: { count: 2 } });
    const tagged = await rows<{ member_tag_id: number | null }>(
      app.deps.db,
      sql`select member_tag_id from members where id in (${who.a1.id}, ${who.a2.id})`,
    );
    expect(tagged.map((r) => r.member_tag_id)).toEqual([t.id, t.id]);
    expect((await post('opA', '/api/member-tag/move', { id: 0, member_ids: [who.a2.id] })).body.data).toEqual(
      {
        count: 1,
      },
    );
    const cleared = await rows<{ member_tag_id: number | null }>(
      app.deps.db,
      sql`select member_tag_id from members where id = ${who.a2.id}`,
    );
    expect(cleared[0]?.member_tag_id).toBeNull();
  });

  it('changes nothing when any member is not the operator’s, answering not found', async () => {
    const t = await memberTag('opA', '全有或全无');
    const before = await state();
    for (const outsider of [who.b1.id, who.m1.id, who.opA.id, who.opB.id, 999_999]) {
      expectNotFound(
        await post('opA', '/api/member-tag/move', { id: t.id, member_ids: [who.a1.id, outsider] }),
      );
    }
    expectNotFound(await post('opA', '/api/member-tag/move', { id: 0, member_ids: [who.a2.id, who.b1.id] }));
    expect(await state()).toEqual(before);
  });

  it('answers another operator’s tag as missing', async () => {
    const theirs = await memberTag('opB', 'B 的标签');
    const before = await state();
    expectNotFound(await post('opA', '/api/member-tag/move', { id: theirs.id, member_ids: [who.a1.id] }));
    expect(await state()).toEqual(before);
  });

  it('lets staff file anyone', async () => {
    const t = await memberTag('opB', '平台归档');
    const res = await post('staff', '/api/member-tag/move', { id: t.id, member_ids: [who.b1.id, who.m1.id] });
    expect(res.body.data).toEqual({ count: 2 });
  });

  it('accepts member_ids from a form', async () => {
    const t = await memberTag('opA', '表单归档');
    const res = await app.inject({
      method: 'POST',
      url: '/api/member-tag/move',
      payload: `id=${t.id}&member_ids=${who.a1.id}&member_ids=${who.a2.id}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token.opA}` },
    });
    expect(res.json()).toMatchObject({ errorCode: 0, data: { count: 2 } });
  });

  it.each([
    ['no ids', { id: 1, member_ids: [] }, 'member_ids'],
    ['a missing list', { id: 1 }, 'member_ids'],
    ['a missing tag id', { member_ids: [1] }, 'id'],
    ['a negative tag id', { id: -1, member_ids: [1] }, 'id'],
    ['a text id', { id: 1, member_ids: [1, 'two'] }, 'member_ids.1'],
    ['an SQL-looking id', { id: 1, member_ids: ['1) or (1=1'] }, 'member_ids.0'],
    ['a zero id', { id: 1, member_ids: [0] }, 'member_ids.0'],
    ['an object', { id: 1, member_ids: { length: 1 } }, 'member_ids'],
    ['10,001 ids', { id: 1, member_ids: Array.from({ length: 10_001 }, (_, i) => i + 1) }, 'member_ids'],
  ])('answers %s with 422 naming %s and changes nothing', async (_label, body, field) => {
    const before = await state();
    expect422(await post('opA', '/api/member-tag/move', body), field);
    expect(await state()).toEqual(before);
  });
});

describe('POST /api/member-tag/delete', () => {
  it('deletes the tag and takes its members out of it in the same step', async () => {
    const t = await memberTag('opA', '将删除');
    await post('opA', '/api/member-tag/move', { id: t.id, member_ids: [who.a1.id] });
    expect((await post('opA', '/api/member-tag/delete', { id: t.id })).body.errorCode).toBe(0);
    const left = await rows<{ member_tag_id: number | null }>(
      app.deps.db,
      sql`select member_tag_id from members where id = ${who.a1.id}`,
    );
    expect(left[0]?.member_tag_id).toBeNull();
    expectNotFound(await post('opA', '/api/member-tag/delete', { id: t.id }));
  });

  it('answers another operator’s tag as missing and changes nothing', async () => {
    const t = await memberTag('opB', 'B 保留');
    await post('opB', '/api/member-tag/move', { id: t.id, member_ids: [who.b1.id] });
    const before = await state();
    expectNotFound(await post('opA', '/api/member-tag/delete', { id: t.id }));
    expect(await state()).toEqual(before);
  });

  it.each([[{}], [{ id: 'x' }], [{ id: [1] }]])('answers %j with 422 on id', async (body) => {
    expect422(await post('opA', '/api/member-tag/delete', body), 'id');
  });
});

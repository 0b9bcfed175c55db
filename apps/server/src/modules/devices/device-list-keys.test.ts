import { deviceListQuery, type DeviceRow } from '@nodebao/contract';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { rows } from '../../db/sql.ts';
import type { MemberRow } from '../accounts/accounts.repo.ts';
import { createMember, createTestApp } from '../../../test/helper.ts';
import { ownedBy } from '../accounts/scope.ts';
import { findDevice, listDevices, listInstallRecords, listKeyMismatches } from './devices.repo.ts';

// What the database keeps for the device list (migrations 0019, 0023, 0024; issue 17 §1) — the
// per-owner and per-fleet counts, each box's fleet, its place names and its list card — must equal a
// full count and the rows they copy, whatever statement wrote the boxes or renamed what they show: the
// triggers are the only writers of them.

let app: App;
let operator: MemberRow;
let other: MemberRow;
const members: MemberRow[] = [];
const rooms: number[] = [];
const tags: number[] = [];
const memberTags: number[] = [];
const types: number[] = [];

beforeAll(async () => {
  app = await createTestApp();
  operator = await createMember(app, { mobile: '13600000170', isOperator: true });
  other = await createMember(app, { mobile: '13600000171', isOperator: true });
  members.push(operator, other);
  for (let i = 0; i < 4; i++)
    members.push(
      await createMember(app, { mobile: `1360000018${i}`, operatorId: i < 3 ? operator.id : null }),
    );
  for (const name of ['一号机房', '二号机房', '三号机房']) {
    const [room] = await rows<{ id: number }>(
      app.deps.db,
      sql`insert into rooms (owner_id, name) values (${operator.id}, ${name}) returning id`,
    );
    rooms.push(room!.id);
  }
  for (const name of ['甲', '乙']) {
    const [tag] = await rows<{ id: number }>(
      app.deps.db,
      sql`insert into tags (owner_id, name) values (${operator.id}, ${name}) returning id`,
    );
    tags.push(tag!.id);
  }
  for (const name of ['大客户', '新客户']) {
    const [tag] = await rows<{ id: number }>(
      app.deps.db,
      sql`insert into member_tags (operator_id, name) values (${operator.id}, ${name}) returning id`,
    );
    memberTags.push(tag!.id);
  }
  for (const name of ['NB-A', 'NB-"B"']) {
    const [type] = await rows<{ id: number }>(
      app.deps.db,
      sql`insert into device_types (name) values (${name}) returning id`,
    );
    types.push(type!.id);
  }
});
afterAll(async () => {
  await app.close();
});

const maybe = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: null });

/** One statement of the kinds the modules send: create, report, go offline, tag, bind, place, remove… */
const write = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    count: fc.integer({ min: 1, max: 6 }),
    member: maybe(fc.integer({ min: 0, max: 5 })),
    tag: maybe(fc.integer({ min: 0, max: 1 })),
    room: maybe(fc.integer({ min: 0, max: 2 })),
  }),
  fc.record({
    kind: fc.constantFrom('online' as const, 'offline' as const),
    mod: fc.integer({ min: 1, max: 3 }),
  }),
  fc.record({
    kind: fc.constant('tag' as const),
    mod: fc.integer({ min: 1, max: 3 }),
    tag: maybe(fc.integer({ min: 0, max: 1 })),
  }),
  fc.record({
    kind: fc.constant('bind' as const),
    mod: fc.integer({ min: 1, max: 3 }),
    member: maybe(fc.integer({ min: 0, max: 5 })),
  }),
  fc.record({
    kind: fc.constant('place' as const),
    mod: fc.integer({ min: 1, max: 3 }),
    room: maybe(fc.integer({ min: 0, max: 2 })),
    cabinet: maybe(fc.integer({ min: 0, max: 2 })),
  }),
  fc.record({ kind: fc.constant('remove' as const), mod: fc.integer({ min: 2, max: 5 }) }),
  fc.record({
    kind: fc.constant('records' as const),
    mod: fc.integer({ min: 1, max: 3 }),
    action: fc.constantFrom('install' as const, 'uninstall' as const),
  }),
  fc.record({
    kind: fc.constant('rename' as const),
    room: fc.integer({ min: 0, max: 2 }),
    name: fc.constantFrom('A 区', 'B 区', '七号'),
  }),
  fc.record({
    kind: fc.constant('box' as const),
    mod: fc.integer({ min: 1, max: 3 }),
    type: maybe(fc.integer({ min: 0, max: 1 })),
    name: fc.constantFrom('', '节点\\1', 'a "b"'),
  }),
  fc.record({
    kind: fc.constant('holder' as const),
    member: fc.integer({ min: 0, max: 5 }),
    nickname: fc.constantFrom('张三', '李"四"', ''),
    memberTag: maybe(fc.integer({ min: 0, max: 1 })),
  }),
  fc.record({
    kind: fc.constantFrom('member-tag-rename' as const, 'type-rename' as const),
    which: fc.integer({ min: 0, max: 1 }),
    name: fc.constantFrom('甲类', '乙/类', 'C'),
  }),
  fc.record({
    kind: fc.constant('status' as const),
    mod: fc.integer({ min: 1, max: 3 }),
    disk: fc.constantFrom(10, 95),
    cpu: fc.constantFrom(20, 99),
    lineUp: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('status-gone' as const), mod: fc.integer({ min: 1, max: 3 }) }),
  fc.record({
    kind: fc.constant('operator' as const),
    member: fc.integer({ min: 2, max: 5 }),
    to: fc.constantFrom<'op' | 'other' | 'none'>('op', 'other', 'none'),
  }),
);
type Write = typeof write extends fc.Arbitrary<infer W> ? W : never;

let serial = 0;
async function apply(w: Write): Promise<void> {
  const db = app.deps.db;
  const memberId = (i: number | null) => (i === null ? null : members[i]!.id);
  switch (w.kind) {
    case 'insert':
      for (let i = 0; i < w.count; i++) serial += 1;
      await db.execute(sql`
        insert into devices (sn, secret_enc, member_id, tag_id, room_id, cabinet_id, online)
        select 'KEYS-' || lpad((${serial} - g)::text, 6, '0'), 'x', ${memberId(w.member)}::int,
               ${w.tag === null ? null : tags[w.tag]!}::int, ${w.room === null ? null : rooms[w.room]!}::int,
               ${w.room === null ? null : rooms[(w.room + 1) % rooms.length]!}::int, g % 2 = 0
          from generate_series(0, ${w.count - 1}) g`);
      return;
    case 'online':
    case 'offline':
      await db.execute(
        sql`update devices set online = ${w.kind === 'online'}, last_report_at = now() where id % ${w.mod} = 0`,
      );
      return;
    case 'tag':
      await db.execute(
        sql`update devices set tag_id = ${w.tag === null ? null : tags[w.tag]!}::int where id % ${w.mod} = 1`,
      );
      return;
    case 'bind':
      await db.execute(
        sql`update devices set member_id = ${memberId(w.member)}::int where id % ${w.mod} = 0`,
      );
      return;
    case 'place':
      await db.execute(
        sql`update devices set room_id = ${w.room === null ? null : rooms[w.room]!}::int,
                               cabinet_id = ${w.room === null || w.cabinet === null ? null : rooms[w.cabinet]!}::int
             where id % ${w.mod} = 1`,
      );
      return;
    case 'remove':
      // A box with install records stays (they point at it), as in the product.
      await db.execute(sql`delete from device_status where device_id % ${w.mod} = 0 and device_id in
                             (select id from devices d where sn like 'KEYS-%' and not exists
                               (select 1 from install_records ir where ir.device_id = d.id))`);
      await db.execute(sql`delete from devices d where id % ${w.mod} = 0 and sn like 'KEYS-%'
                             and not exists (select 1 from install_records ir where ir.device_id = d.id)`);
      return;
    case 'status':
      // A report's status, new or over the last one, as ingestion upserts it (the alarms are worked
      // out by the status row's generated column and copied to the box).
      await db.execute(sql`
        insert into device_status as s (device_id, cpu_percent, disk_percent, ppp, reported_at)
        select id, ${w.cpu}, ${w.disk}, ${JSON.stringify([{ name: 'ppp0', ip: '', up: w.lineUp }])}::jsonb, now()
          from devices where id % ${w.mod} = 0
        on conflict (device_id) do update set cpu_percent = excluded.cpu_percent,
               disk_percent = excluded.disk_percent, ppp = excluded.ppp, reported_at = excluded.reported_at`);
      return;
    case 'status-gone':
      // A handover leaves the former holder's status behind.
      await db.execute(sql`delete from device_status where device_id % ${w.mod} = 1`);
      return;
    case 'records':
      await db.execute(sql`
        insert into install_records (device_id, member_id, room_id, action, actor_id)
        select id, member_id, room_id, ${w.action}, ${operator.id} from devices where id % ${w.mod} = 0`);
      return;
    case 'rename':
      await db.execute(sql`update rooms set name = ${w.name} || id where id = ${rooms[w.room]!}`);
      return;
    case 'box':
      await db.execute(sql`
        update devices set device_type_id = ${w.type === null ? null : types[w.type]!}::int, name = ${w.name},
               bound_at = now() - interval '3 days', installed_at = case when room_id is null then null else now() end
         where id % ${w.mod} = 0`);
      return;
    case 'holder':
      await db.execute(sql`
        update members set nickname = ${w.nickname},
               member_tag_id = ${w.memberTag === null ? null : memberTags[w.memberTag]!}::int
         where id = ${members[w.member]!.id}`);
      return;
    case 'member-tag-rename':
      await db.execute(sql`update member_tags set name = ${w.name} where id = ${memberTags[w.which]!}`);
      return;
    case 'type-rename':
      await db.execute(sql`update device_types set name = ${w.name} where id = ${types[w.which]!}`);
      return;
    case 'operator': {
      const to = w.to === 'op' ? operator.id : w.to === 'other' ? other.id : null;
      await db.execute(sql`update members set operator_id = ${to}::int where id = ${members[w.member]!.id}`);
      return;
    }
  }
}

describe('the device list’s kept counts and keys (issue 17 §1)', () => {
  it('equal a full count and the rows they copy after any sequence of writes', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(write, { minLength: 1, maxLength: 12 }), async (writes) => {
        for (const w of writes) await apply(w);
        expect(await listKeyMismatches(app.deps.db)).toEqual([]);
      }),
      { numRuns: 60 },
    );
  }, 120_000);

  it('writes each page row as the object the box’s own read gives', async () => {
    // Boxes of every kind the row shows: held or stock, placed or not, typed, tagged, reporting with a
    // line down, a full disk or a busy CPU, silent, marked low value95 yesterday.
    await app.deps.db.execute(sql`
      insert into devices (sn, secret_enc, member_id, tag_id, room_id, cabinet_id, device_type_id, name, isp,
                           online, last_report_at, bound_at, installed_at, low_value95_on)
      select 'ROWS-' || g, 'x', case when g % 5 = 0 then null else (${`{${members.map((m) => m.id).join(',')}}`}::int[])
               [1 + g % 6] end, case when g % 3 = 0 then null else ${tags[0]!}::int end,
             case when g % 4 = 0 then null else ${rooms[0]!}::int end,
             case when g % 4 < 2 then null else ${rooms[1]!}::int end,
             case when g % 2 = 0 then ${types[0]!}::int else null end, '盒子"😀' || g, 'telecom', g % 3 <> 1,
             case when g % 7 = 0 then null else now() - (g || ' minutes')::interval end,
             now() - (g || ' days')::interval, case when g % 4 = 0 then null else now() - interval '1 hour' end,
             case when g % 4 = 1 then current_date - 1 else null end
        from generate_series(1, 40) g`);
    await app.deps.db.execute(sql`
      insert into device_status (device_id, cpu_percent, disk_percent, ppp, reported_at)
      select d.id, case when d.id % 3 = 0 then 99 else 10 end, case when d.id % 5 = 0 then 95 else 20 end,
             case when d.id % 2 = 0 then '[{"name":"ppp0","ip":"","up":false}]'::jsonb
                  else '[{"name":"ppp0","ip":"1.2.3.4","up":true}]'::jsonb end, now()
        from devices d where d.sn like 'ROWS-%'
      on conflict (device_id) do nothing`);
    const staff = { id: 0, isOperator: false, isSuperman: true, operatorId: null } as unknown as MemberRow;
    const expectRowsAsRead = async () => {
      const listed: DeviceRow[] = [];
      for (let page = 1; ; page++) {
        const found = await listDevices(app.deps.db, staff, deviceListQuery.parse({ page, pageSize: 200 }));
        // ASCII only (migration 0027): the page stays a one-byte string from the driver to the socket.
        expect(found.rowsJson).toMatch(/^[\x20-\x7e]*$/);
        const rows = JSON.parse(`[${found.rowsJson}]`) as DeviceRow[];
        listed.push(...rows);
        if (rows.length < 200) break;
      }
      expect(listed.length).toBeGreaterThanOrEqual(40);
      for (const row of listed) expect(row).toEqual(await findDevice(app.deps.db, staff, row.id));
    };
    await expectRowsAsRead();
    // …and then everything they show renamed, each through its own table, one at a time (a later
    // rename must not be what brings an earlier one to the rows).
    const renames = [
      sql`update members set member_tag_id = ${memberTags[0]!}, nickname = '新"名' || id
           where id = any(${`{${members.map((m) => m.id).join(',')}}`}::int[])`,
      sql`update member_tags set name = '改\\名' || id`,
      sql`update device_types set name = '型号 ' || id`,
      sql`update rooms set name = '机房/' || id`,
      sql`update tags set name = '标签𝄞' || id`,
      sql`update members set member_tag_id = null where id = ${members[1]!.id}`,
    ];
    for (const rename of renames) {
      await app.deps.db.execute(rename);
      await expectRowsAsRead();
    }
  });

  it('escapes any text to an ASCII JSON string that reads back the same', async () => {
    // Text as the database holds it: any character but NUL, beyond the BMP too (a surrogate pair in
    // JSON); a lone surrogate half is not a character and cannot be stored.
    const text = fc.string({ unit: 'binary', maxLength: 40 }).map((t) => t.replace(/\0|\p{Cs}/gu, ''));
    await fc.assert(
      fc.asyncProperty(fc.array(text, { minLength: 1, maxLength: 20 }), async (texts) => {
        const escaped = await rows<{ json: string }>(
          app.deps.db,
          sql`select json_ascii_string(t) as json from unnest(${sql.param(texts)}::text[]) with ordinality u(t, n) order by n`,
        );
        expect(escaped.map((r) => JSON.parse(r.json) as string)).toEqual(texts);
        for (const { json } of escaped) expect(json).toMatch(/^[ -\x7f]*$/);
      }),
      { numRuns: 30 },
    );
  });

  it('gives each caller the total of install records it may see, counted or kept', async () => {
    const callers = await rows<MemberRow>(
      app.deps.db,
      sql`select id, is_operator as "isOperator", is_superman as "isSuperman" from members
           where id = any(${`{${members.map((m) => m.id).join(',')}}`}::int[])`,
    );
    const staff = { id: 0, isOperator: false, isSuperman: true } as MemberRow;
    // Records of held boxes and of stock, of both actions, beside whatever the writes above added.
    await app.deps.db.execute(sql`
      insert into install_records (device_id, member_id, room_id, action, actor_id)
      select id, member_id, room_id, case when id % 2 = 0 then 'install' else 'uninstall' end, ${operator.id}
        from devices where sn like 'ROWS-%'`);
    for (const caller of [...callers, staff]) {
      for (const action of [undefined, 'install', 'uninstall'] as const) {
        const found = await listInstallRecords(app.deps.db, caller, {
          page: 1,
          pageSize: 3,
          device_id: 0,
          action,
        });
        const [counted] = await rows<{ n: number }>(
          app.deps.db,
          sql`select count(*)::int as n from install_records ir
               where ${ownedBy(caller, sql`ir.member_id`)} ${action ? sql`and ir.action = ${action}` : sql``}`,
        );
        expect(found.total).toBe(counted!.n);
        expect(found.rows.length).toBe(Math.min(3, counted!.n));
      }
    }
  });

  it('answers the first view from the fleet’s index range as the general query does', async () => {
    // A member under a member who is no operator (an operator demoted): its boxes carry the plain
    // member's id as their fleet, yet that member sees only its own.
    const [plain, underPlain] = [members[5]!, members[4]!];
    await app.deps.db.execute(sql`update members set operator_id = ${plain.id} where id = ${underPlain.id}`);
    await app.deps.db.execute(sql`
      insert into devices (sn, secret_enc, member_id, tag_id, online)
      select 'KEYS-P' || g, 'x', case when g % 2 = 0 then ${plain.id} else ${underPlain.id} end::int,
             ${tags[0]!}::int, true
        from generate_series(1, 20) g`);
    const filters = [{}, { status: 'online' }, { status: 'offline', tag_id: tags[0] }, { tag_id: tags[1] }];
    const operators = await rows<MemberRow & { operator_id: number | null }>(
      app.deps.db,
      sql`select id, is_operator as "isOperator", is_superman as "isSuperman", operator_id as "operatorId"
            from members where id = any(${sql.param(members.map((m) => m.id))}::int[])`,
    );
    for (const caller of operators) {
      for (const filter of filters) {
        for (const page of [1, 2]) {
          const query = deviceListQuery.parse({ ...filter, page, pageSize: 7 });
          // The fast path where the caller's fleet is known; the general query where it is not.
          const fast = await listDevices(app.deps.db, caller, query);
          const general = await listDevices(app.deps.db, { ...caller, operatorId: undefined }, query);
          expect(fast).toEqual(general);
        }
      }
    }
  });
});

import { randomBytes } from 'node:crypto';
import { AUDITED_OBJECTS } from '@nodebao/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../app.ts';
import { firstRow, rows } from '../db/sql.ts';
import { sha256Hex } from '../lib/crypto.ts';
import { insertToken, type MemberRow } from '../modules/accounts/accounts.repo.ts';
import { insertMessages } from '../modules/messages/messages.repo.ts';
import { newApiTokenSecret } from '../modules/open-api/open-api.service.ts';
import { call, createMember, createTestApp } from '../../test/helper.ts';

/**
 * The people and objects the generated suites (hostile input, rights) call the API with: two fleets,
 * each an operator with a sub-member, a member of nobody's fleet, a fresh member with nothing, and
 * staff. Everyone who owns anything owns one of each kind of object, made through the API where the
 * API makes them, so every id parameter can be filled with an object of the caller's own.
 */
export type Role =
  'guest' | 'fresh' | 'member' | 'operator' | 'staff' | 'otherOperator' | 'otherSub' | 'loner';

export type Owned = {
  device: number;
  tag: number;
  room: number;
  cabinet: number;
  template: number;
  payee: number;
  message: number;
  order: string;
  orderId: number;
  memberTag?: number;
  subMember?: number;
  /** A member this one invited (activite/member-days). */
  invitee?: number;
  /** An accepted big-bandwidth cooperation, and one CDN server of it. */
  coop: number;
  cdnServer: number;
  /** The person's own signed-in session (登录设备). */
  session: number;
  /** The person's own read-only API token (issue 50 §2). */
  apiToken?: number;
};

/**
 * `apiToken`: the person's read-only API token's secret (made through the API; staff may make none,
 * so theirs is written straight in and must be refused); empty for the guest.
 */
export type Person = {
  role: Role;
  row: MemberRow | null;
  token: string;
  apiToken: string;
  owns: Owned | null;
};
export type World = { people: Record<Role, Person>; deviceTypeId: number };

/**
 * What a suite file runs against, built before its tests and closed after them: the app on its own
 * database, its world of people, and the count of rows written so far (`installChangeCounter`).
 */
export function worldForFile() {
  const suite = {} as {
    app: App;
    world: World;
    writes: () => Promise<number>;
    unaudited: () => Promise<number>;
  };
  beforeAll(async () => {
    suite.app = await createTestApp();
    suite.world = await buildWorld(suite.app);
    suite.unaudited = await installUnauditedCounter(suite.app);
    suite.writes = await installChangeCounter(suite.app);
  }, 120_000);
  afterAll(async () => {
    await suite.app.close();
  });
  return suite;
}

let snSeq = 0;

/** A bearer token straight into the database: the suites call hundreds of operations, argon2 once. */
export async function mintToken(app: App, memberId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await insertToken(app.deps.db, {
    tokenHash: sha256Hex(token),
    memberId,
    expiresAt: new Date(Date.now() + 86_400_000),
  });
  return token;
}

/** An API token straight into the database (issue 50 §2): its secret. */
export async function mintApiToken(app: App, memberId: number): Promise<string> {
  const secret = newApiTokenSecret();
  await app.deps.db.execute(sql`
    insert into api_tokens (member_id, name, token_hash, prefix)
    values (${memberId}, 'suite', ${sha256Hex(secret)}, ${secret.slice(0, 8)})`);
  return secret;
}

/** Yesterday in Asia/Shanghai, by the database's clock: the day (YYYY-MM-DD) and its first second (epoch). */
export async function yesterdayInShanghai(app: App): Promise<{ day: string; start: number }> {
  const [yesterday] = await rows<{ d: string; start: number }>(
    app.deps.db,
    sql`select to_char((now() at time zone 'Asia/Shanghai')::date - 1, 'YYYY-MM-DD') as d,
               extract(epoch from (((now() at time zone 'Asia/Shanghai')::date - 1)::timestamp
                                   at time zone 'Asia/Shanghai'))::bigint as start`,
  );
  return { day: yesterday!.d, start: Number(yesterday!.start) };
}

/** A member a test named, and the session minted for them. */
export type SignedIn = { row: MemberRow; token: string };

/**
 * Members a test names (`'A'`, `'staff'`), each with a session minted at once (no login, so no login
 * throttle), and calls made as them. `app` is read at each call: tests build it in `beforeAll`.
 */
export function signedInMembers(app: () => App) {
  const people: Record<string, SignedIn> = {};
  const as = (key: string) => people[key]!;
  return {
    async who(key: string, mobile: string, values: Partial<MemberRow> = {}): Promise<SignedIn> {
      const row = await createMember(app(), { mobile, ...values });
      people[key] = { row, token: await mintToken(app(), row.id) };
      return people[key]!;
    },
    as,
    get: (key: string, url: string, query: Record<string, string> = {}) =>
      call(app(), 'GET', url, { token: as(key).token, query }),
    post: (key: string, url: string, body: unknown) =>
      call(app(), 'POST', url, { token: as(key).token, body }),
  };
}

async function api<T>(
  app: App,
  token: string,
  method: 'GET' | 'POST',
  url: string,
  body?: unknown,
): Promise<T> {
  const res = await call(app, method, url, { token, body });
  if (res.status !== 200 || res.body.errorCode !== 0)
    throw new Error(`world: ${method} ${url} failed: ${res.status} ${res.body.msg}`);
  return res.body.data as T;
}

/** A box held by `memberId` since long ago, as a bind would have left it. */
export async function addHeldDevice(app: App, memberId: number | null): Promise<number> {
  snSeq += 1;
  const sn = `WORLD${String(snSeq).padStart(6, '0')}`;
  const device = await firstRow<{ id: number }>(
    app.deps.db,
    sql`insert into devices (sn, secret_enc, member_id, bound_at) values (${sn}, 'sealed', ${memberId},
          ${memberId === null ? null : sql`now()`}) returning id`,
  );
  if (memberId !== null)
    await app.deps.db.execute(sql`
      insert into device_holdings (device_id, member_id, started_at)
      values (${device!.id}, ${memberId}, now() - interval '60 days')`);
  return device!.id;
}

async function ownObjects(app: App, person: MemberRow, token: string, deviceTypeId: number): Promise<Owned> {
  const device = await addHeldDevice(app, person.id);
  const tag = await api<{ id: number }>(app, token, 'POST', '/api/tag/save', { name: `标签${person.id}` });
  const room = await api<{ id: number }>(app, token, 'POST', '/api/room/save', { name: `机房${person.id}` });
  const cabinet = await api<{ id: number }>(app, token, 'POST', '/api/room/save', {
    name: `机柜${person.id}`,
    pid: room.id,
  });
  const template = await api<{ id: number }>(app, token, 'POST', '/api/room/set-template', {
    name: `模板${person.id}`,
    dial_mode: 'pppoe',
  });
  const payee = await api<{ id: number }>(app, token, 'POST', '/api/member/bank-save', {
    kind: 'alipay',
    account: `1390000${String(person.id).padStart(4, '0')}`,
    real_name: '张三',
  });
  await insertMessages(app.deps.db, [
    { memberId: person.id, kind: 'system', title: '通知', content: '内容', deviceId: null },
  ]);
  const message = await firstRow<{ id: number }>(
    app.deps.db,
    sql`select max(id)::int as id from member_messages where member_id = ${person.id}`,
  );
  const order = await api<{ order: { order_no: string; id: number } }>(
    app,
    token,
    'POST',
    '/api/pay/unified-order',
    {
      device_type_id: deviceTypeId,
      quantity: 1,
    },
  );
  // A cooperation of its own public /24, accepted, with a server written straight in (a save would
  // dial a public address; no test connects beyond loopback).
  const coop = await api<{ id: number }>(app, token, 'POST', '/api/big-daikuan/apply', {
    room_name: `机房${person.id}`,
    province_code: '330000',
    city_code: '330100',
    line: 'BGP',
    bandwidth_gbps: 10,
    ip_range: `1.1.${person.id % 250}.0/24`,
    server_count: 5,
    contact_name: '联系人',
    contact_mobile: '13900001111',
  });
  await app.deps.db.execute(sql`update coop_applications set state = 'accepted' where id = ${coop.id}`);
  const cdnServer = await firstRow<{ id: number }>(
    app.deps.db,
    sql`insert into cdn_servers (application_id, member_id, ip, port, bandwidth_mbps, line, disk_gb)
        values (${coop.id}, ${person.id}, ${`1.1.${person.id % 250}.10`}, 443, 1000, 'BGP', 1000) returning id`,
  );
  const owned: Owned = {
    coop: coop.id,
    cdnServer: cdnServer!.id,
    device,
    tag: tag.id,
    room: room.id,
    cabinet: cabinet.id,
    template: template.id,
    payee: payee.id,
    message: message!.id,
    order: order.order.order_no,
    orderId: order.order.id,
    session: (await api<{ id: number }[]>(app, token, 'GET', '/api/member/sessions'))[0]!.id,
  };
  if (person.isOperator) {
    owned.memberTag = (
      await api<{ id: number }>(app, token, 'POST', '/api/member-tag/save', { name: `会员标签${person.id}` })
    ).id;
  }
  return owned;
}

export async function buildWorld(app: App): Promise<World> {
  const deviceType = await firstRow<{ id: number }>(
    app.deps.db,
    sql`insert into device_types (name, code_price_fen) values ('世界盒子', 6900) returning id`,
  );
  const deviceTypeId = deviceType!.id;
  const make = async (role: Role, mobile: string, values: Partial<MemberRow> = {}): Promise<Person> => {
    const row = await createMember(app, { mobile, ...values });
    return { role, row, token: await mintToken(app, row.id), apiToken: '', owns: null };
  };
  const operator = await make('operator', '13700000002', { isOperator: true });
  const otherOperator = await make('otherOperator', '13700000012', { isOperator: true });
  const people: Record<Role, Person> = {
    guest: { role: 'guest', row: null, token: '', apiToken: '', owns: null },
    fresh: await make('fresh', '13700000009'),
    member: await make('member', '13700000001', { operatorId: operator.row!.id }),
    operator,
    staff: await make('staff', '13700000000', { isSuperman: true }),
    otherOperator,
    otherSub: await make('otherSub', '13700000011', { operatorId: otherOperator.row!.id }),
    loner: await make('loner', '13700000021'),
  };
  for (const person of Object.values(people)) {
    if (!person.row || person.role === 'fresh' || person.role === 'staff') continue;
    person.owns = await ownObjects(app, person.row, person.token, deviceTypeId);
  }
  for (const person of Object.values(people)) {
    if (!person.row) continue;
    if (person.role === 'staff') {
      person.apiToken = await mintApiToken(app, person.row.id);
      continue;
    }
    const made = await api<{ secret: string; token: { id: number } }>(
      app,
      person.token,
      'POST',
      '/api/member/api-tokens/create',
      { name: `令牌${person.row.id}` },
    );
    person.apiToken = made.secret;
    if (person.owns) person.owns.apiToken = made.token.id;
  }
  people.operator.owns!.subMember = people.member.row!.id;
  people.member.owns!.invitee = (
    await createMember(app, { mobile: '13700000031', inviterId: people.member.row!.id })
  ).id;
  people.otherOperator.owns!.subMember = people.otherSub.row!.id;
  return { people, deviceTypeId };
}

/**
 * Counts every row written, in the database's own terms: a trigger on each table bumps one counter in
 * the writing transaction, so a refused call (rolled back, or never writing) leaves it as it was. The
 * tables a refusal may rightly write are left out: rate counters (failed logins and binds are counted
 * on purpose) and the SMS outbox of codes sent.
 */
export const WRITES_ALLOWED_ON_REFUSAL = [
  'rate_counters',
  'sms_codes',
  'change_counter',
  'unaudited_counter',
];
const TOKEN_COLUMNS_COUNTED =
  'token_hash, member_id, expires_at, revoked_at, idle_seconds, second_factor_at, purpose, ip, user_agent';
const API_TOKEN_COLUMNS_COUNTED = 'member_id, name, token_hash, prefix, expires_at, allowed_ips, revoked_at';

export async function installChangeCounter(app: App): Promise<() => Promise<number>> {
  const db = app.deps.db;
  await db.execute(sql`create table if not exists change_counter (n bigint not null)`);
  await db.execute(
    sql`insert into change_counter (n) select 0 where not exists (select 1 from change_counter)`,
  );
  await db.execute(sql`
    create or replace function bump_change_counter() returns trigger language plpgsql as $$
    begin update change_counter set n = n + 1; return null; end $$`);
  const tables = await rows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') and not c.relispartition`,
  );
  for (const { name } of tables) {
    if (WRITES_ALLOWED_ON_REFUSAL.includes(name) || name.startsWith('__drizzle')) continue;
    // Any call a token makes, refused or not, may note in the background that the token was used
    // (`last_seen_at`, at most once a minute: its idle lifetime, decision 0042; an API token's
    // `last_used_at`, decision 0044); every other change of a token counts.
    const updates =
      name === 'auth_tokens'
        ? `update of ${TOKEN_COLUMNS_COUNTED}`
        : name === 'api_tokens'
          ? `update of ${API_TOKEN_COLUMNS_COUNTED}`
          : 'update';
    await db.execute(
      sql.raw(`create trigger zz_change_counter after insert or ${updates} or delete on "${name}"
               for each row execute function bump_change_counter()`),
    );
  }
  return async () =>
    Number((await firstRow<{ n: string | number }>(db, sql`select n from change_counter`))?.n ?? 0);
}

/**
 * Counts the rows of audited tables (AUDITED_OBJECTS) written without saying who wrote them: a
 * person's call that changes one of them outside the audit source (decision 0043) would leave no
 * trail row. Jobs and the world's own setup write without one, rightly; the suites read the count
 * around each signed-in call.
 */
export async function installUnauditedCounter(app: App): Promise<() => Promise<number>> {
  const db = app.deps.db;
  await db.execute(sql`create table if not exists unaudited_counter (n bigint not null)`);
  await db.execute(
    sql`insert into unaudited_counter (n) select 0 where not exists (select 1 from unaudited_counter)`,
  );
  await db.execute(sql`
    create or replace function bump_unaudited_counter() returns trigger language plpgsql as $$
    begin update unaudited_counter set n = n + 1; return null; end $$`);
  for (const name of Object.keys(AUDITED_OBJECTS))
    await db.execute(
      sql.raw(`create trigger zz_unaudited_counter after insert or update or delete on "${name}"
               for each row when (coalesce(current_setting('nodebao.audit', true), '') = '')
               execute function bump_unaudited_counter()`),
    );
  return async () =>
    Number((await firstRow<{ n: string | number }>(db, sql`select n from unaudited_counter`))?.n ?? 0);
}

import type { AuthLevel, CallSpec } from '@nodebao/contract';
import * as calls from '@nodebao/contract/calls';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { nextIp } from '../../test/helper.ts';
import { rows } from '../db/sql.ts';
import { ownedBy } from '../modules/accounts/scope.ts';
import { opKey, operations, plain, queryOf, sample, type JsonSchema, type Operation } from './surface.ts';
import { worldForFile, type Person, type Role } from './world.ts';

/**
 * Every operation that takes an object id, called by people who do not own the object, with its id
 * and with an id that does not exist (issue 11 §5): both replies must be the same, and the call with
 * the foreign id must change nothing. The objects belong to a member and its operator; the callers
 * are a guest, a member of no fleet, the operator of another fleet, and staff, who reach further
 * (STAFF_REACH). Every other id of the request is the caller's own, so only the one id is foreign.
 */
type Kind =
  | 'device'
  | 'tag'
  | 'room'
  | 'cabinet'
  | 'template'
  | 'member'
  | 'memberTag'
  | 'payee'
  | 'message'
  | 'order'
  | 'orderId'
  | 'withdrawal'
  | 'invitee'
  | 'coop'
  | 'cdnServer'
  | 'session'
  | 'apiToken'
  | 'public';

/** Which object an id parameter names: first matching rule wins. A new id parameter needs a line here. */
const ID_PARAMS: [RegExp, RegExp, Kind][] = [
  [/./, /^device_ids?$/, 'device'],
  [/\/(move-tag|move-room|install|uninstall|reboot|fenpei-device|remove-device)$/, /^ids$/, 'device'],
  [/\/api\/device\/move-tag$/, /^id$/, 'tag'],
  [
    /\/api\/(device\/(info|config|ethinfo|ppp-info)|member\/(device-info|update-device)|tongji\/(device-money|device-overview))$/,
    /^id$/,
    'device',
  ],
  [/./, /^tag_id$/, 'tag'],
  [/\/api\/tag\//, /^id$/, 'tag'],
  [/./, /^(room_id|room_ids|pid)$/, 'room'],
  [/./, /^cabinet_id$/, 'cabinet'],
  [/\/api\/room\/move$/, /^id$/, 'cabinet'],
  [/\/api\/room\/(set-template|delete-template)$/, /^id$/, 'template'],
  [/./, /^template_id$/, 'template'],
  [/\/api\/room\//, /^id$/, 'room'],
  [/./, /^member_ids?$/, 'member'],
  [/\/api\/user\//, /^id$/, 'member'],
  [/./, /^member_tag_id$/, 'memberTag'],
  [/\/api\/member-tag\//, /^id$/, 'memberTag'],
  [/\/api\/member\/bank-(card-info|save|delete)$/, /^id$/, 'payee'],
  [/./, /^payee_id$/, 'payee'],
  [/\/api\/member\/message-read$/, /^ids$/, 'message'],
  [/./, /^order_no$/, 'order'],
  [/\/api\/admin\/offline-/, /^id$/, 'orderId'],
  [/\/api\/admin\/withdraw-/, /^id$/, 'withdrawal'],
  // Staff's points-withdrawal queue: staff act on anyone's, members reach none (staff-only calls).
  [/\/api\/admin\/points-withdraw-/, /^id$/, 'withdrawal'],
  [/\/api\/activite\/member-days$/, /^id$/, 'invitee'],
  [/./, /^apply_id$/, 'coop'],
  [/\/api\/admin\/coop-review$/, /^id$/, 'coop'],
  [/\/api\/big-daikuan\/save-server$/, /^id$/, 'cdnServer'],
  [/\/api\/member\/sessions\/revoke$/, /^id$/, 'session'],
  [/\/api\/member\/api-tokens\/revoke$/, /^id$/, 'apiToken'],
  // The trail's filter by object id names a row only among the trail rows the caller may read.
  [/\/api\/audit\//, /^object_id$/, 'public'],
  // Staff's flashing queue: staff move anyone's, members reach none (staff-only calls); a courier's
  // tracking number names no object of ours.
  [/\/api\/admin\/brush-step$/, /^id$/, 'withdrawal'],
  [/\/api\/admin\/brush-step$/, /^tracking_no$/, 'public'],
  [/./, /^device_type_id$/, 'public'],
  [/\/api\/admin\/device-type-save$/, /^id$/, 'public'],
  [/\/api\/default\/article-view$/, /^id$/, 'public'],
  // The caller's own idempotency key, looked up within the caller's requests: another member's key
  // names nothing of theirs (it just starts a new request of mine).
  [/\/api\/lottery\/create-num$/, /^request_id$/, 'public'],
];

/**
 * Staff's wider rights (DESIGN §1: everything, plus the staff functions): the kinds of object staff
 * may read and change whoever owns them. A member's payee accounts and messages stay the member's:
 * staff never withdraw to another's account nor read another's messages as their own.
 */
const STAFF_REACH: Record<Kind, boolean> = {
  device: true,
  tag: true,
  room: true,
  cabinet: true,
  template: true,
  member: true,
  memberTag: true,
  payee: false,
  message: false,
  order: false,
  orderId: true,
  withdrawal: true,
  // "My invitees": staff have their own, not everyone's.
  invitee: false,
  // Staff see every cooperation (the queue, its servers); a server is saved by its member only.
  coop: true,
  cdnServer: false,
  // A member's sessions are the member's own to end: staff end none of them as their own.
  session: false,
  // A member's API tokens are the member's own to revoke (issue 50 §2).
  apiToken: false,
  public: true,
};

const ATTACKERS: Role[] = ['guest', 'loner', 'otherOperator', 'staff'];
const MISSING_ID = 2_147_480_000;
const MISSING_ORDER_NO = 'NB20991231235959000000';
const looksLikeId = (name: string) => /(^|_)ids?$|_no$|^pid$/.test(name);

function kindOf(path: string, name: string): Kind | null {
  return ID_PARAMS.find(([p, n]) => p.test(path) && n.test(name))?.[2] ?? null;
}

const suite = worldForFile();

/** The id of `kind` that `person` owns (the victim's: the member's, or its operator's member tag). */
function ownId(person: Person, kind: Kind): number | string | null {
  const owns = person.owns;
  if (!owns) return null;
  switch (kind) {
    case 'member':
      return owns.subMember ?? null;
    case 'memberTag':
      return owns.memberTag ?? null;
    case 'order':
      return owns.order;
    case 'orderId':
      return owns.orderId;
    case 'withdrawal':
    case 'public':
      return null;
    default:
      return owns[kind] ?? null;
  }
}

/** Whose objects are foreign to the attackers: a member and its operator. */
type Victims = { member: Person; operator: Person };

function victimId(victims: Victims, kind: Kind): number | string | null {
  if (kind === 'member' || kind === 'memberTag') return ownId(victims.operator, kind);
  return ownId(victims.member, kind);
}

type Fields = { query: Record<string, unknown>; body: Record<string, unknown> | null };

function idFields(op: Operation): { where: 'query' | 'body'; name: string; schema: JsonSchema }[] {
  const found: { where: 'query' | 'body'; name: string; schema: JsonSchema }[] = [];
  for (const [name, schema] of Object.entries(op.query))
    if (looksLikeId(name)) found.push({ where: 'query', name, schema });
  const body = op.body ? plain(op.body) : null;
  for (const [name, schema] of Object.entries(body?.properties ?? {}))
    if (looksLikeId(name)) found.push({ where: 'body', name, schema });
  return found;
}

/** The schema's sample with every id the caller's own (or missing, where the caller has none). */
function baseFields(op: Operation, caller: Person): Fields {
  const query = sample({ type: 'object', properties: op.query }) as Record<string, unknown>;
  const body = op.body ? (sample(op.body) as Record<string, unknown>) : null;
  for (const field of idFields(op)) {
    const kind = kindOf(op.path, field.name);
    if (!kind || kind === 'public') continue;
    const own = ownId(caller, kind) ?? (kind === 'order' ? MISSING_ORDER_NO : MISSING_ID);
    const target = field.where === 'query' ? query : body!;
    target[field.name] = Array.isArray(target[field.name]) ? [own] : own;
  }
  return { query, body };
}

function withId(fields: Fields, where: 'query' | 'body', name: string, id: number | string): Fields {
  const copy = { query: { ...fields.query }, body: fields.body ? { ...fields.body } : null };
  const target = where === 'query' ? copy.query : copy.body!;
  target[name] = Array.isArray(target[name]) ? [id] : id;
  return copy;
}

async function send(op: Operation, caller: Person, fields: Fields) {
  const res = await suite.app.inject({
    method: op.method,
    url: op.path,
    query: queryOf(fields.query),
    ...(fields.body ? { payload: fields.body } : {}),
    headers: caller.token ? { authorization: `Bearer ${caller.token}` } : {},
    remoteAddress: nextIp(),
  });
  let body: unknown = res.body;
  try {
    body = res.json();
  } catch {
    // a file: compared as text
  }
  return { status: res.statusCode, body };
}

type Finding = { op: string; caller: Role; param: string; problem: string };

type Pass = { tried: number; findings: Finding[]; unclassified: string[] };

/** Every id parameter of every operation, as each attacker, with the victims' object and a missing one. */
async function checkForeignIds(victims: Victims, attackers: Role[]): Promise<Pass> {
  const ops = await operations(suite.app);
  const pass: Pass = { tried: 0, findings: [], unclassified: [] };
  for (const op of ops) {
    if (!op.path.startsWith('/api/')) continue;
    for (const field of idFields(op)) {
      const kind = kindOf(op.path, field.name);
      if (!kind) {
        pass.unclassified.push(`${opKey(op)} ${field.name}`);
        continue;
      }
      if (kind === 'public') continue;
      const foreign = victimId(victims, kind);
      if (foreign === null) continue;
      const missing = kind === 'order' ? MISSING_ORDER_NO : MISSING_ID;
      for (const role of attackers) {
        if (role === 'staff' && STAFF_REACH[kind]) continue;
        const caller = suite.world.people[role];
        const base = baseFields(op, caller);
        const missingReply = await send(op, caller, withId(base, field.where, field.name, missing));
        const before = await suite.writes();
        const foreignReply = await send(op, caller, withId(base, field.where, field.name, foreign));
        const wrote = (await suite.writes()) !== before;
        pass.tried += 2;
        const finding = (problem: string) =>
          pass.findings.push({ op: opKey(op), caller: role, param: field.name, problem });
        if (JSON.stringify(foreignReply) !== JSON.stringify(missingReply))
          finding(
            `foreign ${JSON.stringify(foreignReply).slice(0, 300)} ≠ missing ${JSON.stringify(missingReply).slice(0, 300)}`,
          );
        if (wrote) {
          // Only what the same call with a missing id would also have written is allowed.
          const again = await suite.writes();
          await send(op, caller, withId(base, field.where, field.name, missing));
          if ((await suite.writes()) === again) finding('the call with the foreign id wrote to the database');
        }
      }
    }
  }
  return pass;
}

describe('rights over objects, generated from the OpenAPI document', () => {
  it('answers a foreign id exactly as a missing one, and changes nothing with it', async () => {
    const { member, operator } = suite.world.people;
    const pass = await checkForeignIds({ member, operator }, ATTACKERS);
    process.stdout.write(`rights: ${pass.tried} requests, ${pass.findings.length} findings\n`);
    expect(pass.unclassified).toEqual([]);
    expect(pass.findings.slice(0, 40)).toEqual([]);
  }, 600_000);

  it('after staff move a box to another fleet, its old fleet reaches it no more (issue 19 §3)', async () => {
    const { member, otherSub, otherOperator, staff } = suite.world.people;
    const moved = member.owns!.device;
    const res = await send(
      {
        method: 'POST',
        path: '/api/member/fenpei-device',
        query: {},
        requiredQuery: [],
        body: null,
        multipart: false,
      },
      staff,
      { query: {}, body: { member_id: otherSub.row!.id, ids: [moved] } },
    );
    expect(res.body).toMatchObject({ errorCode: 0 });
    // The moved box is now the other fleet's object; the fleet it left attacks it like any stranger.
    const victims = {
      member: { ...otherSub, owns: { ...otherSub.owns!, device: moved } },
      operator: otherOperator,
    };
    const pass = await checkForeignIds(victims, ['guest', 'loner', 'member', 'operator']);
    process.stdout.write(
      `rights after a move between fleets: ${pass.tried} requests, ${pass.findings.length} findings\n`,
    );
    expect(pass.findings.slice(0, 40)).toEqual([]);
  }, 600_000);

  it("lets an API token read its owner's fleet only, write nothing, and reach no other call (issue 50 §2)", async () => {
    const auth = new Map<string, AuthLevel>(
      Object.values(calls as Record<string, unknown>)
        .filter((c): c is CallSpec => typeof c === 'object' && c !== null && 'path' in c && 'auth' in c)
        .map((c) => [`${c.method} ${c.path}`, c.auth]),
    );
    const ops = (await operations(suite.app)).filter((op) => op.path.startsWith('/api/'));
    const open = ops.filter((op) => auth.get(opKey(op)) === 'apiToken');
    expect(open.length).toBeGreaterThan(0);
    const findings: string[] = [];
    let tried = 0;
    for (const person of Object.values(suite.world.people)) {
      const fleet = person.row
        ? new Set(
            (
              await rows<{ sn: string }>(
                suite.app.deps.db,
                sql`select sn from devices d where ${ownedBy(person.row, sql`d.member_id`)}`,
              )
            ).map((d) => d.sn),
          )
        : new Set<string>();
      // Staff may make no token: one written straight in is refused like a missing one.
      const mayRead = person.role !== 'guest' && person.role !== 'staff';
      for (const op of open) {
        const before = await suite.writes();
        const res = await send(op, { ...person, token: person.apiToken }, baseFields(op, person));
        tried += 1;
        const where = `${opKey(op)} as ${person.role}`;
        if ((await suite.writes()) !== before) findings.push(`${where}: wrote to the database`);
        if (res.status !== (mayRead ? 200 : 401)) findings.push(`${where}: answered ${res.status}`);
        const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
        const seen = new Set(text.match(/WORLD\d{6}/g) ?? []);
        for (const sn of seen) if (!fleet.has(sn)) findings.push(`${where}: shows ${sn} of another fleet`);
        if (op.path !== '/api/open/metrics' || !mayRead) continue;
        // The whole fleet when the call is not cut by limit/offset (the samples above cut it).
        const whole = await send(op, { ...person, token: person.apiToken }, { query: {}, body: null });
        const all = new Set(String(whole.body).match(/WORLD\d{6}/g) ?? []);
        for (const sn of fleet) if (!all.has(sn)) findings.push(`${where}: leaves out its own ${sn}`);
        for (const sn of all) if (!fleet.has(sn)) findings.push(`${where}: shows ${sn} of another fleet`);
      }
      if (!person.apiToken) continue;
      // Every other signed-in call refuses the token, and nothing is written.
      for (const op of ops) {
        const level = auth.get(opKey(op)) ?? 'member';
        if (level === 'apiToken' || level === 'public') continue;
        const before = await suite.writes();
        const res = await send(op, { ...person, token: person.apiToken }, baseFields(op, person));
        tried += 1;
        if (res.status !== 403)
          findings.push(`${opKey(op)} as ${person.role}'s API token: answered ${res.status}`);
        if ((await suite.writes()) !== before)
          findings.push(`${opKey(op)} as ${person.role}'s API token: wrote to the database`);
      }
    }
    process.stdout.write(`rights of API tokens: ${tried} requests, ${findings.length} findings\n`);
    expect(findings.slice(0, 40)).toEqual([]);
  }, 600_000);
});

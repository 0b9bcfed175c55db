import type { AuthLevel, CallSpec } from '@nodebao/contract';
import * as calls from '@nodebao/contract/calls';
import { describe, expect, it } from 'vitest';
import { nextIp } from '../../test/helper.ts';
import {
  NOT_ENVELOPE,
  opKey,
  operations,
  plain,
  queryOf,
  sample,
  typeOf,
  type JsonSchema,
  type Operation,
} from './surface.ts';
import { worldForFile, mintApiToken, mintToken, type Role } from './world.ts';

/**
 * Every operation of the OpenAPI document, as every kind of caller, with hostile bodies and query
 * strings generated from its schemas (issue 11 §5). It asserts, for each request: no 5xx; an /api
 * reply is the envelope (but for the files of NOT_ENVELOPE); a refused call wrote nothing.
 */
const suite = worldForFile();

/** Who may call each operation, as the contract says: a signed-in call's writes must leave a trail. */
const AUTH_OF = new Map<string, AuthLevel>(
  Object.values(calls as Record<string, unknown>)
    .filter((c): c is CallSpec => typeof c === 'object' && c !== null && 'path' in c && 'auth' in c)
    .map((c) => [`${c.method} ${c.path}`, c.auth]),
);
const SIGNED_IN: ReadonlySet<AuthLevel> = new Set(['member', 'operator', 'superman']);

const CALLERS: Role[] = ['guest', 'fresh', 'member', 'operator', 'staff'];
const MB = 'x'.repeat(1024 * 1024);

type Case = { name: string; query?: Record<string, string>; payload?: string; contentType?: string };

/** Values a careless or hostile client sends in place of a field's value, by the field's type. */
function hostileValues(schema: JsonSchema): [string, unknown][] {
  const type = typeOf(schema);
  const common: [string, unknown][] = [
    ['a 1 MB string', MB],
    ['a NUL', 'a\u0000b'],
    ['control characters', '\u0001\u0007\u001b[2J'],
    ['a lone surrogate', 'a\ud800'],
    ['SQL', "1' or '1'='1'; drop table members; --"],
    ['script', '<script>alert(1)</script>'],
    ['null', null],
    ['an object', { $ne: null }],
    ['an array', ['x', 1]],
  ];
  const numbers: [string, unknown][] = [
    ['-1', -1],
    ['0', 0],
    ['a fraction', 0.5],
    ['a huge number', 1e308],
    ['past the safe integers', 2 ** 53 + 2],
    ['a numeric string', '12abc'],
    ['true', true],
  ];
  const strings: [string, unknown][] = [
    ['a number', 12345],
    ['an empty string', ''],
    ['blank', '   '],
    ['an unknown enum value', '__nope__'],
  ];
  return [...common, ...(type === 'integer' || type === 'number' || type === 'boolean' ? numbers : strings)];
}

function casesOf(op: Operation): Case[] {
  const cases: Case[] = [];
  const baseQuery = sample({ type: 'object', properties: op.query }) as Record<string, unknown>;
  for (const [name, schema] of Object.entries(op.query)) {
    const without = { ...baseQuery };
    delete without[name];
    cases.push({ name: `query ${name} missing`, query: queryOf(without) });
    for (const [label, value] of hostileValues(schema)) {
      if (value === null || typeof value === 'object') continue; // a query string has only text
      cases.push({ name: `query ${name} ${label}`, query: queryOf({ ...baseQuery, [name]: value }) });
    }
  }
  cases.push({ name: 'query with an unknown parameter', query: queryOf({ ...baseQuery, zz_unknown: '1' }) });
  if (op.method === 'GET') return cases.map((c) => ({ ...c, query: c.query ?? queryOf(baseQuery) }));

  const query = queryOf(baseQuery);
  const json = (name: string, body: unknown): Case => ({
    name,
    query,
    payload: JSON.stringify(body),
    contentType: 'application/json',
  });
  cases.push(
    { name: 'no body', query },
    { name: 'an empty JSON body', query, payload: '', contentType: 'application/json' },
    { name: 'malformed JSON', query, payload: '{"a":', contentType: 'application/json' },
    {
      name: 'a prototype-polluting body',
      query,
      payload: '{"__proto__":{"isSuperman":true}}',
      contentType: 'application/json',
    },
    { name: 'a form body', query, payload: 'a=1&b=%00', contentType: 'application/x-www-form-urlencoded' },
    { name: 'text/plain', query, payload: 'hello', contentType: 'text/plain' },
    json('an array body', [1, 2, 3]),
    json('a null body', null),
    json('a string body', 'x'),
    json('a 1 MB body', { zz: MB }),
  );
  const body = op.body ? plain(op.body) : null;
  if (!body || typeOf(body) !== 'object') return cases;
  const base = sample(body) as Record<string, unknown>;
  cases.push(json('the sample body', base), json('an extra field', { ...base, zz_extra: 'x' }));
  for (const [name, schema] of Object.entries(body.properties ?? {})) {
    const without = { ...base };
    delete without[name];
    cases.push(json(`${name} missing`, without));
    for (const [label, value] of hostileValues(schema))
      cases.push(json(`${name} ${label}`, { ...base, [name]: value }));
  }
  return cases;
}

type Finding = { op: string; caller: Role; case: string; status: number; problem: string };

async function run(
  op: Operation,
  caller: Role,
  token: string,
  c: Case,
  findings: Finding[],
): Promise<number> {
  const before = await suite.writes();
  const unauditedBefore = await suite.unaudited();
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (c.contentType) headers['content-type'] = c.contentType;
  const res = await suite.app.inject({
    method: op.method,
    url: op.path,
    query: c.query,
    ...(c.payload !== undefined ? { payload: c.payload } : {}),
    headers,
    remoteAddress: nextIp(),
  });
  const finding = (problem: string) =>
    findings.push({ op: opKey(op), caller, case: c.name, status: res.statusCode, problem });
  if (res.statusCode >= 500) finding(`answered ${res.statusCode}: ${res.body.slice(0, 200)}`);
  let refused = res.statusCode !== 200;
  const isJson = (res.headers['content-type'] ?? '').toString().includes('application/json');
  if (op.path.startsWith('/api/') && !(NOT_ENVELOPE.has(opKey(op)) && res.statusCode === 200 && !isJson)) {
    let body: Record<string, unknown> | null = null;
    try {
      body = res.json();
    } catch {
      finding('the reply is not JSON');
    }
    if (body && (typeof body.errorCode !== 'number' || typeof body.msg !== 'string' || !('data' in body)))
      finding(`the reply is not the envelope: ${res.body.slice(0, 200)}`);
    if (body && body.errorCode !== 0) refused = true;
  }
  if (refused && (await suite.writes()) !== before) finding('a refused call wrote to the database');
  // Issue 50 §2: an API token's calls read; whatever they answer, they write nothing.
  if (!refused && AUTH_OF.get(opKey(op)) === 'apiToken' && (await suite.writes()) !== before)
    finding('an API token call wrote to the database');
  // Issue 49 §2: whatever a signed-in person's call changes in an audited table is in the trail.
  if (
    token &&
    SIGNED_IN.has(AUTH_OF.get(opKey(op)) ?? 'public') &&
    (await suite.unaudited()) !== unauditedBefore
  )
    finding('changed an audited table without writing the audit trail');
  return 1;
}

describe('hostile input, generated from the OpenAPI document', () => {
  it('never answers 5xx, always answers the envelope, and a refused call changes nothing', async () => {
    const ops = await operations(suite.app);
    const findings: Finding[] = [];
    let tried = 0;
    for (const op of ops) {
      const cases = casesOf(op);
      for (const caller of CALLERS) {
        const person = suite.world.people[caller];
        // A fresh token per operation: a logout or a password change among the cases must not end the
        // caller's coverage of the operations after it. The open calls take the person's API token
        // instead (issue 50 §2), a fresh one per case, so no case meets another's rate limit.
        const apiOnly = AUTH_OF.get(opKey(op)) === 'apiToken';
        const mint = async () =>
          person.row ? (apiOnly ? mintApiToken : mintToken)(suite.app, person.row.id) : '';
        const token = await mint();
        const probe = await suite.app.inject({
          method: op.method,
          url: op.path,
          headers: token ? { authorization: `Bearer ${token}` } : {},
          remoteAddress: nextIp(),
        });
        // A caller the operation is not for is stopped before the body is read: a few cases show it.
        const mayCall = probe.statusCode !== 401 && probe.statusCode !== 403;
        for (const c of mayCall ? cases : cases.slice(-3))
          tried += await run(op, caller, apiOnly ? await mint() : token, c, findings);
      }
    }
    process.stdout.write(
      `hostile input: ${tried} requests over ${ops.length} operations, ${findings.length} findings\n`,
    );
    expect(findings.slice(0, 40)).toEqual([]);
  }, 600_000);
});

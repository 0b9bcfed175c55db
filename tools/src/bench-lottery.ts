/**
 * npm run bench:lottery — issue 15's figures, on PostgreSQL (127.0.0.1:5432, database bench_lottery,
 * recreated):
 *
 *   1. the close and the draw of a period of 1,000,000 tickets held by 20,000 members (50 each), as
 *      the job runs them (closePeriod: the canonical list and its SHA-256; drawPeriod: ranks, winners,
 *      prize credits, messages), and the same draw verified from the published list (verifyDraw, as
 *      `npm run lottery:verify` does);
 *   2. POST /api/lottery/create-num over HTTP (the server listening on loopback, the load from this
 *      process): 16 connections for 10 s, one ticket a request, 2,000 members with 50 coupons each.
 */
import os from 'node:os';
import { sql } from 'drizzle-orm';
import { verifyDraw, type LotteryDraw } from '@nodebao/contract';
import { rows } from '../../apps/server/src/db/sql.ts';
import { closePeriod, drawPeriod } from '../../apps/server/src/modules/lottery/draw.service.ts';
import { nodeDrawHasher, ownerIdOf } from '../../apps/server/src/modules/lottery/lottery-crypto.ts';
import { drawList, ticketFile } from '../../apps/server/src/modules/lottery/lottery.service.ts';
import { currentPeriod, ensurePeriod } from '../../apps/server/src/modules/lottery/periods.service.ts';
import { mintToken } from '../../apps/server/src/suites/world.ts';
import { benchApp, freshPostgres, seedMembers } from './bench/in-process.ts';

const MEMBERS = 20_000;
const PER_MEMBER = 50;
const TAKERS = 2_000;
const CONNECTIONS = 16;
const SECONDS = 10;
const log = (line: string) => console.log(line);
const secs = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

const { database, version } = await freshPostgres('bench_lottery');
const app = await benchApp(database);
const { db } = app.deps;

log(`bench:lottery — PostgreSQL ${version}, ${os.cpus().length} cores, Node ${process.version}`);
await seedMembers(database, MEMBERS, 'L');

// ---- 1. a period of a million tickets: close, draw, verify -------------------------------------
const period = await ensurePeriod(app.deps, 1);
const members = await rows<{ id: number }>(db, sql`select id from members order by id`);
const owners = members.map((m) => ownerIdOf(period.owner_salt, m.id));
let started = performance.now();
await db.execute(sql`
  insert into lottery_tickets (period_id, number, member_id, owner, created_at)
  select ${period.id}, (x.i - 1) * ${PER_MEMBER} + k, x.member_id, x.owner, ${period.opens_at.toISOString()}
    from unnest(${sql.param(members.map((m) => m.id))}::int[], ${sql.param(owners)}::text[])
         with ordinality as x(member_id, owner, i),
         generate_series(1, ${PER_MEMBER}) k`);
await db.execute(
  sql`update lottery_periods set ticket_count = ${MEMBERS * PER_MEMBER} where id = ${period.id}`,
);
await db.execute(sql`analyze lottery_tickets`);
log(`seeded ${MEMBERS * PER_MEMBER} tickets of ${MEMBERS} members in ${secs(performance.now() - started)}`);

started = performance.now();
await closePeriod(db, period.id);
const closeMs = performance.now() - started;
started = performance.now();
await drawPeriod(db, period.id);
const drawMs = performance.now() - started;
log(`close (canonical list + SHA-256): ${secs(closeMs)}`);
log(`draw (1,000,000 ranks, winners, credits, messages): ${secs(drawMs)}`);
log(`close + draw: ${secs(closeMs + drawMs)} (target ≤ 10 s)`);

started = performance.now();
const { data } = await drawList(app.deps, { page: 1, pageSize: 30 });
const draw = data.find((d) => d.period === period.id) as LotteryDraw;
const list = await ticketFile(app.deps, period.id);
const fetched = performance.now() - started;
started = performance.now();
const verified = await verifyDraw(draw, list, nodeDrawHasher);
log(
  `verify from the published list (${(list.length / 1e6).toFixed(1)} MB): read ${secs(fetched)}, ` +
    `recompute ${secs(performance.now() - started)}, ${verified.ok ? 'agrees' : `DIFFERS: ${verified.problems.join('; ')}`}`,
);

// ---- 2. create-num over HTTP -------------------------------------------------------------------
const current = await currentPeriod(app.deps);
await db.execute(sql`
  insert into device_settlements (device_id, day, member_id, value95_kbps, peak_kbps, samples, peak_samples,
                                  availability_bp, unit_price_fen, income_fen, bytes_up, bytes_down)
  select 1000000 + id, ${current.first_day}::date, id, 1, 1, 1, 0, 1, 30, 0, 6000000000000, 0
    from members order by id limit ${TAKERS}`);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address() as { port: number };
const base = `http://127.0.0.1:${address.port}`;
// Sessions made directly (the login throttle would refuse 2,000 sign-ins from one address).
const tokens: string[] = [];
for (const m of members.slice(0, TAKERS)) tokens.push(await mintToken(app, m.id));
/** `CONNECTIONS` loops for `SECONDS`, each request from `send`; req/s, p50, p99 and refusals. */
async function load(send: (token: string, i: number) => Promise<Response>) {
  const latencies: number[] = [];
  let refused = 0;
  let next = 0;
  const until = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (performance.now() < until) {
        const i = next++;
        const at = performance.now();
        const reply = (await (await send(tokens[i % TAKERS]!, i)).json()) as { errorCode: number };
        if (reply.errorCode !== 0) refused++;
        latencies.push(performance.now() - at);
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const pct = (p: number) =>
    latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]!;
  return `${(latencies.length / SECONDS).toFixed(0)} req/s, p50 ${pct(50).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, ${refused} refused`;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
// The same harness on a signed-in read that takes no lock: what this machine gives any call.
const baseline = await load((token) => fetch(`${base}/api/lottery/index`, { headers: auth(token) }));
log(`GET /api/lottery/index over HTTP, ${CONNECTIONS} connections, ${SECONDS} s (baseline): ${baseline}`);
const taken = await load((token, i) =>
  fetch(`${base}/api/lottery/create-num`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...auth(token) },
    body: JSON.stringify({ num: 1, request_id: `bench-${i}-${Math.random().toString(36).slice(2, 10)}` }),
  }),
);
const [gaps = { n: 0, top: 0 }] = await rows<{ n: number; top: number }>(
  db,
  sql`select count(*)::int as n, max(number)::int as top from lottery_tickets where period_id = ${current.id}`,
);
log(
  `POST /api/lottery/create-num over HTTP, ${CONNECTIONS} connections, ${SECONDS} s, one ticket a request: ${taken}; ` +
    `${gaps.n} tickets numbered 1–${gaps.top}${gaps.n === gaps.top ? ' without a gap' : ' WITH GAPS'}`,
);
await app.close();
process.exit(0);

import { deviceListQuery } from '@nodebao/contract';
import { createHash } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import { sha256Hex } from '../../../apps/server/src/lib/crypto.ts';
import {
  findMemberByTokenHash,
  type MemberRow,
} from '../../../apps/server/src/modules/accounts/accounts.repo.ts';
import { listDevices } from '../../../apps/server/src/modules/devices/devices.repo.ts';
import type { Database } from '../../../apps/server/src/db/client.ts';
import { api } from './api.ts';
import { captureStatements, rawOf, type Statement } from './db.ts';
import type { Meter } from './server.ts';
import { repeat, summarize, timed, type Summary } from './stats.ts';

/** The list call of the benchmark: the operator's online boxes in one tag, default sort, page 1 of 100. */
export type ListCall = { status: 'online'; tag_id: number };
export const listPath = (call: ListCall) => `/api/device/index?status=${call.status}&tag_id=${call.tag_id}`;

export type ListApiFigures = {
  connections: number;
  seconds: number;
  perSecond: number;
  latency: { p50: number; p99: number; mean: number; max: number };
  requests: number;
  failed: number;
  rowsPerPage: number;
  matching: number;
  fleet: number;
} & Meter;

/** autocannon against GET /api/device/index after a warm-up; every reply checked for 2xx. */
export async function listApi(options: {
  baseUrl: string;
  token: string;
  call: ListCall;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** Starts measuring the machine after the warm-up (see bench.ts); its stop gives the figures. */
  meter: () => Promise<() => Promise<Meter>>;
}): Promise<ListApiFigures> {
  const { baseUrl, token, call } = options;
  const sample = await api<unknown[]>(baseUrl, token, 'GET', listPath(call));
  const pages = sample.pages as { totalCount: number };
  const count = sample.count as { total: number };
  const target = {
    url: `${baseUrl}${listPath(call)}`,
    connections: options.connections,
    headers: { authorization: `Bearer ${token}` },
  };
  await autocannon({ ...target, duration: options.warmupSeconds });
  const stop = await options.meter();
  const result = await autocannon({ ...target, duration: options.seconds });
  const measured = await stop();
  const ok = result['2xx'];
  return {
    connections: options.connections,
    seconds: result.duration,
    perSecond: ok / result.duration,
    latency: {
      p50: result.latency.p50,
      p99: result.latency.p99,
      mean: result.latency.average,
      max: result.latency.max,
    },
    requests: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
    rowsPerPage: sample.data.length,
    matching: pages.totalCount,
    fleet: count.total,
    ...measured,
  };
}

export type ListRawFigures = {
  statements: number;
  sequential: Summary;
  /** Statement sets per second over `lanes` connections (the server's pool size), if measured. */
  concurrent: { lanes: number; perSecond: number; latency: Summary } | null;
  plans: { sql: string; plan: string }[];
};

/**
 * The SQL one list request sends (the token lookup, the page, its count, the fleet count), captured
 * from the server's own code and replayed straight on the driver: the database's own limit.
 */
export async function listRaw(options: {
  database: Database;
  caller: MemberRow;
  token: string;
  call: ListCall;
  iterations: number;
  seconds: number;
  lanes: number;
}): Promise<ListRawFigures> {
  const { database, caller, call } = options;
  const query = deviceListQuery.parse(call);
  const statements = await captureStatements(database, async (db) => {
    await findMemberByTokenHash(db, sha256Hex(options.token));
    // The repo, not the service: the database's statements, never an answer from the list cache.
    await listDevices(db, caller, query);
  });
  const raw = rawOf(database);
  // As the server sends them: on PostgreSQL each a prepared statement of its connection (preparedRows).
  const pool = (database.db as unknown as { $client: unknown }).$client;
  const send = (s: Statement) =>
    pool instanceof pg.Pool
      ? pool.query({
          name: `raw_${createHash('sha1').update(s.text).digest('hex').slice(0, 20)}`,
          text: s.text,
          values: s.params,
        })
      : raw.query(s.text, s.params);
  const runAll = async () => {
    for (const s of statements) await send(s);
  };
  await repeat(20, runAll); // warm the caches and plans
  const sequential = summarize(await repeat(options.iterations, runAll));
  let concurrent: ListRawFigures['concurrent'] = null;
  if (options.lanes > 1) {
    const run = await timed(options.seconds, options.lanes, runAll);
    concurrent = { lanes: options.lanes, perSecond: run.perSecond, latency: summarize(run.durations) };
  }
  return {
    statements: statements.length,
    sequential,
    concurrent,
    plans: await explain(database, statements),
  };
}

/** EXPLAIN ANALYZE of each captured statement but the token lookup (plans for BENCHMARKS.md). */
async function explain(database: Database, statements: Statement[]) {
  const raw = rawOf(database);
  const plans: { sql: string; plan: string }[] = [];
  for (const s of statements.slice(1)) {
    const { rows } = await raw.query(`explain (analyze, buffers, costs off) ${s.text}`, s.params);
    plans.push({
      sql: s.text.replace(/\s+/g, ' ').trim(),
      plan: (rows as Record<string, string>[]).map((r) => Object.values(r)[0]).join('\n'),
    });
  }
  return plans;
}

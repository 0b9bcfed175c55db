import { createHash } from 'node:crypto';
import autocannon from 'autocannon';
import pg from 'pg';
import type { Database } from '../../../apps/server/src/db/client.ts';
import type { MemberRow } from '../../../apps/server/src/modules/accounts/accounts.repo.ts';
import { rawOf, type Statement } from './db.ts';
import type { Meter } from './server.ts';
import { repeat, summarize, timed, type Summary } from './stats.ts';

/** A measured autocannon run: answers per second, latency and failures, and the machine meanwhile. */
export type CannonRunFigures = {
  connections: number;
  seconds: number;
  perSecond: number;
  latency: { p50: number; p99: number; mean: number; max: number };
  failed: number;
} & Meter;

export type HttpLoadFigures = CannonRunFigures & { requests: number };

/** An autocannon run as the bench reports it: 2xx answers per second, latency, and failures. */
export function cannonFigures(result: autocannon.Result) {
  return {
    seconds: result.duration,
    perSecond: result['2xx'] / result.duration,
    latency: {
      p50: result.latency.p50,
      p99: result.latency.p99,
      mean: result.latency.average,
      max: result.latency.max,
    },
    failed: result.non2xx + result.errors + result.timeouts,
  };
}

export type CannonRun = {
  connections: number;
  seconds: number;
  warmupSeconds: number;
  /** Starts measuring the machine after the warm-up (see bench.ts); its stop gives the figures. */
  meter: () => Promise<() => Promise<Meter>>;
};

/**
 * autocannon on `target` for the warm-up, then for the run with the machine measured (`measured`:
 * what the measured run adds to the target, such as a check of each answer).
 */
export async function cannonRun(
  target: autocannon.Options,
  run: CannonRun,
  measured: Partial<autocannon.Options> = {},
): Promise<{ result: autocannon.Result; figures: CannonRunFigures }> {
  const { connections } = run;
  await autocannon({ ...target, connections, duration: run.warmupSeconds });
  const stop = await run.meter();
  const result = await autocannon({ ...target, connections, duration: run.seconds, ...measured });
  return { result, figures: { connections, ...cannonFigures(result), ...(await stop()) } };
}

/** autocannon GETs of `path` as the token's member after a warm-up; every reply checked for 2xx. */
export async function httpLoad(
  options: { baseUrl: string; token: string; path: string } & CannonRun,
): Promise<HttpLoadFigures> {
  const target = {
    url: `${options.baseUrl}${options.path}`,
    headers: { authorization: `Bearer ${options.token}` },
  };
  const { result, figures } = await cannonRun(target, options);
  return { ...figures, requests: result.requests.total };
}

export type RawFigures = {
  statements: number;
  sequential: Summary;
  /** Statement sets per second over `lanes` connections (the server's pool size), if measured. */
  concurrent: { lanes: number; perSecond: number; latency: Summary } | null;
  plans: { sql: string; plan: string }[];
};

/**
 * The statements one request sends (captured from the server's own code), replayed straight on the
 * driver: in a row (`iterations` times) and on `lanes` connections for `seconds` — the database's
 * own limit for that request.
 */
/** How long a replay runs: `iterations` one after another, then `seconds` over `lanes` connections. */
export type ReplayRuns = { iterations: number; seconds: number; lanes: number };

/** A replay of one caller's request, captured from the server's code on `database`. */
export type CallerReplay = ReplayRuns & { database: Database; caller: MemberRow };

export async function replayStatements(
  database: Database,
  statements: Statement[],
  options: ReplayRuns,
): Promise<RawFigures> {
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
  let concurrent: RawFigures['concurrent'] = null;
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

/**
 * EXPLAIN ANALYZE of each captured statement (plans for BENCHMARKS.md). The member behind a token
 * is kept by the replica (decision 0031), so the statements captured are the request's own.
 */
async function explain(database: Database, statements: Statement[]) {
  const raw = rawOf(database);
  const plans: { sql: string; plan: string }[] = [];
  for (const s of statements) {
    const { rows } = await raw.query(`explain (analyze, buffers, costs off) ${s.text}`, s.params);
    plans.push({
      sql: s.text.replace(/\s+/g, ' ').trim(),
      plan: (rows as Record<string, string>[]).map((r) => Object.values(r)[0]).join('\n'),
    });
  }
  return plans;
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Reconciliation } from '../../../apps/server/src/modules/settlement/reconcile.ts';
import { readableLogLine, STUCK_DRAIN_MS, type Balancer, type Death, type Tally } from './balancer.ts';
import type { WriteCheck } from './verify.ts';

/**
 * What the drill prints at the end (tools/src/drill.ts): one row per phase, the writes checked in
 * the database, the verdict's checks, and what else was seen (the settlement, drains that hung, the
 * replicas' log lines), from what the run collected.
 */

/** One phase of the run: a fault, its recovery and the steady load after it (or the load before). */
export type Row = {
  fault: string;
  tally: Tally;
  /** From the end of the fault until both replicas are ready and serve a signed-in request. */
  recoveryMs: number | null;
  deaths: number;
  note: string;
  /** Steady load and the rolling restart: not a single request may fail. */
  mustNotFail: boolean;
  startedAt: number;
};

/** A SIGTERM the drill sent (rolling restart, the end) and how the process ended. */
export type Stop = { replica: string; when: string; ended: string; seconds: number };

type NodeReport = {
  header?: { processId?: number };
  libuv?: {
    type: string;
    is_active?: boolean;
    localEndpoint?: { port?: number };
    remoteEndpoint?: { port?: number };
  }[];
};

/**
 * What kept a replica whose drain hung alive, from the diagnostic report Node wrote on SIGUSR2
 * (Replica.stop): its open sockets by the port at the other end, and its timers.
 */
export function hungDrains(dir: string, ports: [number, string][]): string[] {
  const names = new Map(ports);
  return fs
    .readdirSync(dir)
    .filter((f) => /^report\..*\.json$/.test(f))
    .map((file) => {
      const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as NodeReport;
      const counts = new Map<string, number>();
      for (const h of report.libuv ?? []) {
        if (!h.is_active) continue;
        const remote = h.remoteEndpoint?.port;
        const local = h.localEndpoint?.port;
        // A connection to one of `ports` by name, any other by its two ports, or a listening socket.
        // None left and the process still up: its close waits on a promise, not on the network.
        const what =
          h.type !== 'tcp'
            ? h.type
            : remote
              ? `tcp to ${names.get(remote) ?? `port ${remote} (from local port ${local})`}`
              : `tcp listening on ${local}`;
        counts.set(what, (counts.get(what) ?? 0) + 1);
      }
      const handles = [...counts].map(([what, n]) => `${n}× ${what}`).join(', ');
      return `pid ${report.header?.processId ?? '?'} (${file}): ${handles}`;
    });
}

/**
 * What the replicas logged (warn and up is all they write), each distinct line once with its count:
 * messages with their error's type and code, Node's own crash lines as they are.
 */
export function replicaLogSummary(file: string, name: string): string[] {
  let text = '';
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    return [];
  }
  const seen = new Map<string, number>();
  for (const raw of text.split('\n')) {
    // A crash's stack frames say where, not what: its first line says what.
    if (!raw.trim() || /^\s+at /.test(raw)) continue;
    // Names of prepared statements and the like differ; what went wrong is the same.
    const line = readableLogLine(raw)
      .replace(/"nb_[0-9a-f]+"/g, '"nb_…"')
      .slice(0, 240);
    seen.set(line, (seen.get(line) ?? 0) + 1);
  }
  return [...seen].map(([line, n]) => `${name}: ${n}× ${line}`);
}

const failedOf = (t: Tally) => t.s503 + t.lb503 + t.s5xx + t.lost;

export type RunInfo = {
  quick: boolean;
  devices: number;
  /** When the drill started: every time printed is from then. */
  started: number;
  recoveryLimitMs: number;
  recoveryWaitMs: number;
};

export type Findings = {
  rows: Row[];
  lb: Balancer;
  writes: WriteCheck[];
  books: Reconciliation;
  deaths: Death[];
  stops: Stop[];
  settled: { day: string; started: number; finished: number | null }[];
  pendingDays: string[];
  settleAt: number;
  /** replicaLogSummary of each replica. */
  logLines: string[];
  /** hungDrains. */
  hung: string[];
};

/** The tables, the checks and what else was seen; true when every check is met. */
export function printReport(run: RunInfo, r: Findings): boolean {
  const { rows, lb, writes, books, deaths, stops } = r;
  const { started, recoveryLimitMs } = run;
  const seconds = (ms: number | null) =>
    ms === null ? `> ${run.recoveryWaitMs / 1000} s` : `${(ms / 1000).toFixed(2)} s`;
  const faults = rows.filter((row) => row.recoveryMs !== null || row.fault.startsWith('('));
  console.log(
    `\nFault drill${run.quick ? ' (quick)' : ''}: ${run.devices.toLocaleString('en')} boxes, two replicas behind PgBouncer (transaction pooling), ${os.cpus().length} cores, ${((Date.now() - started) / 1000).toFixed(0)} s in all\n`,
  );
  console.log(
    '| phase | requests | failed | 503 | none ready (LB) | 5xx ≠ 503 | no answer | recovery | replicas died | note |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  for (const row of rows) {
    const t = row.tally;
    const recoveryCell = row.fault.startsWith('(') ? seconds(row.recoveryMs) : '–';
    console.log(
      `| ${row.fault} (at ${((row.startedAt - started) / 1000).toFixed(0)} s) | ${t.requests.toLocaleString('en')} | ${failedOf(t)} | ${t.s503} | ${t.lb503} | ${t.s5xx} | ${t.lost} | ${recoveryCell} | ${row.deaths} | ${row.note} |`,
    );
  }
  console.log(
    '\nA phase runs from its fault to the next one: the fault, the recovery, then steady load. Failed: 503 from a replica, no replica ready at the balancer, any other 5xx, or no answer. Recovery: from the end of the fault (the database accepting connections again, SIGCONT, the last replica back) until both replicas answer /readyz 200 and a signed-in request.',
  );

  console.log(
    '\n| writes | acknowledged | answered 503 | outcome unknown (no answer, 5xx) | acknowledged, missing | answered 503, stored |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const w of writes) {
    console.log(
      `| ${w.kind} | ${w.acked.toLocaleString('en')} | ${w.refused503} | ${w.unknown} | ${w.missing.length} | ${w.storedAfter503.length} |`,
    );
  }

  const total = lb.total;
  const missing = writes.flatMap((w) => w.missing);
  const storedAfter503 = writes.flatMap((w) => w.storedAfter503);
  const slow = faults.filter((row) => row.recoveryMs === null || row.recoveryMs > recoveryLimitMs);
  const rollingFailed = rows.filter((row) => row.mustNotFail && failedOf(row.tally) > 0);
  const checks: { what: string; ok: boolean; detail: string }[] = [
    {
      what: 'no replica died on its own',
      ok: deaths.length === 0,
      detail: deaths.length
        ? deaths
            .map(
              (d) =>
                `${d.replica} at ${((d.at - started) / 1000).toFixed(1)} s (exit ${d.code ?? '-'}, ${d.signal ?? 'no signal'})`,
            )
            .join('; ')
        : 'none',
    },
    {
      // Not in issue 46's list: a drain that never ends is killed, with whatever it had in flight,
      // and a rolling restart waits 30 s on it (see hungDrains for what kept it).
      what: 'every replica ends by itself on SIGTERM',
      ok: stops.every((st) => st.ended === 'exit 0'),
      detail: stops
        .map((st) => `${st.replica} (${st.when}) ${st.ended} in ${st.seconds.toFixed(1)} s`)
        .join(', '),
    },
    {
      what: `every recovery within ${recoveryLimitMs / 1000} s`,
      ok: slow.length === 0,
      detail: faults.map((row) => `${row.fault.split(' ')[0]} ${seconds(row.recoveryMs)}`).join(', '),
    },
    {
      what: 'no 5xx other than 503, no request left without an answer',
      ok: total.s5xx + total.lost === 0,
      detail: `${total.s5xx} 5xx ≠ 503, ${total.lost} without an answer, of ${total.requests.toLocaleString('en')} requests`,
    },
    {
      what: 'no failed request in steady load and in the rolling restart',
      ok: rollingFailed.length === 0,
      detail: rows
        .filter((row) => row.mustNotFail)
        .map((row) => `${row.fault}: ${failedOf(row.tally)} failed`)
        .join('; '),
    },
    {
      what: 'every acknowledged write stored',
      ok: missing.length === 0,
      detail: `${writes.reduce((s, w) => s + w.acked, 0).toLocaleString('en')} acknowledged, ${missing.length} missing${missing.length ? `: ${missing.slice(0, 3).join('; ')}` : ''}`,
    },
    {
      what: 'nothing stored by a write answered 503',
      ok: storedAfter503.length === 0,
      detail: `${writes.reduce((s, w) => s + w.refused503, 0)} answered 503, ${storedAfter503.length} stored all the same${storedAfter503.length ? `: ${storedAfter503.slice(0, 3).join('; ')}` : ''}`,
    },
    // The quick form ends before the retry a cut settlement waits for (a minute; decision 0036).
    ...(run.quick
      ? []
      : [
          {
            what: 'the settlement due mid-run, cut or not, settled every pending day by the end',
            ok: r.settled.filter((d) => d.finished).length === r.pendingDays.length,
            detail: `${r.settled.filter((d) => d.finished).length} of ${r.pendingDays.length} days, one run each (the books below check each device-day credited once)`,
          },
        ]),
    {
      what: 'the books reconcile',
      ok: books.ok,
      detail: books.ok
        ? `${books.deviceDays.toLocaleString('en')} settled device-days, every transfer sums to zero`
        : JSON.stringify(books.problems.slice(0, 3)),
    },
  ];
  console.log('\n| check | met? | figures |');
  console.log('| --- | --- | --- |');
  for (const ch of checks) console.log(`| ${ch.what} | ${ch.ok ? '✅' : '❌'} | ${ch.detail} |`);

  console.log('\nAlso:');
  // When the settlement ran, against the drill's clock (as the phases above): a fault may cut it.
  const at = (ms: number) => `${((ms - started) / 1000).toFixed(1)} s`;
  console.log(
    `- settlement due at ${at(r.settleAt)}: ${r.settled.filter((d) => d.finished).length} of ${r.pendingDays.length} pending days settled by the end${r.settled
      .map((d) => `; ${d.day} from ${at(d.started)} ${d.finished ? `to ${at(d.finished)}` : 'unfinished'}`)
      .join(
        '',
      )}${r.settled.filter((d) => d.finished).length < r.pendingDays.length ? ' (a run cut by a fault leaves nothing and is retried a minute later, or done when a replica starts)' : ''}`,
  );
  if (r.hung.length)
    console.log(
      `- drains still going after ${STUCK_DRAIN_MS / 1000} s, what kept them open:\n    ${r.hung.join('\n    ')}`,
    );
  console.log(
    `- 503s without Retry-After or errorCode 50301: ${total.bare503} of ${total.s503}; business refusals: ${[...lb.refusals].map(([why, n]) => `${n}× ${why}`).join('; ') || 'none'}`,
  );
  if (lb.problems.size)
    console.log(
      `- failures other than 503, by phase and call:\n    ${[...lb.problems]
        .map(([what, p]) => `${p.n}× ${what} (${p.sample})`)
        .join('\n    ')}`,
    );
  if (r.logLines.length)
    console.log(
      `- what the replicas logged (distinct lines):\n    ${r.logLines.slice(0, 25).join('\n    ')}`,
    );
  for (const d of deaths)
    console.log(`- replica ${d.replica} died; its last log lines:\n    ${d.log.slice(-12).join('\n    ')}`);
  if (missing.length > 3)
    console.log(`- acknowledged writes missing:\n    ${missing.slice(0, 20).join('\n    ')}`);
  if (storedAfter503.length > 3)
    console.log(`- stored after a 503:\n    ${storedAfter503.slice(0, 20).join('\n    ')}`);

  const allOk = checks.every((ch) => ch.ok);
  console.log(`\nDrill: ${allOk ? 'all checks met' : 'NOT all checks met'}`);
  return allOk;
}

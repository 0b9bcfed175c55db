import fs from 'node:fs';
import { startServer, type RunningServer, type ServerOptions } from '../bench/server.ts';
import { requestHeaders } from '../bench/api.ts';

/**
 * The replicas of the drill and the load balancer in front of them, on the client side: what a real
 * LB with health checks does, small enough to read. Each replica's /readyz is polled every 200 ms;
 * new requests go, in turn, only to replicas that answered 200 last time. A connection refused
 * before anything was sent is tried once on another ready replica (nothing reached the first one);
 * anything else that goes wrong after sending is the replica's answer, and counted as such.
 */

export const POLL_MS = 200;
/** A drain still going after this is stuck (Replica.stop). */
export const STUCK_DRAIN_MS = 20_000;
/** A health check that takes longer than this counts as "not ready" (a frozen database hangs it). */
const POLL_TIMEOUT_MS = 1_000;
/**
 * How long the drill waits for an answer. Longer than the database freeze of fault (d), so a request
 * that merely waited it out counts as answered; past it, as an LB's upstream timeout, a failure.
 */
export const REQUEST_TIMEOUT_MS = 15_000;

export type Envelope = { errorCode?: number; msg?: string; data?: unknown };

/**
 * What became of one request: `ok` (200, errorCode 0), `refused` (a business answer: 4xx or another
 * errorCode), `s503` (the replica said "unavailable"), `lb503` (no replica ready, nothing sent),
 * `s5xx` (any other 5xx), `lost` (sent, and no answer: reset, closed, timed out).
 */
export type Outcome = 'ok' | 'refused' | 's503' | 'lb503' | 's5xx' | 'lost';

export type Reply = {
  outcome: Outcome;
  status: number;
  body: Envelope | null;
  replica: string | null;
  /** The drill's phase when the request was sent ("(a) restart, fast"), for findings. */
  phase: string;
};

export type Tally = Record<Outcome, number> & {
  requests: number;
  /** 503s without Retry-After or without errorCode 50301 (what decision 0036 promises). */
  bare503: number;
};

export const emptyTally = (): Tally => ({
  requests: 0,
  ok: 0,
  refused: 0,
  s503: 0,
  lb503: 0,
  s5xx: 0,
  lost: 0,
  bare503: 0,
});

export type Death = {
  replica: string;
  at: number;
  code: number | null;
  signal: string | null;
  log: string[];
};

/**
 * One replica: the built server on its own port. When its process ends without the drill having
 * asked (`stopping`), that is a death: recorded, and the replica started again as an orchestrator
 * would, so the drill goes on with two replicas.
 */
export class Replica {
  server: RunningServer | null = null;
  ready = false;
  /** Told to stop (rolling restart, the end): its exit is not a death. */
  stopping = false;
  /** Every process of this replica spawned and not seen to exit, even one still starting. */
  readonly pids = new Set<number>();
  private restarting: Promise<void> | null = null;
  private polling = false;

  constructor(
    readonly name: string,
    private readonly options: ServerOptions & { logFile: string },
    private readonly onDeath: (death: Death) => void,
  ) {}

  get baseUrl(): string {
    return `http://127.0.0.1:${this.options.port}`;
  }

  async start(): Promise<void> {
    this.stopping = false;
    const server = await startServer({ ...this.options, onSpawn: (pid) => this.pids.add(pid) });
    this.server = server;
    void server.exited.then(({ code, signal }) => {
      this.pids.delete(server.pid);
      if (this.server !== server) return;
      this.server = null;
      this.ready = false;
      if (this.stopping) return;
      const death = { replica: this.name, at: Date.now(), code, signal, log: tail(this.options.logFile, 25) };
      this.onDeath(death);
      this.restarting = this.restartAfterDeath().finally(() => (this.restarting = null));
    });
  }

  /** Started again every second until it comes up (the database may still be away), for 90 s at most. */
  private async restartAfterDeath(): Promise<void> {
    const deadline = Date.now() + 90_000;
    while (!this.stopping && Date.now() < deadline) {
      try {
        await this.start();
        return;
      } catch {
        await new Promise((r) => setTimeout(r, 1_000));
      }
    }
  }

  /**
   * SIGTERM, and wait for the process to end (the server drains first; SIGKILL after 30 s). Says how
   * it ended: "exit 0", or "SIGKILL" when it did not end by itself in time.
   */
  async stop(): Promise<string> {
    this.stopping = true;
    await this.restarting;
    const server = this.server;
    if (!server) return 'not running';
    // A drain still going after 20 s (the grace, the server's own drain limit of 10 s, and some) is
    // stuck: Node writes a diagnostic report on SIGUSR2 (see NODE_OPTIONS in drill.ts) naming the
    // sockets and timers that keep the process alive.
    const stuck = setTimeout(() => {
      try {
        process.kill(server.pid, 'SIGUSR2');
      } catch {
        // gone meanwhile
      }
    }, STUCK_DRAIN_MS);
    await server.stop();
    clearTimeout(stuck);
    const { code, signal } = await server.exited;
    this.server = null;
    this.ready = false;
    return signal ?? `exit ${code}`;
  }

  /** The health check loop, until `stopPolling`. */
  poll(): void {
    this.polling = true;
    void (async () => {
      while (this.polling) {
        this.ready = this.server !== null && (await this.readyz());
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
    })();
  }

  stopPolling(): void {
    this.polling = false;
  }

  async readyz(): Promise<boolean> {
    try {
      const res = await fetch(`${this.baseUrl}/readyz`, { signal: AbortSignal.timeout(POLL_TIMEOUT_MS) });
      await res.arrayBuffer();
      return res.status === 200;
    } catch {
      return false;
    }
  }
}

function tail(file: string, lines: number): string[] {
  try {
    return fs.readFileSync(file, 'utf8').trimEnd().split('\n').slice(-lines).map(readableLogLine);
  } catch {
    return [];
  }
}

const LEVELS: Record<number, string> = { 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };
type LogLine = { level?: number; msg?: string; err?: { type?: string; message?: string; code?: string } };

/**
 * One line of a replica's log (LOG_FORMAT=json) as a person reads it: level, message, and the
 * error's type, code and first line. What is not JSON (Node's own crash report) stays as it is.
 */
export function readableLogLine(line: string): string {
  if (!line.startsWith('{')) return line;
  try {
    const l = JSON.parse(line) as LogLine;
    const err = l.err
      ? ` — ${l.err.type ?? 'Error'}${l.err.code ? ` ${l.err.code}` : ''}: ${(l.err.message ?? '').split('\n')[0]!.slice(0, 160)}`
      : '';
    return `${LEVELS[l.level ?? 0] ?? l.level} ${l.msg ?? ''}${err}`;
  } catch {
    return line;
  }
}

function causeCode(error: unknown): string {
  const cause = (error as { cause?: { code?: string } }).cause;
  return cause?.code ?? (error as { name?: string }).name ?? 'unknown';
}

export type SendInit = { token?: string; body?: string; headers?: Record<string, string> };

export class Balancer {
  /** Where requests are counted: the drill moves it from phase to phase. */
  tally: Tally = emptyTally();
  phase = '';
  readonly total: Tally = emptyTally();
  /**
   * Failures other than 503 (5xx, lost) by phase, call and answer, with how many: the first one's
   * body stands for the rest.
   */
  readonly problems = new Map<string, { n: number; sample: string }>();
  /** Business refusals by message, to tell "余额不足" from something unexpected. */
  readonly refusals = new Map<string, number>();
  private turn = 0;

  constructor(readonly replicas: Replica[]) {}

  private count(tally: Tally, outcome: Outcome, extra?: 'bare503'): void {
    for (const t of [tally, this.total]) {
      t.requests += 1;
      t[outcome] += 1;
      if (extra) t[extra] += 1;
    }
  }

  private note(phase: string, what: string, sample: string): void {
    const key = `${phase}: ${what}`;
    const seen = this.problems.get(key) ?? { n: 0, sample };
    seen.n += 1;
    this.problems.set(key, seen);
  }

  /** Ready replicas, starting with the next in turn. */
  private candidates(): Replica[] {
    const ready = this.replicas.filter((r) => r.ready && r.server);
    this.turn += 1;
    return ready.map((_, i) => ready[(this.turn + i) % ready.length]!);
  }

  async send(method: 'GET' | 'POST', url: string, init: SendInit = {}): Promise<Reply> {
    // Counted where it started, whatever phase it ends in.
    const tally = this.tally;
    const phase = this.phase;
    const candidates = this.candidates();
    for (const [i, replica] of candidates.entries()) {
      try {
        const res = await fetch(replica.baseUrl + url, {
          method,
          headers: requestHeaders(init.token, init.body, init.headers),
          body: init.body,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
        const text = await res.text();
        let body: Envelope | null = null;
        try {
          body = text.startsWith('{') ? (JSON.parse(text) as Envelope) : null;
        } catch {
          body = null;
        }
        return this.classify({ tally, phase, replica, method, url }, res, text, body);
      } catch (error) {
        const code = causeCode(error);
        // Refused at connect: nothing was sent, so another replica may have it (an LB's retry).
        if (code === 'ECONNREFUSED') {
          replica.ready = false; // as an LB's passive health check: out until /readyz says otherwise

          if (i + 1 < candidates.length) continue;
          this.count(tally, 'lb503');
          return { outcome: 'lb503', status: 0, body: null, replica: replica.name, phase };
        }
        this.count(tally, 'lost');
        this.note(phase, `no answer: ${method} ${url.split('?')[0]}`, `${replica.name}: ${code}`);
        return { outcome: 'lost', status: 0, body: null, replica: replica.name, phase };
      }
    }
    this.count(tally, 'lb503');
    return { outcome: 'lb503', status: 0, body: null, replica: null, phase };
  }

  private classify(
    sent: { tally: Tally; phase: string; replica: Replica; method: string; url: string },
    res: Response,
    text: string,
    body: Envelope | null,
  ): Reply {
    const { tally, phase, replica, method, url } = sent;
    const at = { status: res.status, body, replica: replica.name, phase };
    if (res.status === 503) {
      const bare = !res.headers.get('retry-after') || body?.errorCode !== 50301;
      this.count(tally, 's503', bare ? 'bare503' : undefined);
      return { outcome: 's503', ...at };
    }
    if (res.status >= 500) {
      this.count(tally, 's5xx');
      this.note(
        phase,
        `${res.status} ${method} ${url.split('?')[0]}`,
        `${replica.name}: ${text.slice(0, 160)}`,
      );
      return { outcome: 's5xx', ...at };
    }
    if (res.status === 200 && body?.errorCode === 0) {
      this.count(tally, 'ok');
      return { outcome: 'ok', ...at };
    }
    const why = `${res.status} ${body?.errorCode ?? '-'} ${body?.msg ?? text.slice(0, 60)}`;
    this.refusals.set(why, (this.refusals.get(why) ?? 0) + 1);
    this.count(tally, 'refused');
    return { outcome: 'refused', ...at };
  }
}

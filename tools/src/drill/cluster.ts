import { execFile, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import { freePorts } from '../bench/net.ts';

/**
 * A throwaway PostgreSQL 15 cluster with PgBouncer in front, all under one temp folder, for the fault
 * drill (tools/src/drill.ts): the drill restarts, kills and freezes this cluster, so it must never be
 * the machine's own PostgreSQL on 5432. Both listen on loopback ports of their own; the cluster's unix
 * socket lives in the temp folder too, so nothing here can reach or clash with /var/run/postgresql.
 *
 * PostgreSQL and PgBouncer refuse to run as root, and the drill runs as root: every command runs as
 * `postgres` through setpriv, which execs the command itself (runuser would stay in between as a
 * parent, and the drill wants the real pid of PgBouncer to signal it).
 */

const PG_BIN = '/usr/lib/postgresql/15/bin';
const PGBOUNCER = '/usr/sbin/pgbouncer';
/** The production settings of PgBouncer, which the drill runs. */
const REFERENCE_INI = path.resolve(import.meta.dirname, '../../../deploy/pgbouncer/pgbouncer.ini');

/**
 * An ini file with some settings replaced: per section, each key given takes the value given (the
 * line replaced in place, or added at the section's end); the `[databases]` section is replaced whole.
 */
function withSettings(
  text: string,
  settings: { databases: Record<string, string>; pgbouncer: Record<string, string> },
): string {
  const out: string[] = [];
  let section = '';
  const pending = new Map(Object.entries(settings.pgbouncer));
  const flush = () => {
    if (section === 'databases')
      for (const [k, v] of Object.entries(settings.databases)) out.push(`${k} = ${v}`);
    if (section === 'pgbouncer') for (const [k, v] of pending) out.push(`${k} = ${v}`);
    if (section === 'pgbouncer') pending.clear();
  };
  for (const line of text.split('\n')) {
    const header = /^\[(\w+)\]/.exec(line);
    if (header) {
      flush();
      section = header[1]!;
      out.push(line);
      continue;
    }
    const key = /^\s*([a-z_]+)\s*=/.exec(line)?.[1];
    if (section === 'databases' && key) continue;
    if (section === 'pgbouncer' && key && pending.has(key)) {
      out.push(`${key} = ${pending.get(key)}`);
      pending.delete(key);
      continue;
    }
    out.push(line);
  }
  flush();
  return out.join('\n');
}
const RUN_AS = 'postgres';
const run = promisify(execFile);

const asPostgres = (command: string, args: string[]) => ({
  file: 'setpriv',
  args: ['--reuid', RUN_AS, '--regid', RUN_AS, '--init-groups', '--', command, ...args],
});

/** pids of `root` and every process below it, from /proc (Linux). */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      // Field 4 (ppid) follows the command name, which may itself hold spaces and parentheses.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  const found: number[] = [];
  const queue = [root];
  while (queue.length) {
    const pid = queue.shift()!;
    found.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return found;
}

function signal(pids: number[], sig: NodeJS.Signals): void {
  for (const pid of pids) {
    try {
      process.kill(pid, sig);
    } catch {
      // already gone
    }
  }
}

export type ClusterOptions = { database: string; bouncerPoolSize: number };

export class Cluster {
  readonly dataDir: string;
  readonly pgLog: string;
  private bouncer: ChildProcess | null = null;
  /** The processes frozen by pause(), to thaw (also at cleanup, or nothing could stop them). */
  private frozen: number[] = [];

  private constructor(
    readonly dir: string,
    readonly pgPort: number,
    readonly bouncerPort: number,
    private readonly options: ClusterOptions,
  ) {
    this.dataDir = path.join(dir, 'data');
    this.pgLog = path.join(dir, 'postgresql.log');
  }

  /** A fresh temp folder owned by postgres, and two free loopback ports; nothing started yet. */
  static async prepare(options: ClusterOptions): Promise<Cluster> {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nodebao-drill-'));
    const { uid, gid } = userIds(RUN_AS);
    fs.chownSync(dir, uid, gid);
    const [pgPort, bouncerPort] = await freePorts(2);
    return new Cluster(dir, pgPort!, bouncerPort!, options);
  }

  /** The cluster itself, as the replicas' DATABASE_DIRECT_URL and the drill's checks reach it. */
  directUrl(database = this.options.database): string {
    return `postgres://postgres@127.0.0.1:${this.pgPort}/${database}`;
  }

  /** Through PgBouncer (transaction pooling), as the replicas' DATABASE_URL. */
  pooledUrl(): string {
    return `postgres://postgres@127.0.0.1:${this.bouncerPort}/${this.options.database}`;
  }

  private async pgCommand(command: string, args: string[]): Promise<string> {
    const { file, args: full } = asPostgres(path.join(PG_BIN, command), args);
    // cwd: the postgres user may not enter the repository; LANG: initdb wants a locale it knows.
    const { stdout } = await run(file, full, {
      cwd: this.dir,
      env: { PATH: process.env.PATH, LANG: 'C.UTF-8', HOME: this.dir },
      timeout: 120_000,
    });
    return stdout;
  }

  async initdb(): Promise<void> {
    await this.pgCommand('initdb', [
      '-D',
      this.dataDir,
      '-U',
      'postgres',
      '-A',
      'trust',
      '-E',
      'UTF8',
      '--locale=C',
      '--no-sync',
      '--no-instructions',
    ]);
    fs.appendFileSync(
      path.join(this.dataDir, 'postgresql.conf'),
      [
        '',
        '# npm run drill: loopback only, on a port of its own, socket in the temp folder',
        `listen_addresses = '127.0.0.1'`,
        `port = ${this.pgPort}`,
        `unix_socket_directories = '${this.dir}'`,
        'max_connections = 100',
        // A PostgreSQL crash (stop -m immediate, a killed backend) leaves the WAL in the kernel's
        // page cache, which survives it: the drill never crashes the machine, so fsync changes none
        // of its checks, only how long the seed takes.
        'fsync = off',
        `log_line_prefix = '%m [%p] %q%a '`,
        'log_min_messages = warning',
        '',
      ].join('\n'),
    );
    // Trust on the socket and on 127.0.0.1 only; initdb's default also trusts ::1, which the drill
    // does not listen on anyway.
    fs.writeFileSync(
      path.join(this.dataDir, 'pg_hba.conf'),
      'local all all trust\nhost all all 127.0.0.1/32 trust\n',
    );
  }

  /**
   * Streaming replication from this cluster (npm run standby:check): a walsender may connect from
   * 127.0.0.1 with trust. PostgreSQL 15's defaults already say `wal_level = replica` and
   * `max_wal_senders = 10`; written out so the file says what a standby needs. Before `start`.
   */
  allowReplication(): void {
    fs.appendFileSync(
      path.join(this.dataDir, 'postgresql.conf'),
      [
        'wal_level = replica',
        'max_wal_senders = 4',
        'hot_standby = on',
        // The check reads which statements each server ran.
        `shared_preload_libraries = 'pg_stat_statements'`,
        '',
      ].join('\n'),
    );
    fs.appendFileSync(path.join(this.dataDir, 'pg_hba.conf'), 'host replication all 127.0.0.1/32 trust\n');
  }

  /**
   * This cluster's data folder as a hot standby of `primary` (running): `pg_basebackup -R` copies it
   * and writes `primary_conninfo` and `standby.signal`; then this cluster's own port and socket
   * folder replace the primary's. Start it with `start`.
   */
  async standbyOf(primary: Cluster): Promise<void> {
    await this.pgCommand('pg_basebackup', [
      '-D',
      this.dataDir,
      '-h',
      '127.0.0.1',
      '-p',
      String(primary.pgPort),
      '-U',
      'postgres',
      '-R',
      '-X',
      'stream',
      // At once: the default spread checkpoint paces itself over minutes (checkpoint_timeout).
      '--checkpoint=fast',
      '--no-sync',
    ]);
    fs.appendFileSync(
      path.join(this.dataDir, 'postgresql.conf'),
      `\n# the standby's own address\nport = ${this.pgPort}\nunix_socket_directories = '${this.dir}'\n`,
    );
  }

  /** A clean stop: sessions ended, a checkpoint (a standby just stops replaying). */
  async stopFast(): Promise<void> {
    await this.pgCommand('pg_ctl', ['stop', '-D', this.dataDir, '-m', 'fast', '-w', '-t', '60']);
  }

  /** pg_ctl -w returns once the cluster accepts connections: the moment a restart "ended". */
  async start(): Promise<void> {
    await this.pgCommand('pg_ctl', ['start', '-D', this.dataDir, '-l', this.pgLog, '-w', '-t', '60']);
  }

  async restartFast(): Promise<void> {
    await this.pgCommand('pg_ctl', [
      'restart',
      '-D',
      this.dataDir,
      '-l',
      this.pgLog,
      '-m',
      'fast',
      '-w',
      '-t',
      '60',
    ]);
  }

  /** As a crash: no checkpoint, backends killed; the next start replays the WAL. */
  async stopImmediate(): Promise<void> {
    await this.pgCommand('pg_ctl', ['stop', '-D', this.dataDir, '-m', 'immediate', '-w', '-t', '60']);
  }

  async createDatabase(): Promise<void> {
    await this.superuser((c) => c.query(`create database ${pg.escapeIdentifier(this.options.database)}`));
  }

  /** A superuser session on the `postgres` database, straight to the cluster (not PgBouncer). */
  async superuser<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
    const client = new pg.Client({
      connectionString: this.directUrl('postgres'),
      application_name: 'drill-admin',
    });
    client.on('error', () => undefined); // a fault of the drill's own making must not end the drill
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end().catch(() => undefined);
    }
  }

  /** Fault (c): every backend of the app's database, whoever's, ended by an administrator. */
  async terminateBackends(): Promise<number> {
    return this.superuser(async (c) => {
      const { rows } = await c.query<{ n: number }>(
        // Materialized first: in one WHERE, the planner may call pg_terminate_backend before the
        // other conditions, on this very session too.
        `with targets as materialized (
           select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()
         )
         select count(*) filter (where pg_terminate_backend(pid))::int as n from targets`,
        [this.options.database],
      );
      return rows[0]?.n ?? 0;
    });
  }

  private postmasterPid(): number {
    const first = fs.readFileSync(path.join(this.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0];
    return Number(first);
  }

  /**
   * Fault (d): the postmaster stopped first (so it forks no one new), then every process under it:
   * to its clients the database is there (connections open, the kernel still accepts new ones into
   * the listen backlog) and answers nothing, as a stalled disk or a VM paused by its host.
   */
  pause(): number {
    const postmaster = this.postmasterPid();
    signal([postmaster], 'SIGSTOP');
    this.frozen = processTree(postmaster);
    signal(this.frozen, 'SIGSTOP');
    return this.frozen.length;
  }

  resume(): void {
    signal(this.frozen, 'SIGCONT');
    this.frozen = [];
  }

  /**
   * PgBouncer 1.18 in transaction pooling, as a deployment runs it in front of several replicas:
   * each transaction borrows a server connection and gives it back at COMMIT, so session state
   * (SET, LISTEN, named prepared statements) does not survive from one transaction to the next. The
   * settings are the reference file's (deploy/pgbouncer/pgbouncer.ini, README "Behind PgBouncer"),
   * with this cluster's addresses, files and pool size in place of production's.
   */
  async startBouncer(): Promise<void> {
    const ini = path.join(this.dir, 'pgbouncer.ini');
    const users = path.join(this.dir, 'userlist.txt');
    // auth_type trust still wants the user listed in auth_file (any password: it is not checked).
    fs.writeFileSync(users, '"postgres" ""\n');
    fs.writeFileSync(
      ini,
      withSettings(fs.readFileSync(REFERENCE_INI, 'utf8'), {
        databases: {
          [this.options.database]: `host=127.0.0.1 port=${this.pgPort} dbname=${this.options.database}`,
        },
        pgbouncer: {
          listen_addr: '127.0.0.1',
          listen_port: String(this.bouncerPort),
          unix_socket_dir: this.dir,
          auth_type: 'trust',
          auth_file: users,
          pidfile: path.join(this.dir, 'pgbouncer.pid'),
          default_pool_size: String(this.options.bouncerPoolSize),
        },
      }),
    );
    fs.chownSync(ini, ...ownerOf(this.dir));
    fs.chownSync(users, ...ownerOf(this.dir));
    const log = fs.openSync(path.join(this.dir, 'pgbouncer.log'), 'a');
    const { file, args } = asPostgres(PGBOUNCER, [ini]);
    this.bouncer = spawn(file, args, { cwd: this.dir, stdio: ['ignore', log, log] });
    fs.closeSync(log);
    const deadline = Date.now() + 15_000;
    for (;;) {
      if (this.bouncer.exitCode !== null) throw new Error(`pgbouncer exited: see ${this.dir}/pgbouncer.log`);
      const client = new pg.Client({ connectionString: this.pooledUrl() });
      client.on('error', () => undefined);
      try {
        await client.connect();
        await client.query('select 1');
        await client.end();
        return;
      } catch (error) {
        await client.end().catch(() => undefined);
        if (Date.now() > deadline) throw new Error(`pgbouncer not answering: ${String(error)}`);
        await new Promise((r) => setTimeout(r, 200));
      }
    }
  }

  /**
   * PgBouncer stopped and its exit awaited, so the process is reaped here (destroy() cannot wait:
   * what it kills is left to init, which in some containers never reaps it).
   */
  async stopBouncer(): Promise<void> {
    const bouncer = this.bouncer;
    if (!bouncer || bouncer.exitCode !== null || bouncer.signalCode !== null) return;
    const exited = new Promise((resolve) => bouncer.once('exit', resolve));
    bouncer.kill('SIGTERM');
    const timer = setTimeout(() => bouncer.kill('SIGKILL'), 2_000);
    await exited;
    clearTimeout(timer);
  }

  /**
   * Everything stopped (thawed first: a frozen postmaster ignores pg_ctl) and, unless kept, the
   * folder removed. Synchronous, so it can also run from the drill's exit handler after a failure.
   */
  destroy(keep: boolean): void {
    this.resume();
    if (this.bouncer?.pid && this.bouncer.exitCode === null && this.bouncer.signalCode === null) {
      // Its exit cannot be awaited here (synchronous): a moment for SIGTERM, then SIGKILL regardless.
      signal([this.bouncer.pid], 'SIGTERM');
      spawnSync('sleep', ['0.2']);
      signal([this.bouncer.pid], 'SIGKILL');
    }
    if (fs.existsSync(path.join(this.dataDir, 'postmaster.pid'))) {
      const postmaster = this.postmasterPid();
      const { file, args } = asPostgres(path.join(PG_BIN, 'pg_ctl'), [
        'stop',
        '-D',
        this.dataDir,
        '-m',
        'immediate',
        '-w',
        '-t',
        '20',
      ]);
      const stopped = spawnSync(file, args, { cwd: this.dir, stdio: 'ignore', timeout: 30_000 });
      if (stopped.status !== 0) signal(processTree(postmaster), 'SIGKILL');
    }
    if (!keep) fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

function ownerOf(file: string): [number, number] {
  const { uid, gid } = fs.statSync(file);
  return [uid, gid];
}

function userIds(user: string): { uid: number; gid: number } {
  const uid = Number(spawnSync('id', ['-u', user], { encoding: 'utf8' }).stdout.trim());
  const gid = Number(spawnSync('id', ['-g', user], { encoding: 'utf8' }).stdout.trim());
  return { uid, gid };
}

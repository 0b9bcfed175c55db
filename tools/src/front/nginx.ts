import { execFileSync, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { root } from '../bench/server.ts';

/** The site file a platform installs; the checks fill its placeholders and run the same text. */
export const SITE_TEMPLATE = path.join(root, 'deploy/nginx/nodebao.conf');
const NGINX = process.env.NGINX ?? '/usr/sbin/nginx';
/** Debian's libnginx-mod-http-brotli-static (its nginx.conf loads it from modules-enabled). */
const BROTLI_STATIC = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export type NginxOptions = {
  /** A folder of its own (pid, logs, temp files, filled config, certificate). */
  dir: string;
  httpsPort: number;
  httpPort: number;
  /** host:port of each replica. */
  replicas: string[];
  webDist: string;
};

export type RunningNginx = {
  baseUrl: string;
  /** The filled site file and nginx's main file around it. */
  siteFile: string;
  mainFile: string;
  errorLog: string;
  /**
   * The upstream's lines again (`host:port` or `host:port down`), checked with `nginx -t`, then
   * `nginx -s reload` (SIGHUP): new workers take the new set, old ones finish their requests.
   */
  reload(replicas: string[]): Promise<void>;
  stop(): Promise<void>;
};

/** A self-signed certificate for 127.0.0.1 by the system's openssl (P-256, two days). */
export function selfSignedCert(dir: string): { cert: string; key: string } {
  const key = path.join(dir, 'front-key.pem');
  const cert = path.join(dir, 'front-cert.pem');
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  return { cert, key };
}

/**
 * The site template with its placeholders filled; the {{REPLICA}} line once per replica, the first
 * replica (its address without a `down` mark) as the {{SIMULATOR}} unless given.
 */
export function fillSite(given: Record<string, string>, replicas: string[]): string {
  const values: Record<string, string> = { SIMULATOR: replicas[0]?.split(' ')[0] ?? '', ...given };
  const template = fs.readFileSync(SITE_TEMPLATE, 'utf8');
  const lines = template.split('\n').flatMap((line) =>
    // Comment lines name the placeholders; only the directive lines are filled.
    line.trim().startsWith('#') || !line.includes('{{REPLICA}}')
      ? [line]
      : replicas.map((r) => line.replace('{{REPLICA}}', r)),
  );
  const filled = lines
    .map((line) =>
      line.trim().startsWith('#')
        ? line
        : line.replace(/\{\{([A-Z_]+)\}\}/g, (whole, name: string) => {
            const value = values[name];
            if (value === undefined) throw new Error(`${SITE_TEMPLATE}: no value for ${whole}`);
            return value;
          }),
    )
    .join('\n');
  return filled;
}

/**
 * nginx's main file for a run of our own: everything it writes in `dir`, loopback only, one worker
 * (the machine is shared), in the foreground (we hold its pid). Production has Debian's nginx.conf
 * here; the site file is the same.
 */
function mainConf(dir: string, siteFile: string): string {
  const temp = (name: string) => path.join(dir, 'temp', name);
  return [
    'daemon off;',
    'worker_processes 1;',
    // As root nginx's workers would run as nobody, who cannot enter the 0700 temp folder.
    ...(process.getuid?.() === 0 ? ['user root;'] : []),
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    `load_module ${BROTLI_STATIC};`,
    'events { worker_connections 1024; }',
    'http {',
    '    include /etc/nginx/mime.types;',
    '    default_type application/octet-stream;',
    '    sendfile on;',
    '    tcp_nopush on;',
    // The replica that answered last on each line: the check counts who served what, and retries.
    '    log_format nodebao \'$remote_addr "$request" $status $upstream_status $upstream_addr\';',
    `    access_log ${path.join(dir, 'access.log')} nodebao;`,
    `    client_body_temp_path ${temp('client_body')};`,
    `    proxy_temp_path ${temp('proxy')};`,
    `    fastcgi_temp_path ${temp('fastcgi')};`,
    `    uwsgi_temp_path ${temp('uwsgi')};`,
    `    scgi_temp_path ${temp('scgi')};`,
    `    include ${siteFile};`,
    '}',
    '',
  ].join('\n');
}

/** Writes the filled config, checks it with `nginx -t`, and starts nginx; throws with nginx's words. */
export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  if (!fs.existsSync(NGINX)) throw new Error(`no nginx at ${NGINX} (apt-get install -y nginx)`);
  if (!fs.existsSync(BROTLI_STATIC)) {
    throw new Error(`no ${BROTLI_STATIC} (apt-get install -y libnginx-mod-http-brotli-static)`);
  }
  fs.mkdirSync(path.join(options.dir, 'temp'), { recursive: true });
  const { cert, key } = selfSignedCert(options.dir);
  const siteFile = path.join(options.dir, 'nodebao.conf');
  const values = {
    LISTEN_HTTPS: `127.0.0.1:${options.httpsPort}`,
    LISTEN_HTTP: `127.0.0.1:${options.httpPort}`,
    SERVER_NAME: '127.0.0.1',
    CERT: cert,
    CERT_KEY: key,
    WEB_DIST: options.webDist,
  };
  fs.writeFileSync(siteFile, fillSite(values, options.replicas));
  const mainFile = path.join(options.dir, 'nginx.conf');
  fs.writeFileSync(mainFile, mainConf(options.dir, siteFile));
  nginxTest(options.dir, mainFile);

  const errorLog = path.join(options.dir, 'error.log');
  const child = spawn(NGINX, ['-p', options.dir, '-c', mainFile], { stdio: ['ignore', 'ignore', 'pipe'] });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  await untilListening(options.httpsPort, () => (child.exitCode === null ? null : stderr));
  return {
    baseUrl: `https://127.0.0.1:${options.httpsPort}`,
    siteFile,
    mainFile,
    errorLog,
    async reload(replicas) {
      fs.writeFileSync(siteFile, fillSite(values, replicas));
      nginxTest(options.dir, mainFile);
      child.kill('SIGHUP');
      // The new workers are up well within this; the old ones finish what they hold.
      await new Promise((r) => setTimeout(r, 1_000));
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.kill('SIGQUIT'); // graceful: finishes the requests in flight
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** `nginx -t` on a main file: throws with nginx's own message when the config is refused. */
export function nginxTest(dir: string, mainFile: string): string {
  const result = spawnSync(NGINX, ['-t', '-p', dir, '-c', mainFile], { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`nginx -t refused the config:\n${result.stderr}`);
  return result.stderr.trim();
}

async function untilListening(port: number, exitedWith: () => string | null): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    const gone = exitedWith();
    if (gone !== null) throw new Error(`nginx exited before listening:\n${gone}`);
    const up = await new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => (socket.destroy(), resolve(true)));
      socket.once('error', () => resolve(false));
    });
    if (up) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`nginx not listening on :${port} after 10 s`);
}

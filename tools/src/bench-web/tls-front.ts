import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import http2 from 'node:http2';
import path from 'node:path';

/**
 * A TLS terminator speaking HTTP/2 in front of the console, as a deployment puts one (a phone reaches
 * the console over HTTPS, and WeChat's browser only over HTTPS): `npm run bench:web -- --tls` measures
 * the pages through it. Over cleartext HTTP/1.1 a browser opens at most six connections to a host and
 * asks each for one file at a time, so a page of ~80 files waits ~13 round trips in Lighthouse's
 * simulated slow 4G; over HTTP/2 they share one connection. The certificate is self-signed for
 * 127.0.0.1, made by the system's openssl in `dir`; the browser is told to accept it.
 */
export async function startTlsFront(options: {
  upstream: string;
  port: number;
  dir: string;
}): Promise<{ baseUrl: string; stop(): Promise<void> }> {
  const key = path.join(options.dir, 'front-key.pem');
  const cert = path.join(options.dir, 'front-cert.pem');
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

  const upstream = new URL(options.upstream);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 32 });
  const server = http2.createSecureServer(
    { key: fs.readFileSync(key), cert: fs.readFileSync(cert), allowHTTP1: true },
    (req, res) => {
      const headers: http.OutgoingHttpHeaders = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (!name.startsWith(':') && !HOP_BY_HOP.has(name)) headers[name] = value;
      }
      headers.host = upstream.host;
      headers['x-forwarded-proto'] = 'https';
      const forward = http.request(
        { host: upstream.hostname, port: upstream.port, method: req.method, path: req.url, headers, agent },
        (reply) => {
          const out: http.OutgoingHttpHeaders = {};
          for (const [name, value] of Object.entries(reply.headers)) {
            if (!HOP_BY_HOP.has(name) && value !== undefined) out[name] = value;
          }
          res.writeHead(reply.statusCode ?? 502, out);
          reply.pipe(res);
        },
      );
      forward.on('error', () => {
        if (!res.headersSent) res.writeHead(502);
        res.end();
      });
      req.pipe(forward);
    },
  );
  await new Promise<void>((resolve) => server.listen(options.port, '127.0.0.1', resolve));
  return {
    baseUrl: `https://127.0.0.1:${options.port}`,
    async stop() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      agent.destroy();
    },
  };
}

/** Connection-level headers, which HTTP/2 forbids and a proxy does not pass on. */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'upgrade',
  'te',
  'http2-settings',
]);

import http2 from 'node:http2';
import net from 'node:net';
import tls from 'node:tls';

export type Reply = { status: number; headers: http2.IncomingHttpHeaders; body: Buffer };

async function connect(baseUrl: string, localAddress: string): Promise<http2.ClientHttp2Session> {
  const { hostname, port } = new URL(baseUrl);
  const s = http2.connect(baseUrl, {
    createConnection: () =>
      tls.connect({
        socket: net.connect({ host: hostname, port: Number(port), localAddress }),
        ALPNProtocols: ['h2'],
        rejectUnauthorized: false, // self-signed for the check
      }),
  });
  await new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('error', reject);
  });
  s.on('error', () => undefined); // a request's own promise reports what went wrong
  return s;
}

/**
 * One HTTP/2 connection at a time, as a browser keeps one per origin: when nginx ends it (GOAWAY after
 * `keepalive_requests`, 1,000 by default) the next request opens a new one, and a request nginx
 * refused unprocessed (a stream past the GOAWAY, REFUSED_STREAM) is sent again on it, as browsers do.
 */
export class Client {
  private current: Promise<http2.ClientHttp2Session> | null = null;
  connections = 0;
  constructor(
    private readonly baseUrl: string,
    /** The loopback address the client speaks from. */
    private readonly localAddress: string,
  ) {}

  session(): Promise<http2.ClientHttp2Session> {
    if (this.current) return this.current;
    const opening = connect(this.baseUrl, this.localAddress);
    this.current = opening;
    this.connections++;
    const forget = () => {
      if (this.current === opening) this.current = null;
    };
    opening.then((s) => {
      s.once('goaway', forget);
      s.once('close', forget);
    }, forget);
    return opening;
  }

  async request(
    method: string,
    url: string,
    headers: Record<string, string>,
    body?: Buffer | string,
  ): Promise<Reply> {
    for (let attempt = 0; ; attempt++) {
      const s = await this.session();
      try {
        return await send(s, method, url, headers, body);
      } catch (error) {
        if (attempt > 0 || !unprocessed(error)) throw error;
        if (this.current && (s.closed || s.destroyed)) this.current = null;
      }
    }
  }

  async close(): Promise<void> {
    const s = await this.current?.catch(() => null);
    s?.close();
  }
}

/** A request the server never processed: its stream was refused or its connection was going away. */
function unprocessed(error: unknown): boolean {
  const { code, message } = error as { code?: string; message?: string };
  return (
    code === 'ERR_HTTP2_GOAWAY_SESSION' ||
    code === 'ERR_HTTP2_INVALID_SESSION' ||
    (code === 'ERR_HTTP2_STREAM_ERROR' && String(message).includes('REFUSED_STREAM'))
  );
}

function send(
  s: http2.ClientHttp2Session,
  method: string,
  url: string,
  headers: Record<string, string> = {},
  body?: Buffer | string,
): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const stream = s.request(
      { ':method': method, ':path': url, ...headers },
      { endStream: body === undefined },
    );
    const chunks: Buffer[] = [];
    let replyHeaders: http2.IncomingHttpHeaders = {};
    stream.once('response', (h) => (replyHeaders = h));
    stream.on('data', (c: Buffer) => chunks.push(c));
    stream.once('end', () =>
      resolve({
        status: Number(replyHeaders[':status']),
        headers: replyHeaders,
        body: Buffer.concat(chunks),
      }),
    );
    stream.once('error', reject);
    stream.setTimeout(30_000, () => stream.close(http2.constants.NGHTTP2_CANCEL));
    if (body !== undefined) stream.end(body);
  });
}

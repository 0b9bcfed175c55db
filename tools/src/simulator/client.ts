import { createHmac } from 'node:crypto';

/** The headers of a signed device request: X-Signature = hex HMAC-SHA256(secret, ts + "." + body). */
export function signedHeaders(sn: string, secret: string, ts: string, body: string): Record<string, string> {
  return {
    'content-type': 'application/json',
    'x-device-sn': sn,
    'x-timestamp': ts,
    'x-signature': createHmac('sha256', secret).update(`${ts}.${body}`).digest('hex'),
  };
}

/** Signs and sends device API requests exactly as a box does (DESIGN §6). */
export class DeviceClient {
  private lastTs = 0;

  constructor(
    private readonly baseUrl: string,
    readonly sn: string,
    private readonly secret: string,
  ) {}

  /**
   * The server accepts each signed request once and only with a newer timestamp than the last, so a
   * box sending several requests within one second (a backfill) steps its timestamp forward.
   */
  private nextTimestamp(): number {
    this.lastTs = Math.max(Math.floor(Date.now() / 1000), this.lastTs + 1);
    return this.lastTs;
  }

  async post<T>(path: string, payload: unknown): Promise<T> {
    const body = JSON.stringify(payload);
    const ts = String(this.nextTimestamp());
    const res = await fetch(`${this.baseUrl}${path}`, {
      method: 'POST',
      headers: signedHeaders(this.sn, this.secret, ts, body),
      body,
    });
    const reply = (await res.json()) as { errorCode: number; msg: string; data: T };
    if (reply.errorCode !== 0)
      throw new Error(`${path} ${this.sn}: ${res.status} ${reply.errorCode} ${reply.msg}`);
    return reply.data;
  }
}

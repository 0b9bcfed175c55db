import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify';

/**
 * A local stand-in for Aliyun's SendSms endpoint (Dysmsapi 2017-05-25) that checks requests the way
 * Aliyun does — the V3 signature (`Authorization: ACS3-HMAC-SHA256 …` over the canonical request),
 * the key id, the x-acs-date skew, nonce reuse, then the phone number and template — and keeps what
 * it "delivered" in an outbox that tests, the e2e run and the demo log read. It is served at `/` on
 * its own port (integrations/simulator-server.ts), so the official SDK reaches it by its endpoint
 * option alone. Never mounted in production (config.ts).
 *
 * Errors follow Aliyun's common error table: key, signature, date and nonce problems are 4xx with
 * `{RequestId, Code, Message}`; SendSms's own business refusals (`isv.*`) are 200 with `Code`.
 * The V1 (HMAC-SHA1 parameter) signature is not accepted: Aliyun documents it as discontinued and no
 * client of ours sends it any more.
 */
export type SimulatedSms = {
  phone: string;
  templateCode: string;
  params: Record<string, string>;
  text: string;
  at: string;
};

export type SmsSimulatorOptions = {
  accessKeyId: string;
  accessKeySecret: string;
  templates: Record<string, (params: Record<string, string>) => string>;
  /** Print each message to the log (demo mode), so a person can read the code. */
  logMessages?: boolean;
};

export class SmsOutbox {
  private readonly messages: SimulatedSms[] = [];
  private readonly nonces = new Set<string>();

  add(message: SimulatedSms): void {
    this.messages.push(message);
    if (this.messages.length > 1000) this.messages.shift();
  }

  /** Newest first. */
  list(phone?: string): SimulatedSms[] {
    return this.messages.filter((m) => !phone || m.phone === phone).reverse();
  }

  /** The code of the newest verification message to `phone`, as a person would read it. */
  latestCode(phone: string): string | undefined {
    return this.list(phone).find((m) => m.params.code)?.params.code;
  }

  useNonce(nonce: string): boolean {
    if (this.nonces.has(nonce)) return false;
    this.nonces.add(nonce);
    if (this.nonces.size > 10_000) this.nonces.clear();
    return true;
  }
}

type Answer = { status: number; body: Record<string, string> };

const ALGORITHM = 'ACS3-HMAC-SHA256';
/** Aliyun refuses a request whose x-acs-date is further than this from its clock. */
const MAX_SKEW_MS = 15 * 60 * 1000;
/** The headers a V3 signature must cover (Aliyun: host and every x-acs-* header it reads). */
const MUST_SIGN = [
  'host',
  'x-acs-action',
  'x-acs-content-sha256',
  'x-acs-date',
  'x-acs-signature-nonce',
  'x-acs-version',
];

function refuse(status: number, code: string, message: string): Answer {
  return {
    status,
    body: { RequestId: randomUUID(), HostId: 'dysmsapi.aliyuncs.com', Code: code, Message: message },
  };
}

/** RFC 3986 percent-encoding, as Aliyun's canonical query string wants it. */
function encode(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function sha256Hex(data: string | Buffer): string {
  return createHash('sha256').update(data).digest('hex');
}

type RawRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  body: string;
};

function header(req: RawRequest, name: string): string {
  const value = req.headers[name];
  return (Array.isArray(value) ? value.join(',') : (value ?? '')).trim();
}

/** Aliyun's V3 canonical request and signature, computed from what arrived (not from what was claimed). */
function expectedSignature(req: RawRequest, signedHeaders: string[], secret: string): string {
  const query = [...req.query.keys()]
    .filter((key, i, keys) => keys.indexOf(key) === i)
    .sort()
    .map((key) => `${encode(key)}=${encode(req.query.get(key) ?? '')}`)
    .join('&');
  const headers = signedHeaders.map((name) => `${name}:${header(req, name)}\n`).join('');
  const canonicalRequest = [
    req.method,
    req.path,
    query,
    headers,
    signedHeaders.join(';'),
    sha256Hex(req.body),
  ].join('\n');
  const stringToSign = `${ALGORITHM}\n${sha256Hex(canonicalRequest)}`;
  return createHmac('sha256', secret).update(stringToSign).digest('hex');
}

function sameHex(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

function authenticate(req: RawRequest, options: SmsSimulatorOptions, outbox: SmsOutbox): Answer | null {
  const match = /^ACS3-HMAC-SHA256 Credential=([^,]*),SignedHeaders=([^,]*),Signature=([0-9a-f]+)$/.exec(
    header(req, 'authorization'),
  );
  if (!match)
    return refuse(400, 'IncompleteSignature', 'The request signature does not conform to Aliyun standards.');
  const [, keyId, signed, signature] = match as unknown as [string, string, string, string];
  const signedHeaders = signed.split(';');
  if (MUST_SIGN.some((name) => !signedHeaders.includes(name)))
    return refuse(400, 'IncompleteSignature', 'The request signature does not conform to Aliyun standards.');
  if (keyId !== options.accessKeyId)
    return refuse(404, 'InvalidAccessKeyId.NotFound', 'Specified access key is not found.');
  if (!sameHex(signature, expectedSignature(req, signedHeaders, options.accessKeySecret)))
    return refuse(400, 'SignatureDoesNotMatch', 'Specified signature is not matched with our calculation.');
  const at = Date.parse(header(req, 'x-acs-date'));
  if (!Number.isFinite(at) || Math.abs(Date.now() - at) > MAX_SKEW_MS)
    return refuse(400, 'InvalidTimeStamp.Expired', 'Specified time stamp or date value is expired.');
  if (!outbox.useNonce(header(req, 'x-acs-signature-nonce')))
    return refuse(400, 'SignatureNonceUsed', 'Specified signature nonce was used already.');
  return null;
}

function sendSms(
  req: RawRequest,
  outbox: SmsOutbox,
  options: SmsSimulatorOptions,
  log: FastifyBaseLogger | undefined,
): Answer {
  const refused = authenticate(req, options, outbox);
  if (refused) return refused;
  if (header(req, 'x-acs-action') !== 'SendSms')
    return refuse(
      404,
      'InvalidAction.NotFound',
      'Specified api is not found, please check your url and method.',
    );
  if (header(req, 'x-acs-version') !== '2017-05-25')
    return refuse(400, 'InvalidVersion', 'Specified parameter Version is not valid.');
  // RPC parameters travel in the query string (the SDK's way) or in a form body; both are signed.
  const params = Object.fromEntries([...req.query, ...new URLSearchParams(req.body)]);
  const phone = params.PhoneNumbers ?? '';
  if (!/^1[3-9]\d{9}$/.test(phone)) return refuse(200, 'isv.MOBILE_NUMBER_ILLEGAL', '非法手机号');
  const render = options.templates[params.TemplateCode ?? ''];
  if (!render) return refuse(200, 'isv.SMS_TEMPLATE_ILLEGAL', '模板不合法');
  let templateParams: Record<string, string>;
  try {
    templateParams = JSON.parse(params.TemplateParam ?? '{}') as Record<string, string>;
  } catch {
    return refuse(200, 'isv.INVALID_JSON_PARAM', 'JSON参数不合法');
  }
  const text = `【${params.SignName ?? ''}】${render(templateParams)}`;
  outbox.add({
    phone,
    templateCode: params.TemplateCode as string,
    params: templateParams,
    text,
    at: new Date().toISOString(),
  });
  if (options.logMessages) log?.info({ phone, text }, 'SMS simulator delivered a message');
  return {
    status: 200,
    body: { RequestId: randomUUID(), Code: 'OK', Message: 'OK', BizId: `${Date.now()}^0` },
  };
}

/** SendSms at `/` (GET or POST), for serveSimulator. */
export function smsSimulatorPlugin(
  outbox: SmsOutbox,
  options: SmsSimulatorOptions,
  log?: FastifyBaseLogger,
): FastifyPluginAsync {
  return async (app) => {
    // The payload hash is part of the signature: keep every body as the bytes that came.
    app.removeAllContentTypeParsers();
    app.addContentTypeParser('*', { parseAs: 'string' }, (_req, body, done) => done(null, body));
    app.route({
      method: ['GET', 'POST'],
      url: '/',
      handler: async (request, reply) => {
        const [path = '/', search = ''] = request.url.split('?');
        const answer = sendSms(
          {
            method: request.method,
            path,
            query: new URLSearchParams(search),
            headers: request.headers,
            body: typeof request.body === 'string' ? request.body : '',
          },
          outbox,
          options,
          log,
        );
        return reply.code(answer.status).type('application/json;charset=utf-8').send(answer.body);
      },
    });
  };
}

/** The simulator's own window on this server (`/sim/sms/messages`): what it delivered, newest first. */
export function smsOutboxPlugin(outbox: SmsOutbox): FastifyPluginAsync {
  return async (app) => {
    app.get('/messages', { config: { auth: 'public' }, schema: { hide: true } }, async (req) => {
      const phone = (req.query as { phone?: string }).phone;
      return { messages: outbox.list(phone) };
    });
  };
}

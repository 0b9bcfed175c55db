import { createPrivateKey } from 'node:crypto';
import type { FastifyBaseLogger, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { loadSimulatorKeys } from './alipay-keys.ts';
import {
  canonicalString,
  parseShanghaiTimestamp,
  rsa2Sign,
  rsa2Verify,
  signedResponseText,
} from './alipay-signature.ts';
import {
  businessError,
  type AlipayFault,
  type AlipaySimulatorState,
  type AnswerNode,
} from './alipay-simulator-state.ts';

/**
 * A local stand-in for Alipay's OpenAPI gateway (gateway.do) with the two methods payouts use. It
 * checks requests as Alipay does (app id, RSA2 signature with the app's public key, timestamp in
 * Asia/Shanghai within 15 minutes, charset, version), answers `{ "<method>_response": {…}, "sign" }`
 * signed with its own key, and lets tests queue faults (timeouts, refusals, DEALING, duplicates,
 * tampered or forged answers). Never mounted in production (config.ts).
 *
 * Routes under its prefix: `POST|GET /gateway.do` (the API), `GET /transfers` (what it holds),
 * `POST /faults` `{ fault, times?, method? }` and `DELETE /faults` (fault control for e2e runs).
 */
export type AlipaySimulatorOptions = {
  appId: string;
  /** The app's public key: requests must verify with it. */
  appPublicKey: string;
  /** "Alipay's" private key: every answer is signed with it. */
  alipayPrivateKey: string;
  /** How long a 'timeout' fault holds a request before dropping the connection (default 30 s). */
  hangMs?: number;
  /** Print each transfer to the log (demo mode). */
  logTransfers?: boolean;
};

export const TRANSFER_METHOD = 'alipay.fund.trans.uni.transfer';
export const QUERY_METHOD = 'alipay.fund.trans.common.query';
const METHODS = new Set([TRANSFER_METHOD, QUERY_METHOD]);

/** Required common parameters and the sub_code Alipay's gateway gives when one is missing. */
const MISSING: Record<string, string> = {
  app_id: 'isv.missing-app-id',
  method: 'isv.missing-method',
  sign_type: 'isv.missing-signature-type',
  sign: 'isv.missing-signature',
  timestamp: 'isv.missing-timestamp',
  version: 'isv.missing-version',
};

function gatewayError(code: '40001' | '40002', subCode: string, subMsg: string): AnswerNode {
  const msg = code === '40001' ? 'Missing Required Arguments' : 'Invalid Arguments';
  return { code, msg, sub_code: subCode, sub_msg: subMsg };
}

/** The gateway's own checks, in Alipay's order; undefined when the request may proceed. */
function checkGateway(
  params: Record<string, string>,
  options: AlipaySimulatorOptions,
): AnswerNode | undefined {
  const missing = Object.keys(MISSING).find((name) => !params[name]);
  if (missing) return gatewayError('40001', MISSING[missing] as string, `缺少${missing}参数`);
  if (params.app_id !== options.appId) return gatewayError('40002', 'isv.invalid-app-id', '无效的AppID参数');
  if (!METHODS.has(params.method ?? '')) return gatewayError('40002', 'isv.invalid-method', '不存在的方法名');
  if (params.format && params.format.toUpperCase() !== 'JSON')
    return gatewayError('40002', 'isv.invalid-format', '无效的数据格式');
  if (params.charset && params.charset.toLowerCase() !== 'utf-8')
    return gatewayError('40002', 'isv.invalid-charset', '字符集错误');
  if (params.version !== '1.0') return gatewayError('40002', 'isv.invalid-version', '版本号错误');
  if (params.sign_type !== 'RSA2')
    return gatewayError('40002', 'isv.invalid-signature-type', '无效的签名类型');
  const ts = parseShanghaiTimestamp(params.timestamp ?? '');
  if (Number.isNaN(ts) || Math.abs(Date.now() - ts) > 15 * 60_000)
    return gatewayError('40002', 'isv.invalid-timestamp', '非法的时间戳参数');
  const content = canonicalString(params);
  if (!rsa2Verify(content, params.sign ?? '', options.appPublicKey))
    return gatewayError(
      '40002',
      'isv.invalid-signature',
      `验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配，网关生成的验签字符串为：${content}`,
    );
  return undefined;
}

/** Common parameters come in the query string (as alipay-sdk sends them), the rest in the form body. */
function requestParams(req: FastifyRequest): Record<string, string> {
  const query = Object.fromEntries(new URL(req.url, 'http://simulator').searchParams);
  const body = req.body && typeof req.body === 'object' ? (req.body as Record<string, unknown>) : {};
  const params: Record<string, string> = { ...query };
  for (const [k, v] of Object.entries(body)) if (typeof v === 'string') params[k] = v;
  return params;
}

const faultRequest = z.object({
  fault: z.discriminatedUnion('kind', [
    z.object({ kind: z.literal('timeout'), when: z.enum(['before-processing', 'after-processing']) }),
    z.object({ kind: z.literal('system-error'), when: z.enum(['before-processing', 'after-processing']) }),
    z.object({
      kind: z.literal('http-error'),
      status: z.number().int().min(500).max(599).optional(),
      when: z.enum(['before-processing', 'after-processing']),
    }),
    z.object({
      kind: z.literal('business-error'),
      subCode: z.string().min(1),
      subMsg: z.string().optional(),
    }),
    z.object({ kind: z.literal('dealing'), pendingQueries: z.number().int().min(0).optional() }),
    z.object({ kind: z.literal('duplicate') }),
    z.object({ kind: z.literal('tampered-answer') }),
    z.object({ kind: z.literal('forged-answer') }),
  ]),
  times: z.number().int().min(1).max(1000).optional(),
  method: z.enum(['transfer', 'query']).optional(),
});

export function alipaySimulatorPlugin(
  state: AlipaySimulatorState,
  options: AlipaySimulatorOptions,
  log?: FastifyBaseLogger,
): FastifyPluginAsync {
  const alipayKey = createPrivateKey(options.alipayPrivateKey);
  // A forger signs with a key that is not Alipay's: the dev app key serves, with no key to generate.
  const forgerKey = createPrivateKey(loadSimulatorKeys().appPrivateKey);

  return async (app) => {
    // Held requests are let go when the server closes, so a hanging test fault never blocks close().
    const held = new Set<() => void>();
    app.addHook('preClose', async () => {
      for (const release of [...held]) release();
    });
    const hold = (reply: FastifyReply) =>
      new Promise<void>((resolve) => {
        reply.hijack();
        const release = () => {
          clearTimeout(timer);
          held.delete(release);
          reply.raw.destroy();
          resolve();
        };
        const timer = setTimeout(release, options.hangMs ?? 30_000);
        held.add(release);
      });

    const send = (reply: FastifyReply, method: string, node: AnswerNode, fault?: AlipayFault) => {
      const key = METHODS.has(method) ? `${method.replaceAll('.', '_')}_response` : 'error_response';
      const signed = JSON.stringify(node);
      const sign = rsa2Sign(signed, fault?.kind === 'forged-answer' ? forgerKey : alipayKey);
      const sent =
        fault?.kind === 'tampered-answer'
          ? JSON.stringify({ ...node, status: node.status === 'SUCCESS' ? 'FAIL' : 'SUCCESS' })
          : signed;
      return reply
        .header('content-type', 'application/json;charset=utf-8')
        .send(signedResponseText(key, sent, sign));
    };

    const gateway = async (req: FastifyRequest, reply: FastifyReply) => {
      const params = requestParams(req);
      const method = params.method ?? '';
      const refused = checkGateway(params, options);
      if (refused) return send(reply, method, refused);
      let biz: Record<string, unknown>;
      try {
        biz = JSON.parse(params.biz_content ?? '{}') as Record<string, unknown>;
      } catch {
        return send(
          reply,
          method,
          businessError('INVALID_PARAMETER', '参数有误：biz_content 不是合法的 JSON'),
        );
      }

      const isTransfer = method === TRANSFER_METHOD;
      const fault = state.takeFault(isTransfer ? 'transfer' : 'query');
      const when = fault && 'when' in fault ? fault.when : undefined;
      if (when === 'before-processing') return misbehave(reply, method, fault);

      let answer = isTransfer ? state.applyTransfer(biz, fault) : state.applyQuery(biz);
      if (isTransfer && fault?.kind === 'duplicate') answer = state.applyTransfer(biz);
      if (options.logTransfers && isTransfer)
        log?.info({ outBizNo: biz.out_biz_no, answer }, 'Alipay simulator handled a transfer');
      if (when === 'after-processing') return misbehave(reply, method, fault);
      return send(reply, method, answer, fault);
    };

    const misbehave = async (reply: FastifyReply, method: string, fault: AlipayFault | undefined) => {
      if (fault?.kind === 'timeout') return hold(reply);
      if (fault?.kind === 'http-error') {
        const status = fault.status ?? 502;
        return reply.status(status).header('content-type', 'text/html').send(`<h1>${status}</h1>`);
      }
      return send(reply, method, businessError('SYSTEM_ERROR', '系统繁忙'));
    };

    const route = { config: { auth: 'public' }, schema: { hide: true } } as const;
    app.post('/gateway.do', route, (req, reply) => gateway(req, reply));
    app.get('/gateway.do', route, (req, reply) => gateway(req, reply));
    /** The simulator's own window: its orders (newest first) and the money that moved. */
    app.get('/transfers', route, async () => ({ transfers: state.list(), payments: state.payments() }));
    app.post('/faults', route, async (req, reply) => {
      const parsed = faultRequest.safeParse(req.body);
      if (!parsed.success) return reply.status(422).send({ error: parsed.error.issues });
      const { fault, times, method } = parsed.data;
      state.inject(fault, { times, method });
      return { queued: fault };
    });
    app.delete('/faults', route, async () => {
      state.clearFaults();
      return { cleared: true };
    });
  };
}

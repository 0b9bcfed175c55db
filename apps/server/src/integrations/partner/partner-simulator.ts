import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { z } from 'zod';
import { partnerSignMatches, partnerTimeFresh } from './partner-sign.ts';

/**
 * A local stand-in for the sister service (the partner host of SPEC §7): the two calls the console's
 * web app makes on it after signing in — `POST /api/default/auto-login` with the sign this server
 * made, and `GET /api/member/info` with the partner token it answered — checked as the real service
 * checks them: the source, the sign under the shared secret, the time within 300 s, each sign once.
 * Mounted at /sim/partner outside production (config.ts). `GET /logins` lists who signed in, for tests.
 */
export class PartnerSimulatorState {
  readonly usedSigns = new Set<string>();
  /** partner token → the mobile it was issued to */
  readonly tokens = new Map<string, string>();
  readonly logins: { mobile: string; at: string }[] = [];
}

const autoLogin = z.object({
  sign: z.string(),
  from: z.string(),
  mobile: z.string(),
  time: z.coerce.number().int(),
});

const refuse = (msg: string) => ({ errorCode: 10001, msg, data: null });

export function partnerSimulatorPlugin(
  state: PartnerSimulatorState,
  options: { secret: string; acceptFrom: string },
): FastifyPluginAsync {
  return async (app) => {
    app.post('/api/default/auto-login', async (req) => {
      const parsed = autoLogin.safeParse(req.body);
      if (!parsed.success) return refuse('参数错误');
      const body = parsed.data;
      if (body.from !== options.acceptFrom) return refuse('来源不正确');
      if (!partnerTimeFresh(body.time)) return refuse('请求已过期');
      if (!/^[0-9a-f]{64}$/i.test(body.sign) || !partnerSignMatches(options.secret, body, body.sign))
        return refuse('签名错误');
      if (state.usedSigns.has(body.sign)) return refuse('签名已使用');
      state.usedSigns.add(body.sign);
      const token = randomBytes(24).toString('base64url');
      state.tokens.set(token, body.mobile);
      state.logins.push({ mobile: body.mobile, at: new Date().toISOString() });
      return { errorCode: 0, msg: '登录成功', data: { auth_key: token } };
    });

    app.get('/api/member/info', async (req, reply) => {
      const token = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '')?.[1];
      const mobile = token ? state.tokens.get(token) : undefined;
      if (!mobile) return reply.status(401).send({ errorCode: 10010, msg: '请先登录', data: null });
      return {
        errorCode: 0,
        msg: '操作成功',
        data: { mobile, nickname: `伙伴会员${mobile.slice(-4)}`, service: '节点宝伙伴站（模拟）' },
      };
    });

    app.get('/logins', async () => ({ logins: state.logins }));
  };
}

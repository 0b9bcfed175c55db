import {
  changePasswordCall,
  secondFactorDisableCall,
  secondFactorEnableCall,
  secondFactorRecoveryCodesCall,
  secondFactorSetupCall,
  secondFactorStatusCall,
  secondFactorVerifyCall,
  sessionListCall,
  sessionRevokeCall,
  sessionRevokeOthersCall,
} from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { route } from '../../lib/route.ts';
import { ok } from '../../lib/reply.ts';
import { currentMember, currentTokenHash } from '../../plugins/auth.ts';
import * as secondFactor from './second-factor.service.ts';
import * as sessions from './sessions.service.ts';

// Codes and passwords typed here are guessable: a per-address cap on top of the lockout.
const guessRateLimit = { max: 30, timeWindow: 60_000 };

export const securityRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  route(app, secondFactorStatusCall, async (req) =>
    ok(await secondFactor.secondFactorStatus(deps, currentMember(req))),
  );

  route(app, secondFactorSetupCall, { config: { rateLimit: guessRateLimit } }, async (req) =>
    ok(await secondFactor.beginSetup(deps, currentMember(req), req.body.password, req)),
  );

  route(app, secondFactorEnableCall, { config: { rateLimit: guessRateLimit } }, async (req) =>
    ok(
      await secondFactor.enable(deps, currentMember(req), currentTokenHash(req), req.body.code, req),
      '两步验证已开启，请妥善保存恢复码',
    ),
  );

  route(app, secondFactorDisableCall, { config: { rateLimit: guessRateLimit } }, async (req) => {
    await secondFactor.disable(deps, currentMember(req), req.body, req);
    return ok(null, '两步验证已关闭');
  });

  route(app, secondFactorRecoveryCodesCall, { config: { rateLimit: guessRateLimit } }, async (req) =>
    ok(
      await secondFactor.regenerateRecoveryCodes(deps, currentMember(req), req.body, req),
      '已生成新的恢复码',
    ),
  );

  route(app, secondFactorVerifyCall, { config: { rateLimit: guessRateLimit } }, async (req) => {
    await secondFactor.verifyStepUp(deps, currentMember(req), currentTokenHash(req), req.body.code, req);
    return ok(null, '验证成功');
  });

  route(app, sessionListCall, async (req) =>
    ok(await sessions.listSessions(deps, currentMember(req), currentTokenHash(req))),
  );

  route(app, sessionRevokeCall, async (req) =>
    ok(await sessions.endSession(deps, currentMember(req), req.body.id), '已退出该设备'),
  );

  route(app, sessionRevokeOthersCall, async (req) =>
    ok(await sessions.endOtherSessions(deps, currentMember(req), currentTokenHash(req)), '已退出其他设备'),
  );

  route(app, changePasswordCall, { config: { rateLimit: guessRateLimit } }, async (req) => {
    await sessions.changePassword(deps, currentMember(req), currentTokenHash(req), req.body, req);
    return ok(null, '密码已修改，其他设备已退出登录');
  });
};

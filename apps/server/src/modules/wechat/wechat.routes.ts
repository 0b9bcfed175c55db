import {
  memberUnbindWechatCall,
  memberBindWechatCall,
  memberWechatOauthUrlCall,
  memberJsApiSignCall,
} from '@nodebao/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { ok } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import * as binding from './wechat-binding.service.ts';
import * as wechat from './wechat.service.ts';
import { route } from '../../lib/route.ts';

export const wechatRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  route(app, memberJsApiSignCall, async (req) => ok(await wechat.jsApiSign(deps, req.query.url)));

  // Binding the member's WeChat account (/account/index, and before JSAPI payment).
  route(app, memberWechatOauthUrlCall, async (req) =>
    ok(binding.oauthUrl(deps, currentMember(req).id, req.query.redirect)),
  );
  route(app, memberBindWechatCall, async (req) => {
    await binding.bindWechat(deps, currentMember(req).id, req.body.code, req.body.state);
    return ok(null, '微信已绑定');
  });
  route(app, memberUnbindWechatCall, async (req) => {
    await binding.unbindWechat(deps, currentMember(req).id);
    return ok(null, '已解绑微信');
  });
};

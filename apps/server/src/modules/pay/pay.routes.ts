import multipart from '@fastify/multipart';
import {
  offlineTransferFields,
  VOUCHER_MAX_BYTES,
  payWechatNotifyCall,
  memberOfflineTransferCall,
  adminGiveCodeCall,
  adminOfflineRejectCall,
  adminOfflineConfirmCall,
  adminOfflineListCall,
  payVoucherCall,
  payOfflineCall,
  payRecordCall,
  payUnifiedOrderCall,
  memberMyBankCall,
} from '@nodebao/contract';
import type { FastifyPluginAsync } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Deps } from '../../deps.ts';
import { sha256Hex } from '../../lib/crypto.ts';
import { AppError } from '../../lib/errors.ts';
import { ok, okList } from '../../lib/reply.ts';
import { currentMember } from '../../plugins/auth.ts';
import { getParams } from '../params/params.service.ts';
import * as orders from './orders.service.ts';
import * as staff from './staff.service.ts';
import { sniffImageType } from './voucher-image.ts';
import { handleWechatNotification } from './wechat-notify.service.ts';
import { route } from '../../lib/route.ts';

/** Orders for activation codes, WeChat Pay, transfers, and staff's side of them (issue 5). */
export const payRoutes: FastifyPluginAsyncZod<{ deps: Deps }> = async (app, { deps }) => {
  route(
    app,
    memberMyBankCall,
    // A parameter staff can change (params table); every signed-in member sees the same account.
    async () => ok((await getParams(deps.db)).platform_bank),
  );

  route(app, payUnifiedOrderCall, async (req) =>
    ok(await orders.unifiedOrder(deps, currentMember(req).id, req.body), '下单成功'),
  );
  route(app, payRecordCall, async (req) => {
    const { list, pages } = await orders.payRecord(deps, currentMember(req).id, req.query);
    return okList(list, pages);
  });
  route(app, payOfflineCall, async (req) =>
    ok(await orders.chooseTransfer(deps, currentMember(req).id, req.body.order_no, req.body.method)),
  );
  route(app, payVoucherCall, async (req, reply) => {
    const member = currentMember(req);
    const voucher = await orders.voucherOf(deps, member, req.query.order_no);
    return reply
      .header('content-type', voucher.contentType)
      .header('cache-control', 'private, max-age=3600')
      .send(voucher.bytes);
  });

  await app.register(transferUploadRoute, { deps });
  await app.register(wechatNotifyRoute, { deps });

  // Staff: transfers to confirm (/superman/index) and codes given by hand (/superman/add-code).
  route(app, adminOfflineListCall, async (req) => {
    const { list, pages } = await staff.transferQueue(deps, req.query);
    return okList(list, pages);
  });
  route(app, adminOfflineConfirmCall, async (req) =>
    ok(await staff.confirm(deps, currentMember(req).id, req.body.id), '已确认收款，激活码已发放'),
  );
  route(app, adminOfflineRejectCall, async (req) =>
    ok(await staff.reject(deps, currentMember(req).id, req.body.id, req.body.reason), '已驳回'),
  );
  route(app, adminGiveCodeCall, async (req) =>
    ok(await staff.giveCodes(deps, currentMember(req).id, req.body), '激活码已发放'),
  );
};

/**
 * `POST /api/member/offline-transfer` (multipart): the voucher image, payer name and remark. The
 * image type is read from its bytes, never from the name or the header the browser sent.
 */
const transferUploadRoute: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  await app.register(multipart, {
    limits: { fileSize: VOUCHER_MAX_BYTES, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
  });
  route(app, memberOfflineTransferCall, { bodyLimit: VOUCHER_MAX_BYTES + 64 * 1024 }, async (req) => {
    const member = currentMember(req);
    if (!req.isMultipart()) throw new AppError('VOUCHER_INVALID', '请以 multipart/form-data 上传凭证');
    const fields: Record<string, string> = {};
    let image: Buffer | undefined;
    try {
      for await (const part of req.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'voucher') {
            await part.toBuffer();
            continue;
          }
          image = await part.toBuffer();
        } else if (typeof part.value === 'string') {
          fields[part.fieldname] = part.value;
        }
      }
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
        throw new AppError('VOUCHER_INVALID');
      }
      throw err;
    }
    const parsed = offlineTransferFields.safeParse(fields);
    if (!parsed.success) {
      const errors = parsed.error.issues.map((i) => ({ field: i.path.join('.'), message: i.message }));
      throw new AppError('VALIDATION', `参数错误：${errors[0]!.field} ${errors[0]!.message}`, {
        field: errors[0]!.field,
        errors,
      });
    }
    const contentType = image ? sniffImageType(image) : null;
    if (!image || !contentType) {
      throw new AppError('VOUCHER_INVALID', undefined, {
        field: 'voucher',
        errors: [{ field: 'voucher', message: '请上传 JPG、PNG 或 WebP 图片' }],
      });
    }
    const order = await orders.submitTransfer(deps, member.id, parsed.data, {
      contentType,
      bytes: image,
      sha256: sha256Hex(image),
    });
    return ok(order, '凭证已提交，请等待平台确认');
  });
};

/**
 * `POST /api/pay/wechat-notify`: WeChat Pay's payment notifications. Read as text, because the
 * platform signature covers the exact bytes. 204 acknowledges; any other answer makes WeChat Pay send
 * it again later, which is what a notification we could not verify or apply should get.
 */
const wechatNotifyRoute: FastifyPluginAsync<{ deps: Deps }> = async (app, { deps }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => done(null, body));
  route(app, payWechatNotifyCall, async (req, reply) => {
    const header = (name: string) => {
      const value = req.headers[name];
      return Array.isArray(value) ? value[0] : value;
    };
    const answer = await handleWechatNotification(
      deps,
      {
        timestamp: header('wechatpay-timestamp'),
        nonce: header('wechatpay-nonce'),
        signature: header('wechatpay-signature'),
        serial: header('wechatpay-serial'),
      },
      typeof req.body === 'string' ? req.body : '',
      { ip: req.ip },
    );
    if (answer.status === 204) return reply.status(204).send();
    return reply.status(answer.status).send({ code: 'FAIL', message: answer.message });
  });
};

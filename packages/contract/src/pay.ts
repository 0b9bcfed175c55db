import { z } from 'zod';
import { rejectReason } from './text.ts';
import { envelope, listEnvelope, pageQuery } from './envelope.ts';
import { idField, intField, roomIspSchema } from './rooms.ts';
import { ORDER_STATES, PAY_METHODS } from './labels.ts';
import { MAX_CODES_PER_ORDER } from './field-rules.ts';

/** GET /api/member/my-bank: the platform's account that offline bank transfers go to (/pay/bank). */
export const myBankReply = envelope(
  z.object({
    bank_name: z.string(),
    branch: z.string(),
    account_name: z.string(),
    account_no: z.string(),
    /** What to write in the transfer's remark, and when it is confirmed. */
    note: z.string(),
  }),
);
export type MyBank = z.infer<typeof myBankReply>['data'];

const orderNoField = z
  .string({ error: '请提供订单号' })
  .trim()
  .regex(/^NB\d{14}[0-9A-Z]{6}$/, { error: '订单号格式不正确' });

export const orderSchema = z.object({
  id: z.number().int(),
  /** The out_trade_no given to WeChat Pay and the remark of a bank transfer. */
  order_no: z.string(),
  device_type_id: z.number().int(),
  device_type_name: z.string(),
  quantity: z.number().int(),
  unit_price: z.number().int(),
  amount: z.number().int(),
  method: z.enum(PAY_METHODS).nullable(),
  method_label: z.string(),
  state: z.enum(ORDER_STATES),
  state_label: z.string(),
  /** When an unpaid online order expires; null once paid or for offline orders. */
  expires_at: z.string().nullable(),
  paid_at: z.string().nullable(),
  created_at: z.string(),
  /** Codes this order issued (0 until paid). */
  code_count: z.number().int(),
  /** The transfer the member reported (offline and bank orders); null before a voucher. */
  transfer: z
    .object({
      payer_name: z.string(),
      remark: z.string(),
      /** GET it with the member's token (owner or staff only). */
      voucher_url: z.string(),
      submitted_at: z.string(),
      reject_reason: z.string(),
    })
    .nullable(),
});
export type Order = z.infer<typeof orderSchema>;

/** What `chooseWXPay` takes (JSAPI, WeChat Pay API v3: signType RSA, paySign by the merchant key). */
export const jsapiPayParamsSchema = z.object({
  appId: z.string(),
  timeStamp: z.string(),
  nonceStr: z.string(),
  package: z.string(),
  signType: z.literal('RSA'),
  paySign: z.string(),
});
export type JsapiPayParams = z.infer<typeof jsapiPayParamsSchema>;

/**
 * POST /api/pay/unified-order. Without `order_no`: creates an order for `quantity` codes of
 * `device_type_id` (and, with a WeChat `method`, prepays it at once). With `order_no`: prepays that
 * pending order by the WeChat `method` (JSAPI needs the member's WeChat binding).
 */
export const unifiedOrderBody = z
  .object({
    order_no: orderNoField.optional(),
    device_type_id: idField('device_type_id').optional(),
    quantity: intField('quantity', 1, MAX_CODES_PER_ORDER).optional(),
    method: z.enum(PAY_METHODS, { error: '支付方式不正确' }).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.order_no !== undefined) {
      if (b.method !== 'wechat_jsapi' && b.method !== 'wechat_native') {
        ctx.addIssue({ code: 'custom', path: ['method'], message: '已有订单只能发起微信支付' });
      }
      return;
    }
    if (b.device_type_id === undefined) {
      ctx.addIssue({ code: 'custom', path: ['device_type_id'], message: '请选择设备型号' });
    }
    if (b.quantity === undefined) {
      ctx.addIssue({ code: 'custom', path: ['quantity'], message: '请填写购买数量' });
    }
  });
export type UnifiedOrderBody = z.input<typeof unifiedOrderBody>;
export const unifiedOrderReply = envelope(
  z.object({
    order: orderSchema,
    /** JSAPI: the parameters for wx.chooseWXPay. */
    jsapi: jsapiPayParamsSchema.nullable(),
    /** Native: the weixin://wxpay/... link to show as a QR code. */
    code_url: z.string().nullable(),
  }),
);

/** GET /api/pay/record: my orders, newest first; `order_no` picks one (the pay screens poll it). */
export const payRecordQuery = pageQuery().extend({
  order_no: orderNoField.optional(),
  state: z.enum(ORDER_STATES).optional(),
});
export const payRecordReply = listEnvelope(orderSchema);

/** POST /api/pay/offline: pay this order by bank or offline transfer (stops its 30-minute expiry). */
export const payOfflineBody = z.object({
  order_no: orderNoField,
  method: z.enum(['bank', 'offline'], { error: '支付方式不正确' }).default('offline'),
});
export const orderReply = envelope(orderSchema);

/**
 * POST /api/member/offline-transfer, multipart/form-data: these fields and `voucher`, an image file
 * (JPEG, PNG or WebP, at most VOUCHER_MAX_BYTES).
 */
export const offlineTransferFields = z.object({
  order_no: orderNoField,
  payer_name: z
    .string({ error: '请填写付款人姓名' })
    .trim()
    .min(2, { error: '付款人姓名至少 2 个字' })
    .max(30, { error: '付款人姓名最多 30 个字' }),
  remark: z.string().trim().max(200, { error: '备注最多 200 字' }).default(''),
});

// Staff: offline payments to confirm (/superman/index), codes to give, partner machine rooms.
export const adminOrderSchema = orderSchema.extend({
  member_id: z.number().int(),
  member_mobile: z.string(),
  member_nickname: z.string(),
  reviewed_by: z.string().nullable(),
  reviewed_at: z.string().nullable(),
});
export type AdminOrder = z.infer<typeof adminOrderSchema>;
export const adminOrderListQuery = pageQuery().extend({
  state: z.enum(ORDER_STATES).optional().default('reviewing'),
  keyword: z.string().trim().max(32).optional(),
});
export const adminOrderListReply = listEnvelope(adminOrderSchema);
export const adminOrderReply = envelope(adminOrderSchema);
export const offlineConfirmBody = z.object({ id: idField() });
export const offlineRejectBody = z.object({
  id: idField(),
  reason: rejectReason,
});

/** POST /api/admin/give-code: send `quantity` new codes of a type to the member with this mobile. */
export const giveCodeBody = z.object({
  mobile: z
    .string({ error: '请填写会员手机号' })
    .trim()
    .regex(/^1\d{10}$/, { error: '请输入 11 位手机号' }),
  device_type_id: idField('device_type_id'),
  quantity: intField('quantity', 1, MAX_CODES_PER_ORDER),
  note: z.string().trim().max(200, { error: '备注最多 200 字' }).default(''),
});
export type GiveCodeBody = z.input<typeof giveCodeBody>;
export const giveCodeReply = envelope(
  z.object({
    member_id: z.number().int(),
    member_mobile: z.string(),
    member_nickname: z.string(),
    device_type_name: z.string(),
    codes: z.array(z.string()),
  }),
);

/** POST /api/admin/hezuo-list: the machine rooms of every partner (operator), for staff. */
export const hezuoListBody = pageQuery().extend({
  keyword: z.string().trim().max(32, { error: '关键词最多 32 个字' }).optional(),
  province_code: z
    .string()
    .regex(/^\d{6}$/, { error: '省份编码为 6 位数字' })
    .optional(),
});
export const partnerRoomSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  owner_id: z.number().int(),
  owner_mobile: z.string(),
  owner_nickname: z.string(),
  region: z.string(),
  address: z.string(),
  isp: roomIspSchema.nullable(),
  bandwidth_mbps: z.number().int(),
  cabinet_count: z.number().int(),
  device_count: z.number().int(),
  online_count: z.number().int(),
  created_at: z.string(),
});
export type PartnerRoom = z.infer<typeof partnerRoomSchema>;
export const hezuoListReply = listEnvelope(partnerRoomSchema);

/** WeChat account binding (OAuth, snsapi_base): the authorize URL, then the code it returns. */
export const wechatOauthUrlQuery = z.object({
  redirect: z.string().trim().url({ error: '回跳地址不正确' }).max(500),
});
export const wechatOauthUrlReply = envelope(z.object({ url: z.string() }));
export const bindWechatBody = z.object({
  code: z.string({ error: '缺少微信授权码' }).trim().min(1, { error: '缺少微信授权码' }).max(128),
  state: z.string().trim().max(128).default(''),
});

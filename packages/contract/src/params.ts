import { z } from 'zod';
import { hasControlCharacter, TEXT_MESSAGES } from './text.ts';
import { deviceTypeSchema } from './devices.ts';
import { envelope } from './envelope.ts';
import { idField, intField } from './rooms.ts';
import { lotteryParam, prizeTierSchema } from './lottery.ts';

/**
 * The business parameters platform staff change on /superman/index (DESIGN §7 leaves them as
 * parameters): the platform's receiving bank account, withdrawal limits and fee, the unit prices by
 * ISP, the referral rate, the contact details; and the device types with their code prices. A change
 * applies from the next use (a settlement already run keeps its prices).
 */
const text = (label: string, min: number, max: number) =>
  z
    .string({ error: `请填写${label}` })
    .trim()
    .min(min, { error: min > 1 ? `${label}至少 ${min} 个字` : `请填写${label}` })
    .max(max, { error: `${label}最多 ${max} 个字` })
    .refine((v) => !hasControlCharacter(v), `${label}${TEXT_MESSAGES.lineBreak}`);

export const platformBankParam = z.object({
  bank_name: text('开户银行', 2, 40),
  branch: text('开户支行', 2, 60),
  account_name: text('户名', 2, 60),
  account_no: z
    .string({ error: '请填写收款账号' })
    .transform((s) => s.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{8,32}$/, { error: '收款账号应为 8–32 位数字' })),
  note: z.string().trim().max(200, { error: '说明最多 200 字' }),
});

export const withdrawParam = z
  .object({
    min_fen: intField('最低提现金额', 1, 100_000_000),
    max_fen: intField('最高提现金额', 1, 100_000_000),
    /** Basis points: 100 = 1 %. */
    fee_rate_bp: intField('手续费率', 0, 2_000),
  })
  .refine((w) => w.min_fen <= w.max_fen, { path: ['max_fen'], error: '最高提现金额不能低于最低金额' });

export const ispPriceParam = z.object({
  telecom: intField('电信单价', 0, 100_000),
  unicom: intField('联通单价', 0, 100_000),
  mobile: intField('移动单价', 0, 100_000),
});

export const siteParam = z.object({
  name: text('站点名称', 1, 20),
  service_phone: text('客服电话', 5, 20),
  service_email: z.string().trim().email({ error: '客服邮箱格式不正确' }).max(64),
  service_hours: text('服务时间', 2, 40),
});

/** Sign-in lifetimes and the second factor (issue 49, decision 0042): the defaults, then their rules. */
export const SECURITY_PARAM_DEFAULTS = {
  member_idle_days: 14,
  member_absolute_days: 30,
  staff_idle_minutes: 60,
  staff_absolute_hours: 12,
  step_up_minutes: 5,
  operators_must_have_second_factor: false,
};

export const securityParam = z.object({
  member_idle_days: intField('会员登录闲置有效期', 1, 90),
  member_absolute_days: intField('会员登录最长有效期', 1, 90),
  staff_idle_minutes: intField('平台人员登录闲置有效期', 5, 24 * 60),
  staff_absolute_hours: intField('平台人员登录最长有效期', 1, 72),
  step_up_minutes: intField('再次验证有效时间', 1, 60),
  operators_must_have_second_factor: z.boolean({ error: '请选择运营商是否必须开启两步验证' }),
});

// The reply spells the same shapes without the input transforms (a reply is only ever encoded).
const int = z.number().int();
export const adminParamsSchema = z.object({
  site: z.object({
    name: z.string(),
    service_phone: z.string(),
    service_email: z.string(),
    service_hours: z.string(),
  }),
  withdraw: z.object({ min_fen: int, max_fen: int, fee_rate_bp: int }),
  isp_price_fen: z.object({ telecom: int, unicom: int, mobile: int }),
  referral_rate_bp: int,
  platform_bank: z.object({
    bank_name: z.string(),
    branch: z.string(),
    account_name: z.string(),
    account_no: z.string(),
    note: z.string(),
  }),
  cooperation: z.object({ dial_ports: z.array(int) }),
  flashing: z.object({ ship_to: z.string() }),
  lottery: z.object({
    coupon_gb: int,
    week_cap: int,
    one_prize_per_member: z.boolean(),
    prizes: z.array(prizeTierSchema),
  }),
  security: z.object({
    member_idle_days: int,
    member_absolute_days: int,
    staff_idle_minutes: int,
    staff_absolute_hours: int,
    step_up_minutes: int,
    operators_must_have_second_factor: z.boolean(),
  }),
});
export type AdminParams = z.infer<typeof adminParamsSchema>;
export const adminParamsReply = envelope(adminParamsSchema);

/** POST /api/admin/param-save: one parameter, whole. */
export const paramSaveBody = z.discriminatedUnion(
  'key',
  [
    z.object({ key: z.literal('site'), value: siteParam }),
    z.object({ key: z.literal('withdraw'), value: withdrawParam }),
    z.object({ key: z.literal('isp_price_fen'), value: ispPriceParam }),
    z.object({ key: z.literal('referral_rate_bp'), value: intField('邀请分成比例', 0, 3_000) }),
    z.object({ key: z.literal('platform_bank'), value: platformBankParam }),
    z.object({ key: z.literal('lottery'), value: lotteryParam }),
    z.object({
      key: z.literal('cooperation'),
      value: z.object({
        dial_ports: z
          .array(intField('检测端口', 1, 65_535), { error: '请填写检测端口' })
          .min(1, { error: '至少允许一个检测端口' })
          .max(10, { error: '最多 10 个检测端口' }),
      }),
    }),
    z.object({ key: z.literal('flashing'), value: z.object({ ship_to: text('收件地址', 10, 200) }) }),
    z.object({ key: z.literal('security'), value: securityParam }),
  ],
  { error: '参数名不正确' },
);
export type ParamSaveBody = z.input<typeof paramSaveBody>;

/**
 * At most 10,000 元 a code: an order of the most codes (500) then stays far inside the integer fen
 * columns and WeChat Pay's amount.
 */
export const MAX_CODE_PRICE_FEN = 1_000_000;

/** POST /api/admin/device-type-save: add a type (no id) or change one; the price is per code, in fen. */
export const deviceTypeSaveBody = z.object({
  id: idField().optional(),
  name: text('型号名称', 1, 64),
  code_price_fen: intField('激活码价格', 0, MAX_CODE_PRICE_FEN),
  description: z.string().trim().max(500, { error: '说明最多 500 字' }).default(''),
});
export type DeviceTypeSaveBody = z.input<typeof deviceTypeSaveBody>;
export const deviceTypeReply = envelope(deviceTypeSchema);

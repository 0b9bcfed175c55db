import { z } from 'zod';
import { rejectReason } from './text.ts';
import { envelope, listEnvelope, pageQuery } from './envelope.ts';
import { idField, intField, requestKeyField } from './rooms.ts';
import { BANK_NAMES } from './labels.ts';
import { luhnValid } from './field-rules.ts';

/**
 * Payee accounts and withdrawals (DESIGN §7, SPEC §7 member/aliuser-list, bank-card-*, bank-save,
 * tixian, tixian-list; the staff review under /api/admin/). Amounts are integer fen.
 */

/** Chinese names (with the middle dot of minority and foreign names) or Latin letters and spaces. */
const realName = z
  .string({ error: '请填写真实姓名' })
  .trim()
  .min(2, { error: '真实姓名至少 2 个字' })
  .max(20, { error: '真实姓名最多 20 个字' })
  .regex(/^(?:[\u4e00-\u9fa5·•]+|[A-Za-z][A-Za-z .]*)$/u, { error: '真实姓名只能是中文或英文字母' });

const alipayAccount = z
  .string({ error: '请填写支付宝账号' })
  .trim()
  .max(64, { error: '支付宝账号过长' })
  .regex(/^(?:1\d{10}|[^\s@]+@[^\s@]+\.[^\s@]+)$/, { error: '支付宝账号应为手机号或邮箱' });

const cardNumber = z
  .string({ error: '请填写银行卡号' })
  .transform((s) => s.replace(/[\s-]/g, ''))
  .pipe(
    z
      .string()
      .regex(/^\d{12,19}$/, { error: '银行卡号应为 12–19 位数字' })
      .refine(luhnValid, { error: '银行卡号校验未通过，请核对后重新输入' }),
  );

/** A yes/no as JSON (true/false, 1/0) or a form ("1"/"0", "true"/"false") sends it. */
const flag = z
  .union([z.boolean(), z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false'])], {
    error: 'is_default 只能是 0 或 1',
  })
  .transform((v) => v === true || v === 1 || v === '1' || v === 'true');

export const payeeSaveBody = z.discriminatedUnion('kind', [
  z.object({
    id: idField().optional(),
    kind: z.literal('alipay'),
    account: alipayAccount,
    real_name: realName,
    is_default: flag.optional(),
  }),
  z.object({
    id: idField().optional(),
    kind: z.literal('bank'),
    account: cardNumber,
    real_name: realName,
    bank_name: z.enum(BANK_NAMES, { error: '请从列表中选择开户银行' }),
    bank_branch: z.string().trim().max(64, { error: '开户支行最多 64 个字' }).optional().default(''),
    is_default: flag.optional(),
  }),
]);
export type PayeeSaveBody = z.input<typeof payeeSaveBody>;

export const payeeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['alipay', 'bank']),
  /** The full account, for the owner's own edit form. */
  account: z.string(),
  /** 6222 **** **** 1234 / 138****0001 for lists. */
  account_masked: z.string(),
  real_name: z.string(),
  bank_name: z.string().nullable(),
  bank_branch: z.string().nullable(),
  is_default: z.boolean(),
  created_at: z.string(),
});
export type Payee = z.infer<typeof payeeSchema>;
export const payeeListReply = envelope(z.array(payeeSchema));
export const payeeReply = envelope(payeeSchema);
export const payeeIdQuery = z.object({ id: idField() });
export const payeeIdBody = z.object({ id: idField() });

export const withdrawBody = z.object({
  /** Fen. The form types 元; the web converts with parseYuan. */
  amount: intField('amount', 1, 100_000_000),
  payee_id: idField('payee_id'),
  request_key: requestKeyField,
});

export const withdrawalSchema = z.object({
  id: z.number().int(),
  amount: z.number().int(),
  fee: z.number().int(),
  /** What reaches the payee: amount − fee. */
  net_amount: z.number().int(),
  payee_kind: z.enum(['alipay', 'bank']),
  payee_account_masked: z.string(),
  payee_name: z.string(),
  bank_name: z.string().nullable(),
  state: z.enum(['pending', 'paying', 'paid', 'rejected']),
  state_label: z.string(),
  reason: z.string(),
  payout_reference: z.string().nullable(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
  paid_at: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof withdrawalSchema>;
export const withdrawReply = envelope(withdrawalSchema);

export const withdrawListQuery = pageQuery().extend({
  state: z.enum(['pending', 'paying', 'paid', 'rejected']).optional(),
});
export const withdrawListReply = listEnvelope(withdrawalSchema);

/** The limits the withdraw form shows before the member confirms (DESIGN §7 parameters). */
export const withdrawLimitsSchema = z.object({
  balance: z.number().int(),
  reserve: z.number().int(),
  min_amount: z.number().int(),
  max_amount: z.number().int(),
  /** Basis points: 100 = 1 %. The fee is floor(amount × rate / 10000). */
  fee_rate_bp: z.number().int(),
});
export type WithdrawLimits = z.infer<typeof withdrawLimitsSchema>;
export const withdrawLimitsReply = envelope(withdrawLimitsSchema);

// Staff review (/superman withdrawals queue).
export const adminWithdrawalSchema = withdrawalSchema.extend({
  member_id: z.number().int(),
  member_mobile: z.string(),
  /** Staff see the full account to pay a bank transfer by hand. */
  payee_account: z.string(),
  attempts: z.array(
    z.object({ call: z.string(), outcome: z.string(), detail: z.string(), created_at: z.string() }),
  ),
});
export type AdminWithdrawal = z.infer<typeof adminWithdrawalSchema>;
export const adminWithdrawListReply = listEnvelope(adminWithdrawalSchema);
export const adminWithdrawReply = envelope(adminWithdrawalSchema);
export const withdrawApproveBody = z.object({
  id: idField(),
  /** Bank payouts: the bank transfer's reference, typed by staff after paying. */
  reference: z.string().trim().min(4, { error: '请填写银行转账流水号' }).max(64).optional(),
});
export const withdrawRejectBody = z.object({
  id: idField(),
  reason: rejectReason,
});
export const withdrawIdBody = z.object({ id: idField() });

import { LEDGER_TRANSFER_KINDS } from './money.ts';
import { z } from 'zod';
import { envelope, listEnvelope, pagesSchema } from './envelope.ts';
import { MAX_PAGE_SIZE, PAGE_SIZE } from './limits.ts';
import { EXPORT_MAX_DAYS } from './field-rules.ts';

/**
 * Income and money records (issue 4 §2, SCREENS /income/index, /account/money-record). Money is
 * integer fen in every field (DESIGN §4); the web shows 元 with `formatYuan`. Days are Asia/Shanghai
 * dates, YYYY-MM-DD; months YYYY-MM.
 */

export const daySchema = z.iso.date({ error: '日期格式应为 YYYY-MM-DD' });
export const monthSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, '月份格式应为 YYYY-MM')
  .refine((m) => m >= '2000-01' && m <= '2999-12', '月份超出范围');
const page = z.coerce.number().int().min(1).max(1_000_000).default(1);
const pageSize = (size = PAGE_SIZE) => z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(size);
/** 0 (or absent) = every member the caller may see; else one member the caller manages. */
export const memberFilter = z.coerce.number().int().min(0).max(2_147_483_647).default(0);

// ---- GET /api/member/money-record-list ----------------------------------------------------------

/** income = device income and referral commission; withdraw = a withdrawal's lines; all = every line. */
export const moneyRecordKind = z.enum(['all', 'income', 'withdraw']);
export const moneyRecordQuery = z
  .object({
    page,
    pageSize: pageSize(),
    kind: moneyRecordKind.default('all'),
    /** Lines booked on or after this day (Beijing time). */
    start: daySchema.optional(),
    /** Lines booked on or before this day. */
    end: daySchema.optional(),
  })
  .refine((q) => !q.start || !q.end || q.start <= q.end, {
    message: '结束日期不能早于开始日期',
    path: ['end'],
  });
export type MoneyRecordQuery = z.infer<typeof moneyRecordQuery>;

/** One line of the caller's balance account (the money record of DESIGN §7). */
export const moneyRecordSchema = z.object({
  /** The ledger entry id (unique, stable: the web merges appended pages by it). */
  id: z.number().int(),
  transfer_id: z.number().int(),
  kind: z.enum(LEDGER_TRANSFER_KINDS),
  memo: z.string(),
  /** Signed fen: credit positive, debit negative. */
  amount_fen: z.number().int(),
  /** The balance right after this line. */
  balance_after_fen: z.number().int(),
  /** The business day a settlement or commission is for; null for withdrawals and corrections. */
  day: z.string().nullable(),
  created_at: z.string(),
});
export type MoneyRecord = z.infer<typeof moneyRecordSchema>;
export const moneyRecordListReply = listEnvelope(moneyRecordSchema);

// ---- GET /api/money/index -----------------------------------------------------------------------

/**
 * The income list: by day of a month (default: this month), or with `day`, that day's income by
 * device (the money-record-info detail). Paged, 20 a page.
 */
export const moneyIndexQuery = z.object({
  page,
  pageSize: pageSize(),
  month: monthSchema.optional(),
  day: daySchema.optional(),
  member_id: memberFilter,
});

export const incomeDayRowSchema = z.object({
  day: z.string(),
  income_fen: z.number().int(),
  /** Devices settled that day. */
  devices: z.number().int(),
  /** Sum of the devices' value95, kbps. */
  value95_kbps: z.number().int(),
  bytes_up: z.number(),
  bytes_down: z.number(),
});
export type IncomeDayRow = z.infer<typeof incomeDayRowSchema>;

export const incomeDeviceRowSchema = z.object({
  day: z.string(),
  device_id: z.number().int(),
  sn: z.string(),
  name: z.string(),
  /** The owner of the device that day (operators see several members). */
  member_id: z.number().int(),
  member_mobile: z.string(),
  value95_kbps: z.number().int(),
  peak_kbps: z.number().int(),
  /** 10000 = 100 %. */
  availability_bp: z.number().int(),
  online_minutes: z.number().int(),
  isp: z.string().nullable(),
  /** Fen per Mbps of value95 per day. */
  unit_price_fen: z.number().int(),
  income_fen: z.number().int(),
  bytes_up: z.number(),
  bytes_down: z.number(),
});
export type IncomeDeviceRow = z.infer<typeof incomeDeviceRowSchema>;

/** The whole month (day view: `devices` counts device-days) or the whole day (device view). */
const incomeTotal = z.object({ income_fen: z.number().int(), devices: z.number().int() });
const listBase = { errorCode: z.number().int(), msg: z.string(), pages: pagesSchema, total: incomeTotal };
/** `view` says which rows `data` holds. */
export const moneyIndexReply = z.discriminatedUnion('view', [
  z.object({ ...listBase, view: z.literal('day'), month: z.string(), data: z.array(incomeDayRowSchema) }),
  z.object({ ...listBase, view: z.literal('device'), day: z.string(), data: z.array(incomeDeviceRowSchema) }),
]);
export type MoneyIndexReply = z.infer<typeof moneyIndexReply>;

// ---- GET /api/money/month-data ------------------------------------------------------------------

export const monthDataQuery = z.object({ member_id: memberFilter });
export const monthIncomeSchema = z.object({ month: z.string(), income_fen: z.number().int() });
export const monthDataSchema = z.object({
  /** The last 12 months, oldest first, this month last; months without income are 0. */
  month_data: z.array(monthIncomeSchema),
  this_month_money: z.number().int(),
  last_month_money: z.number().int(),
  yesterday_money: z.number().int(),
  /** Device income ever settled. */
  total_money: z.number().int(),
});
export const monthDataReply = envelope(monthDataSchema);

// ---- GET /api/money/download --------------------------------------------------------------------

/** A month, or a range of days (both ends); default this month. Streams an .xlsx of day × device rows. */
export const moneyDownloadQuery = z
  .object({
    month: monthSchema.optional(),
    start: daySchema.optional(),
    end: daySchema.optional(),
    member_id: memberFilter,
  })
  .refine((q) => (q.start === undefined) === (q.end === undefined), {
    message: '开始和结束日期需同时填写',
    path: ['end'],
  })
  .refine((q) => !q.start || !q.end || q.start <= q.end, {
    message: '结束日期不能早于开始日期',
    path: ['end'],
  })
  .refine(
    (q) => !q.start || !q.end || (Date.parse(q.end) - Date.parse(q.start)) / 86_400_000 < EXPORT_MAX_DAYS,
    { message: `一次最多导出 ${EXPORT_MAX_DAYS} 天`, path: ['end'] },
  );
export type MoneyDownloadQuery = z.infer<typeof moneyDownloadQuery>;

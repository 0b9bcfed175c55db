import { z } from 'zod';
import { envelope, listEnvelope } from './envelope.ts';
import { daySchema, memberFilter, monthSchema } from './income.ts';
import { guanliReply } from './members.ts';
import { memberMessageSchema } from './messages.ts';
import { speedChartSchema } from './tongji.ts';

/**
 * Statistics over settled days (issue 4 §2): the /api/tongji/* family, the regional index and the
 * member home data. Everything is read from device_settlements (one row per device and settled day),
 * except the five-minute curves of today and yesterday, which come from the day rows. Money in fen,
 * bandwidth in kbps, flow in bytes.
 */

const limit = (size: number) => z.coerce.number().int().min(1).max(100).default(size);
const areaCode = z.string().regex(/^\d{6}$/, '地区代码应为 6 位数字');
const oneOfDayOrMonth = <T extends { day?: string | undefined; month?: string | undefined }>(q: T) =>
  !(q.day && q.month);

// ---- GET /api/tongji/index (/dashboard/city) ----------------------------------------------------

/** Without `province`: one row per province; with it, that province's cities. */
export const fleetAreaQuery = z.object({ province: areaCode.optional() });
export const fleetAreaRowSchema = z.object({
  /** Province or city code (null: devices with no place yet). */
  code: z.string().nullable(),
  name: z.string(),
  devices: z.number().int(),
  online: z.number().int(),
  yesterday_income_fen: z.number().int(),
  month_income_fen: z.number().int(),
});
export const fleetAreaReply = envelope(
  z.object({
    level: z.enum(['province', 'city']),
    province_code: z.string().nullable(),
    yesterday: z.string(),
    month: z.string(),
    data: z.array(fleetAreaRowSchema),
    total: fleetAreaRowSchema.omit({ code: true, name: true }),
  }),
);

// ---- GET /api/tongji/member-money (/income/user, operators) -------------------------------------

/** A day (default yesterday) or a month. */
export const memberMoneyQuery = z
  .object({ day: daySchema.optional(), month: monthSchema.optional() })
  .refine(oneOfDayOrMonth, { message: 'day 与 month 只能选一个', path: ['month'] });
const incomeGroup = {
  name: z.string(),
  /** Devices settled in the period. */
  devices: z.number().int(),
  income_fen: z.number().int(),
  /** Sum of the device-days' value95, kbps. */
  value95_kbps: z.number().int(),
};
/** incomeData of SPEC §3. */
export const incomeDataSchema = z.object({
  from: z.string(),
  to: z.string(),
  member_data: z.array(z.object({ member_id: z.number().int(), mobile: z.string(), ...incomeGroup })),
  /** room_id null: devices not in a machine room that day. */
  room_data: z.array(z.object({ room_id: z.number().int().nullable(), ...incomeGroup })),
  /** tag_id null: untagged devices. */
  tag_data: z.array(z.object({ tag_id: z.number().int().nullable(), ...incomeGroup })),
  total: z.object({
    devices: z.number().int(),
    income_fen: z.number().int(),
    value95_kbps: z.number().int(),
  }),
});
export const memberMoneyReply = envelope(incomeDataSchema);

// ---- device rankings ----------------------------------------------------------------------------

export const dayRankQuery = z.object({ day: daySchema.optional(), limit: limit(10) });
export const deviceMoneyRankSchema = z.object({
  rank: z.number().int(),
  device_id: z.number().int(),
  sn: z.string(),
  name: z.string(),
  income_fen: z.number().int(),
  value95_kbps: z.number().int(),
});
/** GET /api/tongji/money-paiming: the caller's devices by a settled day's income. */
export const moneyPaimingReply = envelope(
  z.object({ day: z.string(), list: z.array(deviceMoneyRankSchema) }),
);

export const deviceFlowRankSchema = z.object({
  rank: z.number().int(),
  device_id: z.number().int(),
  sn: z.string(),
  name: z.string(),
  bytes_up: z.number(),
  bytes_down: z.number(),
  value95_kbps: z.number().int(),
});
/** GET /api/tongji/device-flow-rank: the caller's devices by a day's upload (any day, today too). */
export const deviceFlowRankReply = envelope(
  z.object({ day: z.string(), list: z.array(deviceFlowRankSchema) }),
);

// ---- GET /api/tongji/member-month-data ----------------------------------------------------------

export const memberMonthQuery = z.object({ month: monthSchema.optional(), member_id: memberFilter });
export const dailyFiguresSchema = z.object({
  day: z.string(),
  income_fen: z.number().int(),
  bytes_up: z.number(),
  bytes_down: z.number(),
  value95_kbps: z.number().int(),
  devices: z.number().int(),
});
export const memberMonthReply = envelope(
  z.object({
    month: z.string(),
    /** Every day of the month up to yesterday (or the month's end), zero where nothing was settled. */
    data: z.array(dailyFiguresSchema),
    total_income_fen: z.number().int(),
    total_bytes_up: z.number(),
    total_bytes_down: z.number(),
  }),
);

// ---- GET /api/tongji/device-money ---------------------------------------------------------------

export const deviceDayIncomeSchema = z.object({
  day: z.string(),
  income_fen: z.number().int(),
  value95_kbps: z.number().int(),
  peak_kbps: z.number().int(),
  availability_bp: z.number().int(),
  online_minutes: z.number().int(),
  unit_price_fen: z.number().int(),
  bytes_up: z.number(),
  bytes_down: z.number(),
});
/** deviceIncome of SPEC §3 (money in fen). */
export const deviceIncomeSchema = z.object({
  device_id: z.number().int(),
  /** The last 12 months, oldest first. */
  month_data: z.array(z.object({ month: z.string(), income_fen: z.number().int() })),
  total_money: z.number().int(),
  /** The last 30 settled days, newest first. */
  data: z.array(deviceDayIncomeSchema),
});
export const deviceMoneyReply = envelope(deviceIncomeSchema);

// ---- GET /api/tongji/flow -----------------------------------------------------------------------

/**
 * timeType today / yesterday / day (with time = YYYY-MM-DD): 288 five-minute upload rates; month
 * (time = YYYY-MM, default this month): one point per settled day. device_id 0 = the caller's fleet.
 */
export const flowQuery = z
  .object({
    timeType: z.enum(['today', 'yesterday', 'day', 'month']).default('today'),
    time: z.string().max(10).optional(),
    device_id: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
  })
  .superRefine((q, ctx) => {
    if (q.timeType === 'day' && !daySchema.safeParse(q.time).success)
      ctx.addIssue({ code: 'custom', path: ['time'], message: '日期格式应为 YYYY-MM-DD' });
    if (q.timeType === 'month' && q.time !== undefined && !monthSchema.safeParse(q.time).success)
      ctx.addIssue({ code: 'custom', path: ['time'], message: '月份格式应为 YYYY-MM' });
  });
export const flowReply = envelope(
  z.discriminatedUnion('unit', [
    z.object({
      unit: z.literal('bucket'),
      timeType: z.string(),
      time: z.string(),
      device_id: z.number().int(),
      /** 288 points: HH:mm and the summed upload rate, kbps (missing buckets 0). */
      data: z.array(z.object({ time: z.string(), up_kbps: z.number().int() })),
      bytes_up: z.number(),
      bytes_down: z.number(),
      peak_kbps: z.number().int(),
      value95_kbps: z.number().int(),
    }),
    z.object({
      unit: z.literal('day'),
      timeType: z.string(),
      time: z.string(),
      device_id: z.number().int(),
      data: z.array(
        z.object({
          time: z.string(),
          bytes_up: z.number(),
          bytes_down: z.number(),
          value95_kbps: z.number().int(),
        }),
      ),
      bytes_up: z.number(),
      bytes_down: z.number(),
      income_fen: z.number().int(),
    }),
  ]),
);

// ---- GET /api/tongji/device-overview ------------------------------------------------------------

export const deviceOverviewQuery = z.object({
  id: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
});
export const deviceOverviewReply = envelope(
  z.object({
    /** null: the caller's whole fleet. */
    device_id: z.number().int().nullable(),
    devices: z.number().int(),
    online: z.number().int(),
    today_bytes_up: z.number(),
    yesterday_bytes_up: z.number(),
    yesterday_income_fen: z.number().int(),
    yesterday_value95_kbps: z.number().int(),
    month_income_fen: z.number().int(),
    total_income_fen: z.number().int(),
    /** Over the last 30 settled days: device-days, their mean value95 and online minutes. */
    settled_days_30: z.number().int(),
    avg_value95_kbps_30: z.number().int(),
    online_minutes_30: z.number().int(),
  }),
);

// ---- the regional index (docs/decisions, regional index) ----------------------------------------

export const zhishuRowSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** The province of a city (its own code for a province). */
  province_code: z.string(),
  /** 100 = as attractive as the national average; higher is better. */
  zhishu: z.number().int(),
  devices: z.number().int(),
  device_days: z.number().int(),
  /** Income per Mbps of value95 per day, fen (2 decimals). */
  income_per_mbps_fen: z.number(),
  /** value95 against the peak the boxes showed, 0…1 (3 decimals). */
  utilisation: z.number(),
  /** Mean income per device per day, fen (2 decimals). */
  avg_income_fen: z.number(),
  /** The density factor 2M / (M + devices), M the median devices per region. */
  density_factor: z.number(),
  /** Fewer than 30 device-days behind the figure: read it with care. */
  low_sample: z.boolean(),
});
export type ZhishuRow = z.infer<typeof zhishuRowSchema>;
const zhishuList = z.object({
  level: z.enum(['province', 'city']),
  /** The 30 settled days the figures cover. */
  from: z.string(),
  to: z.string(),
  national: z.object({
    devices: z.number().int(),
    device_days: z.number().int(),
    income_per_mbps_fen: z.number(),
    utilisation: z.number(),
    avg_income_fen: z.number(),
    median_devices: z.number(),
  }),
  data: z.array(zhishuRowSchema),
});
/** GET /api/tongji/zhishu: provinces (the map), best first. */
export const zhishuQuery = z.object({ level: z.enum(['province', 'city']).default('province') });
export const zhishuReply = envelope(zhishuList);
/** GET /api/tongji/zhishu-info: the area list of /manage/suggest — cities, of one province if given. */
export const zhishuInfoQuery = z.object({ province: areaCode.optional() });
export const zhishuInfoReply = envelope(zhishuList);

// ---- member rankings (GET /api/default/rank-record, N1MoneyRank) --------------------------------

export const memberRankSchema = z.object({
  rank: z.number().int(),
  /** Nickname or masked mobile; 匿名会员 for members who hide from rankings (is_hide_rank). */
  name: z.string(),
  income_fen: z.number().int(),
  devices: z.number().int(),
  is_me: z.boolean(),
  hidden: z.boolean(),
});
export type MemberRank = z.infer<typeof memberRankSchema>;
export const rankRecordQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  day: daySchema.optional(),
});
export const rankRecordReply = listEnvelope(memberRankSchema, {
  day: z.string(),
  /** The caller's own place (null when they earned nothing that day). */
  me: memberRankSchema.nullable(),
});

// ---- GET /api/default/main2 (the member home data of SPEC §3) -----------------------------------

export const bannerSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  link: z.string(),
  image: z.string(),
});

export const main2Schema = z.object({
  overview: z.object({
    balance_fen: z.number().int(),
    reserve_fen: z.number().int(),
    yesterday_income_fen: z.number().int(),
    month_income_fen: z.number().int(),
    total_income_fen: z.number().int(),
    device_total: z.number().int(),
    online: z.number().int(),
    offline: z.number().int(),
  }),
  banner_data: z.array(bannerSchema),
  /** Activity points arrive with the genesis activity; until then points 0, rank null and why. */
  tanghua_data: z.object({ points: z.number().int(), rank: z.number().int().nullable(), note: z.string() }),
  monthFlowChart: z.array(z.object({ day: z.string(), bytes_up: z.number() })),
  monthMoney: z.array(z.object({ day: z.string(), income_fen: z.number().int() })),
  N1MoneyRank: z.object({
    day: z.string(),
    list: z.array(memberRankSchema),
    me: memberRankSchema.nullable(),
  }),
  yesterdaySpeedChart: speedChartSchema,
  areaZhishu: zhishuRowSchema.nullable(),
  provinceZhishu: zhishuRowSchema.nullable(),
  /** Operators (and staff): their members and fleet at a glance; null for a plain member. */
  memberManage: guanliReply.shape.data.nullable(),
  /** The latest unread messages (at most 5). */
  memberMessage: z.array(memberMessageSchema),
  unread_count: z.number().int(),
});
export type Main2 = z.infer<typeof main2Schema>;
export const main2Reply = envelope(main2Schema);

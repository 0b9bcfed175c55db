import { z } from 'zod';
import { nameText } from './text.ts';
import { envelope, listEnvelope } from './envelope.ts';
import { DEVICE_MAX_PAGE_SIZE, DEVICE_PAGE_SIZE } from './limits.ts';
import { DEVICE_ALARMS, type DeviceAlarm } from './labels.ts';

/** At most this many device ids in one bulk call (issue 3); bulk calls are all-or-nothing. */
export const MAX_BULK_IDS = 10_000;

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const optionalId = z.coerce.number().int().min(0).max(2_147_483_647);

export const ALARM_THRESHOLDS = {
  diskPercent: 90,
  cpuPercent: 95,
  /** Yesterday's value95 below this share of the average of the 7 days before … */
  lowValue95Share: 0.5,
  /** … counted once the box has this many of those days settled. */
  lowValue95MinDays: 3,
} as const;

export const deviceStatusFilter = z.enum(['online', 'offline', 'uninstalled', 'abnormal']);
export const deviceSortField = z.enum(['room_info', 'sn', 'last_report_at', 'created_at']);

/** deviceRequest of SPEC §3: search, status (null = all), tag_id (0 = all), sort; paged by 100. */
export const deviceFilterSchema = z.object({
  search: z.string().trim().max(64).optional(),
  status: deviceStatusFilter.optional(),
  tag_id: optionalId.default(0),
  member_id: optionalId.default(0),
  room_id: optionalId.default(0),
  cabinet_id: optionalId.default(0),
});
export type DeviceFilter = z.infer<typeof deviceFilterSchema>;

export const deviceListQuery = deviceFilterSchema.extend({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(DEVICE_MAX_PAGE_SIZE).default(DEVICE_PAGE_SIZE),
  sort: deviceSortField.default('room_info'),
  order: z.enum(['asc', 'desc']).default('desc'),
});

export const deviceRowSchema = z.object({
  id: z.number().int(),
  sn: z.string(),
  mac: z.string(),
  name: z.string(),
  device_type_name: z.string(),
  member_id: z.number().int().nullable(),
  member_name: z.string(),
  member_mobile: z.string(),
  member_tag_name: z.string(),
  tag_id: z.number().int().nullable(),
  tag_name: z.string(),
  room_id: z.number().int().nullable(),
  cabinet_id: z.number().int().nullable(),
  jifang: z.string(),
  jigui: z.string(),
  room_info: z.string(),
  isp: z.string().nullable(),
  online: z.boolean(),
  last_report_at: z.string().nullable(),
  bound_at: z.string().nullable(),
  installed_at: z.string().nullable(),
  /** Why the box is abnormal now (DEVICE_ALARMS); empty when it is not. */
  alarms: z.array(z.enum(Object.keys(DEVICE_ALARMS) as [DeviceAlarm, ...DeviceAlarm[]])),
});
export type DeviceRow = z.infer<typeof deviceRowSchema>;

export const deviceCountSchema = z.object({
  total: z.number().int(),
  online: z.number().int(),
  offline: z.number().int(),
});
export const deviceListReply = listEnvelope(deviceRowSchema, { count: deviceCountSchema });
/** countData of SPEC §3: the whole fleet of the caller, whatever the filter. */
export type DeviceCount = z.infer<typeof deviceCountSchema>;
export type DeviceStatusFilter = z.infer<typeof deviceStatusFilter>;

export const deviceInfoSchema = deviceRowSchema.extend({
  status: z
    .object({
      cpu_percent: z.number().nullable(),
      mem_percent: z.number().nullable(),
      disk_percent: z.number().nullable(),
      nat_type: z.string().nullable(),
      uptime_seconds: z.number().nullable(),
      firmware: z.string().nullable(),
      ips: z.array(z.string()),
      reported_at: z.string(),
    })
    .nullable(),
  pending_commands: z.number().int(),
});
export const deviceInfoReply = envelope(deviceInfoSchema);
/** GET /api/device/info: the row, the last reported status and the commands not yet acknowledged. */
export type DeviceInfo = z.infer<typeof deviceInfoSchema>;
export const idQuery = z.object({ id });

/**
 * The devices a bulk call acts on: explicit ids, or every device matching `filter` when
 * `select_all` (SPEC's selectAll flag: "all pages", not just the rows on screen).
 */
const deviceSelection = {
  ids: z.array(id).max(MAX_BULK_IDS, `一次最多操作 ${MAX_BULK_IDS} 台设备`).optional(),
  device_ids: z.array(id).max(MAX_BULK_IDS, `一次最多操作 ${MAX_BULK_IDS} 台设备`).optional(),
  select_all: z.coerce.boolean().optional(),
  filter: deviceFilterSchema.optional(),
};

/**
 * A bulk body: `shape` plus the device selection, at most MAX_BULK_IDS devices named in all (`ids` and
 * `device_ids` together), so no call acts on more than DESIGN's bulk figure (issue 11 §4).
 */
function bulkBody<S extends z.ZodRawShape>(shape: S) {
  return z.object({ ...shape, ...deviceSelection }).refine(
    (body) => {
      const named = body as { ids?: number[]; device_ids?: number[] };
      return (named.ids?.length ?? 0) + (named.device_ids?.length ?? 0) <= MAX_BULK_IDS;
    },
    { path: ['ids'], message: `一次最多操作 ${MAX_BULK_IDS} 台设备` },
  );
}

/** move-tag takes `id` + `ids`, or `tag_id` + `device_ids` (SPEC §7 shows both); tag 0 clears. */
export const moveTagBody = bulkBody({ id: optionalId.optional(), tag_id: optionalId.optional() });
export const moveRoomBody = bulkBody({ room_id: id, cabinet_id: optionalId.default(0) });
export const installBody = moveRoomBody;
export const deviceSelectionBody = bulkBody({});
/** Which devices a bulk call acts on, as a client sends it: ids, or every device a filter matches. */
export type DeviceSelectionInput = { ids: number[] } | { select_all: true; filter: Partial<DeviceFilter> };
/**
 * `held_since` (staff only): the holding starts then instead of now, for boxes that were never held
 * and have never reported, so history recorded afterwards for an earlier time is theirs (the demo
 * fleet, the fleet simulator; decision 0021).
 */
export const fenpeiBody = bulkBody({
  member_id: id,
  held_since: z.iso.datetime({ offset: true, error: 'held_since 应为 ISO 时间' }).optional(),
});

export const bulkReply = envelope(z.object({ affected: z.number().int() }));

export const bindDeviceBody = z.object({
  sn: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{6,40}$/, 'SN 格式不正确'),
  code: z.string().trim().min(4, '请输入激活码').max(32, '激活码格式不正确'),
  name: nameText('备注名', 64, { min: 0 }).optional(),
});
export const bindDeviceReply = envelope(deviceRowSchema);

export const deviceTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code_price_fen: z.number().int(),
  description: z.string(),
});
export const deviceTypeListReply = envelope(z.array(deviceTypeSchema));

export const activationCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  device_type_id: z.number().int().nullable(),
  device_type_name: z.string(),
  status: z.enum(['unused', 'used']),
  used_device_sn: z.string().nullable(),
  created_at: z.string(),
  used_at: z.string().nullable(),
});
export const codeListQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  status: z.enum(['unused', 'used']).optional(),
});
export type ActivationCode = z.infer<typeof activationCodeSchema>;
export const codeListReply = listEnvelope(activationCodeSchema, {
  countData: z.object({
    all_count: z.number().int(),
    activate_count: z.number().int(),
    unactivate_count: z.number().int(),
  }),
});

/** The fleet at a glance (/dashboard/index, /device/index header). */
export const deviceMainReply = envelope(
  z.object({
    total: z.number().int(),
    online: z.number().int(),
    offline: z.number().int(),
    uninstalled: z.number().int(),
    /** Online but in trouble: disk over 90 % or a PPPoE line down. */
    abnormal: z.number().int(),
    today_bytes_up: z.number(),
    yesterday_bytes_up: z.number(),
  }),
);

export type FleetSummary = z.infer<typeof deviceMainReply>['data'];

/** The run log (/account/run-record): one row per device and day. */
export const runLogQuery = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
  device_id: z.coerce.number().int().min(0).max(2_147_483_647).default(0),
  day: z.iso.date().optional(),
});
export const runLogRowSchema = z.object({
  device_id: z.number().int(),
  sn: z.string(),
  name: z.string(),
  day: z.string(),
  online_minutes: z.number().int(),
  bytes_up: z.number(),
  bytes_down: z.number(),
  /** 95th percentile of the day's 288 five-minute upload rates (missing buckets count as 0). */
  value95_kbps: z.number().int(),
  peak_kbps: z.number().int(),
});
export const runLogReply = listEnvelope(runLogRowSchema);

/** Devices per machine room for the operator's overview (/manage/index). */
export const deviceManageReply = envelope(
  z.array(
    z.object({
      room_id: z.number().int().nullable(),
      jifang: z.string(),
      total: z.number().int(),
      online: z.number().int(),
    }),
  ),
);

/** Yesterday's best devices by value95, within what the caller may see. */
export const deviceRankQuery = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });
export const deviceRankReply = envelope(
  z.array(
    z.object({
      rank: z.number().int(),
      device_id: z.number().int(),
      sn: z.string(),
      name: z.string(),
      value95_kbps: z.number().int(),
      bytes_up: z.number(),
      /** Yesterday's income in fen once settled (0 before). */
      income_fen: z.number().int(),
    }),
  ),
);

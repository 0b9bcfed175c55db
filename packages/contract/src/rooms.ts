import { z } from 'zod';
import { nameText } from './text.ts';
import { envelope, listEnvelope, pageQuery } from './envelope.ts';
import { ROOM_LIMITS, TEMPLATE_LIMITS } from './field-rules.ts';
import { ISPS, type Isp } from './labels.ts';

/** Largest value of a PostgreSQL integer column (ids, counts, Mbps). */
const INT_MAX = 2_147_483_647;
/** Bulk calls take up to this many ids in one request (issue 3). */
const BULK_MAX_IDS = 10_000;

/**
 * An integer as JSON sends it (a number) or as a form or querystring sends it (its digits). Unlike
 * z.coerce, `true`, `null`, `[7]` or `''` are refused instead of becoming 1, 0, 7 or 0.
 */
export function intField(label: string, min = 0, max = INT_MAX) {
  return z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^-?\d{1,15}$/),
      ],
      { error: `${label}必须是整数` },
    )
    .transform(Number)
    .pipe(
      z
        .number()
        .int(`${label}必须是整数`)
        .min(min, `${label}不能小于 ${min}`)
        .max(max, `${label}不能大于 ${max}`),
    );
}

/** A row id (1 and up). */
export function idField(label = 'id') {
  return intField(label, 1);
}

/**
 * A list of row ids: a JSON array, a repeated form key, or one value ("3" or "3,4,5" from a form).
 * At most `max` ids; duplicates are allowed and count once.
 */
export function idListField(label: string, min = 0, max = BULK_MAX_IDS) {
  return z.preprocess(
    (v) => {
      if (typeof v === 'number') return [v];
      if (typeof v === 'string') return v.trim() === '' ? [] : v.split(',');
      return v;
    },
    z
      .array(idField(label), { error: `${label}必须是 id 数组` })
      .min(min, `${label}至少 ${min} 个`)
      .max(max, `${label}最多 ${max} 个`),
  );
}

/** An optional string from a form, where '' means "none". */
function optionalNullable<T extends z.ZodType>(schema: T) {
  return z.preprocess((v) => (v === '' ? null : v), schema.nullable()).optional();
}

/**
 * A form's own key for one request that moves money (a UUID made by the form): sent again after a
 * failure that left the outcome unknown (a 503, a dropped connection), it answers what the first
 * sending made instead of making it twice (issue 46; decision 0036).
 */
export const requestKeyField = z
  .string({ error: 'request_key必须是文字' })
  .regex(/^[A-Za-z0-9_-]{8,64}$/, 'request_key只能是 8–64 位字母、数字、- 或 _')
  .optional();

export const keywordField = z
  .string({ error: '关键词必须是文字' })
  .trim()
  .max(64, '关键词最多 64 个字')
  .default('');

// ---- machine rooms (机房) and cabinets (机柜) ----------------------------------------------------

export const roomIspSchema = z.enum(ISPS as [Isp, ...Isp[]], {
  error: 'isp 只能是 telecom、unicom 或 mobile',
});
export type RoomIsp = z.infer<typeof roomIspSchema>;

/** A row of /api/room/list and /api/room/info: a machine room (pid 0) or a cabinet (pid = its room). */
export const roomSchema = z.object({
  id: z.number().int(),
  pid: z.number().int(),
  name: z.string(),
  province_code: z.string().nullable(),
  province_name: z.string().nullable(),
  city_code: z.string().nullable(),
  city_name: z.string().nullable(),
  district_code: z.string().nullable(),
  district_name: z.string().nullable(),
  address: z.string(),
  isp: roomIspSchema.nullable(),
  bandwidth_mbps: z.number().int(),
  sort: z.number().int(),
  template_id: z.number().int().nullable(),
  template_name: z.string().nullable(),
  remark: z.string(),
  /** Devices in the room (a machine room counts those in its cabinets too) or in the cabinet. */
  device_count: z.number().int(),
  /** Cabinets of a machine room; 0 for a cabinet. */
  cabinet_count: z.number().int(),
  owner_id: z.number().int(),
  owner_mobile: z.string(),
  created_at: z.string(),
});
export type Room = z.infer<typeof roomSchema>;

export const roomListQuery = pageQuery(20, 100).extend({
  /** 0: the machine rooms; a machine room's id: its cabinets. */
  pid: intField('pid').default(0),
  keyword: keywordField,
});
export const roomListReply = listEnvelope(roomSchema, {
  /** Machine rooms the caller may see. */
  roomCount: z.number().int(),
  /** Cabinets the caller may see (in the listed room when pid ≠ 0). */
  childrenCount: z.number().int(),
});

export const roomInfoQuery = z.object({ id: idField() });
export const roomReply = envelope(roomSchema);

const areaCode = (label: string) =>
  optionalNullable(z.string({ error: `${label}格式不正确` }).regex(/^\d{6}$/, `${label}为 6 位数字`));

/**
 * Creates a room or cabinet (no id, or id 0) or updates one (id). On update, fields left out keep
 * their value; `pid` may only change for a cabinet moving to another machine room of its owner.
 */
export const roomSaveBody = z.object({
  id: intField('id').optional(),
  pid: intField('pid').optional(),
  name: nameText('名称', ROOM_LIMITS.nameMax),
  province_code: areaCode('省份编码'),
  city_code: areaCode('城市编码'),
  district_code: areaCode('区县编码'),
  address: z
    .string({ error: '地址必须是文字' })
    .trim()
    .max(ROOM_LIMITS.addressMax, `地址最多 ${ROOM_LIMITS.addressMax} 个字`)
    .optional(),
  isp: optionalNullable(roomIspSchema),
  bandwidth_mbps: intField('带宽', 0, ROOM_LIMITS.bandwidthMaxMbps).optional(),
  remark: z
    .string({ error: '备注必须是文字' })
    .max(ROOM_LIMITS.remarkMax, `备注最多 ${ROOM_LIMITS.remarkMax} 个字`)
    .optional(),
  /** The room's config template; 0 or null clears it. Setting one queues it for the room's devices. */
  template_id: optionalNullable(intField('模板 id')),
});
export type RoomSaveInput = z.infer<typeof roomSaveBody>;

export const roomIdBody = z.object({ id: idField() });
export const roomMoveBody = z.object({ id: idField(), pid: idField('pid') });

// ---- config templates (/device/template) ---------------------------------------------------------

export const DIAL_MODES = ['pppoe', 'static', 'dhcp'] as const;
/** What the boxes serve: general PCDN, video on demand, live streams, download acceleration. */
export const BUSINESS_TYPES = ['pcdn', 'vod', 'live', 'download'] as const;
/** Which disks the boxes cache on: chosen by the box, every disk, SSDs only, none. */
export const CACHE_DISK_POLICIES = ['auto', 'all', 'ssd', 'none'] as const;

export const dialModeSchema = z.enum(DIAL_MODES, { error: 'dial_mode 只能是 pppoe、static 或 dhcp' });
export const businessTypeSchema = z.enum(BUSINESS_TYPES, {
  error: `business_type 只能是 ${BUSINESS_TYPES.join('、')}`,
});
export const cacheDiskPolicySchema = z.enum(CACHE_DISK_POLICIES, {
  error: `cache_disk_policy 只能是 ${CACHE_DISK_POLICIES.join('、')}`,
});

/** The settings a device receives in an apply-template command. */
export const templateSettingsSchema = z.object({
  dial_mode: dialModeSchema,
  line_count: z.number().int(),
  up_limit_mbps: z.number().int(),
  down_limit_mbps: z.number().int(),
  business_type: businessTypeSchema,
  cache_disk_policy: cacheDiskPolicySchema,
});
export type TemplateSettings = z.infer<typeof templateSettingsSchema>;

export const templateSchema = templateSettingsSchema.extend({
  id: z.number().int(),
  name: z.string(),
  /** Rooms and cabinets using the template. */
  room_count: z.number().int(),
  owner_id: z.number().int(),
  owner_mobile: z.string(),
  created_at: z.string(),
});
export type Template = z.infer<typeof templateSchema>;

export const templateListQuery = pageQuery(20, 100).extend({ keyword: keywordField });
export const templateListReply = listEnvelope(templateSchema);

/**
 * Creates a template (no id) or updates one (id; fields left out keep their value). With `room_ids`
 * the template is assigned to those rooms and an apply-template command is queued for their devices.
 */
export const templateSaveBody = z.object({
  id: intField('id').optional(),
  name: nameText('模板名称', TEMPLATE_LIMITS.nameMax),
  dial_mode: dialModeSchema,
  line_count: intField('线路数', 1, TEMPLATE_LIMITS.lineCountMax).optional(),
  up_limit_mbps: intField('上行限速', 0, TEMPLATE_LIMITS.limitMaxMbps).optional(),
  down_limit_mbps: intField('下行限速', 0, TEMPLATE_LIMITS.limitMaxMbps).optional(),
  business_type: businessTypeSchema.optional(),
  cache_disk_policy: cacheDiskPolicySchema.optional(),
  room_ids: idListField('room_ids').optional(),
});
export type TemplateSaveInput = z.infer<typeof templateSaveBody>;

export const templateSaveReply = envelope(
  templateSchema.extend({
    /** apply-template commands queued by this call (one per device of the rooms in room_ids). */
    queued_commands: z.number().int(),
  }),
);
export const templateIdBody = z.object({ id: idField() });

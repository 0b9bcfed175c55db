import { z } from 'zod';
import { envelope } from './envelope.ts';

/** The device protocol's numbers (DESIGN §6). */
export const DEVICE_PROTOCOL = {
  /** Samples are 5-minute buckets aligned to the clock; a day has 288 of them (Asia/Shanghai). */
  bucketSeconds: 300,
  dayBuckets: 288,
  /** X-Timestamp may be this far from the server's clock, either way. */
  maxSkewSeconds: 300,
  /** Raw samples are kept this long; older ones are no longer accepted. */
  rawRetentionDays: 40,
  maxSamplesPerReport: 288,
  /** A device is offline once its last report is this old. */
  offlineAfterMinutes: 10,
} as const;

/** At most this many devices per import or batch creation. */
export const MAX_PROVISION_ROWS = 10_000;
const MAX_LINES = 256;
const MAX_BYTES_PER_BUCKET = 10_000_000_000_000;

export const deviceSnSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9-]{6,40}$/, 'SN 格式不正确');
/** MAC as printed on labels; stored upper case. */
export const deviceMacSchema = z
  .string()
  .trim()
  .regex(/^([0-9A-Fa-f]{2}:){5}[0-9A-Fa-f]{2}$/, 'MAC 格式不正确')
  .transform((v) => v.toUpperCase());
/** A device secret staff may supply on import: printable ASCII without spaces or commas. */
export const deviceSecretSchema = z
  .string()
  .regex(/^[\x21-\x2b\x2d-\x7e]{16,128}$/, '密钥须为 16–128 位可见字符（不含空格和逗号）');

const id = z.coerce.number().int().min(1).max(2_147_483_647);
const bytes = z.number().int().min(0).max(MAX_BYTES_PER_BUCKET);
const ipAddress = z.union([z.ipv4(), z.ipv6()], { error: 'IP 格式不正确' });
const lineName = z.string().trim().min(1).max(32);

// ---------------------------------------------------------------------------------------------
// Device API: POST /device-api/v1/report and /ack, signed per device (not bearer tokens).

/** Bucket start: epoch seconds or an ISO time, on a 5-minute boundary, within the raw retention. */
export const bucketStartSchema = z
  .union([z.number().int().min(0).max(4_102_444_800), z.iso.datetime({ offset: true })], {
    error: 'start 须为秒级时间戳或 ISO 时间',
  })
  .transform((v) => (typeof v === 'number' ? v : Date.parse(v) / 1000))
  .refine((s) => s % DEVICE_PROTOCOL.bucketSeconds === 0, '须对齐到 5 分钟')
  .refine((s) => s <= Date.now() / 1000, '不能是将来的时间')
  .refine(
    (s) => s >= Date.now() / 1000 - DEVICE_PROTOCOL.rawRetentionDays * 86_400,
    `超过 ${DEVICE_PROTOCOL.rawRetentionDays} 天的样本不再接收`,
  );

export const lineSampleSchema = z.object({
  name: lineName,
  bytes_up: bytes,
  bytes_down: bytes,
  ip: ipAddress.or(z.literal('')).optional(),
  up: z.boolean().optional(),
});

export const sampleSchema = z.object({
  /** Output: epoch seconds of the bucket start. */
  start: bucketStartSchema,
  bytes_up: bytes,
  bytes_down: bytes,
  lines: z.array(lineSampleSchema).max(MAX_LINES).optional(),
});
export type Sample = z.infer<typeof sampleSchema>;

const percent = z.number().min(0).max(100);

export const ethPortSchema = z.object({
  name: lineName,
  speed_mbps: z.number().int().min(0).max(400_000),
  up: z.boolean(),
  mac: deviceMacSchema.optional(),
});
export type EthPort = z.infer<typeof ethPortSchema>;

export const pppLineSchema = z.object({
  name: lineName,
  ip: ipAddress.or(z.literal('')),
  up: z.boolean(),
  /** The device's own count of redials/adjustments of this line. */
  adjust_count: z.number().int().min(0).max(1_000_000).optional(),
});
export type PppLine = z.infer<typeof pppLineSchema>;

export const deviceStatusReportSchema = z.object({
  cpu: percent,
  mem: percent,
  disk: percent,
  nat_type: z.string().trim().max(16),
  uptime: z
    .number()
    .int()
    .min(0)
    .max(20 * 365 * 86_400),
  firmware: z.string().trim().max(64),
  ips: z.array(ipAddress).max(64),
  eth: z.array(ethPortSchema).max(32),
  ppp: z.array(pppLineSchema).max(MAX_LINES),
});
export type DeviceStatusReport = z.infer<typeof deviceStatusReportSchema>;

export const deviceReportBody = z.object({
  samples: z.array(sampleSchema).max(DEVICE_PROTOCOL.maxSamplesPerReport),
  status: deviceStatusReportSchema.optional(),
});
export type DeviceReport = z.infer<typeof deviceReportBody>;

export const deviceCommandKindSchema = z.enum(['reboot', 'apply-template']);
export const deviceCommandSchema = z.object({
  id: z.number().int(),
  kind: deviceCommandKindSchema,
  payload: z.record(z.string(), z.unknown()),
});
export type DeviceCommand = z.infer<typeof deviceCommandSchema>;
export const deviceReportReply = envelope(z.object({ commands: z.array(deviceCommandSchema) }));

export const deviceAckBody = z.object({
  results: z
    .array(z.object({ id: z.number().int().min(1), result: z.enum(['ok', 'failed']) }))
    .min(1)
    .max(1000),
});
/** `acked`: how many commands this call acknowledged (a repeated ack counts 0). */
export const deviceAckReply = envelope(z.object({ acked: z.number().int() }));

// ---------------------------------------------------------------------------------------------
// Provisioning by platform staff: /api/admin/device/import and /create-batch.

/** CSV with the header `sn,mac,device_type_id,secret` (the last two columns optional). */
export const deviceImportBody = z.object({
  csv: z.string().min(1, '请上传 CSV 内容').max(3_000_000, 'CSV 内容过大'),
});

/** A device with its secret in clear: shown once, at provisioning, so staff can flash it. */
export const provisionedDeviceSchema = z.object({ sn: z.string(), mac: z.string(), secret: z.string() });
export type ProvisionedDevice = z.infer<typeof provisionedDeviceSchema>;

/** `generated`: the secrets the server made for rows that came without one. */
export const deviceImportReply = envelope(
  z.object({ imported: z.number().int(), generated: z.array(provisionedDeviceSchema) }),
);

/** data of a DEVICE_IMPORT_INVALID refusal: every bad line (1 = the header), first 1,000 reasons. */
export const deviceImportErrorData = z.object({
  field: z.literal('csv'),
  lines: z.array(z.number().int()),
  errors: z.array(z.object({ line: z.number().int(), field: z.string(), message: z.string() })),
});
export type DeviceImportErrorData = z.infer<typeof deviceImportErrorData>;

export const deviceCreateBatchBody = z.object({
  count: z.coerce.number().int().min(1).max(MAX_PROVISION_ROWS),
  device_type_id: id.optional(),
  sn_prefix: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9-]{1,32}$/, 'SN 前缀只能包含字母、数字和 -，最多 32 位'),
});
export const deviceCreateBatchReply = envelope(
  z.object({ created: z.number().int(), devices: z.array(provisionedDeviceSchema) }),
);

// ---------------------------------------------------------------------------------------------
// Status reads of the console: /api/device/ethinfo and /api/device/ppp-info.

export const deviceIdQuery = z.object({ id });

export const ethInfoSchema = z.object({
  eth: z.array(
    z.object({ name: z.string(), speed_mbps: z.number().int(), up: z.boolean(), mac: z.string().nullable() }),
  ),
  ips: z.array(z.string()),
  nat_type: z.string().nullable(),
  /** When the status was last reported; null before the first report. */
  reported_at: z.string().nullable(),
});
export type EthInfo = z.infer<typeof ethInfoSchema>;
export const ethInfoReply = envelope(ethInfoSchema);

export const pppInfoSchema = z.object({
  line_count: z.number().int(),
  lines: z.array(z.object({ name: z.string(), ip: z.string(), up: z.boolean() })),
  totalLineAdjustCount: z.number().int(),
  reported_at: z.string().nullable(),
});
export type PppInfo = z.infer<typeof pppInfoSchema>;
export const pppInfoReply = envelope(pppInfoSchema);

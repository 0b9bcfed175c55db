import { z } from 'zod';
import { mobileSchema } from './accounts.ts';
import { envelope, listEnvelope, pageQuery, staffQueueList } from './envelope.ts';
import { idField, intField } from './rooms.ts';
import {
  givesRejectReason,
  nameText,
  optionalRejectReason,
  REJECT_REASON_REQUIRED,
  TEXT_MESSAGES,
  textProblem,
} from './text.ts';
import { COOP_LINES, COOP_STATES } from './labels.ts';

/**
 * Big-bandwidth cooperation (大带宽, DESIGN §8): a data centre applies with its public IPv4 range;
 * staff review; an accepted application lists its CDN servers, which the platform checks by
 * connecting to them (the dial-back).
 */

/** The widest range one application may name. */
export const COOP_WIDEST_PREFIX = 22;

/** "1.2.3.4" → 16909060; null for anything that is not four decimal octets. */
export function ipv4ToNumber(text: string): number | null {
  const match = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(text);
  if (!match) return null;
  const octets = match.slice(1).map(Number);
  if (octets.some((o, i) => o > 255 || (match[i + 1]!.length > 1 && match[i + 1]!.startsWith('0'))))
    return null;
  return octets.reduce((n, o) => n * 256 + o, 0);
}

/** "1.2.3.0/24" → its first and last address as numbers; null unless canonical (no host bits set). */
export function parseCidr(text: string): { first: number; last: number; prefix: number } | null {
  const match = /^([\d.]+)\/(\d{1,2})$/.exec(text);
  if (!match) return null;
  const first = ipv4ToNumber(match[1]!);
  const prefix = Number(match[2]);
  if (first === null || prefix > 32) return null;
  const size = 2 ** (32 - prefix);
  if (first % size !== 0) return null;
  return { first, last: first + size - 1, prefix };
}

const mobile = mobileSchema;
const provinceCode = z.string({ error: '请选择省份' }).regex(/^\d{6}$/, '请选择省份');
const cityCode = z.string({ error: '请选择城市' }).regex(/^\d{6}$/, '请选择城市');
const line = z.enum(COOP_LINES, { error: '请选择线路类型' });
const remark = z
  .string({ error: '备注格式不正确' })
  .trim()
  .max(200, '备注最多 200 字')
  .refine((v) => textProblem(v) === null, `备注${TEXT_MESSAGES.control}`)
  .default('');

export const ipRangeField = z
  .string({ error: '请填写 IP 段' })
  .trim()
  .refine((v) => parseCidr(v) !== null, 'IP 段应为 CIDR 格式的 IPv4 网段，如 203.0.113.0/24')
  .refine(
    (v) => (parseCidr(v)?.prefix ?? 32) >= COOP_WIDEST_PREFIX,
    `IP 段最大为 /${COOP_WIDEST_PREFIX}（1024 个地址）`,
  );

/** `POST /api/big-daikuan/apply`. */
export const coopApplyBody = z.object({
  room_name: nameText('机房名称', 40, { min: 2 }),
  province_code: provinceCode,
  city_code: cityCode,
  line,
  bandwidth_gbps: intField('带宽（Gbps）', 1, 100_000),
  ip_range: ipRangeField,
  server_count: intField('服务器数量', 1, 1_000),
  contact_name: nameText('联系人', 20, { min: 2 }),
  contact_mobile: mobile,
  remark,
});
export type CoopApplyBody = z.input<typeof coopApplyBody>;

export const coopApplicationSchema = z.object({
  id: z.number().int(),
  room_name: z.string(),
  province_code: z.string(),
  province_name: z.string().nullable(),
  city_code: z.string(),
  city_name: z.string().nullable(),
  line: z.enum(COOP_LINES),
  bandwidth_gbps: z.number().int(),
  ip_range: z.string(),
  server_count: z.number().int(),
  contact_name: z.string(),
  contact_mobile: z.string(),
  remark: z.string(),
  state: z.enum(COOP_STATES),
  reason: z.string().nullable(),
  created_at: z.string(),
  reviewed_at: z.string().nullable(),
  /** Servers listed, and how many answered the last check. */
  servers: z.number().int(),
  reachable: z.number().int(),
  /** The applicant (staff's queue). */
  member_mobile: z.string(),
});
export type CoopApplication = z.infer<typeof coopApplicationSchema>;

export const coopApplyReply = envelope(coopApplicationSchema);

/** `GET /api/big-daikuan/list`: my applications, newest first. */
export const coopListQuery = pageQuery(20, 100);
export const coopListReply = listEnvelope(coopApplicationSchema);

export const cdnServerSchema = z.object({
  id: z.number().int(),
  apply_id: z.number().int(),
  ip: z.string(),
  port: z.number().int(),
  /** Mbps. */
  bandwidth: z.number().int(),
  line: z.enum(COOP_LINES),
  /** GB. */
  disk: z.number().int(),
  remark: z.string(),
  /** The last dial-back: true reachable, false not, null not checked yet. */
  reachable: z.boolean().nullable(),
  last_checked_at: z.string().nullable(),
  /** Failed checks in a row. */
  fail_streak: z.number().int(),
  created_at: z.string(),
});
export type CdnServer = z.infer<typeof cdnServerSchema>;

/** `GET /api/big-daikuan/server-list?apply_id=`: the application (`info`) and its servers (`data`). */
export const coopServerListQuery = z.object({ apply_id: idField('apply_id') });
export const coopServerListReply = z.object({
  errorCode: z.number().int(),
  msg: z.string(),
  info: coopApplicationSchema,
  data: z.array(cdnServerSchema),
  /** The ports the dial-back may connect to on a public address (staff's parameter). */
  dial_ports: z.array(z.number().int()),
});

/** `POST /api/big-daikuan/save-server`: add (no id) or edit a server of an accepted application. */
export const coopSaveServerBody = z.object({
  apply_id: idField('apply_id'),
  id: idField('id').optional(),
  ip: z
    .string({ error: '请填写服务器 IP' })
    .trim()
    .refine((v) => ipv4ToNumber(v) !== null, '请填写 IPv4 地址，如 203.0.113.10'),
  port: intField('端口', 1, 65_535),
  bandwidth: intField('带宽（Mbps）', 1, 1_000_000),
  line,
  disk: intField('硬盘（GB）', 1, 1_000_000),
  remark,
});
export type CoopSaveServerBody = z.input<typeof coopSaveServerBody>;
export const coopSaveServerReply = envelope(cdnServerSchema);

/** Staff: `GET /api/admin/coop-list?state=`, and `POST /api/admin/coop-review`. */
export const { query: adminCoopListQuery, reply: adminCoopListReply } = staffQueueList(
  COOP_STATES,
  coopApplicationSchema,
);
export const adminCoopReviewBody = z
  .object({
    id: idField('id'),
    accept: z.boolean({ error: '请选择通过或驳回' }),
    reason: optionalRejectReason,
  })
  .refine((b) => b.accept || givesRejectReason(b.reason), {
    path: ['reason'],
    error: REJECT_REASON_REQUIRED,
  });
export const adminCoopReviewReply = envelope(coopApplicationSchema);

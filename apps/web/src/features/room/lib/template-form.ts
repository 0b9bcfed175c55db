import { TEMPLATE_LIMITS } from '@nodebao/contract/field-rules';
import { templateText as t } from '@/locales/zh-CN/template';
import type {
  BusinessType,
  CacheDiskPolicy,
  DialMode,
  RoomOption,
  Template,
  TemplateSaveBody,
} from '../types';

/** What the template form holds. Bandwidths are typed text; rooms are the ones picked on top of those in use. */
export type TemplateFormValues = {
  name: string;
  dial_mode: DialMode;
  line_count: number;
  up_limit_mbps: string;
  down_limit_mbps: string;
  business_type: BusinessType;
  cache_disk_policy: CacheDiskPolicy;
  room_ids: number[];
};

/** A new template: one PPPoE line, no limits, general PCDN, the box picks its cache disks. */
export const NEW_TEMPLATE: TemplateFormValues = {
  name: '',
  dial_mode: 'pppoe',
  line_count: 1,
  up_limit_mbps: '0',
  down_limit_mbps: '0',
  business_type: 'pcdn',
  cache_disk_policy: 'auto',
  room_ids: [],
};

export function formValuesOf(template: Template): TemplateFormValues {
  return {
    name: template.name,
    dial_mode: template.dial_mode,
    line_count: template.line_count,
    up_limit_mbps: String(template.up_limit_mbps),
    down_limit_mbps: String(template.down_limit_mbps),
    business_type: template.business_type,
    cache_disk_policy: template.cache_disk_policy,
    room_ids: [],
  };
}

/** The rooms that use the template now: they always receive an edited template (see the form). */
export function roomsUsing(rooms: readonly RoomOption[], templateId: number | null): number[] {
  if (templateId === null) return [];
  return rooms.filter((r) => r.template_id === templateId).map((r) => r.id);
}

/** A bandwidth field: digits only, empty meaning 0 (不限). */
export function parseLimit(text: string): number | null {
  const value = text.trim();
  if (value === '') return 0;
  if (!/^\d{1,7}$/.test(value)) return null;
  const n = Number(value);
  return n <= TEMPLATE_LIMITS.limitMaxMbps ? n : null;
}

/**
 * The set-template body of the form: `id` when editing, and `room_ids` when any room gets the
 * template — the rooms picked plus those already using it, so that an edit reaches their boxes too.
 */
export function toTemplateRequest(
  values: TemplateFormValues,
  options: { id?: number; roomsInUse?: readonly number[] } = {},
): TemplateSaveBody {
  const roomIds = [...new Set([...(options.roomsInUse ?? []), ...values.room_ids])].sort((a, b) => a - b);
  return {
    ...(options.id ? { id: options.id } : {}),
    name: values.name.trim(),
    dial_mode: values.dial_mode,
    line_count: values.line_count,
    up_limit_mbps: parseLimit(values.up_limit_mbps) ?? 0,
    down_limit_mbps: parseLimit(values.down_limit_mbps) ?? 0,
    business_type: values.business_type,
    cache_disk_policy: values.cache_disk_policy,
    ...(roomIds.length > 0 ? { room_ids: roomIds } : {}),
  };
}

// ---- validation rules of the form (messages in Chinese, limits from the contract) -------------

type Validator = (_rule: unknown, value: unknown) => Promise<void>;
const fail = (message: string) => Promise.reject(new Error(message));

export const nameRules = [
  { required: true, whitespace: true, message: t.required.name },
  { max: TEMPLATE_LIMITS.nameMax, message: t.nameMax(TEMPLATE_LIMITS.nameMax) },
];

const lineCountValidator: Validator = (_rule, value) => {
  if (value === null || value === undefined || value === '') return fail(t.required.lineCount);
  const n = Number(value);
  if (!Number.isInteger(n) || n < 1 || n > TEMPLATE_LIMITS.lineCountMax)
    return fail(t.lineCountRange(TEMPLATE_LIMITS.lineCountMax));
  return Promise.resolve();
};
export const lineCountRules = [{ validator: lineCountValidator }];

const limitValidator: Validator = (_rule, value) =>
  parseLimit(typeof value === 'string' ? value : String(value ?? '')) === null
    ? fail(t.limitInvalid(TEMPLATE_LIMITS.limitMaxMbps))
    : Promise.resolve();
export const limitRules = [{ validator: limitValidator }];

// ---- how a template reads in the list ------------------------------------------------------

export function limitText(mbps: number): string {
  return mbps > 0 ? t.mbps(mbps) : t.unlimited;
}

/** "PPPoE 拨号 · 4 条线路", "上行 不限 · 下行 100 Mbps", "PCDN 通用 · 缓存 自动选择". */
export function settingsSummary(template: Template): string[] {
  return [
    `${t.dialMode[template.dial_mode]} · ${t.lines(template.line_count)}`,
    t.upDown(limitText(template.up_limit_mbps), limitText(template.down_limit_mbps)),
    `${t.businessType[template.business_type]} · ${t.fields.cachePolicy} ${t.cachePolicy[template.cache_disk_policy]}`,
  ];
}

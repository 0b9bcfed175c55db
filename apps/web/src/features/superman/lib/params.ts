import type { AdminParams, DeviceTypeSaveBody, ParamSaveBody } from '@nodebao/contract';
import { deviceTypeSaveBody, paramSaveBody } from '@nodebao/contract/schemas';
import { formatYuan, parseYuan } from '@nodebao/contract/money';
import { RequestError } from '@/lib/request';
import { supermanText } from '@/locales/zh-CN/superman';
import { percentText } from '@/lib/format';

const t = supermanText.params;

/**
 * The parameters section's forms: staff type 元 and per cent, the contract speaks fen and basis
 * points. Each group is converted, then checked whole by the contract's own schema (paramSaveBody
 * wraps platformBankParam, withdrawParam, ispPriceParam, siteParam and the referral rate), so the
 * browser refuses what the server would, under the same field.
 */
export type ParamKey = ParamSaveBody['key'];

/**
 * How a field is typed: text as is, money in 元, a rate in %, a whole number of fen, a count, a
 * yes/no choice, the lottery's prize table (one tier a line: 名称 名额 奖金), or a list of ports.
 */
export type FieldKind = 'text' | 'yuan' | 'percent' | 'fen' | 'count' | 'yesno' | 'prizes' | 'ports';
export type ParamFieldSpec = { name: string; kind: FieldKind; maxLength?: number };

/** The groups in the order they are shown, each with its fields in the order they are typed. */
export const PARAM_FIELDS = {
  platform_bank: [
    { name: 'bank_name', kind: 'text', maxLength: 40 },
    { name: 'branch', kind: 'text', maxLength: 60 },
    { name: 'account_name', kind: 'text', maxLength: 60 },
    { name: 'account_no', kind: 'text', maxLength: 40 },
    { name: 'note', kind: 'text', maxLength: 200 },
  ],
  withdraw: [
    { name: 'min_fen', kind: 'yuan' },
    { name: 'max_fen', kind: 'yuan' },
    { name: 'fee_rate_bp', kind: 'percent' },
  ],
  isp_price_fen: [
    { name: 'telecom', kind: 'fen' },
    { name: 'unicom', kind: 'fen' },
    { name: 'mobile', kind: 'fen' },
  ],
  referral_rate_bp: [{ name: 'referral_rate_bp', kind: 'percent' }],
  lottery: [
    { name: 'coupon_gb', kind: 'count' },
    { name: 'week_cap', kind: 'count' },
    { name: 'one_prize_per_member', kind: 'yesno' },
    { name: 'prizes', kind: 'prizes' },
  ],
  cooperation: [{ name: 'dial_ports', kind: 'ports' }],
  flashing: [{ name: 'ship_to', kind: 'text', maxLength: 200 }],
  security: [
    { name: 'member_idle_days', kind: 'count' },
    { name: 'member_absolute_days', kind: 'count' },
    { name: 'staff_idle_minutes', kind: 'count' },
    { name: 'staff_absolute_hours', kind: 'count' },
    { name: 'step_up_minutes', kind: 'count' },
    { name: 'operators_must_have_second_factor', kind: 'yesno' },
  ],
  site: [
    { name: 'name', kind: 'text', maxLength: 20 },
    { name: 'service_phone', kind: 'text', maxLength: 20 },
    { name: 'service_email', kind: 'text', maxLength: 64 },
    { name: 'service_hours', kind: 'text', maxLength: 40 },
  ],
} as const satisfies Record<ParamKey, readonly ParamFieldSpec[]>;

export const PARAM_KEYS = Object.keys(PARAM_FIELDS) as ParamKey[];

/** The unit written after a field's box, if it has one. */
export function unitOf(spec: ParamFieldSpec): string | undefined {
  const u = t.units;
  if (spec.kind === 'count') return u.counts[spec.name as keyof typeof u.counts];
  return { yuan: u.yuan, percent: u.percent, fen: u.ispPrice }[spec.kind as string];
}

/** A form's values: every field as the text in its box. */
export type FormValues = Record<string, string | undefined>;
export type FieldErrors = Record<string, string>;
export type Checked<B> = { ok: true; body: B } | { ok: false; errors: FieldErrors };

/** "5" / "5%" / "0.6" / "1.25" → basis points; null for anything but a rate with ≤ 2 decimals. */
export function parsePercent(text: string): number | null {
  const match = /^(\d{1,6})(?:\.(\d{1,2}))?%?$/.exec(text.trim());
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

function label(field: string): string {
  return field === 'code_price_fen' ? t.types.price : (t.fields[field as keyof typeof t.fields] ?? field);
}

/** The saved parameters as the forms show them: 元 with two decimals, rates in per cent. */
export function toFormValues(params: AdminParams): Record<ParamKey, FormValues> {
  const { withdraw, isp_price_fen: isp } = params;
  return {
    platform_bank: { ...params.platform_bank },
    withdraw: {
      min_fen: formatYuan(withdraw.min_fen),
      max_fen: formatYuan(withdraw.max_fen),
      fee_rate_bp: percentText(withdraw.fee_rate_bp),
    },
    isp_price_fen: { telecom: String(isp.telecom), unicom: String(isp.unicom), mobile: String(isp.mobile) },
    referral_rate_bp: { referral_rate_bp: percentText(params.referral_rate_bp) },
    lottery: {
      coupon_gb: String(params.lottery.coupon_gb),
      week_cap: String(params.lottery.week_cap),
      one_prize_per_member: params.lottery.one_prize_per_member ? 'yes' : 'no',
      prizes: params.lottery.prizes.map(prizeLine).join('\n'),
    },
    cooperation: { dial_ports: params.cooperation.dial_ports.join(', ') },
    flashing: { ...params.flashing },
    security: {
      ...Object.fromEntries(Object.entries(params.security).map(([name, value]) => [name, String(value)])),
      operators_must_have_second_factor: params.security.operators_must_have_second_factor ? 'yes' : 'no',
    },
    site: { ...params.site },
  };
}

/** A prize tier as its line in the table box: "一等奖 1 888.00". */
export function prizeLine(p: { name: string; count: number; amount_fen: number }): string {
  return `${p.name} ${p.count} ${formatYuan(p.amount_fen)}`;
}

/** The prize table box: one tier a line, 名称 名额 奖金（元）; null and the line number when one is not. */
export function parsePrizes(
  text: string,
): { ok: true; prizes: { name: string; count: number; amount_fen: number }[] } | { ok: false; line: number } {
  const prizes = [];
  const lines = text.split('\n').filter((line) => line.trim() !== '');
  for (const [i, line] of lines.entries()) {
    const match = /^(\S.*?)\s+(\d{1,4})\s+(\S+)$/.exec(line.trim());
    const fen = match ? parseYuan(match[3]!) : null;
    if (!match || fen === null) return { ok: false, line: i + 1 };
    prizes.push({ name: match[1]!, count: Number(match[2]), amount_fen: fen });
  }
  return { ok: true, prizes };
}

/** One field's text as the contract takes it; an error when 元 or % cannot be read. */
function convert(field: string, kind: FieldKind, text = ''): { value: unknown; error?: string } {
  if (kind === 'yuan') {
    const fen = parseYuan(text);
    return fen === null ? { value: text, error: t.errors.yuan(label(field)) } : { value: fen };
  }
  if (kind === 'percent') {
    const bp = parsePercent(text);
    return bp === null ? { value: text, error: t.errors.percent(label(field)) } : { value: bp };
  }
  if (kind === 'yesno') return { value: text === 'yes' };
  if (kind === 'ports') {
    const parts = text.split(/[\s,，、]+/).filter(Boolean);
    return parts.every((p) => /^\d{1,5}$/.test(p))
      ? { value: parts.map(Number) }
      : { value: parts, error: t.errors.ports };
  }
  if (kind === 'prizes') {
    const parsed = parsePrizes(text);
    return parsed.ok ? { value: parsed.prizes } : { value: [], error: t.errors.prizes(parsed.line) };
  }
  if (kind === 'count') {
    const digits = text.trim();
    return /^\d{1,9}$/.test(digits)
      ? { value: Number(digits) }
      : { value: digits, error: t.errors.count(label(field)) };
  }
  if (kind === 'fen') {
    // The contract's own message for a non-integer string names its regular expression.
    const digits = text.trim();
    return /^\d{1,15}$/.test(digits)
      ? { value: Number(digits) }
      : { value: digits, error: t.errors.fen(label(field)) };
  }
  return { value: text };
}

type Issue = { path: PropertyKey[]; message: string; code?: string; minimum?: unknown; maximum?: unknown };

/** The contract counts in fen and bp; staff read the limit in the unit they typed. */
export function issueMessage(field: string, kind: FieldKind, issue: Issue): string {
  const limit = Number(issue.code === 'too_small' ? issue.minimum : issue.maximum);
  const ranged = (issue.code === 'too_small' || issue.code === 'too_big') && Number.isSafeInteger(limit);
  if (!ranged || (kind !== 'yuan' && kind !== 'percent')) return issue.message;
  const name = label(field);
  if (kind === 'yuan') {
    const yuan = formatYuan(limit);
    return issue.code === 'too_small' ? t.errors.yuanMin(name, yuan) : t.errors.yuanMax(name, yuan);
  }
  const rate = percentText(limit);
  return issue.code === 'too_small' ? t.errors.percentMin(name, rate) : t.errors.percentMax(name, rate);
}

/** Converts every field, then checks the result with `schema`; the first message per field. */
function check<B>(
  specs: readonly ParamFieldSpec[],
  values: FormValues,
  build: (converted: Record<string, unknown>) => unknown,
  parse: (input: unknown) => { success: true; data: B } | { success: false; error: { issues: Issue[] } },
  fieldOfPath: (path: PropertyKey[]) => string | undefined,
): Checked<B> {
  const converted: Record<string, unknown> = {};
  const errors: FieldErrors = {};
  for (const spec of specs) {
    const { value, error } = convert(spec.name, spec.kind, values[spec.name]);
    converted[spec.name] = value;
    if (error) errors[spec.name] = error;
  }
  const result = parse(build(converted));
  if (result.success && Object.keys(errors).length === 0) return { ok: true, body: result.data };
  for (const issue of result.success ? [] : result.error.issues) {
    const field = fieldOfPath(issue.path);
    const spec = specs.find((s) => s.name === field);
    if (spec && !errors[spec.name]) errors[spec.name] = issueMessage(spec.name, spec.kind, issue);
  }
  return { ok: false, errors };
}

/** `value.max_fen` → `max_fen`; the referral rate is the value itself. */
function paramFieldOf(key: ParamKey, path: readonly PropertyKey[]): string | undefined {
  if (path[0] !== 'value') return undefined;
  return key === 'referral_rate_bp' ? 'referral_rate_bp' : String(path[1] ?? '');
}

/** A group as it will be sent (`{ key, value }` in fen and bp), or the message under each bad field. */
export function checkParam(key: ParamKey, values: FormValues): Checked<ParamSaveBody> {
  return check<ParamSaveBody>(
    PARAM_FIELDS[key],
    values,
    (converted) => ({ key, value: key === 'referral_rate_bp' ? converted.referral_rate_bp : converted }),
    (input) => paramSaveBody.safeParse(input),
    (path) => paramFieldOf(key, path),
  );
}

/** One field's message (a form rule), the group read whole so max is checked against min. */
export function paramFieldError(key: ParamKey, field: string, values: FormValues): string | undefined {
  const checked = checkParam(key, values);
  return checked.ok ? undefined : checked.errors[field];
}

/** The messages as a form's `setFields` takes them (antd and antd-mobile share rc-field-form). */
export function errorFields(errors: FieldErrors): { name: string; errors: string[] }[] {
  return Object.entries(errors).map(([name, message]) => ({ name, errors: [message] }));
}

/** Whether a form holds what was loaded (so 保存 has nothing to send). */
export function sameValues(values: FormValues, initial: FormValues): boolean {
  return Object.keys(initial).every((name) => (values[name] ?? '') === (initial[name] ?? ''));
}

/** Money and rates ask for a confirmation; the contact details are saved at once. */
export function needsConfirm(key: ParamKey): boolean {
  return key !== 'site';
}

/** What the confirmation repeats, so staff read the amounts once more before they apply. */
export function paramSummary(body: ParamSaveBody): string {
  const s = t.summary;
  switch (body.key) {
    case 'platform_bank':
      return s.platform_bank(body.value.bank_name, body.value.account_name, body.value.account_no.slice(-4));
    case 'withdraw': {
      const w = body.value;
      return s.withdraw(
        formatYuan(Number(w.min_fen)),
        formatYuan(Number(w.max_fen)),
        percentText(Number(w.fee_rate_bp)),
      );
    }
    case 'isp_price_fen':
      return s.isp_price_fen(
        Number(body.value.telecom),
        Number(body.value.unicom),
        Number(body.value.mobile),
      );
    case 'referral_rate_bp':
      return s.referral_rate_bp(percentText(Number(body.value)));
    case 'lottery': {
      const l = body.value;
      const pool = l.prizes.reduce((sum, p) => sum + Number(p.count) * Number(p.amount_fen), 0);
      return s.lottery(Number(l.coupon_gb), Number(l.week_cap), l.prizes.length, formatYuan(pool));
    }
    case 'cooperation':
      return s.cooperation(body.value.dial_ports.join('、'));
    case 'flashing':
      return s.flashing(body.value.ship_to);
    case 'security': {
      const v = body.value;
      return s.security(
        Number(v.member_idle_days),
        Number(v.member_absolute_days),
        Number(v.staff_idle_minutes),
        Number(v.staff_absolute_hours),
        Number(v.step_up_minutes),
        Boolean(v.operators_must_have_second_factor),
      );
    }
    case 'site':
      return '';
  }
}

// ---- device types

export const DEVICE_TYPE_FIELDS = [
  { name: 'name', kind: 'text', maxLength: 64 },
  { name: 'code_price_fen', kind: 'yuan' },
  { name: 'description', kind: 'text', maxLength: 500 },
] as const satisfies readonly ParamFieldSpec[];

export type DeviceTypeRow = { id: number; name: string; code_price_fen: number; description: string };

/** A type as its form shows it (the price in 元); an empty form adds one. */
export function toDeviceTypeForm(row?: DeviceTypeRow): FormValues {
  if (!row) return { name: '', code_price_fen: '', description: '' };
  return { name: row.name, code_price_fen: formatYuan(row.code_price_fen), description: row.description };
}

/** The save body (with the id when editing), or the message under each bad field. */
export function checkDeviceType(values: FormValues, id?: number): Checked<DeviceTypeSaveBody> {
  return check<DeviceTypeSaveBody>(
    DEVICE_TYPE_FIELDS,
    values,
    (converted) => (id ? { id, ...converted } : converted),
    (input) => deviceTypeSaveBody.safeParse(input),
    (path) => (typeof path[0] === 'string' ? path[0] : undefined),
  );
}

export function deviceTypeFieldError(field: string, values: FormValues): string | undefined {
  const checked = checkDeviceType(values);
  return checked.ok ? undefined : checked.errors[field];
}

// ---- refusals

/**
 * Where a refused save belongs: a 422 names the field (`value.max_fen`, `value` for the referral rate,
 * `code_price_fen` for a type). The request client has toasted it; this puts it under the field.
 */
export function savedFieldError(
  error: unknown,
  fields: readonly string[],
  key?: ParamKey,
): { field: string; message: string } | undefined {
  if (!(error instanceof RequestError) || error.status !== 422) return undefined;
  const info = error.info as
    { msg?: unknown; data?: { field?: unknown; errors?: { message?: unknown }[] } } | undefined;
  const path = typeof info?.data?.field === 'string' ? info.data.field.split('.') : [];
  const field = key ? paramFieldOf(key, path) : path[0];
  if (!field || !fields.includes(field)) return undefined;
  const message = info?.data?.errors?.[0]?.message;
  return { field, message: typeof message === 'string' ? message : String(info?.msg ?? '') };
}

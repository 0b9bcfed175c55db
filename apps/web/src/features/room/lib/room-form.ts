import { ROOM_LIMITS } from '@nodebao/contract/field-rules';
import { roomText } from '@/locales/zh-CN/room';
import type { Room, RoomIsp, RoomSaveBody } from '../types';

const t = roomText.form;

/** What the room form holds: the area as its path of codes, the bandwidth as typed text. */
export type RoomFormValues = {
  name: string;
  /** [province, city, district] codes; shorter when the place has fewer levels, empty when unset. */
  area: string[];
  address: string;
  isp: RoomIsp | null;
  bandwidth: string;
  template_id: number | null;
  remark: string;
};

export const NEW_ROOM: RoomFormValues = {
  name: '',
  area: [],
  address: '',
  isp: null,
  bandwidth: '',
  template_id: null,
  remark: '',
};

export function roomFormValuesOf(room: Room): RoomFormValues {
  return {
    name: room.name,
    area: [room.province_code, room.city_code, room.district_code].filter((c): c is string => Boolean(c)),
    address: room.address,
    isp: room.isp,
    bandwidth: room.bandwidth_mbps > 0 ? String(room.bandwidth_mbps) : '',
    template_id: room.template_id,
    remark: room.remark,
  };
}

/** A bandwidth field: digits only, empty meaning 0 (not given). */
export function parseBandwidth(text: string): number | null {
  const value = text.trim();
  if (value === '') return 0;
  if (!/^\d{1,7}$/.test(value)) return null;
  const n = Number(value);
  return n <= ROOM_LIMITS.bandwidthMaxMbps ? n : null;
}

/**
 * The room/save body of the room form. Every field is sent, so an edit also clears what was emptied
 * (no area, no ISP, no template: null).
 */
export function toRoomRequest(values: RoomFormValues, id?: number): RoomSaveBody {
  return {
    ...(id ? { id } : {}),
    name: values.name.trim(),
    province_code: values.area[0] ?? null,
    city_code: values.area[1] ?? null,
    district_code: values.area[2] ?? null,
    address: values.address.trim(),
    isp: values.isp,
    bandwidth_mbps: parseBandwidth(values.bandwidth) ?? 0,
    template_id: values.template_id,
    remark: values.remark.trim(),
  };
}

// ---- cabinets -------------------------------------------------------------------------------

export type CabinetFormValues = { name: string; remark: string };

/** A new cabinet goes under its room (`pid`); an edit changes only its name and remark. */
export function toCabinetRequest(
  values: CabinetFormValues,
  target: { pid: number } | { id: number },
): RoomSaveBody {
  return { ...target, name: values.name.trim(), remark: values.remark.trim() };
}

// ---- validation rules (messages in Chinese, limits from the contract) -------------------------

type Validator = (_rule: unknown, value: unknown) => Promise<void>;

export const roomNameRules = [
  { required: true, whitespace: true, message: t.required.name },
  { max: ROOM_LIMITS.nameMax, message: t.nameMax(ROOM_LIMITS.nameMax) },
];
export const cabinetNameRules = [
  { required: true, whitespace: true, message: roomText.cabinet.required.name },
  { max: ROOM_LIMITS.nameMax, message: t.nameMax(ROOM_LIMITS.nameMax) },
];
export const addressRules = [{ max: ROOM_LIMITS.addressMax, message: t.addressMax(ROOM_LIMITS.addressMax) }];
export const remarkRules = [{ max: ROOM_LIMITS.remarkMax, message: t.remarkMax(ROOM_LIMITS.remarkMax) }];

const bandwidthValidator: Validator = (_rule, value) =>
  parseBandwidth(typeof value === 'string' ? value : String(value ?? '')) === null
    ? Promise.reject(new Error(t.bandwidthInvalid(ROOM_LIMITS.bandwidthMaxMbps)))
    : Promise.resolve();
export const bandwidthRules = [{ validator: bandwidthValidator }];

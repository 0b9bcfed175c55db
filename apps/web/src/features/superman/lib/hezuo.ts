import type { AreaNode, PartnerRoom } from '@nodebao/contract';
import { lineBandwidthText } from '@/components/chart/units';
import { supermanText } from '@/locales/zh-CN/superman';

const t = supermanText.hezuo;

export type HezuoFilter = { keyword: string; province: string | null };
export type Province = { code: string; name: string };

/** The filter as the list call takes it: empty parts are left out. */
export function hezuoFilterBody(filter: HezuoFilter): { keyword?: string; province_code?: string } {
  const keyword = filter.keyword.trim().slice(0, 32);
  return {
    ...(keyword ? { keyword } : {}),
    ...(filter.province && /^\d{6}$/.test(filter.province) ? { province_code: filter.province } : {}),
  };
}

/** Whether anything narrows the list (the empty state then offers to clear it). */
export function isFiltered(filter: HezuoFilter): boolean {
  return Object.keys(hezuoFilterBody(filter)).length > 0;
}

/** The provinces: the first level of the district tree. */
export function provincesOf(tree: readonly AreaNode[]): Province[] {
  return tree.filter((node) => /^\d{6}$/.test(node.code)).map(({ code, name }) => ({ code, name }));
}

export function provinceName(provinces: readonly Province[], code: string | null): string | null {
  if (!code) return null;
  return provinces.find((p) => p.code === code)?.name ?? code;
}

/** "1000 Mbps", "10 Gbps", or — when not given (0). */
export function bandwidthText(mbps: number): string {
  return mbps > 0 ? lineBandwidthText(mbps) : supermanText.common.none;
}

/** "张三（13800000001）", or the mobile alone. */
export function ownerText(room: Pick<PartnerRoom, 'owner_nickname' | 'owner_mobile'>): string {
  return t.owner(room.owner_nickname.trim(), room.owner_mobile);
}

/**
 * The region as staff read it: "北京市 北京市 大兴区" (a municipality's city repeats its province)
 * said once, "北京市 大兴区".
 */
export function regionText(region: string): string {
  const names: string[] = [];
  for (const name of region.trim().split(/\s+/)) {
    if (name && names[names.length - 1] !== name) names.push(name);
  }
  return names.join(' ');
}

/** "广东省 深圳市 南山区 · 科技园 1 号", or the part that is filled in, or a hint when neither is. */
export function placeText(room: Pick<PartnerRoom, 'region' | 'address'>): string {
  const parts = [regionText(room.region), room.address.trim()].filter(Boolean);
  return parts.length ? parts.join(' · ') : t.noRegion;
}

/** Online share of the room's devices, 0–100 (0 for an empty room). */
export function onlinePercent(room: Pick<PartnerRoom, 'online_count' | 'device_count'>): number {
  if (room.device_count <= 0) return 0;
  return Math.round((Math.min(room.online_count, room.device_count) / room.device_count) * 100);
}

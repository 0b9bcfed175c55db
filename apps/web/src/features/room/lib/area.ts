import type { CascadePickerOption } from 'antd-mobile';
import type { AreaNode, Room } from '../types';

/** The district tree as CascadePicker / Cascader options; a place without children ends its path. */
export function toCascadeOptions(tree: readonly AreaNode[]): CascadePickerOption[] {
  return tree.map((node) =>
    node.children && node.children.length > 0
      ? { label: node.name, value: node.code, children: toCascadeOptions(node.children) }
      : { label: node.name, value: node.code },
  );
}

/** The names along a path of codes, as far as the tree knows them. */
export function areaNames(tree: readonly AreaNode[], codes: readonly string[]): string[] {
  const names: string[] = [];
  let level: readonly AreaNode[] | undefined = tree;
  for (const code of codes) {
    const node: AreaNode | undefined = level?.find((n) => n.code === code);
    if (!node) break;
    names.push(node.name);
    level = node.children;
  }
  return names;
}

/**
 * "广东省 / 深圳市 / 南山区". A municipality's city repeats its province ("北京市 / 北京市"): said once.
 */
export function joinPlace(names: readonly (string | null | undefined)[]): string {
  const parts: string[] = [];
  for (const name of names) {
    if (name && parts[parts.length - 1] !== name) parts.push(name);
  }
  return parts.join(' / ');
}

/** A room's place from its names; '' when none is set. */
export function placeOf(room: Pick<Room, 'province_name' | 'city_name' | 'district_name'>): string {
  return joinPlace([room.province_name, room.city_name, room.district_name]);
}

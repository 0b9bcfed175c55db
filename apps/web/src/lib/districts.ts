// GET /api/default/district — 全国省 → 市 → 区县（大，取一次后一直用），and the place helpers on it
import type { AreaNode } from '@nodebao/contract';
import { defaultDistrictCall } from '@nodebao/contract/calls';
import type { CascadePickerOption } from 'antd-mobile';
import { queryCall } from '@/lib/query-call';

export type { AreaNode };

// The form shows its own retry; the server lets the browser cache the answer for a day.
const districts = queryCall({
  call: defaultDistrictCall,
  prefix: ['districts'],
  staleTime: Infinity,
  gcTime: Infinity,
});

export const districtsKey = districts.prefix;

/** The provinces, cities and districts (rooms, the cooperation form, staff's partner rooms). */
export function useDistricts() {
  return districts.use();
}

/**
 * The district tree as CascadePicker / Cascader options, `levels` deep (3: to the district, 2: to the
 * city); a place without children ends its path.
 */
export function toCascadeOptions(tree: readonly AreaNode[], levels = 3): CascadePickerOption[] {
  return tree.map((node) =>
    levels > 1 && node.children && node.children.length > 0
      ? { label: node.name, value: node.code, children: toCascadeOptions(node.children, levels - 1) }
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

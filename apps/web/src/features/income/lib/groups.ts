import { nameCompare } from '@/lib/intl';

/**
 * The groups of /income/user (by member, room or tag): one shape for the three lists, sorted on the
 * phone by a chip and on the desktop by the table's column headers.
 */
export type IncomeGroupKind = 'member' | 'room' | 'tag';
export type GroupSortKey = 'income' | 'devices' | 'value95' | 'name';
export type SortOrder = 'asc' | 'desc';

export interface IncomeGroup {
  /** Unique within its kind: member id, room id, tag id; 'none' for the unplaced / untagged. */
  key: string;
  name: string;
  /** The member's mobile (member groups only). */
  mobile?: string;
  /** Set on member groups: links to that member's income. */
  memberId?: number;
  devices: number;
  income_fen: number;
  value95_kbps: number;
}

type Figures = { name: string; devices: number; income_fen: number; value95_kbps: number };
export type IncomeDataLike = {
  member_data: (Figures & { member_id: number; mobile: string })[];
  room_data: (Figures & { room_id: number | null })[];
  tag_data: (Figures & { tag_id: number | null })[];
};

export function groupsOf(data: IncomeDataLike, kind: IncomeGroupKind): IncomeGroup[] {
  const figures = (g: Figures) => ({
    name: g.name,
    devices: g.devices,
    income_fen: g.income_fen,
    value95_kbps: g.value95_kbps,
  });
  if (kind === 'member') {
    return data.member_data.map((g) => ({
      ...figures(g),
      key: `m${g.member_id}`,
      name: g.name || g.mobile,
      mobile: g.mobile,
      memberId: g.member_id,
    }));
  }
  if (kind === 'room') return data.room_data.map((g) => ({ ...figures(g), key: `r${g.room_id ?? 'none'}` }));
  return data.tag_data.map((g) => ({ ...figures(g), key: `t${g.tag_id ?? 'none'}` }));
}

const compareNames = nameCompare();

/** Sorted copy; ties keep the name order so the list never jumps between equal rows. */
export function sortGroups(
  groups: readonly IncomeGroup[],
  key: GroupSortKey,
  order: SortOrder,
): IncomeGroup[] {
  const sign = order === 'asc' ? 1 : -1;
  const value = (g: IncomeGroup) =>
    key === 'income' ? g.income_fen : key === 'devices' ? g.devices : g.value95_kbps;
  return [...groups].sort((a, b) => {
    if (key === 'name') return sign * compareNames(a.name, b.name);
    return sign * (value(a) - value(b)) || compareNames(a.name, b.name);
  });
}

import { manageText } from '@/locales/zh-CN/manage';
import type { RoomDeviceCount } from '../types';
import { nameCompare } from '@/lib/intl';

// One collator for every sort (a locale given to localeCompare makes one per comparison).
const compareNames = nameCompare();

export interface RoomRow {
  /** The room's id, or 0 for the devices in no room. */
  key: number;
  name: string;
  total: number;
  online: number;
  /** Whole percent online (0 for an empty room). */
  rate: number;
  /** Devices not in any room (未上架). */
  unplaced: boolean;
}

/**
 * The rows of the per-room table: rooms with the most devices first (ties by name), the devices in
 * no room last under 未上架; rooms without devices are left out by the server already.
 */
export function roomRows(counts: readonly RoomDeviceCount[]): RoomRow[] {
  const rows = counts.map<RoomRow>((c) => ({
    key: c.room_id ?? 0,
    name: c.room_id === null ? manageText.home.notInRoom : c.jifang,
    total: c.total,
    online: c.online,
    rate: c.total > 0 ? Math.round((c.online / c.total) * 100) : 0,
    unplaced: c.room_id === null,
  }));
  return rows.sort((a, b) => {
    if (a.unplaced !== b.unplaced) return a.unplaced ? 1 : -1;
    return b.total - a.total || compareNames(a.name, b.name);
  });
}

/** The quick links of the overview, in order. */
export const QUICK_LINKS = [
  { to: '/manage/user', label: manageText.home.links.user, icon: 'mine' },
  { to: '/manage/tag', label: manageText.home.links.tag, icon: 'activity' },
  { to: '/manage/device', label: manageText.home.links.device, icon: 'device' },
  { to: '/manage/room', label: manageText.home.links.room, icon: 'server' },
] as const;

/** Where a room's row leads: the devices in no room are the uninstalled ones. */
export function roomDevicesLink(row: RoomRow): string | null {
  return row.unplaced ? '/manage/device?status=uninstalled' : null;
}

import { idParam as linkId } from '@/lib/navigation';
import type { RequestParams } from '@/lib/request';
import type { DeviceStatusFilter, InstallAction } from '../types';

/**
 * The filters of /manage/device, kept in the address (so 查看设备 from the member list can link to
 * `?member_id=`, and back/forward and reloads keep them):
 * member_id (0: every member), status (null: every status), search, the tab, and the install history's
 * device_id (0: every device) and action.
 */
export interface ManageDeviceFilter {
  member_id: number;
  status: DeviceStatusFilter | null;
  search: string;
}

export type ManageDeviceTab = 'devices' | 'records';

export interface InstallRecordFilter {
  device_id: number;
  action: InstallAction | null;
}

const STATUSES: readonly DeviceStatusFilter[] = ['online', 'offline', 'uninstalled', 'abnormal'];
/** The status chips of the device list, phone and desktop alike ('all' first). */
export const STATUS_CHOICES: ReadonlyArray<DeviceStatusFilter | 'all'> = ['all', ...STATUSES];
const ACTIONS: readonly InstallAction[] = ['install', 'uninstall'];
const SEARCH_MAX = 64;

/** An id filter from the address: the id, or 0 (no filter) for anything else. */
export function idParam(value: string | null): number {
  return linkId(value) ?? 0;
}

function oneOf<T extends string>(value: string | null, allowed: readonly T[]): T | null {
  return allowed.find((a) => a === value) ?? null;
}

export function parseDeviceFilter(params: URLSearchParams): ManageDeviceFilter {
  return {
    member_id: idParam(params.get('member_id')),
    status: oneOf(params.get('status'), STATUSES),
    search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX),
  };
}

export function parseTab(params: URLSearchParams): ManageDeviceTab {
  return params.get('tab') === 'records' ? 'records' : 'devices';
}

export function parseRecordFilter(params: URLSearchParams): InstallRecordFilter {
  return { device_id: idParam(params.get('device_id')), action: oneOf(params.get('action'), ACTIONS) };
}

export type AddressState = { tab: ManageDeviceTab } & ManageDeviceFilter & InstallRecordFilter;

/**
 * The address of a state: defaults are left out, so an unfiltered list is plain /manage/device.
 * Other parameters in the address are dropped.
 */
export function toSearchParams(state: AddressState): URLSearchParams {
  const out = new URLSearchParams();
  if (state.tab === 'records') out.set('tab', 'records');
  if (state.member_id) out.set('member_id', String(state.member_id));
  if (state.status) out.set('status', state.status);
  const search = state.search.trim();
  if (search) out.set('search', search);
  if (state.device_id) out.set('device_id', String(state.device_id));
  if (state.action) out.set('action', state.action);
  return out;
}

/** The state the address holds. */
export function readAddress(params: URLSearchParams): AddressState {
  return { tab: parseTab(params), ...parseDeviceFilter(params), ...parseRecordFilter(params) };
}

/** The query of one page of /api/member/device-list; defaults are left out. */
export function deviceListParams(filter: ManageDeviceFilter, page: number, pageSize: number): RequestParams {
  return {
    member_id: filter.member_id || undefined,
    status: filter.status ?? undefined,
    search: filter.search.trim() || undefined,
    page,
    pageSize,
  };
}

/** The list shows fewer devices than the operator's whole fleet. */
export function isDeviceFiltered(filter: ManageDeviceFilter): boolean {
  return filter.member_id !== 0 || filter.status !== null || filter.search.trim() !== '';
}

/**
 * What a bulk call acts on: the ids ticked, or every device matching the filter (select_all), which
 * the server resolves itself (at most 10,000, all or nothing).
 */
export type ManageDeviceSelection =
  | { ids: number[] }
  | { select_all: true; filter: { member_id?: number; status?: DeviceStatusFilter; search?: string } };

export function selectionOf(
  selectAll: boolean,
  ids: readonly number[],
  filter: ManageDeviceFilter,
): ManageDeviceSelection {
  if (!selectAll) return { ids: [...ids] };
  return {
    select_all: true,
    filter: {
      member_id: filter.member_id || undefined,
      status: filter.status ?? undefined,
      search: filter.search.trim() || undefined,
    },
  };
}

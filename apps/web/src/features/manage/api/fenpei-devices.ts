// POST /api/member/fenpei-device {member_id, ids | select_all + filter} — 把设备分配给会员
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { allocateDevices } from '@/features/device/api/fenpei';
import { patchListedDevices } from '@/features/device/api/list-sync';
import { refreshAfterDeviceWrite } from '@/features/device/api/refresh-after-write';
import { mapPages, patchRows, type CachedList } from '@/lib/list/cached-list';
import type { ManageDeviceSelection } from '../lib/device-filter';
import type { AllocatableMember, DeviceRow } from '../types';
import { type DeviceListPage, manageDevicesPrefix } from './get-member-devices';
import { memberDevice } from './get-member-device';
import { usersPrefix } from './get-users';

export type FenpeiInput = { selection: ManageDeviceSelection; member: AllocatableMember };

/** The device feature's call (one for the whole console); 设备管理 then updates its own lists. */
export async function fenpeiDevices(input: FenpeiInput): Promise<number> {
  return (await allocateDevices(input)).affected;
}

/**
 * SPEC §4: the rows take the new member at once; the lists are then fetched again (a list filtered
 * by the old member loses them), with the members' device counts and the allocation picker.
 */
export function applyFenpei(queryClient: QueryClient, { selection, member }: FenpeiInput): void {
  const patch: Partial<DeviceRow> = {
    member_id: member.id,
    member_name: member.nickname,
    member_mobile: member.mobile,
  };
  const ids = 'ids' in selection ? new Set(selection.ids) : null;
  const hit = (row: DeviceRow) => ids === null || ids.has(row.id);
  queryClient.setQueriesData<CachedList<DeviceListPage>>({ queryKey: manageDevicesPrefix }, (data) =>
    mapPages(data, (page) => patchRows(page, hit, patch)),
  );
  const stale = [manageDevicesPrefix, memberDevice.prefix, usersPrefix];
  for (const queryKey of stale) void queryClient.invalidateQueries({ queryKey });
  refreshAfterDeviceWrite(queryClient, ['holder']);
  // The operator's /device/index holds the same devices.
  patchListedDevices(ids ? [...ids] : null, patch);
}

export function useFenpeiDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fenpeiDevices,
    onSuccess: (_affected, input) => applyFenpei(queryClient, input),
  });
}

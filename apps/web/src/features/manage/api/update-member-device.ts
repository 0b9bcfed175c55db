// POST /api/member/update-device {id, name?, isp?} — 修改设备备注名和运营商
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { deviceInfo } from '@/features/device/api/get-device-info';
import { mergeListedDevice } from '@/features/device/api/list-sync';
import { updateDevice } from '@/features/device/api/update-device';
import { mapPages, mergeRow, type CachedList } from '@/lib/list/cached-list';
import type { DeviceInfo, Isp } from '../types';
import { type DeviceListPage, manageDevicesPrefix } from './get-member-devices';
import { memberDevice } from './get-member-device';

export type UpdateMemberDeviceInput = { id: number; name: string; isp: Isp | null };

/**
 * Saves through the device feature's call, then fetches the device again through the operator's
 * call (SPEC §4: "the device is fetched again and merged into the list"). A refusal is toasted and
 * thrown; a failed fetch afterwards falls back to the reply of the save, the device as saved.
 */
export async function updateMemberDevice(body: UpdateMemberDeviceInput): Promise<DeviceInfo> {
  const saved = await updateDevice.send(body);
  try {
    return await memberDevice.fetch(body.id);
  } catch {
    return saved;
  }
}

/** The device's row in every cached manage list, and in the device feature's list and detail. */
export function mergeDeviceEverywhere(queryClient: QueryClient, info: DeviceInfo): void {
  const { status: _status, pending_commands: _pending, ...row } = info;
  queryClient.setQueryData(memberDevice.key(info.id), info);
  queryClient.setQueriesData<CachedList<DeviceListPage>>({ queryKey: manageDevicesPrefix }, (data) =>
    mapPages(data, (page) => mergeRow(page, row)),
  );
  // The operator's /device/index shows the same devices: keep it in step.
  queryClient.setQueryData<DeviceInfo>(deviceInfo.key(info.id), (old) => (old ? info : undefined));
  mergeListedDevice(row);
}

export function useUpdateMemberDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMemberDevice,
    onSuccess: (info) => mergeDeviceEverywhere(queryClient, info),
  });
}

import type { QueryClient } from '@tanstack/react-query';
import { invalidateRooms } from '@/features/room/api/get-rooms';
import { deviceConfig } from './get-device-config';
import { deviceInfo } from './get-device-info';
import { allocatableMembers } from './get-members';
import { deviceTags } from './get-tags';

/** What a write changed about its devices: their room or cabinet, their tag, their member. */
export type DeviceChange = 'room' | 'tag' | 'holder';

/**
 * The cached views a device write makes stale, named once for every write (the device list, 设备管理,
 * binding and removal): an open device detail always; for a room change every room screen and picker
 * (rooms count their devices) and the device's template (it comes from the room); for a tag change the
 * tags' device counts; for a member change the members' device counts.
 */
export function refreshAfterDeviceWrite(queryClient: QueryClient, changed: DeviceChange[]) {
  void queryClient.invalidateQueries({ queryKey: deviceInfo.prefix });
  if (changed.includes('room')) {
    void invalidateRooms(queryClient);
    void queryClient.invalidateQueries({ queryKey: deviceConfig.prefix });
  }
  if (changed.includes('tag')) void queryClient.invalidateQueries({ queryKey: deviceTags.prefix });
  if (changed.includes('holder')) void queryClient.invalidateQueries({ queryKey: allocatableMembers.prefix });
}

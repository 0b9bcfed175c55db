// POST /api/device/move-room and POST /api/device/install {room_id, cabinet_id (0 无), ids | select_all + filter}
// — 批量移动到机房/机柜，批量上架
import { deviceInstallCall, deviceMoveRoomCall } from '@nodebao/contract/calls';
import { writeCall } from '@/lib/write-call';
import { useDeviceStore } from '../store';
import type { DeviceRow, DeviceSelection, Room } from '../types';
import { refreshAfterDeviceWrite } from './refresh-after-write';

type Place = Pick<Room, 'id' | 'name'>;
export type RoomMode = 'move-room' | 'install';
export type MoveToRoomInput = {
  mode: RoomMode;
  selection: DeviceSelection;
  room: Place;
  cabinet: Place | null;
};

const CALLS = { 'move-room': deviceMoveRoomCall, install: deviceInstallCall } as const;

/** The fields of a row in a room, as the server writes them (room_info is "机房 / 机柜"). */
export function placeOf(room: Place, cabinet: Place | null): Partial<DeviceRow> {
  return {
    room_id: room.id,
    cabinet_id: cabinet?.id ?? null,
    jifang: room.name,
    jigui: cabinet?.name ?? '',
    room_info: [room.name, cabinet?.name].filter(Boolean).join(' / '),
    installed_at: new Date().toISOString(),
  };
}

/**
 * Both calls put the devices in the room (and cabinet); install is the 上架 of devices not in one.
 * SPEC §4: on success the rows take the new room and cabinet; the rooms' counts are fetched again.
 */
export const moveDevicesToRoom = writeCall<(typeof CALLS)[RoomMode], MoveToRoomInput>({
  call: ({ mode }) => CALLS[mode],
  data: ({ selection, room, cabinet }) => ({ ...selection, room_id: room.id, cabinet_id: cabinet?.id ?? 0 }),
  after: (queryClient, _result, { selection, room, cabinet }) => {
    useDeviceStore.getState().patchRows(selection, placeOf(room, cabinet));
    refreshAfterDeviceWrite(queryClient, ['room']);
  },
});

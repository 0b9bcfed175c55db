// GET /api/device/manage — 各机房的设备数和在线数（room_id 为 null：未上架）
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import type { RoomDeviceCount } from '../types';

export const roomDeviceCountsKey = ['manage', 'room-devices'] as const;

export function getRoomDeviceCounts(signal?: AbortSignal): Promise<RoomDeviceCount[]> {
  return unwrap(request<RoomDeviceCount[]>('/api/device/manage', { skipErrorHandler: true, signal }));
}

export const roomDeviceCountsQueryOptions = () =>
  queryOptions({ queryKey: roomDeviceCountsKey, queryFn: ({ signal }) => getRoomDeviceCounts(signal) });

export function useRoomDeviceCounts() {
  return useQuery(roomDeviceCountsQueryOptions());
}

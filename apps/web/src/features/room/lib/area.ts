import { joinPlace } from '@/lib/districts';
import type { Room } from '../types';

/** A room's place from its names; '' when none is set. */
export function placeOf(room: Pick<Room, 'province_name' | 'city_name' | 'district_name'>): string {
  return joinPlace([room.province_name, room.city_name, room.district_name]);
}

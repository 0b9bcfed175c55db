/** Types of the room and cabinet pages, all taken from the contract (STYLE §3: never written twice). */
import type { RoomSaveInput } from '@nodebao/contract';

export type { AreaNode, Pages, Room, RoomIsp, Template } from '@nodebao/contract';

/** The body of POST /api/room/save as this app sends it (numbers already parsed). */
export type RoomSaveBody = RoomSaveInput;

/** A template as the room form's picker shows it. */

export type ShiftDirection = 'up' | 'down';

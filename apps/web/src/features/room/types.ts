/**
 * Types of the machine room, cabinet and template pages, all taken from the contract (STYLE §3: never
 * written twice). Templates live with the rooms, as on the server: a template is applied to rooms.
 */
import type { Room, RoomSaveInput, Template, TemplateSaveInput } from '@nodebao/contract';

export type { AreaNode, Pages, Room, RoomIsp, Template } from '@nodebao/contract';

/** The body of POST /api/room/save as this app sends it (numbers already parsed). */
export type RoomSaveBody = RoomSaveInput;

export type ShiftDirection = 'up' | 'down';

export type DialMode = Template['dial_mode'];
export type BusinessType = Template['business_type'];
export type CacheDiskPolicy = Template['cache_disk_policy'];

/** The body of POST /api/room/set-template as this app sends it (ids and numbers already parsed). */
export type TemplateSaveBody = TemplateSaveInput;

/** A machine room as the 应用到机房 list shows it. */
export type RoomOption = Pick<Room, 'id' | 'name' | 'template_id' | 'template_name' | 'device_count'>;

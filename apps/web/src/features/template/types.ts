/** Types of the template pages, all taken from the contract (STYLE §3: never written twice). */
import type { Room, Template, TemplateSaveInput } from '@nodebao/contract';

export type { Pages, Room, Template } from '@nodebao/contract';

export type DialMode = Template['dial_mode'];
export type BusinessType = Template['business_type'];
export type CacheDiskPolicy = Template['cache_disk_policy'];

/** The body of POST /api/room/set-template as this app sends it (ids and numbers already parsed). */
export type TemplateSaveBody = TemplateSaveInput;

/** A machine room as the 应用到机房 list shows it. */
export type RoomOption = Pick<Room, 'id' | 'name' | 'template_id' | 'template_name' | 'device_count'>;

/**
 * Types of the device screens, all taken from the contract's schemas (STYLE §3: never written twice).
 * `Output` reads a schema's output type the way `z.infer` does, so the web needs no zod import.
 */
import type { deviceFilterSchema, DeviceInfo, deviceSortField, Output, Template } from '@nodebao/contract';

export type {
  ActivationCode,
  AllocatableMember,
  DeviceCount,
  DeviceInfo,
  DeviceRow,
  DeviceStatusFilter,
  DeviceTag,
  Pages,
  Room,
} from '@nodebao/contract';

export type DeviceStatusReport = NonNullable<DeviceInfo['status']>;
export type DeviceSortField = Output<typeof deviceSortField>;
export type DeviceFilter = Output<typeof deviceFilterSchema>;

/** The template a device runs with (its cabinet's, else its machine room's). */
export type DeviceTemplate = Pick<
  Template,
  | 'id'
  | 'name'
  | 'dial_mode'
  | 'line_count'
  | 'up_limit_mbps'
  | 'down_limit_mbps'
  | 'business_type'
  | 'cache_disk_policy'
>;
/** GET /api/device/config. */
export type DeviceConfig = { device_id: number; room_info: string; template: DeviceTemplate | null };

/**
 * The devices a bulk call acts on: the ids on screen, or (SPEC's selectAll) every device matching the
 * current filter, loaded or not.
 */
export type DeviceSelection =
  { ids: number[] } | { select_all: true; filter: Pick<DeviceFilter, 'search' | 'status' | 'tag_id'> };

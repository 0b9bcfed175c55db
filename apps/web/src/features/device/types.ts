/**
 * Types of the device screens, all taken from the contract's schemas (STYLE §3: never written twice).
 * `Output` reads a schema's output type the way `z.infer` does, so the web needs no zod import.
 */
import type {
  activationCodeSchema,
  deviceCountSchema,
  deviceFilterSchema,
  deviceInfoSchema,
  deviceSortField,
  deviceStatusFilter,
  memberListReply,
  Template,
} from '@nodebao/contract';

type Output<S> = S extends { _zod: { output: infer O } } ? O : never;

export type { DeviceRow, DeviceTag, Pages, Room } from '@nodebao/contract';

/** GET /api/device/info: the row, the last reported status and the commands not yet acknowledged. */
export type DeviceInfo = Output<typeof deviceInfoSchema>;
export type DeviceStatusReport = NonNullable<DeviceInfo['status']>;
/** countData of SPEC §3: the whole fleet of the caller, whatever the filter. */
export type DeviceCount = Output<typeof deviceCountSchema>;
export type DeviceStatusFilter = Output<typeof deviceStatusFilter>;
export type DeviceSortField = Output<typeof deviceSortField>;
export type DeviceFilter = Output<typeof deviceFilterSchema>;
export type AllocatableMember = Output<typeof memberListReply>['data'][number];
export type ActivationCode = Output<typeof activationCodeSchema>;

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

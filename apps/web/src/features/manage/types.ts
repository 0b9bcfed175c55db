/**
 * Types of the operator's screens (/manage/*), all taken from the contract's schemas (STYLE §3).
 * `Output` reads a schema's output type the way `z.infer` does, so the web needs no zod import.
 */
import type {
  deviceManageReply,
  guanliReply,
  installRecordReply,
  MemberTag,
  Output,
  updateDeviceBody,
  userListQuery,
} from '@nodebao/contract';

export type { DeviceRow, ManagedMember, MemberTag, Pages, FleetSummary } from '@nodebao/contract';
export type { AllocatableMember, DeviceCount, DeviceInfo, DeviceStatusFilter } from '@nodebao/contract';

/** GET /api/member/guanli: the operator's members, devices and rooms. */
export type ManageOverview = Output<typeof guanliReply>['data'];
/** GET /api/device/manage: devices per machine room (room_id null: not in a room). */
export type RoomDeviceCount = Output<typeof deviceManageReply>['data'][number];
/** GET /api/device/main: the fleet at a glance, with today's and yesterday's upload in bytes. */
export type InstallRecord = Output<typeof installRecordReply>['data'][number];
export type InstallAction = InstallRecord['action'];
export type MemberStatus = NonNullable<Output<typeof userListQuery>['status']>;
export type Isp = NonNullable<Output<typeof updateDeviceBody>['isp']>;

/** A page of a list reply, as the screens keep it. */
export type { ListPage } from '@/lib/list/cached-list';

/** The member picker of a tag (a sheet, a desktop dialog): the tag members are moved into, null closed. */
export type MemberPickerProps = {
  tag: Pick<MemberTag, 'id' | 'name'> | null;
  onClose: () => void;
};

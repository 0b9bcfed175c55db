// POST /api/member/fenpei-device {member_id, ids | select_all + filter} — 把设备分配给会员（运营商）
import { memberFenpeiDeviceCall } from '@nodebao/contract/calls';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useDeviceStore } from '../store';
import type { AllocatableMember, DeviceSelectionInput } from '@nodebao/contract';
import type { DeviceSelection } from '../types';
import { postBulk } from './bulk';
import { refreshAfterDeviceWrite } from './refresh-after-write';

export type AllocateInput = { selection: DeviceSelection; member: AllocatableMember };

/**
 * All or nothing on the server (at most 10,000 devices). A refusal (40401 a device or member that
 * is not the caller's, 20005 too many) is toasted by the request client and thrown here. The device
 * list and 设备管理 both call this; each keeps its own lists in step afterwards.
 */
export function allocateDevices({
  selection,
  member,
}: {
  selection: DeviceSelectionInput;
  member: AllocatableMember;
}) {
  return postBulk(memberFenpeiDeviceCall.path, selection, { member_id: member.id });
}

/** SPEC §4: on success the rows take the new member's name. */
export function useAllocateDevices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: AllocateInput) => allocateDevices(input),
    onSuccess: (_result, { selection, member }) => {
      useDeviceStore.getState().patchRows(selection, {
        member_id: member.id,
        member_name: member.nickname,
        member_mobile: member.mobile,
      });
      refreshAfterDeviceWrite(queryClient, ['holder']);
    },
  });
}

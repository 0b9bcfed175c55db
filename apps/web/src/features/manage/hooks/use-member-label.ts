import { useAllocatableMembers } from '@/features/device/api/get-members';
import { useMemberInfo } from '@/lib/member-info';
import { manageText } from '@/locales/zh-CN/manage';
import { useUser } from '../api/get-user';
import { memberName } from '../lib/format';

/**
 * How a member picked in the device filter is called: from the allocation list (the operator and
 * the active sub-members), else from the member's own record (a disabled member reached through
 * 查看设备), else "会员 #id". The operator is marked （我）.
 */
export function useMemberLabel(memberId: number): string | null {
  const selfId = useMemberInfo().data?.id;
  const members = useAllocatableMembers('', memberId > 0);
  const listed = members.data?.find((m) => m.id === memberId);
  const lookUp = memberId > 0 && members.isSuccess && !listed && memberId !== selfId;
  const user = useUser(lookUp ? memberId : null);
  if (memberId === 0) return null;
  const self = memberId === selfId ? manageText.device.self : '';
  if (listed) return memberName(listed) + self;
  if (user.data) return memberName(user.data);
  return manageText.device.memberMissing(memberId) + self;
}

/** The operator's own id, to mark them in member lists. */
export function useSelfId(): number | undefined {
  return useMemberInfo().data?.id;
}

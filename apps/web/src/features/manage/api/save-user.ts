// POST /api/user/save {id?, mobile?, nickname?, password?, member_tag_id?, status?} — 新建（无 id）或编辑下级会员
import { userSaveCall } from '@nodebao/contract/calls';
import type { Output, userSaveBody } from '@nodebao/contract';
import { writeCall } from '@/lib/write-call';
import { managedMember } from './get-user';
import { refreshMembers } from './refresh';

export type SaveUserInput = Output<typeof userSaveBody>;

/**
 * Refusals: 10014 mobile taken, 10005 common password, 10013 password equal to the mobile, 40401 a
 * member or tag that is not the operator's. Disabling an account or setting a password signs the
 * member out.
 */
export const saveUser = writeCall<typeof userSaveCall, SaveUserInput>({
  call: userSaveCall,
  after: (queryClient, member) => {
    queryClient.setQueryData(managedMember.key(member.id), member);
    refreshMembers(queryClient);
  },
});

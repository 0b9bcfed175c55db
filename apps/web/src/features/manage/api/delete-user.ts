// POST /api/user/delete {id} — 把会员移出我的团队（账号本身保留）；还有设备时拒绝（10015）
import { userDeleteCall } from '@nodebao/contract/calls';
import { writeCall } from '@/lib/write-call';
import { managedMember } from './get-user';
import { refreshMembers } from './refresh';

export const deleteUser = writeCall<typeof userDeleteCall, number>({
  call: userDeleteCall,
  data: (id) => ({ id }),
  after: (queryClient, _none, id) => {
    queryClient.removeQueries({ queryKey: managedMember.key(id) });
    refreshMembers(queryClient);
  },
});

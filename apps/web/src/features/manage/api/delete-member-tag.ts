// POST /api/member-tag/delete {id} — 删除会员标签（标签下的会员变为无标签）
import { memberTagDeleteCall } from '@nodebao/contract/calls';
import { writeCall } from '@/lib/write-call';
import { memberTagKey } from './get-member-tag';
import { refreshMembers } from './refresh';

export const deleteMemberTag = writeCall<typeof memberTagDeleteCall, number>({
  call: memberTagDeleteCall,
  data: (id) => ({ id }),
  after: (queryClient, _none, id) => {
    queryClient.removeQueries({ queryKey: memberTagKey(id) });
    refreshMembers(queryClient);
  },
});

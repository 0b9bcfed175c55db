// POST /api/member-tag/move {id (0 移出标签), member_ids} — 把会员归入标签，全部成功或全部不变
import { memberTagMoveCall } from '@nodebao/contract/calls';
import { writeCall } from '@/lib/write-call';
import { refreshMembers } from './refresh';

/** Resolves with how many members moved. */
export const moveMembersToTag = writeCall<
  typeof memberTagMoveCall,
  { tagId: number; memberIds: number[] },
  number
>({
  call: memberTagMoveCall,
  data: ({ tagId, memberIds }) => ({ id: tagId, member_ids: memberIds }),
  read: (reply) => reply.data.count,
  // The members' tag names and the tags' member counts change: both lists are fetched again.
  after: (queryClient) => refreshMembers(queryClient),
});

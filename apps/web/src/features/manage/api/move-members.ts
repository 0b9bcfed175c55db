import type { memberTagMoveReply, ReplyData } from '@nodebao/contract';
// POST /api/member-tag/move {id (0 移出标签), member_ids} — 把会员归入标签，全部成功或全部不变
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import { refreshMembers } from './refresh';

export type MoveMembersInput = { tagId: number; memberIds: number[] };

export async function moveMembersToTag({ tagId, memberIds }: MoveMembersInput): Promise<number> {
  const data = await unwrap(
    request<ReplyData<typeof memberTagMoveReply>>('/api/member-tag/move', {
      method: 'POST',
      data: { id: tagId, member_ids: memberIds },
    }),
  );
  return data.count;
}

/** The members' tag names and the tags' member counts change: both lists are fetched again. */
export function useMoveMembersToTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: moveMembersToTag,
    onSuccess: () => refreshMembers(queryClient),
  });
}

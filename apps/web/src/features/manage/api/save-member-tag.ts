import type { memberTagSaveBody, Output } from '@nodebao/contract';
// POST /api/member-tag/save {id?, name} — 新建（无 id）或重命名会员标签；名称重复时 22007
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import type { MemberTag } from '../types';
import { memberTagKey } from './get-member-tag';
import { refreshMembers } from './refresh';

export type SaveMemberTagInput = Output<typeof memberTagSaveBody>;

/** A refusal (22007 name taken) is toasted and thrown as a BusinessError for the form. */
export function saveMemberTag(body: SaveMemberTagInput): Promise<MemberTag> {
  return unwrap(request<MemberTag>('/api/member-tag/save', { method: 'POST', data: body }));
}

/** The tag lists, and the members showing the tag's name, are fetched again. */
export function useSaveMemberTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMemberTag,
    onSuccess: (tag) => {
      queryClient.setQueryData(memberTagKey(tag.id), tag);
      refreshMembers(queryClient);
    },
  });
}

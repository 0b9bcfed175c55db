// POST /api/member-tag/delete {id} — 删除会员标签（标签下的会员变为无标签）
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import { memberTagKey } from './get-member-tag';
import { refreshMembers } from './refresh';

export async function deleteMemberTag(id: number): Promise<void> {
  await unwrap(request<null>('/api/member-tag/delete', { method: 'POST', data: { id } }));
}

export function useDeleteMemberTag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteMemberTag,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: memberTagKey(id) });
      refreshMembers(queryClient);
    },
  });
}

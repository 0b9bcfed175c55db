// POST /api/user/delete {id} — 把会员移出我的团队（账号本身保留）；还有设备时拒绝（10015）
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import { managedMember } from './get-user';
import { refreshMembers } from './refresh';

/** A refusal (10015 the member still has devices) is toasted and thrown as a BusinessError. */
export async function deleteUser(id: number): Promise<void> {
  await unwrap(request<null>('/api/user/delete', { method: 'POST', data: { id } }));
}

export function useDeleteUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: (_result, id) => {
      queryClient.removeQueries({ queryKey: managedMember.key(id) });
      refreshMembers(queryClient);
    },
  });
}

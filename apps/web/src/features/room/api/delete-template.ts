// POST /api/room/delete-template {id} — 删除配置模板（使用它的机房解除关联，设备保持当前配置）
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import { templatePrefix } from './get-templates';

export function deleteTemplate(id: number): Promise<null> {
  return unwrap(request<null>('/api/room/delete-template', { method: 'POST', data: { id } }));
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteTemplate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatePrefix }),
  });
}

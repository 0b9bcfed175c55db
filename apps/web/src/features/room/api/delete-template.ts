// POST /api/room/delete-template {id} — 删除配置模板（使用它的机房解除关联，设备保持当前配置）
import { writeCall } from '@/lib/write-call';
import { templatePrefix } from './get-templates';

export const deleteTemplate = writeCall<number>({
  url: '/api/room/delete-template',
  data: (id) => ({ id }),
  after: (queryClient) => queryClient.invalidateQueries({ queryKey: templatePrefix }),
});

// POST /api/room/delete-template {id} — 删除配置模板（使用它的机房解除关联，设备保持当前配置）
import { roomDeleteTemplateCall } from '@nodebao/contract/calls';
import { writeCall } from '@/lib/write-call';
import { templatePrefix } from './get-templates';

export const deleteTemplate = writeCall<typeof roomDeleteTemplateCall, number>({
  call: roomDeleteTemplateCall,
  data: (id) => ({ id }),
  after: (queryClient) => queryClient.invalidateQueries({ queryKey: templatePrefix }),
});

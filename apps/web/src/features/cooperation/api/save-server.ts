// POST /api/big-daikuan/save-server — 添加或编辑 CDN 服务器（保存后立即检测连通）
import type { CdnServer, Output, coopSaveServerBody } from '@nodebao/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import { applicationsKey } from './get-applications';
import { serversKey } from './get-servers';

export function useSaveServer() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: Output<typeof coopSaveServerBody>) =>
      unwrap(request<CdnServer>('/api/big-daikuan/save-server', { method: 'POST', data: body })),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: serversKey });
      void queryClient.invalidateQueries({ queryKey: applicationsKey });
    },
  });
}

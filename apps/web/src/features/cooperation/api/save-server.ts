// POST /api/big-daikuan/save-server — 添加或编辑 CDN 服务器（保存后立即检测连通）
import { bigDaikuanSaveServerCall } from '@nodebao/contract/calls';
import type { Output, coopSaveServerBody } from '@nodebao/contract';
import { writeCall } from '@/lib/write-call';
import { applicationsKey } from './get-applications';
import { serversKey } from './get-servers';

export const saveServer = writeCall<typeof bigDaikuanSaveServerCall, Output<typeof coopSaveServerBody>>({
  call: bigDaikuanSaveServerCall,
  after: (queryClient) => {
    void queryClient.invalidateQueries({ queryKey: serversKey });
    void queryClient.invalidateQueries({ queryKey: applicationsKey });
  },
});

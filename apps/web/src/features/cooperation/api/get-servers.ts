// GET /api/big-daikuan/server-list?apply_id= — 合作申请（info）与它的 CDN 服务器（data）
import { bigDaikuanServerListCall } from '@nodebao/contract/calls';
import type { CdnServer } from '@nodebao/contract';
import { useQuery } from '@tanstack/react-query';
import { requestCall } from '@/lib/call-request';

export type { CdnServer };

export const serversKey = ['cooperation', 'servers'] as const;

export function useServers(applyId: number | undefined) {
  return useQuery({
    queryKey: [...serversKey, applyId],
    enabled: applyId !== undefined,
    queryFn: async ({ signal }) => {
      const { info, data, dial_ports } = await requestCall(bigDaikuanServerListCall, {
        params: { apply_id: applyId },
        skipErrorHandler: true,
        signal,
      });
      return { info, servers: data, dialPorts: dial_ports };
    },
  });
}

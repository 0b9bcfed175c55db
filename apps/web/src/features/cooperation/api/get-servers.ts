// GET /api/big-daikuan/server-list?apply_id= — 合作申请（info）与它的 CDN 服务器（data）
import type { CdnServer, CoopApplication } from '@nodebao/contract';
import { useQuery } from '@tanstack/react-query';
import { get, checked } from '@/lib/request';

export type { CdnServer };

export const serversKey = ['cooperation', 'servers'] as const;

export function useServers(applyId: number | undefined) {
  return useQuery({
    queryKey: [...serversKey, applyId],
    enabled: applyId !== undefined,
    queryFn: async ({ signal }) => {
      const reply = await checked(
        get<CdnServer[]>('/api/big-daikuan/server-list', {
          params: { apply_id: applyId },
          skipErrorHandler: true,
          signal,
        }),
      );
      const { info, dial_ports } = reply as unknown as { info: CoopApplication; dial_ports: number[] };
      return { info, servers: reply.data, dialPorts: dial_ports };
    },
  });
}

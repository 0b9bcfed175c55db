// GET /api/member/message?type=fault&pageSize=1 — 未读故障事件数（count.unread）
import { queryOptions, useQuery } from '@tanstack/react-query';
import { BusinessError, request } from '@/lib/request';

/**
 * Under ['member', 'message'], the prefix every message query shares: marking messages read on
 * /account/event-record refreshes this count too.
 */
export const unreadFaultsKey = ['member', 'message', 'fault', 'unread'] as const;

export async function getUnreadFaults(signal?: AbortSignal): Promise<number> {
  const reply = await request<unknown[]>('/api/member/message', {
    params: { type: 'fault', page: 1, pageSize: 1 },
    skipErrorHandler: true,
    signal,
  });
  if (reply.errorCode !== 0) throw new BusinessError(reply);
  const count = reply.count as { unread?: number } | undefined;
  return count?.unread ?? 0;
}

export const unreadFaultsQueryOptions = () =>
  queryOptions({
    queryKey: unreadFaultsKey,
    queryFn: ({ signal }) => getUnreadFaults(signal),
    staleTime: 0,
  });

export function useUnreadFaults(enabled = true) {
  return useQuery({ ...unreadFaultsQueryOptions(), enabled });
}

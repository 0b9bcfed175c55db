// GET /api/member/message?type=fault&page=&pageSize= — 故障事件（设备离线、恢复上线），count.unread 为未读数；首页的未读数也读这里
import { type CallReply, memberMessageCall } from '@nodebao/contract/calls';
import type { MemberMessage } from '@nodebao/contract';
import { PAGE_SIZE } from '@nodebao/contract/limits';
import { queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import { request, checked } from '@/lib/request';
import { toListPage, usePagedList, type ListPage } from '@/lib/list/paged-list';

export type FaultPage = ListPage<MemberMessage> & { unread: number };

/** Every message query shares ['member', 'message'] (the home page's unread count too). */
export const messagesPrefix = ['member', 'message'] as const;
export const faultListKey = [...messagesPrefix, 'fault', 'list'] as const;

export function isFaultListKey(key: QueryKey): boolean {
  return faultListKey.every((part, i) => key[i] === part);
}

/** One page, newest first. */
export async function getFaultPage(page: number, signal?: AbortSignal): Promise<FaultPage> {
  const reply = await request<CallReply<typeof memberMessageCall>>(memberMessageCall.path, {
    params: { type: 'fault', page, pageSize: PAGE_SIZE },
    skipErrorHandler: true,
    signal,
  });
  const count = reply.count as { unread?: number } | undefined;
  return { ...toListPage(reply, page, PAGE_SIZE), unread: count?.unread ?? 0 };
}

export const messageRowKey = (m: MemberMessage) => m.id;

export function useFaultMessages() {
  return usePagedList<MemberMessage, FaultPage>({
    queryKey: faultListKey,
    fetchPage: getFaultPage,
    keyOf: messageRowKey,
  });
}

/** The home's count of unread fault events: one row asked for, the count read (count.unread). */
export const unreadFaultsKey = [...messagesPrefix, 'fault', 'unread'] as const;

export async function getUnreadFaults(signal?: AbortSignal): Promise<number> {
  const reply = await checked(
    request<CallReply<typeof memberMessageCall>>(memberMessageCall.path, {
      params: { type: 'fault', page: 1, pageSize: 1 },
      skipErrorHandler: true,
      signal,
    }),
  );
  const count = reply.count as { unread?: number } | undefined;
  return count?.unread ?? 0;
}

export const unreadFaultsQueryOptions = () =>
  queryOptions({ queryKey: unreadFaultsKey, queryFn: ({ signal }) => getUnreadFaults(signal), staleTime: 0 });

export function useUnreadFaults(enabled = true) {
  return useQuery({ ...unreadFaultsQueryOptions(), enabled });
}

// The server writes "设备 NB2026000078 已离线"; an SN is 6–40 letters, digits or dashes (contract).
const SN_IN_TEXT = /设备\s*([A-Za-z0-9-]{6,40})/;

/** The SN a fault message names (title first, then content), or null. */
export function snOfMessage(message: Pick<MemberMessage, 'title' | 'content'>): string | null {
  const match = SN_IN_TEXT.exec(message.title) ?? SN_IN_TEXT.exec(message.content);
  return match?.[1] ?? null;
}

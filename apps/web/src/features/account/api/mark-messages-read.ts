// POST /api/member/message-read {ids?} — 标记消息已读（不传 ids 时全部已读）
import { type CallReply, memberMessageReadCall } from '@nodebao/contract/calls';
import type { MemberMessage } from '@nodebao/contract';
import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { request, unwrap } from '@/lib/request';
import { faultListKey, isFaultListKey, messagesPrefix, type FaultPage } from './get-fault-messages';

/** ids: those messages; undefined: every message of the member. */
export function markMessagesRead(ids?: number[]): Promise<{ read: number }> {
  // A refusal is toasted by the request client; unwrap throws so nothing changes on screen.
  return unwrap(
    request<CallReply<typeof memberMessageReadCall>>(memberMessageReadCall.path, {
      method: 'POST',
      data: ids ? { ids } : {},
    }),
  );
}

/** The cached pages with those messages (all when ids is undefined) read, and the unread count lowered. */
export function markPagesRead(
  data: InfiniteData<FaultPage, number> | undefined,
  ids: number[] | undefined,
  readAt: string,
): InfiniteData<FaultPage, number> | undefined {
  if (!data) return data;
  const hit = ids ? new Set(ids) : null;
  const matches = (m: MemberMessage) => !m.is_read && (!hit || hit.has(m.id));
  const newlyRead = new Set(data.pages.flatMap((p) => p.list.filter(matches).map((m) => m.id))).size;
  return {
    ...data,
    pages: data.pages.map((page) => ({
      ...page,
      unread: hit ? Math.max(0, page.unread - newlyRead) : 0,
      list: page.list.map((m) => (matches(m) ? { ...m, is_read: true, read_at: readAt } : m)),
    })),
  };
}

/**
 * Marks fault messages read. The list on screen is patched in place (refetching every loaded page
 * would cost a call per page); the other message queries, such as the home page's unread count, are
 * fetched again.
 */
export function useMarkMessagesRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids?: number[]) => markMessagesRead(ids),
    onSuccess: (_reply, ids) => {
      queryClient.setQueryData<InfiniteData<FaultPage, number>>(faultListKey, (data) =>
        markPagesRead(data, ids, new Date().toISOString()),
      );
      void queryClient.invalidateQueries({
        queryKey: messagesPrefix,
        predicate: (query) => !isFaultListKey(query.queryKey),
      });
    },
  });
}

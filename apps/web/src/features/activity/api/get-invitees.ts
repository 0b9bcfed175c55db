// GET /api/activite/member-list?page=&pageSize= — 我邀请的会员（新的在前），每页 20
import type { Invitee } from '@nodebao/contract';
import { PAGE_SIZE } from '@nodebao/contract/limits';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ListPage } from '@/lib/list/cached-list';
import { rowId, toListPage, usePagedList } from '@/lib/list/paged-list';
import { request } from '@/lib/request';

export const inviteesPrefix = ['activity', 'invitees'] as const;

export async function getInvitees(page: number, signal?: AbortSignal): Promise<ListPage<Invitee>> {
  const reply = await request<Invitee[]>('/api/activite/member-list', {
    params: { page, pageSize: PAGE_SIZE },
    skipErrorHandler: true,
    signal,
  });
  return toListPage(reply, page, PAGE_SIZE);
}

/** Phones: page 1 replaces, later pages are appended as the list scrolls (SPEC §4). */
export function useInviteeList() {
  return usePagedList<Invitee, ListPage<Invitee>>({
    queryKey: [...inviteesPrefix, 'infinite'],
    fetchPage: (page, signal) => getInvitees(page, signal),
    keyOf: rowId,
  });
}

/** Desktops: one page of the table; the previous page stays on screen while the next one loads. */
export function useInviteePage(page: number) {
  return useQuery({
    queryKey: [...inviteesPrefix, 'page', page],
    queryFn: ({ signal }) => getInvitees(page, signal),
    placeholderData: keepPreviousData,
  });
}

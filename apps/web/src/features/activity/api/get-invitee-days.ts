// GET /api/activite/member-days?id=&page= — 某位受邀会员每天的结算收益与我的推广收益
import { type CallReply, activiteMemberDaysCall } from '@nodebao/contract/calls';
import type { inviteeDaySchema, Output } from '@nodebao/contract';
import { PAGE_SIZE } from '@nodebao/contract/limits';
import type { ListPage } from '@/lib/list/cached-list';
import { toListPage, usePagedList } from '@/lib/list/paged-list';
import { request } from '@/lib/request';

export type InviteeDay = Output<typeof inviteeDaySchema>;

export async function getInviteeDays(
  id: number,
  page: number,
  signal?: AbortSignal,
): Promise<ListPage<InviteeDay>> {
  const reply = await request<CallReply<typeof activiteMemberDaysCall>>(activiteMemberDaysCall.path, {
    params: { id, page, pageSize: PAGE_SIZE },
    skipErrorHandler: true,
    signal,
  });
  return toListPage(reply, page, PAGE_SIZE);
}

const dayKey = (d: InviteeDay) => d.day;

/** One invitee's days, newest first, 加载更多 appending; idle while no invitee is open. */
export function useInviteeDays(id: number | null) {
  return usePagedList<InviteeDay, ListPage<InviteeDay>>({
    queryKey: ['activity', 'invitee-days', id ?? 0],
    fetchPage: (page, signal) => getInviteeDays(id ?? 0, page, signal),
    keyOf: dayKey,
    enabled: id !== null,
  });
}

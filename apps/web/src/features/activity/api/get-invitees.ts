// GET /api/activite/member-list?page=&pageSize= — 我邀请的会员（新的在前），每页 20
import { activiteMemberListCall } from '@nodebao/contract/calls';
import { getListPage, listCall } from '@/lib/list/list-call';

export const invitees = listCall({
  prefix: ['activity', 'invitees'],
  fetchPage: (_: null, page, pageSize, signal) =>
    getListPage(activiteMemberListCall, { page, pageSize }, signal),
});

/** Phones: appended as the list scrolls; desktops: a page of the table. */
export const useInviteeList = () => invitees.useScroll(null);
export const useInviteePage = (page: number) => invitees.usePage(null, page);

// GET /api/user/index?keyword=&member_tag_id=&status=&page=&pageSize=20 — 下级会员列表
import { userIndexCall } from '@nodebao/contract/calls';
import { PAGE_SIZE } from '@nodebao/contract/limits';
import { getListPage, listCall } from '@/lib/list/list-call';
import type { MemberStatus } from '../types';

export interface UserFilter {
  keyword: string;
  /** 0: every tag. */
  member_tag_id: number;
  /** null: active and disabled. */
  status: MemberStatus | null;
}

export const initialUserFilter: UserFilter = { keyword: '', member_tag_id: 0, status: null };

/** The query of one page; defaults are left out. */
export function userListParams(filter: UserFilter, page: number, pageSize = PAGE_SIZE) {
  return {
    keyword: filter.keyword.trim() || undefined,
    member_tag_id: filter.member_tag_id || undefined,
    status: filter.status ?? undefined,
    page,
    pageSize,
  };
}

/** Every cached member list (tables, phone lists, pickers): refreshed after any member change. */
export const users = listCall({
  prefix: ['manage', 'users'],
  fetchPage: (filter: UserFilter, page, pageSize, signal) =>
    getListPage(userIndexCall, userListParams(filter, page, pageSize), signal),
});

export const usersPrefix = users.prefix;
export const { usePage: useUsers, useScroll: useInfiniteUsers } = users;

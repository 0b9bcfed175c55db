// GET /api/user/index?keyword=&member_tag_id=&status=&page=&pageSize=20 — 下级会员列表
import { PAGE_SIZE } from '@nodebao/contract/limits';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { RequestParams } from '@/lib/request';
import { fetchList, nextPageOf } from '../lib/fetch-list';
import type { ListPage, ManagedMember, MemberStatus } from '../types';

export interface UserFilter {
  keyword: string;
  /** 0: every tag. */
  member_tag_id: number;
  /** null: active and disabled. */
  status: MemberStatus | null;
}

export const initialUserFilter: UserFilter = { keyword: '', member_tag_id: 0, status: null };

/** Every cached member list (tables, phone lists, pickers): refreshed after any member change. */
export const usersPrefix = ['manage', 'users'] as const;
export const usersKey = (filter: UserFilter, page: number, pageSize: number) =>
  [...usersPrefix, 'page', filter, page, pageSize] as const;
export const infiniteUsersKey = (filter: UserFilter) => [...usersPrefix, 'infinite', filter] as const;

/** The query of one page; defaults are left out. */
export function userListParams(filter: UserFilter, page: number, pageSize = PAGE_SIZE): RequestParams {
  return {
    keyword: filter.keyword.trim() || undefined,
    member_tag_id: filter.member_tag_id || undefined,
    status: filter.status ?? undefined,
    page,
    pageSize,
  };
}

export function getUsers(
  filter: UserFilter,
  page: number,
  pageSize = PAGE_SIZE,
  signal?: AbortSignal,
): Promise<ListPage<ManagedMember>> {
  return fetchList<ManagedMember>('/api/user/index', userListParams(filter, page, pageSize), signal);
}

export const usersQueryOptions = (filter: UserFilter, page: number, pageSize = PAGE_SIZE) =>
  queryOptions({
    queryKey: usersKey(filter, page, pageSize),
    queryFn: ({ signal }) => getUsers(filter, page, pageSize, signal),
  });

/** One page (desktop table); the previous page stays on screen while the next one loads. */
export function useUsers(filter: UserFilter, page: number, pageSize = PAGE_SIZE, enabled = true) {
  return useQuery({
    ...usersQueryOptions(filter, page, pageSize),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export const infiniteUsersQueryOptions = (filter: UserFilter) =>
  infiniteQueryOptions({
    queryKey: infiniteUsersKey(filter),
    queryFn: ({ pageParam, signal }) => getUsers(filter, pageParam, PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/** Pages appended as the phone list scrolls (SPEC §4: page 1 replaces, later pages append). */
export function useInfiniteUsers(filter: UserFilter, enabled = true) {
  return useInfiniteQuery({ ...infiniteUsersQueryOptions(filter), enabled });
}

// GET /api/member-tag/index?keyword=&page=&pageSize=20 — 会员标签列表（含会员数）
import { MAX_PAGE_SIZE, PAGE_SIZE } from '@nodebao/contract/limits';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import { fetchList, nextPageOf } from '../lib/fetch-list';
import type { ListPage, MemberTag } from '../types';

/** Every cached tag list: refreshed after a tag or a member changes. */
export const memberTagsPrefix = ['manage', 'member-tags'] as const;
export const memberTagsKey = (keyword: string, page: number, pageSize: number) =>
  [...memberTagsPrefix, 'page', keyword, page, pageSize] as const;
export const infiniteMemberTagsKey = (keyword: string) => [...memberTagsPrefix, 'infinite', keyword] as const;

export function getMemberTags(
  keyword: string,
  page: number,
  pageSize = PAGE_SIZE,
  signal?: AbortSignal,
): Promise<ListPage<MemberTag>> {
  return fetchList<MemberTag>(
    '/api/member-tag/index',
    { keyword: keyword.trim() || undefined, page, pageSize },
    signal,
  );
}

export const memberTagsQueryOptions = (keyword: string, page: number, pageSize = PAGE_SIZE) =>
  queryOptions({
    queryKey: memberTagsKey(keyword.trim(), page, pageSize),
    queryFn: ({ signal }) => getMemberTags(keyword, page, pageSize, signal),
  });

/** One page (desktop table); the previous page stays on screen while the next one loads. */
export function useMemberTags(keyword: string, page: number, pageSize = PAGE_SIZE) {
  return useQuery({ ...memberTagsQueryOptions(keyword, page, pageSize), placeholderData: keepPreviousData });
}

/**
 * The tags a select offers (member filter, 设置标签, the member form): the first 100, the most a
 * picker can usefully show.
 */
export function useTagOptions(enabled = true) {
  return useQuery({ ...memberTagsQueryOptions('', 1, MAX_PAGE_SIZE), enabled, staleTime: 60_000 });
}

export const infiniteMemberTagsQueryOptions = (keyword: string) =>
  infiniteQueryOptions({
    queryKey: infiniteMemberTagsKey(keyword.trim()),
    queryFn: ({ pageParam, signal }) => getMemberTags(keyword, pageParam, PAGE_SIZE, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
  });

/** Pages appended as the phone list scrolls. */
export function useInfiniteMemberTags(keyword: string) {
  return useInfiniteQuery(infiniteMemberTagsQueryOptions(keyword));
}

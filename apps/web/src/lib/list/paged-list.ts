/**
 * The paged lists of every phone screen (SPEC §4): page 1 replaces the list, later pages are appended,
 * and more is available while page < pageCount. Built on react-query's infinite queries; the rules
 * themselves are the plain functions below, tested on their own.
 */
import type { Pages } from '@nodebao/contract';
import { useInfiniteQuery, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { BusinessError, type Envelope } from '@/lib/request';
import type { ListPage } from './cached-list';

export type { ListPage } from './cached-list';
export type RowKey = string | number;

/** SPEC §4: more while page < pageCount. */
export function hasMorePages(pages: Pages): boolean {
  return pages.page < pages.pageCount;
}

/** The page to ask for after `last`, or undefined at the end. */
export function nextPageParam(last: ListPage<unknown>): number | undefined {
  return hasMorePages(last.pages) ? last.pages.page + 1 : undefined;
}

/**
 * Page 1 replaces the list; a later page is appended. Rows that an earlier page already holds (new
 * rows arrived at the top while scrolling and pushed them down a page) are not shown twice.
 */
export function appendPage<T>(list: readonly T[], page: ListPage<T>, keyOf: (row: T) => RowKey): T[] {
  if (page.pages.page <= 1) return [...page.list];
  const seen = new Set(list.map(keyOf));
  return [...list, ...page.list.filter((row) => !seen.has(keyOf(row)))];
}

/** The key of a row that has an id: most lists' rows. */
export const rowId = (row: { id: number }) => row.id;

/** The rows on screen: the pages loaded so far, in order, each row once. */
export function flattenPages<T>(pages: readonly ListPage<T>[], keyOf: (row: T) => RowKey): T[] {
  return pages.reduce<T[]>((list, page) => appendPage(list, page, keyOf), []);
}

/** A list reply as a page; a refusal (errorCode ≠ 0) throws for the page's error block. */
export function toListPage<T>(reply: Envelope<T[]>, page: number, pageSize: number): ListPage<T> {
  if (reply.errorCode !== 0) throw new BusinessError(reply);
  return {
    list: reply.data,
    pages: reply.pages ?? { page, pageSize, totalCount: reply.data.length, pageCount: page },
  };
}

/** Keeps only the first page of a cached list, so that the refetch that follows asks for page 1 alone. */
export function firstPageOnly<P, K>(data: InfiniteData<P, K> | undefined) {
  if (!data) return data;
  return { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) };
}

type PagedListOptions<T, P extends ListPage<T>> = {
  queryKey: QueryKey;
  fetchPage: (page: number, signal: AbortSignal) => Promise<P>;
  keyOf: (row: T) => RowKey;
  enabled?: boolean;
  /** Fresh for how long: 0 (every visit reads page 1 again) unless the list rarely changes. */
  staleTime?: number;
  /** Kept unused for how long (react-query's default unless given). */
  gcTime?: number;
};

/**
 * A paged list for an infinite scroll: `list` (pages appended), `loadMore` (rejects when the page
 * failed, so antd-mobile's InfiniteScroll shows its retry) and `refresh` (page 1 again, replacing).
 */
export function usePagedList<T, P extends ListPage<T>>({
  queryKey,
  fetchPage,
  keyOf,
  enabled = true,
  staleTime = 0,
  gcTime,
}: PagedListOptions<T, P>) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime,
    ...(gcTime === undefined ? {} : { gcTime }),
    enabled,
  });

  const pages = query.data?.pages;
  const list = useMemo(() => flattenPages<T>(pages ?? [], keyOf), [pages, keyOf]);
  const { fetchNextPage, refetch } = query;

  const loadMore = useCallback(async () => {
    const result = await fetchNextPage({ cancelRefetch: false });
    if (result.isFetchNextPageError) throw result.error ?? new Error('load more failed');
  }, [fetchNextPage]);

  const refresh = useCallback(async () => {
    queryClient.setQueryData<InfiniteData<P, number>>(queryKey, firstPageOnly);
    const result = await refetch();
    return !result.isError;
  }, [queryClient, queryKey, refetch]);

  return {
    list,
    /** The first page: the list's own figures (totals) and its pagination. */
    first: pages?.[0],
    /** The newest page fetched (its totals and siblings are the freshest). */
    last: pages?.at(-1),
    hasMore: query.hasNextPage,
    /** Nothing to show yet: the first page is on its way. */
    isPending: query.isPending,
    /** The first page failed (no rows to show). */
    error: query.data ? null : query.error,
    isFetching: query.isFetching,
    isFetchingNextPage: query.isFetchingNextPage,
    isRefetching: query.isRefetching,
    loadMore,
    refresh,
    retry: refetch,
  };
}

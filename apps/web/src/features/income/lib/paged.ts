/**
 * The paged lists of the income screens (SPEC §4): page 1 replaces the list, later pages are
 * appended, more is available while page < pageCount. On react-query's infinite queries; the rules
 * are the plain functions, tested on their own.
 */
import { useInfiniteQuery, useQueryClient, type InfiniteData, type QueryKey } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { BusinessError, type Envelope } from '@/lib/request';
import type { Pages } from '../types';

export type ListPage<T, Extra = undefined> = { list: T[]; pages: Pages; extra: Extra };

export function hasMorePages(pages: Pages): boolean {
  return pages.page < pages.pageCount;
}

/** Page 1 replaces; a later page is appended without the rows already shown (new lines pushed them down). */
export function appendPage<T>(
  list: readonly T[],
  page: { list: T[]; pages: Pages },
  keyOf: (row: T) => string | number,
): T[] {
  if (page.pages.page <= 1) return [...page.list];
  const seen = new Set(list.map(keyOf));
  return [...list, ...page.list.filter((row) => !seen.has(keyOf(row)))];
}

/** A list reply as a page; a refusal (errorCode ≠ 0) throws for the page's error block. */
export function toListPage<T, Extra>(
  reply: Envelope<T[]>,
  page: number,
  pageSize: number,
  extra: Extra,
): ListPage<T, Extra> {
  if (reply.errorCode !== 0) throw new BusinessError(reply);
  return {
    list: reply.data,
    pages: reply.pages ?? { page, pageSize, totalCount: reply.data.length, pageCount: page },
    extra,
  };
}

type Options<T, Extra> = {
  queryKey: QueryKey;
  fetchPage: (page: number, signal: AbortSignal) => Promise<ListPage<T, Extra>>;
  keyOf: (row: T) => string | number;
  enabled?: boolean;
};

/** `list` (pages appended), `loadMore` (rejects when the page failed, for InfiniteScroll's retry), `refresh`. */
export function usePagedList<T, Extra = undefined>({
  queryKey,
  fetchPage,
  keyOf,
  enabled = true,
}: Options<T, Extra>) {
  const queryClient = useQueryClient();
  const query = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchPage(pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (hasMorePages(last.pages) ? last.pages.page + 1 : undefined),
    staleTime: 0,
    enabled,
  });
  const pages = query.data?.pages;
  const list = useMemo(
    () => (pages ?? []).reduce<T[]>((rows, page) => appendPage(rows, page, keyOf), []),
    [pages, keyOf],
  );
  const { fetchNextPage, refetch } = query;

  const loadMore = useCallback(async () => {
    const result = await fetchNextPage({ cancelRefetch: false });
    if (result.isFetchNextPageError) throw result.error ?? new Error('load more failed');
  }, [fetchNextPage]);

  const refresh = useCallback(async () => {
    // Only page 1 again: the refetch must not walk every page loaded so far.
    queryClient.setQueryData<InfiniteData<ListPage<T, Extra>, number>>(queryKey, (data) =>
      data ? { pages: data.pages.slice(0, 1), pageParams: data.pageParams.slice(0, 1) } : data,
    );
    const result = await refetch();
    return !result.isError;
  }, [queryClient, queryKey, refetch]);

  return {
    list,
    /** The first page: its totals (the list's own figures) and pagination. */
    first: pages?.[0],
    last: pages?.at(-1),
    hasMore: query.hasNextPage,
    isPending: query.isPending,
    /** The first page failed: nothing to show. */
    error: query.data ? null : query.error,
    isFetching: query.isFetching,
    isFetchingNextPage: query.isFetchingNextPage,
    isRefetching: query.isRefetching,
    loadMore,
    refresh,
    retry: refetch,
  };
}

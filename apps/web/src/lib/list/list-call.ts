/**
 * A paged list call, written once per resource: its cache keys, one page for desktop tables and pages
 * appended for phone lists (SPEC §4). Every key starts with the call's `prefix`, so one
 * `invalidateQueries({ queryKey: prefix })` after a write refreshes every screen that shows the list.
 */
import type { CallReply, CallSpec } from '@nodebao/contract';
import { PAGE_SIZE } from '@nodebao/contract/limits';
import { keepPreviousData, useQuery, type QueryKey } from '@tanstack/react-query';
import { request, type RequestParams } from '@/lib/request';
import type { ListPage } from './cached-list';
import { rowId, toListPage, usePagedList, type RowKey } from './paged-list';

/** The row type of a contract list call (its reply's `data` is an array of them). */
export type CallRow<C extends CallSpec> = CallReply<C> extends readonly (infer T)[] ? T : never;

/** One page of a list call; a refusal throws (the screens draw their own error block with a retry). */
export async function getListPage<C extends CallSpec>(
  call: C,
  params: RequestParams & { page: number; pageSize: number },
  signal?: AbortSignal,
): Promise<ListPage<CallRow<C>>> {
  const reply = await request<CallRow<C>[]>(call.path, { params, skipErrorHandler: true, signal });
  return toListPage(reply, params.page, params.pageSize);
}

type Row<P> = P extends ListPage<infer T> ? T : never;

type ListCallOptions<F, P extends ListPage<unknown>> = {
  /** The resource's key: every page and scroll of this call lives under it. */
  prefix: QueryKey;
  fetchPage: (filter: F, page: number, pageSize: number, signal?: AbortSignal) => Promise<P>;
  /** The key of a row, so a row pushed down a page while scrolling is shown once (default: its id). */
  keyOf?: (row: Row<P>) => RowKey;
  /** How long a desktop page is fresh (the query client's default unless given); a phone list's
   * pages are fresh for as long when given, else read again on every visit. */
  staleTime?: number;
  /** How long an unused list is kept (react-query's default unless given). */
  gcTime?: number;
  /** Rows a page on phones (SPEC §4's 20 unless the call has its own). */
  pageSize?: number;
};

export function listCall<F, P extends ListPage<unknown>>({
  prefix,
  fetchPage,
  keyOf = rowId as unknown as (row: Row<P>) => RowKey,
  staleTime,
  gcTime,
  pageSize: scrollPageSize = PAGE_SIZE,
}: ListCallOptions<F, P>) {
  const pageKey = (filter: F, page: number, pageSize: number = PAGE_SIZE) =>
    [...prefix, 'page', filter, page, pageSize] as const;
  const scrollKey = (filter: F) => [...prefix, 'scroll', filter] as const;
  const totalKey = (filter: F) => [...prefix, 'total', filter] as const;

  return {
    prefix,
    fetchPage,
    pageKey,
    scrollKey,
    totalKey,
    /** Desktops: one page of the table; the previous page stays on screen while the next one loads. */
    usePage: (filter: F, page: number, pageSize: number = PAGE_SIZE, enabled = true) =>
      useQuery({
        queryKey: pageKey(filter, page, pageSize),
        queryFn: ({ signal }) => fetchPage(filter, page, pageSize, signal),
        placeholderData: keepPreviousData,
        staleTime,
        enabled,
      }),
    /** Phones: page 1 replaces the list, later pages are appended as it scrolls. */
    useScroll: (filter: F, enabled = true) =>
      usePagedList<Row<P>, P & ListPage<Row<P>>>({
        queryKey: scrollKey(filter),
        // P is a ListPage of its own rows; TypeScript cannot see through the conditional type.
        fetchPage: (page, signal) =>
          fetchPage(filter, page, scrollPageSize, signal) as Promise<P & ListPage<Row<P>>>,
        keyOf,
        enabled,
        staleTime: staleTime ?? 0,
        gcTime,
      }),
    /** How many rows match (a section's badge): one row is enough to read the total. */
    useTotal: (filter: F) =>
      useQuery({
        queryKey: totalKey(filter),
        queryFn: async ({ signal }) => (await fetchPage(filter, 1, 1, signal)).pages.totalCount,
      }),
  };
}

// GET /api/device/install-record?device_id=&action=install|uninstall&page=&pageSize=20 — 上下架记录
import { PAGE_SIZE } from '@nodebao/contract/limits';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { InstallRecordFilter } from '../lib/device-filter';
import { fetchList, nextPageOf } from '../lib/fetch-list';
import type { InstallRecord, ListPage } from '../types';

export const installRecordsPrefix = ['manage', 'install-records'] as const;
export const installRecordsKey = (filter: InstallRecordFilter, page: number) =>
  [...installRecordsPrefix, 'page', filter, page] as const;
export const infiniteInstallRecordsKey = (filter: InstallRecordFilter) =>
  [...installRecordsPrefix, 'infinite', filter] as const;

export function getInstallRecords(
  filter: InstallRecordFilter,
  page: number,
  signal?: AbortSignal,
): Promise<ListPage<InstallRecord>> {
  return fetchList<InstallRecord>(
    '/api/device/install-record',
    {
      device_id: filter.device_id || undefined,
      action: filter.action ?? undefined,
      page,
      pageSize: PAGE_SIZE,
    },
    signal,
  );
}

export const installRecordsQueryOptions = (filter: InstallRecordFilter, page: number) =>
  queryOptions({
    queryKey: installRecordsKey(filter, page),
    queryFn: ({ signal }) => getInstallRecords(filter, page, signal),
    staleTime: 0,
  });

/** One page of 20 (desktop table). */
export function useInstallRecords(filter: InstallRecordFilter, page: number, enabled = true) {
  return useQuery({
    ...installRecordsQueryOptions(filter, page),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export const infiniteInstallRecordsQueryOptions = (filter: InstallRecordFilter) =>
  infiniteQueryOptions({
    queryKey: infiniteInstallRecordsKey(filter),
    queryFn: ({ pageParam, signal }) => getInstallRecords(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    staleTime: 0,
  });

/** Pages appended as the phone list scrolls. */
export function useInfiniteInstallRecords(filter: InstallRecordFilter, enabled = true) {
  return useInfiniteQuery({ ...infiniteInstallRecordsQueryOptions(filter), enabled });
}

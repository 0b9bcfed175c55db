// POST /api/admin/hezuo-list {page, pageSize, keyword?, province_code?} — 所有合作方（运营商）的机房（平台运营）
import type { PartnerRoom } from '@nodebao/contract';
import { PAGE_SIZE } from '@nodebao/contract/limits';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toListPage, usePagedList, type ListPage } from '@/lib/list/paged-list';
import { request } from '@/lib/request';
import { hezuoFilterBody, type HezuoFilter } from '../lib/hezuo';

export const hezuoPrefix = ['superman', 'hezuo'] as const;
const filterKey = (filter: HezuoFilter) => {
  const body = hezuoFilterBody(filter);
  return [body.keyword ?? '', body.province_code ?? ''] as const;
};
export const hezuoInfiniteKey = (filter: HezuoFilter) =>
  [...hezuoPrefix, 'infinite', ...filterKey(filter)] as const;
export const hezuoPageKey = (filter: HezuoFilter, page: number, pageSize: number) =>
  [...hezuoPrefix, 'page', ...filterKey(filter), page, pageSize] as const;

export async function getHezuoList(
  filter: HezuoFilter,
  page: number,
  pageSize: number,
  signal?: AbortSignal,
): Promise<ListPage<PartnerRoom>> {
  const reply = await request<PartnerRoom[]>('/api/admin/hezuo-list', {
    method: 'POST',
    data: { page, pageSize, ...hezuoFilterBody(filter) },
    skipErrorHandler: true,
    signal,
  });
  return toListPage(reply, page, pageSize);
}

const rowKey = (room: PartnerRoom) => room.id;

/** Phones: cards appended as the list scrolls. */
export function useHezuoList(filter: HezuoFilter) {
  return usePagedList<PartnerRoom, ListPage<PartnerRoom>>({
    queryKey: hezuoInfiniteKey(filter),
    fetchPage: (page, signal) => getHezuoList(filter, page, PAGE_SIZE, signal),
    keyOf: rowKey,
  });
}

/** Desktops: one page of the table. */
export function useHezuoPage(filter: HezuoFilter, page: number, pageSize: number) {
  return useQuery({
    queryKey: hezuoPageKey(filter, page, pageSize),
    queryFn: ({ signal }) => getHezuoList(filter, page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}

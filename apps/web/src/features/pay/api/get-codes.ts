// GET /api/member/code-list?page=&pageSize=20&status= — 我的激活码，countData {all_count, activate_count, unactivate_count}
import type { ActivationCode } from '@nodebao/contract';
import { MAX_PAGE_SIZE, PAGE_SIZE } from '@nodebao/contract/limits';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { toListPage, usePagedList, type ListPage } from '@/lib/list/paged-list';
import { request, unwrap } from '@/lib/request';
import { statusOf, type CodeCounts, type CodeFilter } from '../lib/codes';

export type CodePage = ListPage<ActivationCode> & { counts: CodeCounts | undefined };

/** Every cached code list: read again after an order is paid. */
export const codesPrefix = ['pay', 'codes'] as const;
export const codesInfiniteKey = (filter: CodeFilter) => [...codesPrefix, 'infinite', filter] as const;
export const codesPageKey = (filter: CodeFilter, page: number) =>
  [...codesPrefix, 'page', filter, page] as const;

export async function getCodes(filter: CodeFilter, page: number, signal?: AbortSignal): Promise<CodePage> {
  const reply = await request<ActivationCode[]>('/api/member/code-list', {
    params: { page, pageSize: PAGE_SIZE, status: statusOf(filter) },
    skipErrorHandler: true,
    signal,
  });
  return { ...toListPage(reply, page, PAGE_SIZE), counts: reply.countData as CodeCounts | undefined };
}

const rowKey = (c: ActivationCode) => c.id;

export function useCodeList(filter: CodeFilter) {
  return usePagedList<ActivationCode, CodePage>({
    queryKey: codesInfiniteKey(filter),
    fetchPage: (page, signal) => getCodes(filter, page, signal),
    keyOf: rowKey,
  });
}

export function useCodePage(filter: CodeFilter, page: number) {
  return useQuery({
    queryKey: codesPageKey(filter, page),
    queryFn: ({ signal }) => getCodes(filter, page, signal),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** My unused codes, for the add-device form's picker: under codesPrefix, so a paid order refreshes it. */
export const unusedCodesKey = [...codesPrefix, 'unused'] as const;

export function getUnusedCodes(signal?: AbortSignal): Promise<ActivationCode[]> {
  // The form shows its own error block with a retry.
  return unwrap(
    request<ActivationCode[]>('/api/member/code-list', {
      params: { status: 'unused', page: 1, pageSize: MAX_PAGE_SIZE },
      skipErrorHandler: true,
      signal,
    }),
  );
}

export function useUnusedCodes() {
  return useQuery({
    queryKey: unusedCodesKey,
    queryFn: ({ signal }) => getUnusedCodes(signal),
    staleTime: 0,
  });
}

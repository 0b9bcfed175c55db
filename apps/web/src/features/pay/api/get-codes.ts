// GET /api/member/code-list?page=&pageSize=20&status= — 我的激活码，countData {all_count, activate_count, unactivate_count}
import { type CallReply, memberCodeListCall } from '@nodebao/contract/calls';
import type { ActivationCode } from '@nodebao/contract';
import { MAX_PAGE_SIZE } from '@nodebao/contract/limits';
import { useQuery } from '@tanstack/react-query';
import type { ListPage } from '@/lib/list/cached-list';
import { listCall } from '@/lib/list/list-call';
import { toListPage } from '@/lib/list/paged-list';
import { request, unwrap } from '@/lib/request';
import { statusOf, type CodeCounts, type CodeFilter } from '../lib/codes';

export type CodePage = ListPage<ActivationCode> & { counts: CodeCounts | undefined };

export const codes = listCall({
  prefix: ['pay', 'codes'],
  fetchPage: async (filter: CodeFilter, page, pageSize, signal): Promise<CodePage> => {
    const reply = await request<CallReply<typeof memberCodeListCall>>(memberCodeListCall.path, {
      params: { page, pageSize, status: statusOf(filter) },
      skipErrorHandler: true,
      signal,
    });
    return { ...toListPage(reply, page, pageSize), counts: reply.countData as CodeCounts | undefined };
  },
  staleTime: 0,
});

/** Every cached code list: read again after an order is paid. */
export const codesPrefix = codes.prefix;
export const { useScroll: useCodeList, usePage: useCodePage } = codes;

/** My unused codes, for the add-device form's picker: under codesPrefix, so a paid order refreshes it. */
export const unusedCodesKey = [...codesPrefix, 'unused'] as const;

export function getUnusedCodes(signal?: AbortSignal): Promise<ActivationCode[]> {
  // The form shows its own error block with a retry.
  return unwrap(
    request<CallReply<typeof memberCodeListCall>>(memberCodeListCall.path, {
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

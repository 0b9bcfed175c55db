// GET /api/big-daikuan/list?page= — 我的大带宽合作申请与审核状态
import type { CoopApplication } from '@nodebao/contract';
import { PAGE_SIZE } from '@nodebao/contract/limits';
import type { ListPage } from '@/lib/list/cached-list';
import { rowId, toListPage, usePagedList } from '@/lib/list/paged-list';
import { get } from '@/lib/request';

export type { CoopApplication };

export const applicationsKey = ['cooperation', 'applications'] as const;

export function useApplications() {
  return usePagedList<CoopApplication, ListPage<CoopApplication>>({
    queryKey: applicationsKey,
    fetchPage: async (page, signal) =>
      toListPage(
        await get<CoopApplication[]>('/api/big-daikuan/list', {
          params: { page, pageSize: PAGE_SIZE },
          skipErrorHandler: true,
          signal,
        }),
        page,
        PAGE_SIZE,
      ),
    keyOf: rowId,
  });
}

// GET /api/brush/list?page= — 我的刷机申请与每一步的进度
import type { FlashApplication } from '@nodebao/contract';
import { PAGE_SIZE } from '@nodebao/contract/limits';
import { useQuery } from '@tanstack/react-query';
import type { ListPage } from '@/lib/list/cached-list';
import { rowId, toListPage, usePagedList } from '@/lib/list/paged-list';
import { get, unwrap } from '@/lib/request';

export type { FlashApplication };

export const flashApplicationsKey = ['flashing', 'applications'] as const;

async function getApplications(page: number, pageSize: number, signal?: AbortSignal) {
  const reply = await get<FlashApplication[]>('/api/brush/list', {
    params: { page, pageSize },
    skipErrorHandler: true,
    signal,
  });
  return toListPage(reply, page, pageSize);
}

export function useFlashApplications() {
  return usePagedList<FlashApplication, ListPage<FlashApplication>>({
    queryKey: flashApplicationsKey,
    fetchPage: (page, signal) => getApplications(page, PAGE_SIZE, signal),
    keyOf: rowId,
  });
}

/** The flashed boxes not bound yet (the add-device page offers them), from my latest applications. */
export function useFlashedBoxes() {
  return useQuery({
    queryKey: [...flashApplicationsKey, 'flashed'],
    queryFn: async ({ signal }) => {
      const page = await unwrap(
        get<FlashApplication[]>('/api/brush/list', {
          params: { page: 1, pageSize: 100 },
          skipErrorHandler: true,
          signal,
        }),
      );
      return page.flatMap((a) => a.flashed.filter((b) => !b.bound));
    },
  });
}

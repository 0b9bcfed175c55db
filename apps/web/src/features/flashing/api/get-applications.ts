// GET /api/brush/list?page= — 我的刷机申请与每一步的进度
import { type CallReply, brushListCall } from '@nodebao/contract/calls';
import type { FlashApplication } from '@nodebao/contract';
import { useQuery } from '@tanstack/react-query';
import { getListPage, listCall } from '@/lib/list/list-call';
import { get, unwrap } from '@/lib/request';

export type { FlashApplication };

const applications = listCall({
  prefix: ['flashing', 'applications'],
  fetchPage: (_: null, page, pageSize, signal) => getListPage(brushListCall, { page, pageSize }, signal),
});

export const flashApplicationsKey = applications.prefix;
export const useFlashApplications = () => applications.useScroll(null);

/** The flashed boxes not bound yet (the add-device page offers them), from my latest applications. */
export function useFlashedBoxes() {
  return useQuery({
    queryKey: [...flashApplicationsKey, 'flashed'],
    queryFn: async ({ signal }) => {
      const page = await unwrap(
        get<CallReply<typeof brushListCall>>(brushListCall.path, {
          params: { page: 1, pageSize: 100 },
          skipErrorHandler: true,
          signal,
        }),
      );
      return page.flatMap((a) => a.flashed.filter((b) => !b.bound));
    },
  });
}

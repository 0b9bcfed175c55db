// GET /api/device/tongji?device_id=&day=&page=&pageSize= — 设备运行记录（每台每天：在线时长、流量、95 值、峰值）
import { type CallReply, deviceTongjiCall } from '@nodebao/contract/calls';
import type { Output, runLogRowSchema } from '@nodebao/contract';
import { PAGE_SIZE } from '@nodebao/contract/limits';
import { request } from '@/lib/request';
import { toListPage, usePagedList, type ListPage } from '@/lib/list/paged-list';

export type RunLogRow = Output<typeof runLogRowSchema>;

/** No day: every day; device 0: every device. */
export type RunLogFilter = { day: string | null; deviceId: number };

export const runLogPrefix = ['device', 'tongji'] as const;
export const runLogKey = (filter: RunLogFilter) =>
  [...runLogPrefix, filter.day ?? '', filter.deviceId] as const;

/** One page, newest day first (then by SN), as the server orders them. */
export async function getRunLogPage(
  filter: RunLogFilter,
  page: number,
  signal?: AbortSignal,
): Promise<ListPage<RunLogRow>> {
  const reply = await request<CallReply<typeof deviceTongjiCall>>(deviceTongjiCall.path, {
    params: {
      day: filter.day ?? undefined,
      device_id: filter.deviceId || undefined,
      page,
      pageSize: PAGE_SIZE,
    },
    // The page shows its own error block with a retry.
    skipErrorHandler: true,
    signal,
  });
  return toListPage(reply, page, PAGE_SIZE);
}

/** A device appears once per day. */
export const runLogRowKey = (row: RunLogRow) => `${row.device_id}:${row.day}`;

export function useRunLog(filter: RunLogFilter) {
  return usePagedList<RunLogRow, ListPage<RunLogRow>>({
    queryKey: runLogKey(filter),
    fetchPage: (page, signal) => getRunLogPage(filter, page, signal),
    keyOf: runLogRowKey,
  });
}

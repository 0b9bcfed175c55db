// GET /api/money/index?day=&member_id=&page=&pageSize= — 某天按设备的收益（95 值、可用率、运营商、单价），收益高的在前
import { moneyIndexCall } from '@nodebao/contract/calls';
import { PAGE_SIZE } from '@nodebao/contract/limits';
import { requestCall } from '@/lib/call-request';
import { usePagedList, type ListPage } from '@/lib/list/paged-list';
import type { IncomeDeviceRow } from '../types';

/** The day's whole total (not just the rows loaded so far). */
export type DayTotal = { income_fen: number; devices: number };

export const incomeDevicesKey = (day: string, memberId: number) =>
  ['money', 'index', 'day', day, memberId] as const;

export async function getIncomeDevicePage(
  day: string,
  memberId: number,
  page: number,
  signal?: AbortSignal,
): Promise<ListPage<IncomeDeviceRow> & { extra: DayTotal }> {
  // A refusal throws a BusinessError.
  const reply = await requestCall(moneyIndexCall, {
    params: { day, member_id: memberId || undefined, page, pageSize: PAGE_SIZE },
    skipErrorHandler: true,
    signal,
  });
  if (reply.view !== 'device') throw new Error('money/index answered the day view for a day');
  return { list: reply.data, pages: reply.pages, extra: reply.total };
}

const keyOf = (row: IncomeDeviceRow) => row.device_id;

export function useIncomeDevices(day: string | null, memberId: number) {
  return usePagedList<IncomeDeviceRow, ListPage<IncomeDeviceRow> & { extra: DayTotal }>({
    queryKey: incomeDevicesKey(day ?? '', memberId),
    fetchPage: (page, signal) => getIncomeDevicePage(day ?? '', memberId, page, signal),
    keyOf,
    enabled: day !== null,
  });
}

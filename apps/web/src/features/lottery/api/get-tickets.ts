// GET /api/lottery/coupon-list?period=&mine=&page= — 某期全部票号或我的票号，附我的周流量与抽奖券
import type { lotteryCouponListReply, LotteryTicket, Output } from '@nodebao/contract';
import { LOTTERY_RECORD_PAGE_SIZE } from '@nodebao/contract/limits';
import { get } from '@/lib/request';
import { toListPage, usePagedList } from '@/lib/list/paged-list';

export type TicketPage = ReturnType<typeof toListPage<LotteryTicket>> &
  Pick<
    Output<typeof lotteryCouponListReply>,
    'period' | 'my_week_flow' | 'my_week_coupon' | 'my_week_coupon_open'
  >;

export const ticketsKey = ['lottery', 'tickets'] as const;

async function getTickets(
  filter: { period?: number; mine: boolean },
  page: number,
  signal: AbortSignal,
): Promise<TicketPage> {
  const reply = await get<LotteryTicket[]>('/api/lottery/coupon-list', {
    params: { period: filter.period, mine: filter.mine ? 1 : 0, page, pageSize: LOTTERY_RECORD_PAGE_SIZE },
    skipErrorHandler: true,
    signal,
  });
  const week = reply as unknown as Output<typeof lotteryCouponListReply>;
  return {
    ...toListPage(reply, page, LOTTERY_RECORD_PAGE_SIZE),
    period: week.period,
    my_week_flow: week.my_week_flow,
    my_week_coupon: week.my_week_coupon,
    my_week_coupon_open: week.my_week_coupon_open,
  };
}

/** A period's ticket numbers (this week's when none is named), newest first; 加载更多 appends. */
export function useTickets(filter: { period?: number; mine: boolean }) {
  return usePagedList<LotteryTicket, TicketPage>({
    queryKey: [...ticketsKey, filter.period ?? 'current', filter.mine],
    fetchPage: (page, signal) => getTickets(filter, page, signal),
    keyOf: (t) => `${t.period}:${t.number}`,
  });
}

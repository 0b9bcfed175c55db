// GET /api/lottery/coupon-list?period=&mine=&page= — 某期全部票号或我的票号，附我的周流量与抽奖券
import { lotteryCouponListCall } from '@nodebao/contract/calls';
import type { lotteryCouponListReply, LotteryTicket, Output } from '@nodebao/contract';
import { LOTTERY_RECORD_PAGE_SIZE } from '@nodebao/contract/limits';
import { requestCall } from '@/lib/call-request';
import { listCall } from '@/lib/list/list-call';
import { toListPage } from '@/lib/list/paged-list';

export type TicketPage = ReturnType<typeof toListPage<LotteryTicket>> &
  Pick<
    Output<typeof lotteryCouponListReply>,
    'period' | 'my_week_flow' | 'my_week_coupon' | 'my_week_coupon_open'
  >;

type TicketFilter = { period?: number; mine: boolean };

/** A period's ticket numbers (this week's when none is named), newest first; 加载更多 appends. */
const tickets = listCall({
  prefix: ['lottery', 'tickets'],
  fetchPage: async (filter: TicketFilter, page, pageSize, signal): Promise<TicketPage> => {
    // A refusal throws (a BusinessError, as toListPage would).
    const reply = await requestCall(lotteryCouponListCall, {
      params: { period: filter.period, mine: filter.mine ? 1 : 0, page, pageSize },
      skipErrorHandler: true,
      signal,
    });
    return {
      ...toListPage(reply, page, pageSize),
      period: reply.period,
      my_week_flow: reply.my_week_flow,
      my_week_coupon: reply.my_week_coupon,
      my_week_coupon_open: reply.my_week_coupon_open,
    };
  },
  keyOf: (t) => `${t.period}:${t.number}`,
  pageSize: LOTTERY_RECORD_PAGE_SIZE,
});

export const ticketsKey = tickets.prefix;
export const useTickets = tickets.useScroll;

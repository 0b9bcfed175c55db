import { call } from '../call.ts';
import {
  lotteryCloseBody,
  lotteryCloseReply,
  lotteryCouponListQuery,
  lotteryCouponListReply,
  lotteryCreateNumBody,
  lotteryCreateNumReply,
  lotteryIndexReply,
  lotteryOpenListQuery,
  lotteryOpenListReply,
  lotteryPrizeListQuery,
  lotteryPrizeListReply,
  lotteryTicketFileQuery,
} from '../lottery.ts';

export const lotteryIndexCall = call({
  method: 'GET',
  path: '/api/lottery/index',
  auth: 'member',
  tags: ['流量抽奖'],
  summary: '本期抽奖：期号与起止时间、奖池与奖项、我的周流量与抽奖券、已出票数、种子承诺',
  reply: lotteryIndexReply,
});

export const lotteryCreateNumCall = call({
  method: 'POST',
  path: '/api/lottery/create-num',
  auth: 'member',
  tags: ['流量抽奖'],
  summary: '用抽奖券兑换连续的票号（同一 request_id 重试得到同样的票号）',
  body: lotteryCreateNumBody,
  reply: lotteryCreateNumReply,
});

export const lotteryOpenListCall = call({
  method: 'GET',
  path: '/api/lottery/open-list',
  auth: 'public',
  tags: ['流量抽奖'],
  summary: '开奖记录：每期的种子承诺、公布的种子、票号清单哈希与中奖票号（新的在前，每页 30）',
  query: lotteryOpenListQuery,
  reply: lotteryOpenListReply,
});

export const lotteryCouponListCall = call({
  method: 'GET',
  path: '/api/lottery/coupon-list',
  auth: 'member',
  tags: ['流量抽奖'],
  summary: '某期（默认本期）的全部票号或我的票号，附我的周流量与抽奖券',
  query: lotteryCouponListQuery,
  reply: lotteryCouponListReply,
});

export const lotteryPrizeListCall = call({
  method: 'GET',
  path: '/api/lottery/prize-list',
  auth: 'member',
  tags: ['流量抽奖'],
  summary: '中奖记录：某期或全部期的中奖者，或我的奖品',
  query: lotteryPrizeListQuery,
  reply: lotteryPrizeListReply,
});

export const lotteryTicketFileCall = call({
  method: 'GET',
  path: '/api/lottery/ticket-file',
  auth: 'public',
  tags: ['流量抽奖'],
  summary: '某期截止后的规范票号清单（纯文本，每行“票号 持有者编号”），用于重算开奖',
  query: lotteryTicketFileQuery,
});

export const adminLotteryCloseCall = call({
  method: 'POST',
  path: '/api/admin/lottery-close',
  auth: 'superman',
  stepUp: true,
  tags: ['平台管理'],
  summary: '提前截止本期并立即开奖（平台人员）',
  body: lotteryCloseBody,
  reply: lotteryCloseReply,
});

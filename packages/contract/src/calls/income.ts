import { call } from '../call.ts';
import {
  moneyDownloadQuery,
  moneyIndexQuery,
  moneyIndexReply,
  moneyRecordListReply,
  moneyRecordQuery,
  monthDataQuery,
  monthDataReply,
} from '../income.ts';

export const memberMoneyRecordListCall = call({
  method: 'GET',
  path: '/api/member/money-record-list',
  auth: 'member',
  tags: ['收益'],
  summary: '资金记录（余额账户的每一笔：收益、推广、提现），新的在前，每页 20',
  query: moneyRecordQuery,
  reply: moneyRecordListReply,
});

export const moneyIndexCall = call({
  method: 'GET',
  path: '/api/money/index',
  auth: 'member',
  tags: ['收益'],
  summary: '收益列表：按月的每日收益，或指定 day 时当天按设备的收益',
  query: moneyIndexQuery,
  reply: moneyIndexReply,
});

export const moneyMonthDataCall = call({
  method: 'GET',
  path: '/api/money/month-data',
  auth: 'member',
  tags: ['收益'],
  summary: '近 12 个月收益，本月、上月、昨日与累计收益',
  query: monthDataQuery,
  reply: monthDataReply,
});

export const moneyDownloadCall = call({
  method: 'GET',
  path: '/api/money/download',
  auth: 'member',
  tags: ['收益'],
  summary: '导出收益明细 Excel（每台设备每天一行，流式生成）',
  query: moneyDownloadQuery,
});

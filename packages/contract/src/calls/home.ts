import { call } from '../call.ts';
import { main2Reply, rankRecordQuery, rankRecordReply } from '../stats.ts';

export const defaultMain2Call = call({
  method: 'GET',
  path: '/api/default/main2',
  auth: 'member',
  tags: ['首页'],
  summary: '会员首页数据：概览、横幅、本月流量与收益、昨日收益排行、昨日带宽、区域指数、消息',
  reply: main2Reply,
});

export const defaultRankRecordCall = call({
  method: 'GET',
  path: '/api/default/rank-record',
  auth: 'member',
  tags: ['首页'],
  summary: '收益排行（某个已结算日，默认昨天；隐藏排名的会员显示为匿名会员）',
  query: rankRecordQuery,
  reply: rankRecordReply,
});

import { call } from '../call.ts';
import {
  dayRankQuery,
  deviceFlowRankReply,
  deviceMoneyReply,
  deviceOverviewQuery,
  deviceOverviewReply,
  fleetAreaQuery,
  fleetAreaReply,
  flowQuery,
  flowReply,
  memberMoneyQuery,
  memberMoneyReply,
  memberMonthQuery,
  memberMonthReply,
  moneyPaimingReply,
  zhishuInfoQuery,
  zhishuInfoReply,
  zhishuQuery,
  zhishuReply,
} from '../stats.ts';
import { deviceIdQuery } from '../telemetry.ts';

export const tongjiIndexCall = call({
  method: 'GET',
  path: '/api/tongji/index',
  auth: 'member',
  tags: ['统计'],
  summary: '全国设备与收益：按省（指定 province 时按该省的城市），昨日与本月收益',
  query: fleetAreaQuery,
  reply: fleetAreaReply,
});

export const tongjiMemberMoneyCall = call({
  method: 'GET',
  path: '/api/tongji/member-money',
  auth: 'operator',
  tags: ['统计'],
  summary: '收益统计：按会员、机房、标签（某天，默认昨天；或某月）',
  query: memberMoneyQuery,
  reply: memberMoneyReply,
});

export const tongjiMoneyPaimingCall = call({
  method: 'GET',
  path: '/api/tongji/money-paiming',
  auth: 'member',
  tags: ['统计'],
  summary: '设备收益排名（某个已结算日，默认昨天）',
  query: dayRankQuery,
  reply: moneyPaimingReply,
});

export const tongjiMemberMonthDataCall = call({
  method: 'GET',
  path: '/api/tongji/member-month-data',
  auth: 'member',
  tags: ['统计'],
  summary: '某月每天的收益与流量（图表）',
  query: memberMonthQuery,
  reply: memberMonthReply,
});

export const tongjiDeviceMoneyCall = call({
  method: 'GET',
  path: '/api/tongji/device-money',
  auth: 'member',
  tags: ['统计'],
  summary: '单台设备收益：近 30 个结算日、近 12 个月、累计',
  query: deviceIdQuery,
  reply: deviceMoneyReply,
});

export const tongjiFlowCall = call({
  method: 'GET',
  path: '/api/tongji/flow',
  auth: 'member',
  tags: ['统计'],
  summary: '流量：今天/昨天/某天的五分钟上行速率，或某月每天的流量（全部设备或一台）',
  query: flowQuery,
  reply: flowReply,
});

export const tongjiDeviceFlowRankCall = call({
  method: 'GET',
  path: '/api/tongji/device-flow-rank',
  auth: 'member',
  tags: ['统计'],
  summary: '设备上行流量排行（某天，默认昨天）',
  query: dayRankQuery,
  reply: deviceFlowRankReply,
  // Called by SPEC’s app pages not drawn in this web app.
  caller: 'outside',
});

export const tongjiDeviceOverviewCall = call({
  method: 'GET',
  path: '/api/tongji/device-overview',
  auth: 'member',
  tags: ['统计'],
  summary: '设备概况（一台设备，或 id 为 0 时全部设备）：流量、收益、近 30 天',
  query: deviceOverviewQuery,
  reply: deviceOverviewReply,
  // Called by SPEC’s app and the standby bench.
  caller: 'outside',
});

export const tongjiZhishuCall = call({
  method: 'GET',
  path: '/api/tongji/zhishu',
  auth: 'member',
  tags: ['统计'],
  summary: '区域部署指数（近 30 个结算日，100 为全国平均）：各省',
  query: zhishuQuery,
  reply: zhishuReply,
});

export const tongjiZhishuInfoCall = call({
  method: 'GET',
  path: '/api/tongji/zhishu-info',
  auth: 'member',
  tags: ['统计'],
  summary: '区域部署指数：城市列表（指定 province 时为该省的城市）',
  query: zhishuInfoQuery,
  reply: zhishuInfoReply,
});

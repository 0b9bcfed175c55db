import { call } from '../call.ts';
import {
  accountActivityReply,
  activityIndexReply,
  adminPointsWithdrawListQuery,
  adminPointsWithdrawListReply,
  adminPointsWithdrawReply,
  inviteeDaysQuery,
  inviteeDaysReply,
  inviteeListQuery,
  inviteeListReply,
  pointsRejectBody,
  pointsSentBody,
  pointsWithdrawBody,
  pointsWithdrawListQuery,
  pointsWithdrawListReply,
  pointsWithdrawReply,
  rankListQuery,
  rankListReply,
  setWalletBody,
  setWalletReply,
} from '../activity.ts';

export const activiteIndexCall = call({
  method: 'GET',
  path: '/api/activite/index',
  auth: 'member',
  tags: ['活动'],
  summary: '我的邀请码、邀请链接与推广收益概况',
  reply: activityIndexReply,
});

export const accountActivityIndexCall = call({
  method: 'GET',
  path: '/api/account-activity/index',
  auth: 'member',
  tags: ['活动'],
  summary: '创世活动：活动时间与规则参数，我的积分（昨日、本周、累计、余额），昨日各设备贡献',
  reply: accountActivityReply,
});

export const activiteRankListCall = call({
  method: 'GET',
  path: '/api/activite/rank-list',
  auth: 'member',
  tags: ['活动'],
  summary: '贡献排行：在线排行（data）与冠军排行（rank_data，本周/上周/全部积分），以及我的名次',
  query: rankListQuery,
  reply: rankListReply,
});

export const activiteSetWalletCall = call({
  method: 'POST',
  path: '/api/activite/set-wallet',
  auth: 'member',
  tags: ['活动'],
  summary: '设置或更改积分钱包地址（需登录密码；更改后暂停提取 24 小时并发送消息）',
  body: setWalletBody,
  reply: setWalletReply,
});

export const activiteTixianCall = call({
  method: 'POST',
  path: '/api/activite/tixian',
  auth: 'member',
  tags: ['活动'],
  summary: '提取积分到已保存的钱包地址（冻结待平台发送）',
  body: pointsWithdrawBody,
  reply: pointsWithdrawReply,
});

export const activiteTixianListCall = call({
  method: 'GET',
  path: '/api/activite/tixian-list',
  auth: 'member',
  tags: ['活动'],
  summary: '我的积分提取记录（新的在前）',
  query: pointsWithdrawListQuery,
  reply: pointsWithdrawListReply,
});

export const adminPointsWithdrawListCall = call({
  method: 'GET',
  path: '/api/admin/points-withdraw-list',
  auth: 'superman',
  tags: ['平台管理'],
  summary: '积分提取队列（平台人员）',
  query: adminPointsWithdrawListQuery,
  reply: adminPointsWithdrawListReply,
});

export const adminPointsWithdrawSentCall = call({
  method: 'POST',
  path: '/api/admin/points-withdraw-sent',
  auth: 'superman',
  stepUp: true,
  tags: ['平台管理'],
  summary: '积分已发送到钱包（填写交易哈希）',
  body: pointsSentBody,
  reply: adminPointsWithdrawReply,
});

export const adminPointsWithdrawRejectCall = call({
  method: 'POST',
  path: '/api/admin/points-withdraw-reject',
  auth: 'superman',
  stepUp: true,
  tags: ['平台管理'],
  summary: '驳回积分提取（积分退回会员）',
  body: pointsRejectBody,
  reply: adminPointsWithdrawReply,
});

export const activiteMemberListCall = call({
  method: 'GET',
  path: '/api/activite/member-list',
  auth: 'member',
  tags: ['活动'],
  summary: '我邀请的会员（每页 20，新的在前）及推广收益合计',
  query: inviteeListQuery,
  reply: inviteeListReply,
});

export const activiteMemberDaysCall = call({
  method: 'GET',
  path: '/api/activite/member-days',
  auth: 'member',
  tags: ['活动'],
  summary: '某位受邀会员每天的结算收益与我的推广收益',
  query: inviteeDaysQuery,
  reply: inviteeDaysReply,
});

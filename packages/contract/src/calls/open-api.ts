import { call } from '../call.ts';
import {
  apiTokenCreateBody,
  apiTokenCreateReply,
  apiTokenListReply,
  apiTokenRevokeBody,
  apiTokenRevokeReply,
  openDevicesQuery,
  openDevicesReply,
  openIncomeQuery,
  openIncomeReply,
  openCallErrors,
  openMetricsQuery,
} from '../open-api.ts';

// Issue 50 §2: read-only API tokens (managed with the member's session) and the open calls they reach.

export const apiTokenListCall = call({
  method: 'GET',
  path: '/api/member/api-tokens',
  auth: 'member',
  tags: ['API 令牌'],
  summary: 'API 令牌：本账号的令牌（名称、前缀、有效期、IP 限制、状态）',
  reply: apiTokenListReply,
});

export const apiTokenCreateCall = call({
  method: 'POST',
  path: '/api/member/api-tokens/create',
  auth: 'member',
  tags: ['API 令牌'],
  summary: '新建只读 API 令牌：密钥只在本次返回，之后只保存其哈希（平台管理员不能新建）',
  body: apiTokenCreateBody,
  reply: apiTokenCreateReply,
});

export const apiTokenRevokeCall = call({
  method: 'POST',
  path: '/api/member/api-tokens/revoke',
  auth: 'member',
  tags: ['API 令牌'],
  summary: '撤销 API 令牌（立即失效）',
  body: apiTokenRevokeBody,
  reply: apiTokenRevokeReply,
});

/** How the open calls are signed: `Authorization: Bearer nbo_…` (an API token, not a session's). */
const apiTokenSecurity = [{ apiToken: [] }];

export const openMetricsCall = call({
  method: 'GET',
  path: '/api/open/metrics',
  auth: 'apiToken',
  caller: 'outside',
  tags: ['开放接口'],
  summary:
    '设备群的 Prometheus 指标（文本格式 0.0.4）：每台设备的在线、上报间隔、今日上行、今日 95 值、掉线线路、低 95 标记；设备群的状态计数与昨日收益',
  description:
    'Content-Type: text/plain; version=0.0.4。默认返回令牌所属账号能看到的全部设备；limit/offset 按设备 id 截取。每个令牌每分钟 60 次。',
  security: apiTokenSecurity,
  query: openMetricsQuery,
  errors: openCallErrors,
});

export const openDevicesCall = call({
  method: 'GET',
  path: '/api/open/devices',
  auth: 'apiToken',
  caller: 'outside',
  tags: ['开放接口'],
  summary: '设备群的设备及状态（分页，每页最多 1000）',
  security: apiTokenSecurity,
  query: openDevicesQuery,
  reply: openDevicesReply,
  errors: openCallErrors,
});

export const openIncomeCall = call({
  method: 'GET',
  path: '/api/open/income',
  auth: 'apiToken',
  caller: 'outside',
  tags: ['开放接口'],
  summary: '已结算收益：按日合计或按设备日（日期范围最多 31 天，分页）',
  security: apiTokenSecurity,
  query: openIncomeQuery,
  reply: openIncomeReply,
  errors: openCallErrors,
});

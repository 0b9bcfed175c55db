import { call } from '../call.ts';
import { speedQuery, speedReply } from '../tongji.ts';

export const tongjiSpeedCall = call({
  method: 'GET',
  path: '/api/tongji/speed',
  auth: 'member',
  tags: ['统计'],
  summary: '全天带宽曲线（默认昨天）：288 个五分钟点、峰值、95 值',
  query: speedQuery,
  reply: speedReply,
  // Called by SPEC’s app and the standby bench.
  caller: 'outside',
});

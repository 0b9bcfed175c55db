import { call } from '../call.ts';
import { explainQuery, explainReply } from '../diagnosis.ts';

// Issue 50 §1: 收益诊断, why a settled day's income moved.

export const incomeExplainCall = call({
  method: 'GET',
  path: '/api/income/explain',
  auth: 'member',
  tags: ['收益'],
  summary:
    '收益诊断：某个已结算日的收益比前 7 个结算日中位数的变化，按原因拆分（离线、线路、95 值、设备变动、单价）',
  query: explainQuery,
  reply: explainReply,
});

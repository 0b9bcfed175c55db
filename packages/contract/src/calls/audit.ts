import { call } from '../call.ts';
import { auditActionsReply, auditFilterQuery, auditListQuery, auditListReply } from '../audit.ts';

// Issue 49 §2: the audit trail. Staff read everyone's; an operator the rows of its own fleet.

export const auditListCall = call({
  method: 'GET',
  path: '/api/audit/list',
  auth: 'operator',
  tags: ['操作审计'],
  summary: '操作审计记录（谁、何时、从哪里、哪个操作、改了什么）',
  query: auditListQuery,
  reply: auditListReply,
});

export const auditActionsCall = call({
  method: 'GET',
  path: '/api/audit/actions',
  auth: 'operator',
  tags: ['操作审计'],
  summary: '审计记录中出现过的操作类型（筛选用）',
  reply: auditActionsReply,
});

export const auditExportCall = call({
  method: 'GET',
  path: '/api/audit/export',
  auth: 'operator',
  tags: ['操作审计'],
  summary: '导出操作审计记录 Excel（按筛选条件，最新的在前）',
  query: auditFilterQuery,
});

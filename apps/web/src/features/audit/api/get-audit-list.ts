// GET /api/audit/list?page=&pageSize=&actor=&member_id=&object=&object_id=&action=&start=&end= — 操作审计记录
import { auditListCall } from '@nodebao/contract/calls';
import { getListPage, listCall } from '@/lib/list/list-call';
import { auditQuery, type AuditFilter } from '../lib/filter';

export const auditList = listCall({
  prefix: ['audit', 'list'],
  fetchPage: (filter: AuditFilter, page, pageSize, signal) =>
    getListPage(auditListCall, { page, pageSize, ...auditQuery(filter) }, signal),
});

export const { useScroll: useAuditScroll, usePage: useAuditPage } = auditList;

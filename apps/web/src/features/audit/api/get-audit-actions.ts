// GET /api/audit/actions — 审计记录中出现过的操作类型（筛选用）
import { auditActionsCall } from '@nodebao/contract/calls';
import { queryCall } from '@/lib/query-call';

export const auditActions = queryCall({
  call: auditActionsCall,
  prefix: ['audit', 'actions'],
  // New kinds appear only as staff and operators use new calls.
  staleTime: 5 * 60_000,
});

export const useAuditActions = () => auditActions.use();

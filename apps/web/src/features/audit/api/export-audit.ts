// GET /api/audit/export?actor=&member_id=&object=&object_id=&action=&start=&end= — 导出操作审计 Excel（最新的在前）
import { auditExportCall } from '@nodebao/contract/calls';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download';
import { beijingToday } from '@/lib/time';
import { auditText } from '@/locales/zh-CN/audit';
import { auditQuery, type AuditFilter } from '../lib/filter';

/** Saves the workbook of the rows the filter shows; resolves with the file's name. */
export function exportAudit(filter: AuditFilter): Promise<string> {
  return downloadFile(
    auditExportCall.path,
    auditQuery(filter),
    auditText.export.fallbackName(beijingToday()),
  );
}

export function useExportAudit() {
  return useMutation({ mutationFn: exportAudit });
}

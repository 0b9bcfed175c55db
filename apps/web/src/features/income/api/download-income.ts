// GET /api/money/download?month= | ?start=&end= (&member_id=) — 导出收益明细 Excel（每台设备每天一行）
import { moneyDownloadCall } from '@nodebao/contract/calls';
import { EXPORT_MAX_DAYS } from '@nodebao/contract/field-rules';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download';
import { incomeText } from '@/locales/zh-CN/income';
import { daysInclusive } from '../lib/calendar';

const t = incomeText.export;

/** A month, or a range of days (both ends). */
export type ExportRange = { month: string } | { start: string; end: string };

/** Why a range cannot be exported (the server's own rules, said before asking), or null. */
export function exportRangeError(start: string, end: string): string | null {
  if (end < start) return t.order;
  if (daysInclusive(start, end) > EXPORT_MAX_DAYS) return t.tooLong(EXPORT_MAX_DAYS);
  return null;
}

function fallbackName(range: ExportRange): string {
  const label = 'month' in range ? range.month : `${range.start}_${range.end}`;
  return `节点宝收益明细_${label}.xlsx`;
}

/** Saves the workbook of a month or a range (lib/download: the token, a refusal, the server's name). */
export function downloadIncome(range: ExportRange, memberId = 0): Promise<string> {
  const params = {
    ...('month' in range ? { month: range.month } : { start: range.start, end: range.end }),
    member_id: memberId || undefined,
  };
  return downloadFile(moneyDownloadCall.path, params, fallbackName(range));
}

export function useDownloadIncome() {
  return useMutation({
    mutationFn: ({ range, memberId }: { range: ExportRange; memberId?: number }) =>
      downloadIncome(range, memberId),
  });
}

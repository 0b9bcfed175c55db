// GET /api/money/download?month= | ?start=&end= (&member_id=) — 导出收益明细 Excel（每台设备每天一行）
import { moneyDownloadCall } from '@nodebao/contract/calls';
import { EXPORT_MAX_DAYS } from '@nodebao/contract/field-rules';
import { useMutation } from '@tanstack/react-query';
import { BusinessError, buildQuery, RequestError, TOKEN_KEY, type Envelope } from '@/lib/request';
import { syncSession } from '@/lib/session';
import { incomeText } from '@/locales/zh-CN/income';
import { daysInclusive } from '../lib/calendar';
import { filenameFromDisposition } from '../lib/disposition';

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

/** Saves a blob under `name` through a temporary link (the browser's own download). */
function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Fetches the workbook with the member's token (a plain link cannot send the Authorization header)
 * and saves it under the server's file name. A refusal arrives as a JSON envelope and throws a
 * BusinessError with its message; a 401 forgets the token like every other call.
 */
export async function downloadIncome(range: ExportRange, memberId = 0): Promise<string> {
  const query = buildQuery({
    ...('month' in range ? { month: range.month } : { start: range.start, end: range.end }),
    member_id: memberId || undefined,
  });
  let response: Response;
  try {
    response = await fetch(`${moneyDownloadCall.path}?${query}`, {
      headers: { Authorization: `Bearer ${localStorage.getItem(TOKEN_KEY) ?? ''}` },
      credentials: 'include',
    });
  } catch (error) {
    throw new RequestError('Network', error instanceof Error ? error.message : String(error));
  }
  if (response.status === 401) {
    localStorage.removeItem(TOKEN_KEY);
    syncSession();
  }
  if (!response.ok) throw new RequestError('HttpError', 'http error', response.status);
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    const reply = (await response.json()) as Envelope;
    throw new BusinessError(reply);
  }
  const blob = await response.blob();
  const name = filenameFromDisposition(response.headers.get('content-disposition'), fallbackName(range));
  saveBlob(blob, name);
  return name;
}

export function useDownloadIncome() {
  return useMutation({
    mutationFn: ({ range, memberId }: { range: ExportRange; memberId?: number }) =>
      downloadIncome(range, memberId),
  });
}

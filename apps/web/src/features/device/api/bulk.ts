import { request, unwrap } from '@/lib/request';
import type { bulkReply, DeviceSelectionInput, ReplyData } from '@nodebao/contract';

export type BulkResult = ReplyData<typeof bulkReply>;

/**
 * A bulk device call: all or nothing on the server (at most 10,000 devices). A refusal (40401 a
 * device that is not yours, 20006 nothing selected, 20007 a cabinet of another room…) has already
 * been toasted by the request client; `unwrap` throws so that nothing changes on screen.
 */
export function postBulk(url: string, selection: DeviceSelectionInput, extra: Record<string, number> = {}) {
  return unwrap(request<BulkResult>(url, { method: 'POST', data: { ...extra, ...selection } }));
}

// GET /api/lottery/ticket-file?period= — 截止后的规范票号清单（纯文本），用于重算开奖
import { lotteryTicketFileCall } from '@nodebao/contract/calls';
import { BusinessError, type Envelope } from '@/lib/request';

export const ticketFileUrl = (period: number) => `${lotteryTicketFileCall.path}?period=${period}`;

/** The published list as text; a refusal (not closed yet, no such period) throws its message. */
export async function getTicketFile(period: number, signal?: AbortSignal): Promise<string> {
  const res = await fetch(ticketFileUrl(period), { signal });
  const text = await res.text();
  if (res.ok && res.headers.get('content-type')?.startsWith('text/plain')) return text;
  let reply: Envelope = { errorCode: res.status, msg: text.slice(0, 200), data: null };
  try {
    reply = JSON.parse(text) as Envelope;
  } catch {
    // Not our envelope (a proxy's page): its status and first words are the message.
  }
  throw new BusinessError(reply);
}

import type { AdminOrder, OrderState } from '@nodebao/contract';
import { ORDER_STATE_LABELS } from '@nodebao/contract/labels';
import { formatYuan } from '@nodebao/contract/money';
import { ORDER_TONES, stateColors } from '@/lib/state-tone';
import { beijingMinute } from '@/lib/time';
import { supermanText } from '@/locales/zh-CN/superman';

const t = supermanText.offline;

/** The queue's filter, in the order staff use it: what waits for them first. */
export const OFFLINE_STATES = [
  'reviewing',
  'pending',
  'paid',
  'rejected',
  'expired',
] as const satisfies readonly OrderState[];

/** The queue opens on the vouchers to review. */
export const DEFAULT_OFFLINE_STATE: OrderState = 'reviewing';

/** `?state=` of the queue: a known order state, else the default (there is no 全部 in the API). */
export function offlineStateParam(value: string | null | undefined): OrderState {
  return OFFLINE_STATES.find((s) => s === value) ?? DEFAULT_OFFLINE_STATE;
}

/** To staff, unlike the member, a voucher waits for them and an unpaid order is idle. */
export const { mobile: MOBILE_ORDER_COLORS, desktop: DESKTOP_ORDER_COLORS } = stateColors<OrderState>({
  ...ORDER_TONES,
  reviewing: 'waiting',
  pending: 'idle',
});

/** The order's state in words: the server's label, else the contract's. */
export function orderStateLabel(order: Pick<AdminOrder, 'state' | 'state_label'>): string {
  return order.state_label || ORDER_STATE_LABELS[order.state];
}

/** Only a submitted voucher can be confirmed or rejected. */
export function canReview(order: Pick<AdminOrder, 'state' | 'transfer'>): boolean {
  return order.state === 'reviewing' && order.transfer !== null;
}

/** "X1 型 × 3". */
export function productLine(order: Pick<AdminOrder, 'device_type_name' | 'quantity'>): string {
  return t.productLine(order.device_type_name, order.quantity);
}

/** "张三 13800000001", or the mobile alone when the member has no nickname. */
export function memberLine(order: Pick<AdminOrder, 'member_mobile' | 'member_nickname'>): string {
  const nickname = order.member_nickname.trim();
  return nickname ? `${nickname} ${order.member_mobile}` : order.member_mobile;
}

/** Who handled the voucher and when, short enough for a table cell: "平台运营 11-23 16:20", or ''. */
export function handledLine(order: Pick<AdminOrder, 'reviewed_by' | 'reviewed_at'>): string {
  const at = handledAt(order);
  return at ? t.reviewedBy(order.reviewed_by ?? '', at).trim() : '';
}

/** When the voucher was handled, "11-23 16:20", or ''. */
export function handledAt(order: Pick<AdminOrder, 'reviewed_at'>): string {
  return (order.reviewed_at && beijingMinute(order.reviewed_at)?.slice(5)) || '';
}

/** The question before confirming: the amount received and the codes it will issue. */
export function confirmQuestion(order: Pick<AdminOrder, 'amount' | 'quantity'>): string {
  return t.confirmContent(formatYuan(order.amount), order.quantity);
}

/** The keyword as the list query takes it: trimmed, at most 32 characters, none when empty. */
export function keywordParam(input: string): string | undefined {
  const keyword = input.trim().slice(0, 32);
  return keyword || undefined;
}

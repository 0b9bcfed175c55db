import type { Order, OrderState } from '@nodebao/contract';
import { ORDER_STATE_LABELS, PAY_METHOD_LABELS } from '@nodebao/contract/labels';
import { ORDER_TONES, stateColors } from '@/lib/state-tone';

export { ORDER_STATE_LABELS, PAY_METHOD_LABELS, type OrderState };

export const { mobile: MOBILE_ORDER_COLORS, desktop: DESKTOP_ORDER_COLORS } = stateColors(ORDER_TONES);

/** The label of a state, whatever the server sent in state_label. */
export function orderStateLabel(state: OrderState): string {
  return ORDER_STATE_LABELS[state];
}

/** Nothing more will happen to the order by itself: paid, or expired unpaid. */
export function isSettled(state: OrderState): boolean {
  return state === 'paid' || state === 'expired';
}

/** A bank or offline transfer: the member pays outside and uploads a voucher. */
export function isTransfer(order: Pick<Order, 'method'>): boolean {
  return order.method === 'bank' || order.method === 'offline';
}

/** Where an order of the history opens: its voucher page once a voucher is in, else the pay page. */
export function orderLink(order: Pick<Order, 'order_no' | 'state' | 'method'>): string | null {
  const query = `?order_no=${encodeURIComponent(order.order_no)}`;
  if (order.state === 'expired') return null;
  if (order.state === 'reviewing' || order.state === 'rejected') return `/pay/offline-pay${query}`;
  if (order.state === 'pending' && order.method === 'bank') return `/pay/bank${query}`;
  if (order.state === 'pending' && order.method === 'offline') return `/pay/offline-pay${query}`;
  return `/pay/pay${query}`;
}

/** WeChat answers within seconds: every 2 s while the member is paying. */
export const PAY_POLL_MS = 2_000;
/** Staff review a voucher within hours: a look every 10 s while the page is open. */
export const REVIEW_POLL_MS = 10_000;

/**
 * How often the pay screens read the order again: every 2 s while a WeChat payment is awaited and the
 * order is still pending, every 10 s while a voucher is reviewed, never once paid or expired.
 * (react-query pauses the interval while the page is hidden.)
 */
export function orderPollInterval(state: OrderState | undefined, awaitingPayment: boolean): number | false {
  if (state === undefined || isSettled(state)) return false;
  if (awaitingPayment) return PAY_POLL_MS;
  if (state === 'reviewing') return REVIEW_POLL_MS;
  return false;
}

/** `?order_no=` as the server writes order numbers (NB + 14 digits + 6 letters or digits), else null. */
export function orderNoParam(value: string | null | undefined): string | null {
  const trimmed = value?.trim() ?? '';
  return /^NB\d{14}[0-9A-Z]{6}$/.test(trimmed) ? trimmed : null;
}

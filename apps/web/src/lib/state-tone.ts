/**
 * What a record's state means to the person looking, said once for every list of states (orders,
 * withdrawals, the staff queues), and the tag colour each tone takes on a phone (antd-mobile) and on a
 * desktop (antd's presets): waiting orange, moving blue, done green, refused red, idle grey.
 */
import type { OrderState } from '@nodebao/contract';

export type StateTone = 'waiting' | 'moving' | 'done' | 'refused' | 'idle';

const MOBILE_COLORS = {
  waiting: 'warning',
  moving: 'primary',
  done: 'success',
  refused: 'danger',
  idle: 'default',
} as const satisfies Record<StateTone, string>;

const DESKTOP_COLORS = {
  waiting: 'orange',
  moving: 'processing',
  done: 'success',
  refused: 'error',
  idle: 'default',
} as const satisfies Record<StateTone, string>;

function colorsOf<S extends string, C>(
  tones: Record<S, StateTone>,
  colors: Record<StateTone, C>,
): Record<S, C> {
  const out = {} as Record<S, C>;
  for (const state of Object.keys(tones) as S[]) out[state] = colors[tones[state]];
  return out;
}

/** Each state's tag colour: antd-mobile's on a phone, antd's preset on a desktop. */
export function stateColors<S extends string>(tones: Record<S, StateTone>) {
  return { mobile: colorsOf(tones, MOBILE_COLORS), desktop: colorsOf(tones, DESKTOP_COLORS) };
}

/**
 * An order to the member who pays it: waiting to pay, under review, paid, refused, expired. The
 * staff's voucher queue starts from it (`superman/lib/offline.ts`).
 */
export const ORDER_TONES = {
  pending: 'waiting',
  reviewing: 'moving',
  paid: 'done',
  rejected: 'refused',
  expired: 'idle',
} as const satisfies Record<OrderState, StateTone>;

import type { WithdrawalStateName } from '@nodebao/contract';
import { WITHDRAWAL_STATE_LABELS } from '@nodebao/contract/labels';

export { WITHDRAWAL_STATE_LABELS, type WithdrawalStateName };

/** The states in the order a withdrawal goes through them (the filter tabs' order). */
export const WITHDRAWAL_STATES = [
  'pending',
  'paying',
  'paid',
  'rejected',
] as const satisfies readonly WithdrawalStateName[];

/** antd-mobile Tag colours: waiting is orange, moving money blue, done green, refused red. */
export const MOBILE_STATE_COLORS = {
  pending: 'warning',
  paying: 'primary',
  paid: 'success',
  rejected: 'danger',
} as const satisfies Record<WithdrawalStateName, string>;

/** The same colours as antd Tag presets on desktops. */
export const DESKTOP_STATE_COLORS = {
  pending: 'orange',
  paying: 'processing',
  paid: 'success',
  rejected: 'error',
} as const satisfies Record<WithdrawalStateName, string>;

/** `?state=` of a record or review link; anything else means all states. */
export function stateParam(value: string | null | undefined): WithdrawalStateName | undefined {
  return WITHDRAWAL_STATES.find((s) => s === value);
}

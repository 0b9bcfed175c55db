import type { WithdrawalStateName } from '@nodebao/contract';
import { WITHDRAWAL_STATE_LABELS } from '@nodebao/contract/labels';
import { stateColors } from '@/lib/state-tone';

export { WITHDRAWAL_STATE_LABELS, type WithdrawalStateName };

/** The states in the order a withdrawal goes through them (the filter tabs' order). */
export const WITHDRAWAL_STATES = [
  'pending',
  'paying',
  'paid',
  'rejected',
] as const satisfies readonly WithdrawalStateName[];

/** Waiting for review, moving money, arrived, refused. */
export const { mobile: MOBILE_STATE_COLORS, desktop: DESKTOP_STATE_COLORS } =
  stateColors<WithdrawalStateName>({
    pending: 'waiting',
    paying: 'moving',
    paid: 'done',
    rejected: 'refused',
  });

/** `?state=` of a record or review link; anything else means all states. */
export function stateParam(value: string | null | undefined): WithdrawalStateName | undefined {
  return WITHDRAWAL_STATES.find((s) => s === value);
}

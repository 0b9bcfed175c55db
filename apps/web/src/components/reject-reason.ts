import { REJECT_REASON } from '@nodebao/contract/limits';
import { formatYuan } from '@nodebao/contract/money';
import { rejectReason } from '@nodebao/contract/schemas';
import type { ReactNode } from 'react';
import { zodCheck } from '@/lib/form-rule';

/** The words of a reject form, as each staff queue's locale file spells them. */
export type RejectReasonText = {
  rejectTitle: string;
  /** What rejecting does to this amount (in 元) of this member. */
  rejectHint: (yuan: string, mobile: string) => string;
  reasonLabel: string;
  reasonPlaceholder: string;
  rejectOk: string;
};

/**
 * What staff reject: an offline payment or a withdrawal, a member's amount in fen — or, with
 * `amountText`, an amount in another unit (points) written out by its queue.
 */
export type RejectedRow = { id: number; amount: number; member_mobile: string; amountText?: string };

export type RejectReasonProps = {
  /** The row being rejected; null closes the form. */
  row: RejectedRow | null;
  text: RejectReasonText;
  /** The contract's rule for the text: a message, or nothing when it may be sent (a reason by default). */
  validate?: (value: string | undefined) => string | undefined;
  /** A reason's 200 characters by default. */
  maxLength?: number;
  busy: boolean;
  onClose: () => void;
  /** The reason, trimmed. */
  onSubmit: (reason: string) => void;
  /** A refusal by default; false for a line that confirms (a transaction hash). */
  danger?: boolean;
  /** Between the hint and the field: what staff act on first (the account to transfer to). */
  details?: ReactNode;
  /** A short code typed on one line (a transfer's reference) rather than a sentence. */
  singleLine?: boolean;
};

/** The contract's rule for a reject reason, in its own words: the form's default check. */
export const rejectReasonError = zodCheck(rejectReason);

/** The form's props with their defaults: a reason's rule and length, a refusal, typed as a paragraph. */
export function reasonFormProps(props: RejectReasonProps) {
  return {
    ...props,
    validate: props.validate ?? rejectReasonError,
    maxLength: props.maxLength ?? REJECT_REASON.max,
    danger: props.danger ?? true,
    singleLine: props.singleLine ?? false,
  };
}

/** The hint above the field: what rejecting does to the row's amount, for its member. */
export function rejectHintOf(text: RejectReasonText, row: RejectedRow): string {
  return text.rejectHint(row.amountText ?? formatYuan(row.amount), row.member_mobile);
}

import { useState, type ReactNode } from 'react';
import type { RejectReasonProps, RejectReasonText } from '@/components/reject-reason';

type ReasonFormOptions<R> = {
  text: RejectReasonText;
  /** The action is under way: the form's button waits. */
  busy: boolean;
  /** What the hint names instead of an amount in fen (points, an IP range). */
  amountText?: (row: R) => string;
  /** What staff act on first, drawn by the view (the account to transfer to). */
  details?: (row: R) => ReactNode;
  /** Sends the typed text for the row; resolves with whether it went through (`useQueueReport`). */
  send: (row: R, text: string) => Promise<boolean>;
} & Pick<RejectReasonProps, 'validate' | 'maxLength' | 'danger' | 'singleLine'>;

/**
 * A queue row's one-line form (a reject reason, a transfer's reference, a transaction hash): which row
 * it is open for, and sending it, closed only once the action went through so a refusal leaves the
 * text to correct. `props` draws it as `RejectReasonSheet` or `RejectReasonModal`.
 */
export function useReasonForm<R extends { id: number; member_mobile: string; amount?: number }>({
  text,
  busy,
  amountText,
  details,
  send,
  ...rules
}: ReasonFormOptions<R>) {
  const [row, setRow] = useState<R | null>(null);
  const close = () => setRow(null);
  const submit = async (value: string) => {
    if (row && (await send(row, value))) setRow(null);
  };
  const props: RejectReasonProps = {
    row: row && {
      id: row.id,
      member_mobile: row.member_mobile,
      amount: row.amount ?? 0,
      amountText: amountText?.(row),
    },
    text,
    busy,
    onClose: close,
    onSubmit: (value) => void submit(value),
    details: row && details?.(row),
    ...rules,
  };
  return { row, open: setRow, close, submit, props };
}

export type ReasonForm<R extends { id: number; member_mobile: string; amount?: number }> = ReturnType<
  typeof useReasonForm<R>
>;

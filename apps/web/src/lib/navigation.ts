import type { NavigateFunction } from 'react-router';

/**
 * After a form is saved: back to where the member came from (a list keeps its filters and page that
 * way; the withdraw form that sent them to add an account), or to `fallback` when the form was opened
 * directly.
 */
export function goBack(navigate: NavigateFunction, fallback: string): void {
  // react-router keeps the position in history.state.idx; 0 means nothing of ours to go back to.
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (idx > 0) void navigate(-1);
  else void navigate(fallback, { replace: true });
}

/**
 * An id from the address bar ("12"): a positive integer a PostgreSQL id can hold, or null for
 * anything else ("", "0", "x", "1.5", "99999999999").
 */
export function idParam(value: string | null | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : null;
}

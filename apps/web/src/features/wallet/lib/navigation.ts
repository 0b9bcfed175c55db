import type { NavigateFunction } from 'react-router';

/**
 * After a form is saved: back to where the member came from (the list, or the withdraw form that sent
 * them to add an account), or to `fallback` when the form was opened directly.
 */
export function goBack(navigate: NavigateFunction, fallback: string): void {
  // react-router keeps the position in history.state.idx; 0 means nothing of ours to go back to.
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (idx > 0) void navigate(-1);
  else void navigate(fallback, { replace: true });
}

/** `?id=` of an edit link: a positive integer, else null (adding). */
export function idParam(value: string | null): number | null {
  if (value === null || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

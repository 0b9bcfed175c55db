import type { NavigateFunction } from 'react-router';

/**
 * After a form is saved: back to where the operator came from (a list keeps its filters and page
 * that way), or to `fallback` when the form was opened directly.
 */
export function goBack(navigate: NavigateFunction, fallback: string): void {
  // react-router keeps the position in history.state.idx; 0 means nothing of ours to go back to.
  const idx = (window.history.state as { idx?: number } | null)?.idx ?? 0;
  if (idx > 0) void navigate(-1);
  else void navigate(fallback, { replace: true });
}

import { startTransition, useEffect, useState } from 'react';

/**
 * The rows a long list draws now: the first `first` at once, the rest right after the browser has
 * painted those, in a transition that input may interrupt. A page of 100 device cards took ~400 ms to
 * draw in one task on a mid-range phone (Chromium at 4× CPU slowdown), the screen blank meanwhile;
 * 20 cards fill a phone's screen. Rows appended to the same list (the next page) are drawn at once;
 * a new list (another filter: its first row differs) starts with its first rows again.
 */
export function useFirstRowsFirst<T>(rows: readonly T[], first = 20): readonly T[] {
  const [completedFor, setCompletedFor] = useState<T | undefined>(undefined);
  const head = rows[0];
  const complete = rows.length <= first || completedFor === head;
  useEffect(() => {
    if (complete) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setCompletedFor(head)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [complete, head]);
  return complete ? rows : rows.slice(0, first);
}

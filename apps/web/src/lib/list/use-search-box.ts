import { useEffect, useRef, useState } from 'react';

const SEARCH_DELAY_MS = 400;

/**
 * A search box over a filter kept elsewhere (the address): what is typed shows at once and is
 * committed 400 ms after the last key; a change from outside (清除筛选) replaces what is typed.
 */
export function useSearchBox(committed: string, commit: (value: string) => void) {
  const [value, setValue] = useState(committed);
  const [seen, setSeen] = useState(committed);
  if (committed !== seen) {
    setSeen(committed);
    if (committed !== value.trim()) setValue(committed);
  }
  const commitRef = useRef(commit);
  useEffect(() => {
    commitRef.current = commit;
  });
  useEffect(() => {
    if (value.trim() === committed) return;
    const timer = setTimeout(() => commitRef.current(value.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value, committed]);
  return [value, setValue] as const;
}

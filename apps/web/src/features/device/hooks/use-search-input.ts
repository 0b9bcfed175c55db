import { useEffect, useState } from 'react';
import { useDeviceStore } from '../store';

const SEARCH_DELAY_MS = 400;

/**
 * The search box: what is typed shows at once and reaches the request 400 ms after the last key.
 * Starts from the request's search (coming back to the page); `setValue('')` with a filter reset
 * clears both.
 */
export function useSearchInput() {
  const [value, setValue] = useState(() => useDeviceStore.getState().deviceRequest.search);
  useEffect(() => {
    if (value.trim() === useDeviceStore.getState().deviceRequest.search.trim()) return;
    const timer = setTimeout(() => {
      // A new list starts at its top.
      window.scrollTo({ top: 0 });
      void useDeviceStore.getState().setRequest({ search: value });
    }, SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [value]);
  return [value, setValue] as const;
}

import { useCallback, useSyncExternalStore } from 'react';

/** The width from which the desktop layout (antd side menu) replaces the phone layout (DESIGN §2). */
export const DESKTOP_QUERY = '(min-width: 992px)';

export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

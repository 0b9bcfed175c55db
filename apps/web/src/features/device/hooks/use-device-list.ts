import { useEffect } from 'react';
import { useToken } from '@/lib/session';
import { useDeviceStore } from '../store';

/**
 * Starts the device list: page 1 when nothing is loaded yet (page 0), and a fresh state when another
 * member signed in since the list was loaded (the store outlives the session otherwise).
 */
export function useDeviceListLoader(): void {
  const token = useToken();
  const page = useDeviceStore((s) => s.pagination.page);
  useEffect(() => {
    if (useDeviceStore.getState().owner !== token) useDeviceStore.getState().resetAll(token);
    const s = useDeviceStore.getState();
    if (s.pagination.page === 0 && s.status === 'idle' && !s.error) void s.loadPage(1);
  }, [token, page]);
}

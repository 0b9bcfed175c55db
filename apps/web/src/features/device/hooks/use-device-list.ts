import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { useToken } from '@/lib/session';
import type { DeviceRequest } from '../api/get-devices';
import { useDeviceStore } from '../store';

const STATUSES: readonly string[] = ['online', 'offline', 'uninstalled', 'abnormal'];

/**
 * Starts the device list: page 1 when nothing is loaded yet (page 0), and a fresh state when another
 * member signed in since the list was loaded (the store outlives the session otherwise). A link with
 * `?status=` or `?search=` (from the dashboard's figures and fault events) sets the filter first.
 */
export function useDeviceListLoader(): void {
  const token = useToken();
  const page = useDeviceStore((s) => s.pagination.page);
  const [params] = useSearchParams();
  const linkedStatus = params.get('status');
  const linkedSearch = params.get('search');

  useEffect(() => {
    if (useDeviceStore.getState().owner !== token) useDeviceStore.getState().resetAll(token);
    if (linkedStatus !== null || linkedSearch !== null) {
      const status = (STATUSES.includes(linkedStatus ?? '') ? linkedStatus : null) as DeviceRequest['status'];
      void useDeviceStore.getState().setRequest({ status, search: linkedSearch ?? '' });
    }
  }, [token, linkedStatus, linkedSearch]);

  useEffect(() => {
    const s = useDeviceStore.getState();
    if (s.pagination.page === 0 && s.status === 'idle' && !s.error) void s.loadPage(1);
  }, [token, page]);
}

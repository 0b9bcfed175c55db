import { useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useMemberInfo } from '@/lib/member-info';
import { useToken } from '@/lib/session';
import type { DeviceRequest } from '../api/get-devices';
import { isFiltered, useDeviceStore } from '../store';
import { bulkActionsFor, useDeviceActions } from './use-device-actions';
import { useSearchInput } from './use-search-input';

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

/**
 * What both views of the device list read: the store's rows, paging and request, the selection and
 * its count, the search box, and the bulk actions the member may run.
 */
export function useDeviceListView() {
  const operator = useMemberInfo().data?.access.operator ?? false;
  const list = useDeviceStore((s) => s.list);
  const pagination = useDeviceStore((s) => s.pagination);
  const status = useDeviceStore((s) => s.status);
  const error = useDeviceStore((s) => s.error);
  const request = useDeviceStore((s) => s.deviceRequest);
  const selectedIds = useDeviceStore((s) => s.selectedIds);
  const selectAll = useDeviceStore((s) => s.selectAll);
  const [search, setSearch] = useSearchInput();
  const actions = useDeviceActions();
  const bulkActions = useMemo(() => bulkActionsFor(operator), [operator]);

  /** 清除筛选: the search box, the status and the tag. */
  function clearFilters() {
    setSearch('');
    void useDeviceStore.getState().setRequest({ search: '', status: null, tag_id: 0 });
  }

  return {
    operator,
    list,
    pagination,
    status,
    error,
    request,
    selectedIds,
    selectAll,
    /** The devices a bulk action would change. */
    count: selectAll ? pagination.totalCount : selectedIds.length,
    filtered: isFiltered(request),
    search,
    setSearch,
    clearFilters,
    actions,
    bulkActions,
  };
}

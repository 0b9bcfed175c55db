import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import {
  readAddress,
  toSearchParams,
  type AddressState,
  type InstallRecordFilter,
  type ManageDeviceFilter,
} from '../lib/device-filter';

/** /manage/device's tab and filters, read from and written to the address (see device-filter.ts). */
export function useDeviceAddress() {
  const [params, setParams] = useSearchParams();
  const state = useMemo(() => readAddress(params), [params]);
  const filter = useMemo<ManageDeviceFilter>(
    () => ({ member_id: state.member_id, status: state.status, search: state.search }),
    [state.member_id, state.status, state.search],
  );
  const recordFilter = useMemo<InstallRecordFilter>(
    () => ({ device_id: state.device_id, action: state.action }),
    [state.device_id, state.action],
  );

  function update(patch: Partial<AddressState>) {
    setParams(toSearchParams({ ...state, ...patch }), { replace: true });
  }

  return { tab: state.tab, filter, recordFilter, update };
}

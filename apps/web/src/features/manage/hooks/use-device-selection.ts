import { useCallback, useState } from 'react';
import { selectionOf, type ManageDeviceFilter, type ManageDeviceSelection } from '../lib/device-filter';

/**
 * The ticked devices of /manage/device: ids, or every device matching the filter (select_all).
 * A new filter clears the selection (the ticked rows may not match it any more).
 */
export function useDeviceSelection(filter: ManageDeviceFilter) {
  const [ids, setIds] = useState<number[]>([]);
  const [all, setAll] = useState(false);
  const key = JSON.stringify(filter);
  const [seen, setSeen] = useState(key);
  if (key !== seen) {
    setSeen(key);
    setIds([]);
    setAll(false);
  }

  // Stable, so memoised cards do not draw again on every tick.
  const toggle = useCallback((id: number) => {
    setAll(false);
    setIds((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current, id]));
  }, []);

  function clear() {
    setIds([]);
    setAll(false);
  }

  return {
    ids,
    all,
    /** Ticking by hand means "these ids", no longer "every device". */
    setIds: (next: number[]) => {
      setAll(false);
      setIds([...new Set(next)]);
    },
    /** Every device matching the filter, loaded or not; the loaded ones show ticked. */
    selectAll: (loadedIds: number[]) => {
      setAll(true);
      setIds(loadedIds);
    },
    toggle,
    clear,
    count: (totalCount: number) => (all ? totalCount : ids.length),
    selection: (): ManageDeviceSelection => selectionOf(all, ids, filter),
  };
}

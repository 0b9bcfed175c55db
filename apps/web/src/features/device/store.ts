/**
 * The device list state of SPEC §3: list, pagination (100 a page, page 0 = nothing loaded yet),
 * selectedIds, selectAll, deviceRequest and countData, with the transitions of SPEC §4:
 * - page 1 replaces the list, later pages are appended; more is available while page < pageCount;
 * - a status reset puts the request back to its defaults and clears the list and the selection;
 * - moving devices to a tag, a member or a room: the rows take the new names;
 * - putting devices down or removing them: the rows are dropped;
 * - a device update merges the device fetched again into the list.
 * The detail, pickers and codes use react-query; only this list is kept here, because it grows page
 * by page and is changed in place by the bulk actions.
 */
import { create } from 'zustand';
import { getDevices, initialDeviceRequest, type DeviceRequest } from './api/get-devices';
import type { DeviceCount, DeviceRow, DeviceSelection, Pages } from './types';

export type LoadStatus = 'idle' | 'loading' | 'more';
/** What a filter, sort or page-size change sets; `flag` is the store's own. */
export type RequestPatch = Partial<Omit<DeviceRequest, 'flag'>>;

export interface DeviceState {
  list: DeviceRow[];
  pagination: Pages;
  selectedIds: number[];
  /** Every device matching the request, loaded or not (bulk calls send select_all + the filter). */
  selectAll: boolean;
  deviceRequest: DeviceRequest;
  countData: DeviceCount | null;
  status: LoadStatus;
  /** The last load's failure; cleared by the next load. */
  error: unknown;
  /** The session the list was loaded for: another sign-in starts from scratch. */
  owner: string | null;
}

export interface DeviceActions {
  /**
   * Loads one page: page 1 replaces; a later page is appended unless `append: false` (desktop table).
   * Resolves false when the load failed (the list is kept and `error` says why).
   */
  loadPage: (page: number, options?: { append?: boolean }) => Promise<boolean>;
  /** The next page while there is more; waits for a load already under way instead. */
  loadMore: () => Promise<boolean>;
  /** Page 1 again with the same request; the selection keeps the rows that are still there. */
  refresh: () => Promise<boolean>;
  /**
   * A new filter, sort or page size: the selection is cleared and page 1 replaces the list. When that
   * load fails the old rows go too (they do not match the new request), leaving the error to show.
   */
  setRequest: (patch: RequestPatch) => Promise<boolean>;
  /** SPEC §4's status reset. */
  resetStatus: () => void;
  /** Back to the initial state for another session. */
  resetAll: (owner: string | null) => void;

  toggleSelected: (id: number) => void;
  setSelected: (ids: number[]) => void;
  selectVisible: () => void;
  setSelectAll: (on: boolean) => void;
  clearSelection: () => void;

  /** After a move: the rows of the selection take the new values (every loaded row for select_all). */
  patchRows: (selection: DeviceSelection, patch: Partial<DeviceRow>) => void;
  /** After an uninstall or a removal: the rows of the selection leave the list and the totals. */
  dropRows: (selection: DeviceSelection, affected: number) => void;
  /** A device fetched again replaces its row. */
  mergeDevice: (row: DeviceRow) => void;
  /** Fetches the counts again (fleet counts and the filter's total) without touching the rows. */
  refreshCounts: () => Promise<void>;
}

export type DeviceStore = DeviceState & DeviceActions;

const initialPagination = (pageSize: number): Pages => ({ page: 0, pageSize, totalCount: 0, pageCount: 0 });

export function initialDeviceState(owner: string | null = null): DeviceState {
  return {
    list: [],
    pagination: initialPagination(initialDeviceRequest.limit),
    selectedIds: [],
    selectAll: false,
    deviceRequest: initialDeviceRequest,
    countData: null,
    status: 'idle',
    error: null,
    owner,
  };
}

/** Rows of a later page that an earlier one already holds (after rows were dropped) come once. */
function appendUnique(list: DeviceRow[], more: DeviceRow[]): DeviceRow[] {
  const seen = new Set(list.map((r) => r.id));
  return [...list, ...more.filter((r) => !seen.has(r.id))];
}

/** Whether a row belongs to the selection a bulk call was made with. */
function inSelection(selection: DeviceSelection): (row: DeviceRow) => boolean {
  if (!('ids' in selection)) return () => true;
  const ids = new Set(selection.ids);
  return (row) => ids.has(row.id);
}

/** The load under way, so that a second caller can wait for it instead of asking again. */
let inflight: Promise<boolean> = Promise.resolve(true);

export const useDeviceStore = create<DeviceStore>()((set, get) => ({
  ...initialDeviceState(),

  loadPage: (page, options = {}) => {
    const append = options.append ?? page > 1;
    // A page that replaces the list outdates any reply still on its way (a quick second page click).
    if (!append) set((s) => ({ deviceRequest: { ...s.deviceRequest, flag: s.deviceRequest.flag + 1 } }));
    const request = get().deviceRequest;
    set({ status: append ? 'more' : 'loading', error: null });
    const stale = () => get().deviceRequest.flag !== request.flag;
    inflight = getDevices(request, page).then(
      (reply) => {
        if (stale()) return true;
        set((s) => ({
          list: append ? appendUnique(s.list, reply.list) : reply.list,
          pagination: reply.pages,
          countData: reply.count,
          status: 'idle',
        }));
        return true;
      },
      (error: unknown) => {
        if (stale()) return true;
        set({ status: 'idle', error });
        return false;
      },
    );
    return inflight;
  },

  loadMore: async () => {
    const s = get();
    if (s.status !== 'idle') return inflight;
    if (!hasMore(s)) return true;
    // After rows were dropped the server's pages moved up: ask again for the page holding the first
    // row not loaded yet (appendUnique skips the ones already here).
    return s.loadPage(Math.floor(s.list.length / s.pagination.pageSize) + 1, { append: true });
  },

  refresh: async () => {
    set((s) => ({ deviceRequest: { ...s.deviceRequest, flag: s.deviceRequest.flag + 1 } }));
    const ok = await get().loadPage(1);
    set((s) => {
      if (s.selectAll) return { selectedIds: s.list.map((r) => r.id) };
      const present = new Set(s.list.map((r) => r.id));
      return { selectedIds: s.selectedIds.filter((id) => present.has(id)) };
    });
    return ok;
  },

  setRequest: async (patch) => {
    set((s) => ({
      deviceRequest: { ...s.deviceRequest, ...patch, flag: s.deviceRequest.flag + 1 },
      selectedIds: [],
      selectAll: false,
    }));
    const ok = await get().loadPage(1);
    if (!ok) set((s) => ({ list: [], pagination: initialPagination(s.deviceRequest.limit) }));
    return ok;
  },

  resetStatus: () =>
    set((s) => ({
      deviceRequest: { ...initialDeviceRequest, flag: s.deviceRequest.flag + 1 },
      list: [],
      pagination: initialPagination(initialDeviceRequest.limit),
      selectedIds: [],
      selectAll: false,
      status: 'idle',
      error: null,
    })),

  resetAll: (owner) =>
    set((s) => ({
      ...initialDeviceState(owner),
      deviceRequest: { ...initialDeviceRequest, flag: s.deviceRequest.flag + 1 },
    })),

  toggleSelected: (id) =>
    set((s) => {
      const selected = s.selectedIds.includes(id);
      return {
        selectedIds: selected ? s.selectedIds.filter((x) => x !== id) : [...s.selectedIds, id],
        // Leaving out one device means "these ids", no longer "every device".
        selectAll: false,
      };
    }),

  setSelected: (ids) => set({ selectedIds: [...new Set(ids)], selectAll: false }),

  selectVisible: () => set((s) => ({ selectedIds: s.list.map((r) => r.id), selectAll: false })),

  setSelectAll: (on) =>
    set((s) => (on ? { selectAll: true, selectedIds: s.list.map((r) => r.id) } : { selectAll: false })),

  clearSelection: () => set({ selectedIds: [], selectAll: false }),

  patchRows: (selection, patch) =>
    set((s) => {
      const hit = inSelection(selection);
      return { list: s.list.map((row) => (hit(row) ? { ...row, ...patch } : row)) };
    }),

  dropRows: (selection, affected) =>
    set((s) => {
      const hit = inSelection(selection);
      const list = s.list.filter((row) => !hit(row));
      const dropped = s.list.length - list.length;
      const totalCount = Math.max(list.length, s.pagination.totalCount - Math.max(affected, dropped));
      const pageSize = s.pagination.pageSize;
      return {
        list,
        pagination: { ...s.pagination, totalCount, pageCount: Math.ceil(totalCount / pageSize) },
      };
    }),

  mergeDevice: (row) => set((s) => ({ list: s.list.map((r) => (r.id === row.id ? { ...r, ...row } : r)) })),

  refreshCounts: async () => {
    const request = get().deviceRequest;
    try {
      const reply = await getDevices({ ...request, limit: 1 }, 1);
      if (get().deviceRequest.flag !== request.flag) return;
      set((s) => {
        const totalCount = Math.max(s.list.length, reply.pages.totalCount);
        return {
          countData: reply.count,
          pagination: {
            ...s.pagination,
            totalCount,
            pageCount: Math.ceil(totalCount / s.pagination.pageSize),
          },
        };
      });
    } catch {
      // The counts stay as the drop left them; the next load corrects them.
    }
  },
}));

/** SPEC §4: more while page < pageCount (or rows are missing after some were dropped). */
export function hasMore(s: Pick<DeviceState, 'list' | 'pagination'>): boolean {
  if (s.pagination.page === 0) return false;
  return s.pagination.page < s.pagination.pageCount || s.list.length < s.pagination.totalCount;
}

/** What a bulk call acts on: select_all with the current filter, or the selected ids. */
export function selectionOf(
  s: Pick<DeviceState, 'selectAll' | 'selectedIds' | 'deviceRequest'>,
): DeviceSelection {
  if (!s.selectAll) return { ids: [...s.selectedIds] };
  const { search, status, tag_id } = s.deviceRequest;
  return {
    select_all: true,
    filter: { search: search.trim() || undefined, status: status ?? undefined, tag_id },
  };
}

/** How many devices a bulk call would touch, for the confirmations. */
export function selectedCount(s: Pick<DeviceState, 'selectAll' | 'selectedIds' | 'pagination'>): number {
  return s.selectAll ? s.pagination.totalCount : s.selectedIds.length;
}

/** The request differs from the defaults in what it shows (sort and page size aside). */
export function isFiltered(req: DeviceRequest): boolean {
  return req.search.trim() !== '' || req.status !== null || req.tag_id !== 0;
}

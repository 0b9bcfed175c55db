import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRequestCache, resetRequestConfig } from '@/lib/request';
import { deviceRow } from '@/testing/device-row';
import { deviceListParams, initialDeviceRequest } from './api/get-devices';
import { hasMore, initialDeviceState, selectedCount, selectionOf, useDeviceStore } from './store';
import type { DeviceRow } from './types';

const device = (id: number, over: Partial<DeviceRow> = {}) =>
  deviceRow(id, {
    sn: `NB${String(id).padStart(6, '0')}`,
    name: `节点-${id}`,
    device_type_name: 'NB-X1',
    online: id % 2 === 0,
    ...over,
  });

/** A fake GET /api/device/index over `fleet`, paged like the server (page from 1, pageSize). */
let fleet: DeviceRow[] = [];
const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

function listReply(url: URL) {
  const page = Number(url.searchParams.get('page') ?? 1);
  const pageSize = Number(url.searchParams.get('pageSize') ?? 100);
  const online = fleet.filter((d) => d.online).length;
  return {
    errorCode: 0,
    msg: '',
    data: fleet.slice((page - 1) * pageSize, page * pageSize),
    pages: { page, pageSize, totalCount: fleet.length, pageCount: Math.ceil(fleet.length / pageSize) },
    count: { total: fleet.length, online, offline: fleet.length - online },
  };
}

function lastListUrl(): URL {
  const call = fetchMock.mock.calls.filter(([u]) => u.startsWith('/api/device/index')).at(-1);
  if (!call) throw new Error('the list was not asked for');
  return new URL(call[0], 'http://x');
}

const store = () => useDeviceStore.getState();

beforeEach(() => {
  localStorage.clear();
  clearRequestCache();
  resetRequestConfig();
  fleet = Array.from({ length: 250 }, (_, i) => device(i + 1));
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(input, 'http://x');
    return new Response(JSON.stringify(listReply(url)), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  useDeviceStore.setState(initialDeviceState());
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('device store: paging (SPEC §4)', () => {
  it('starts with nothing loaded: page 0 of 100, the default request', () => {
    expect(store().pagination).toEqual({ page: 0, pageSize: 100, totalCount: 0, pageCount: 0 });
    expect(store().deviceRequest).toMatchObject({
      search: '',
      status: null,
      tag_id: 0,
      limit: 100,
      sort: 'room_info',
    });
    expect(hasMore(store())).toBe(false);
  });

  it('replaces the list with page 1 and appends later pages while page < pageCount', async () => {
    await store().loadPage(1);
    expect(store().list.map((d) => d.id)).toEqual(fleet.slice(0, 100).map((d) => d.id));
    expect(store().pagination).toMatchObject({ page: 1, pageCount: 3, totalCount: 250 });
    expect(store().countData).toEqual({ total: 250, online: 125, offline: 125 });

    await store().loadMore();
    expect(store().list).toHaveLength(200);
    expect(store().list[100]?.id).toBe(101);
    expect(hasMore(store())).toBe(true);

    await store().loadMore();
    expect(store().list).toHaveLength(250);
    expect(store().pagination.page).toBe(3);
    expect(hasMore(store())).toBe(false);

    fetchMock.mockClear();
    await store().loadMore();
    expect(fetchMock).not.toHaveBeenCalled();

    await store().loadPage(1);
    expect(store().list).toHaveLength(100);
  });

  it('asks with the request: sort room_info desc, 100 a page, defaults left out', async () => {
    await store().loadPage(1);
    const url = lastListUrl();
    expect(Object.fromEntries(url.searchParams)).toEqual({
      page: '1',
      pageSize: '100',
      sort: 'room_info',
      order: 'desc',
    });
    expect(
      deviceListParams({ ...initialDeviceRequest, search: ' NB01 ', status: 'offline', tag_id: 4 }, 2),
    ).toMatchObject({ search: 'NB01', status: 'offline', tag_id: 4, page: 2 });
  });

  it('a new filter clears the selection and replaces the list with its page 1', async () => {
    await store().loadPage(1);
    store().setSelected([1, 2, 3]);
    await store().setRequest({ status: 'online', tag_id: 2 });
    expect(store().selectedIds).toEqual([]);
    expect(store().pagination.page).toBe(1);
    expect(lastListUrl().searchParams.get('status')).toBe('online');
    expect(lastListUrl().searchParams.get('tag_id')).toBe('2');
  });

  it('drops a reply that arrives after the request changed', async () => {
    let answerSlow: (() => void) | undefined;
    fetchMock.mockImplementationOnce(
      (input) =>
        new Promise<Response>((resolve) => {
          answerSlow = () => resolve(new Response(JSON.stringify(listReply(new URL(input, 'http://x')))));
        }),
    );
    const slow = store().loadPage(1);
    fleet = fleet.slice(0, 5);
    await store().setRequest({ search: 'NB' });
    answerSlow?.();
    await slow;
    expect(store().list).toHaveLength(5);
  });

  it('a new filter that cannot be loaded leaves no old rows, only the error', async () => {
    await store().loadPage(1);
    fetchMock.mockResolvedValueOnce(new Response('busy', { status: 429 }));
    expect(await store().setRequest({ status: 'offline' })).toBe(false);
    expect(store().list).toEqual([]);
    expect(store().pagination.page).toBe(0);
    expect(store().error).toBeTruthy();
    expect(await store().loadPage(1)).toBe(true);
    expect(store().list).toHaveLength(100);
  });

  it('loadMore while a page is loading waits for it instead of asking twice', async () => {
    await store().loadPage(1);
    fetchMock.mockClear();
    const first = store().loadMore();
    const second = store().loadMore();
    expect(await second).toBe(true);
    await first;
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(store().list).toHaveLength(200);
  });

  it('of two pages asked one after the other (desktop), the last one asked wins', async () => {
    await store().loadPage(1);
    let answerSlow: (() => void) | undefined;
    fetchMock.mockImplementationOnce(
      (input) =>
        new Promise<Response>((resolve) => {
          answerSlow = () => resolve(new Response(JSON.stringify(listReply(new URL(input, 'http://x')))));
        }),
    );
    const slow = store().loadPage(2, { append: false });
    await store().loadPage(3, { append: false });
    answerSlow?.();
    await slow;
    expect(store().pagination.page).toBe(3);
    expect(store().list[0]?.id).toBe(201);
  });

  it('keeps the list and records the failure when a page cannot be loaded', async () => {
    await store().loadPage(1);
    fetchMock.mockResolvedValueOnce(
      new Response(JSON.stringify({ errorCode: 50000, msg: '服务器开小差了', data: null })),
    );
    await store().loadMore();
    expect(store().list).toHaveLength(100);
    expect(store().error).toBeInstanceOf(Error);
    expect(store().status).toBe('idle');
  });
});

describe('device store: status reset', () => {
  it('puts the request back to its defaults and clears the list and the selection', async () => {
    await store().setRequest({ search: 'NB', status: 'offline', tag_id: 3, sort: 'sn', order: 'asc' });
    store().selectVisible();
    store().setSelectAll(true);
    const flag = store().deviceRequest.flag;

    store().resetStatus();

    expect(store().deviceRequest).toEqual({ ...initialDeviceRequest, flag: flag + 1 });
    expect(store().list).toEqual([]);
    expect(store().pagination.page).toBe(0);
    expect(store().selectedIds).toEqual([]);
    expect(store().selectAll).toBe(false);
  });
});

describe('device store: selection and the body of bulk calls', () => {
  it('sends the selected ids when selectAll is off', async () => {
    await store().loadPage(1);
    store().toggleSelected(5);
    store().toggleSelected(7);
    store().toggleSelected(5);
    expect(selectionOf(store())).toEqual({ ids: [7] });
    expect(selectedCount(store())).toBe(1);
  });

  it('sends select_all with the current filter (search, status, tag) when selectAll is on', async () => {
    await store().setRequest({ search: ' NB0001 ', status: 'online', tag_id: 2 });
    store().selectVisible();
    store().setSelectAll(true);
    expect(selectionOf(store())).toEqual({
      select_all: true,
      filter: { search: 'NB0001', status: 'online', tag_id: 2 },
    });
    expect(selectedCount(store())).toBe(250);
  });

  it('leaves status out of the filter when every status is shown', async () => {
    await store().loadPage(1);
    store().setSelectAll(true);
    const selection = selectionOf(store());
    expect(JSON.parse(JSON.stringify(selection))).toEqual({ select_all: true, filter: { tag_id: 0 } });
  });

  it('leaving one row out turns select-all back into the ids', async () => {
    await store().loadPage(1);
    store().setSelectAll(true);
    store().toggleSelected(1);
    expect(store().selectAll).toBe(false);
    expect(selectionOf(store())).toEqual({ ids: fleet.slice(1, 100).map((d) => d.id) });
  });
});

describe('device store: rows after bulk actions (SPEC §4)', () => {
  it('moving to a tag: only the selected rows take the new tag name', async () => {
    await store().loadPage(1);
    store().patchRows({ ids: [2, 4] }, { tag_id: 9, tag_name: '上海一号' });
    expect(
      store()
        .list.filter((d) => d.tag_name === '上海一号')
        .map((d) => d.id),
    ).toEqual([2, 4]);
  });

  it('with select-all every loaded row takes the new room and cabinet', async () => {
    await store().loadPage(1);
    store().patchRows(
      { select_all: true, filter: { tag_id: 0 } },
      { jifang: '杭州机房', jigui: 'A01', room_info: '杭州机房 / A01' },
    );
    expect(store().list.every((d) => d.room_info === '杭州机房 / A01')).toBe(true);
  });

  it('removing: the rows leave the list and the total; later pages still come without gaps', async () => {
    await store().loadPage(1);
    const removed = [3, 4, 5, 6, 7, 8, 9, 10, 11, 12];
    fleet = fleet.filter((d) => !removed.includes(d.id));
    store().dropRows({ ids: removed }, removed.length);

    expect(store().list).toHaveLength(90);
    expect(store().list.some((d) => removed.includes(d.id))).toBe(false);
    expect(store().pagination.totalCount).toBe(240);
    expect(hasMore(store())).toBe(true);

    // The server's page 1 now ends at device 110: asking page 1 again fetches 101..110 without doubles.
    await store().loadMore();
    expect(store().list.map((d) => d.id)).toEqual(fleet.slice(0, 100).map((d) => d.id));
    await store().loadMore();
    await store().loadMore();
    expect(store().list.map((d) => d.id)).toEqual(fleet.map((d) => d.id));
    expect(hasMore(store())).toBe(false);
  });

  it('removing everything selected with select-all empties the list', async () => {
    await store().loadPage(1);
    store().dropRows({ select_all: true, filter: { tag_id: 0 } }, 250);
    expect(store().list).toEqual([]);
    expect(store().pagination.totalCount).toBe(0);
    expect(hasMore(store())).toBe(false);
  });

  it('refreshCounts takes the fleet counts and the total again without touching the rows', async () => {
    await store().loadPage(1);
    fleet = fleet.slice(0, 200);
    store().dropRows({ ids: [] }, 0);
    await store().refreshCounts();
    expect(store().countData).toEqual({ total: 200, online: 100, offline: 100 });
    expect(store().pagination.totalCount).toBe(200);
    expect(store().list).toHaveLength(100);
    expect(lastListUrl().searchParams.get('pageSize')).toBe('1');
  });

  it('a device fetched again is merged into its row', async () => {
    await store().loadPage(1);
    store().mergeDevice(device(2, { name: '书房' }));
    expect(store().list[1]).toMatchObject({ id: 2, name: '书房' });
    expect(store().list).toHaveLength(100);
  });
});

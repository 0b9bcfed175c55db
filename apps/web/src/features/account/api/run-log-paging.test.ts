import { InfiniteQueryObserver, QueryClient, type InfiniteData } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRequestCache, resetRequestConfig } from '@/lib/request';
import { getRunLogPage, runLogKey, runLogRowKey, type RunLogFilter, type RunLogRow } from './get-run-log';
import { firstPageOnly, flattenPages, nextPageParam, type ListPage } from '@/lib/list/paged-list';

// ------------------------------------------------------------------------------------------------
// The run log as an infinite query against a fake GET /api/device/tongji of 45 rows (20 a page).

function runRow(i: number): RunLogRow {
  return {
    device_id: (i % 5) + 1,
    sn: `NB${String((i % 5) + 1).padStart(6, '0')}`,
    name: '',
    day: `2026-11-${String(22 - Math.floor(i / 5)).padStart(2, '0')}`,
    online_minutes: 1440,
    bytes_up: 1e9,
    bytes_down: 1e8,
    value95_kbps: 40_000,
    peak_kbps: 50_000,
  };
}

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
let table: RunLogRow[] = [];

beforeEach(() => {
  clearRequestCache();
  resetRequestConfig();
  table = Array.from({ length: 45 }, (_, i) => runRow(i));
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(input, 'http://x');
    const page = Number(url.searchParams.get('page'));
    const pageSize = Number(url.searchParams.get('pageSize'));
    const day = url.searchParams.get('day');
    const matching = day ? table.filter((r) => r.day === day) : table;
    const body = {
      errorCode: 0,
      msg: '',
      data: matching.slice((page - 1) * pageSize, page * pageSize),
      pages: {
        page,
        pageSize,
        totalCount: matching.length,
        pageCount: Math.ceil(matching.length / pageSize),
      },
    };
    return new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function observe(filter: RunLogFilter) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const observer = new InfiniteQueryObserver(client, {
    queryKey: runLogKey(filter),
    queryFn: ({ pageParam, signal }) => getRunLogPage(filter, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });
  const unsubscribe = observer.subscribe(() => {});
  return { client, observer, unsubscribe };
}

const shown = (data: InfiniteData<ListPage<RunLogRow>, unknown> | undefined) =>
  flattenPages(data?.pages ?? [], runLogRowKey);

describe('the run log list', () => {
  it('loads page 1, appends pages 2 and 3, then has no more', async () => {
    const { observer, unsubscribe } = observe({ day: null, deviceId: 0 });
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
    expect(shown(observer.getCurrentResult().data)).toHaveLength(20);
    expect(observer.getCurrentResult().hasNextPage).toBe(true);

    await observer.fetchNextPage();
    const afterTwo = await observer.fetchNextPage();
    expect(shown(afterTwo.data)).toEqual(table);
    expect(afterTwo.hasNextPage).toBe(false);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    unsubscribe();
  });

  it('sends the filter: the day, the device, and nothing for "all"', async () => {
    const { observer, unsubscribe } = observe({ day: '2026-11-21', deviceId: 3 });
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
    const url = new URL(fetchMock.mock.calls[0]?.[0] ?? '', 'http://x');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      day: '2026-11-21',
      device_id: '3',
      page: '1',
      pageSize: '20',
    });
    unsubscribe();

    fetchMock.mockClear();
    const all = observe({ day: null, deviceId: 0 });
    await vi.waitFor(() => expect(all.observer.getCurrentResult().isSuccess).toBe(true));
    const allUrl = new URL(fetchMock.mock.calls[0]?.[0] ?? '', 'http://x');
    expect(allUrl.searchParams.has('day')).toBe(false);
    expect(allUrl.searchParams.has('device_id')).toBe(false);
    all.unsubscribe();
  });

  it('refreshes with page 1 alone, which replaces the appended pages', async () => {
    const filter = { day: null, deviceId: 0 };
    const { client, observer, unsubscribe } = observe(filter);
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
    await observer.fetchNextPage();
    expect(shown(observer.getCurrentResult().data)).toHaveLength(40);

    table = [runRow(99), ...table];
    fetchMock.mockClear();
    client.setQueryData(runLogKey(filter), firstPageOnly);
    await observer.refetch();
    const refreshed = observer.getCurrentResult();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(shown(refreshed.data)).toEqual(table.slice(0, 20));
    expect(refreshed.hasNextPage).toBe(true);
    unsubscribe();
  });

  it('keeps the rows when a later page fails, so the scroll can try again', async () => {
    const { observer, unsubscribe } = observe({ day: null, deviceId: 0 });
    await vi.waitFor(() => expect(observer.getCurrentResult().isSuccess).toBe(true));
    fetchMock.mockResolvedValueOnce(new Response('{"errorCode":50000,"msg":"系统繁忙","data":null}'));
    const failed = await observer.fetchNextPage();
    expect(failed.isFetchNextPageError).toBe(true);
    expect(shown(failed.data)).toHaveLength(20);

    const retried = await observer.fetchNextPage();
    expect(shown(retried.data)).toHaveLength(40);
    unsubscribe();
  });
});

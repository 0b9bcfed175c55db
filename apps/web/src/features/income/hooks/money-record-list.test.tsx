import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRequestCache, resetRequestConfig } from '@/lib/request';
import { syncSession } from '@/lib/session';
import { useMoneyRecords } from '../api/get-money-records';
import { initialMoneyRecordRequest, MONEY_RECORD_STORAGE_KEY, useMoneyRecordStore } from '../store';
import type { MoneyRecord } from '../types';
import { useMoneyRecordRequest } from './use-money-record-request';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
let root: Root | undefined;
let view:
  { list: ReturnType<typeof useMoneyRecords>; request: ReturnType<typeof useMoneyRecordRequest> } | undefined;

function line(id: number, amount: number): MoneyRecord {
  return {
    id,
    transfer_id: id,
    kind: amount > 0 ? 'settlement' : 'withdraw_request',
    memo: `line ${id}`,
    amount_fen: amount,
    balance_after_fen: 1000,
    day: amount > 0 ? '2026-11-21' : null,
    created_at: '2026-11-22T15:00:00.000Z',
  };
}

/** The member is #3; the ledger has 3 lines, 2 a page; `withdraw` has one. */
function serve() {
  fetchMock.mockImplementation(async (url: string) => {
    const u = new URL(url, 'http://x');
    if (u.pathname === '/api/member/info') {
      return Response.json({
        errorCode: 0,
        msg: '',
        data: { id: 3, access: { operator: false, superman: false } },
      });
    }
    const page = Number(u.searchParams.get('page'));
    const kind = u.searchParams.get('kind');
    const all = kind === 'withdraw' ? [line(2, -500)] : [line(3, 100), line(2, -500), line(1, 200)];
    const rows = all.slice((page - 1) * 2, page * 2);
    return Response.json({
      errorCode: 0,
      msg: '',
      data: rows,
      pages: { page, pageSize: 2, totalCount: all.length, pageCount: Math.ceil(all.length / 2) },
    });
  });
}

function Harness() {
  const request = useMoneyRecordRequest();
  const list = useMoneyRecords(request.request, request.ready);
  view = { list, request };
  return null;
}

function mount() {
  root = createRoot(document.createElement('div'));
  root.render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <Harness />
    </QueryClientProvider>,
  );
}

const listCalls = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(url, 'http://x'))
    .filter((u) => u.pathname === '/api/member/money-record-list')
    .map((u) => Object.fromEntries(u.searchParams));

beforeEach(() => {
  localStorage.setItem('token', 'tok');
  syncSession();
  sessionStorage.clear();
  useMoneyRecordStore.setState({ owner: null, request: initialMoneyRecordRequest });
  clearRequestCache();
  resetRequestConfig();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  serve();
});

afterEach(() => {
  root?.unmount();
  view = undefined;
  localStorage.clear();
});

describe('GET /api/member/money-record-list', () => {
  it('loads page 1, appends page 2, and stops at the last page', async () => {
    mount();
    await vi.waitFor(() => expect(view?.list.list.map((r) => r.id)).toEqual([3, 2]));
    expect(view?.list.hasMore).toBe(true);
    await view?.list.loadMore();
    await vi.waitFor(() => expect(view?.list.list.map((r) => r.id)).toEqual([3, 2, 1]));
    expect(view?.list.hasMore).toBe(false);
    expect(listCalls()).toEqual([
      { kind: 'all', page: '1', pageSize: '20' },
      { kind: 'all', page: '2', pageSize: '20' },
    ]);
  });

  it('asks with the merged filter, page 1 replacing the list, and remembers it for the next visit', async () => {
    mount();
    await vi.waitFor(() => expect(view?.list.list).toHaveLength(2));
    view?.request.setRequest({ kind: 'withdraw' });
    view?.request.setRequest({ start: '2026-11-01', end: '2026-11-22' });
    await vi.waitFor(() => expect(view?.list.list.map((r) => r.id)).toEqual([2]));
    expect(listCalls().at(-1)).toEqual({
      kind: 'withdraw',
      start: '2026-11-01',
      end: '2026-11-22',
      page: '1',
      pageSize: '20',
    });
    expect(JSON.parse(sessionStorage.getItem(MONEY_RECORD_STORAGE_KEY) ?? '{}')).toMatchObject({
      state: { owner: 3, request: { kind: 'withdraw', start: '2026-11-01', end: '2026-11-22' } },
    });

    // Back on the page later: the list opens with the remembered filter at once.
    root?.unmount();
    view = undefined;
    fetchMock.mockClear();
    mount();
    await vi.waitFor(() => expect(view?.list.list.map((r) => r.id)).toEqual([2]));
    expect(listCalls()).toEqual([
      { kind: 'withdraw', start: '2026-11-01', end: '2026-11-22', page: '1', pageSize: '20' },
    ]);
  });

  it('does not ask before it knows whose request it holds', async () => {
    useMoneyRecordStore.setState({ owner: 9, request: { kind: 'withdraw', start: null, end: null } });
    mount();
    await vi.waitFor(() => expect(view?.list.list).toHaveLength(2));
    expect(listCalls()).toEqual([{ kind: 'all', page: '1', pageSize: '20' }]);
  });
});

import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetRequestConfig } from '@/lib/request';
import { room } from '../lib/room.fixture';
import { fetchAllPages } from '@/lib/list/fetch-all';
import { getRoomPage } from './get-rooms';

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

function answer(body: unknown) {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status: 200 }));
}

beforeEach(() => {
  resetRequestConfig();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => vi.unstubAllGlobals());

describe('GET /api/room/list', () => {
  it('asks for a room’s cabinets by pid and reads the counts beside data', async () => {
    answer({
      errorCode: 0,
      msg: '',
      data: [room({ id: 11, pid: 3 })],
      pages: { page: 2, pageSize: 20, totalCount: 21, pageCount: 2 },
      roomCount: 2,
      childrenCount: 21,
    });
    const page = await getRoomPage({ pid: 3, keyword: '  ' }, 2, 20);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/room/list?pid=3&page=2&pageSize=20');
    expect(page).toMatchObject({ roomCount: 2, childrenCount: 21, pages: { totalCount: 21 } });
    expect(page.list.map((r) => r.id)).toEqual([11]);
  });

  it('sends a trimmed keyword', async () => {
    answer({
      errorCode: 0,
      msg: '',
      data: [],
      pages: { page: 1, pageSize: 20, totalCount: 0, pageCount: 0 },
    });
    await getRoomPage({ pid: 0, keyword: ' 南山 ' }, 1, 20);
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      `/api/room/list?pid=0&keyword=${encodeURIComponent('南山')}&page=1&pageSize=20`,
    );
  });

  it('throws the refusal of an unknown room for the page to show', async () => {
    answer({ errorCode: 40401, msg: '机房不存在', data: null });
    await expect(getRoomPage({ pid: 99, keyword: '' }, 1, 20)).rejects.toThrow('机房不存在');
  });
});

describe('fetchAllPages', () => {
  it('reads page after page, 100 at a time, until the last', async () => {
    answer({
      errorCode: 0,
      msg: '',
      data: [room({ id: 1 })],
      pages: { page: 1, pageSize: 100, totalCount: 2, pageCount: 2 },
    });
    answer({
      errorCode: 0,
      msg: '',
      data: [room({ id: 2 })],
      pages: { page: 2, pageSize: 100, totalCount: 2, pageCount: 2 },
    });
    const rows = await fetchAllPages<{ id: number }>('/api/room/list', { pid: 0 });
    expect(rows.map((r) => r.id)).toEqual([1, 2]);
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/api/room/list?pid=0&page=1&pageSize=100',
      '/api/room/list?pid=0&page=2&pageSize=100',
    ]);
  });
});

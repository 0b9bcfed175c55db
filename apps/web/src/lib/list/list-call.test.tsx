import { call } from '@nodebao/contract/calls';
import { listEnvelope } from '@nodebao/contract/schemas';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { hookHarness } from '@/testing/hook-harness';
import { getListPage, listCall } from './list-call';
import { usePageFor } from './use-page-for';

const thingsCall = call({
  method: 'GET',
  path: '/api/things',
  auth: 'member',
  tags: ['测试'],
  summary: '测试',
  reply: listEnvelope(z.object({ id: z.number(), name: z.string() })),
});

const things = listCall({
  prefix: ['test', 'things'],
  fetchPage: (kind: string, page, pageSize, signal) =>
    getListPage(thingsCall, { kind, page, pageSize }, signal),
});

const reply = (ids: number[], page: number, totalCount: number, pageSize = 20) => ({
  errorCode: 0,
  msg: 'ok',
  data: ids.map((id) => ({ id, name: `#${id}` })),
  pages: { page, pageSize, totalCount, pageCount: Math.ceil(totalCount / pageSize) },
});

/** The address of the nth request the mock saw. */
const asked = (fetchMock: ReturnType<typeof vi.fn>, n: number) =>
  new URL(String(fetchMock.mock.calls[n]?.[0]), 'http://console.test');

describe('listCall: one call, its desktop page, its phone scroll and its badge', () => {
  const { fetchMock, hooks, queryClient } = hookHarness(() => ({
    page: things.usePage('a', 2),
    scroll: things.useScroll('a'),
    total: things.useTotal('a'),
  }));

  it('asks for the page, the scroll and the total under one prefix, and a write refreshes all three', async () => {
    // Three queries start on mount; the mock answers by the page and size they ask for.
    fetchMock.mockImplementation(async (url) => {
      const params = new URL(url, 'http://console.test').searchParams;
      const page = Number(params.get('page'));
      const size = Number(params.get('pageSize'));
      const ids = size === 1 ? [1] : page === 2 ? [21, 22] : Array.from({ length: 20 }, (_, i) => i + 1);
      return new Response(JSON.stringify(reply(ids, page, 22, size)));
    });
    await queryClient().resetQueries(); // the harness mounted the hooks before this server existed
    await vi.waitFor(() => expect(hooks().total.data).toBe(22));
    await vi.waitFor(() => expect(hooks().page.data?.list.map((r) => r.id)).toEqual([21, 22]));
    await vi.waitFor(() => expect(hooks().scroll.list).toHaveLength(20));
    expect(hooks().scroll.hasMore).toBe(true);
    expect(asked(fetchMock, fetchMock.mock.calls.length - 1).searchParams.get('kind')).toBe('a');

    const keys = queryClient()
      .getQueryCache()
      .findAll({ queryKey: things.prefix })
      .map((q) => q.queryKey);
    expect(keys).toHaveLength(3);

    const before = fetchMock.mock.calls.length;
    await queryClient().invalidateQueries({ queryKey: things.prefix });
    expect(fetchMock.mock.calls.length - before).toBe(3);
  });

  it('appends the next page on the phone and shows a row pushed down a page once', async () => {
    fetchMock.mockImplementation(async (url) => {
      const page = Number(new URL(url, 'http://console.test').searchParams.get('page'));
      const size = Number(new URL(url, 'http://console.test').searchParams.get('pageSize'));
      // Page 2 repeats row 20: a new row arrived on top while the list was open.
      const ids = size === 1 ? [1] : page === 2 ? [20, 21, 22] : Array.from({ length: 20 }, (_, i) => i + 1);
      return new Response(JSON.stringify(reply(ids, page, 23, size)));
    });
    await queryClient().resetQueries();
    await vi.waitFor(() => expect(hooks().scroll.list).toHaveLength(20));
    await hooks().scroll.loadMore();
    await vi.waitFor(() => expect(hooks().scroll.list).toHaveLength(22));
    expect(hooks().scroll.list.filter((r) => r.id === 20)).toHaveLength(1);
  });

  it('says the server’s refusal as the error of the list, with nothing to show', async () => {
    fetchMock.mockImplementation(
      async () => new Response(JSON.stringify({ errorCode: 40301, msg: '无权查看', data: null })),
    );
    await queryClient().resetQueries();
    await vi.waitFor(() => expect((hooks().scroll.error as Error | null)?.message).toBe('无权查看'));
    expect(hooks().scroll.list).toEqual([]);
  });
});

describe('usePageFor', () => {
  let filter = { state: 'pending' };
  const { hooks } = hookHarness(() => usePageFor(filter));

  it('keeps the page while the filter is the same and starts again at 1 when it changes', async () => {
    hooks()[1](3);
    await vi.waitFor(() => expect(hooks()[0]).toBe(3));
    filter = { state: 'pending' }; // a new object, the same value
    hooks()[1](4);
    await vi.waitFor(() => expect(hooks()[0]).toBe(4));
    filter = { state: 'paid' };
    hooks()[1](4); // a page chosen under the old filter does not carry over to the new one
    await vi.waitFor(() => expect(hooks()[0]).toBe(1));
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRequestCache, resetRequestConfig } from '@/lib/request';
import { ExplainLine } from './explain-line';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
let root: Root | undefined;
let container: HTMLElement;

function explanation(notable: boolean) {
  return {
    scope: 'member',
    day: '2026-11-21',
    baseline_days: [
      '2026-11-20',
      '2026-11-19',
      '2026-11-18',
      '2026-11-17',
      '2026-11-16',
      '2026-11-15',
      '2026-11-14',
    ],
    income_fen: 6_970,
    baseline_fen: 8_200,
    change_fen: -1_230,
    change_ratio: -0.15,
    notable,
    parts: [{ cause: 'other', fen: -1_230, share: 1, box_count: 0, boxes: [], detail: null }],
    members: [],
  };
}

function draw() {
  container = document.createElement('div');
  root = createRoot(container);
  root.render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ExplainLine day="2026-11-21" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const settle = () =>
  vi.waitFor(() => expect(fetchMock).toHaveBeenCalled()).then(() => new Promise((r) => setTimeout(r, 20)));

beforeEach(() => {
  localStorage.setItem('token', 'tok');
  clearRequestCache();
  resetRequestConfig();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  root?.unmount();
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('the home line under 昨日收益 (GET /api/income/explain)', () => {
  it('says how far a notable day is from the median and opens its diagnosis', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ errorCode: 0, msg: '', data: explanation(true) }));
    draw();
    await vi.waitFor(() => expect(container.textContent).toBe('比前 7 日中位数少 ¥12.30（-15%）查看原因 ›'));
    expect(container.querySelector('a')?.getAttribute('href')).toBe('/income/explain?day=2026-11-21');
    expect(new URL(fetchMock.mock.calls[0]?.[0] ?? '', 'http://x').search).toBe('?day=2026-11-21');
  });

  it('shows nothing for a small change', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ errorCode: 0, msg: '', data: explanation(false) }));
    draw();
    await settle();
    expect(container.innerHTML).toBe('');
  });

  it('shows nothing when the explanation is refused or fails', async () => {
    fetchMock.mockResolvedValueOnce(Response.json({ errorCode: 30012, msg: '没有历史', data: null }));
    draw();
    await settle();
    expect(container.innerHTML).toBe('');
    root?.unmount();
    clearRequestCache();
    fetchMock.mockResolvedValueOnce(new Response('down', { status: 503 }));
    draw();
    await settle();
    expect(container.innerHTML).toBe('');
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot, type Root } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRequestCache, resetRequestConfig } from '@/lib/request';
import { stubScreenWidth } from '@/testing/screen-width';
import type { Explanation } from '../api/get-income-explanation';
import ExplainPage from './explain-page';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
let root: Root | undefined;
let container: HTMLElement;

const fleetDay: Explanation = {
  scope: 'fleet',
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
  income_fen: 8_770,
  baseline_fen: 10_000,
  change_fen: -1_230,
  change_ratio: -0.123,
  notable: true,
  parts: [
    {
      cause: 'offline',
      fen: -1_500,
      share: 1.2195,
      box_count: 12,
      boxes: [{ device_id: 11, sn: 'NB0011', name: '客厅', fen: -900, detail: '少在线 5.5 小时' }],
      detail: null,
    },
    { cause: 'line_fault', fen: 0, share: 0, box_count: 0, boxes: [], detail: null },
    { cause: 'arrived', fen: 300, share: -0.2439, box_count: 1, boxes: [], detail: null },
    { cause: 'other', fen: -30, share: 0.0244, box_count: 0, boxes: [], detail: null },
  ],
  members: [{ member_id: 5, mobile: '13800000001', name: '张三', fen: -1_100 }],
};

const asked = () =>
  fetchMock.mock.calls
    .map(([url]) => new URL(url, 'http://x'))
    .filter((u) => u.pathname === '/api/income/explain')
    .map((u) => Object.fromEntries(u.searchParams));

function answer(body: unknown) {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status: 200 }));
}

function open(path: string) {
  container = document.createElement('div');
  root = createRoot(container);
  root.render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <ExplainPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const text = () => container.textContent ?? '';
const button = (label: string) =>
  [...container.querySelectorAll('button')].find((b) => b.textContent?.includes(label));

beforeEach(() => {
  stubScreenWidth(390); // a phone: the boxes as cards
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

describe('GET /api/income/explain on 收益诊断', () => {
  it('shows the day against its median, the causes that moved it with 其他, and the members of a fleet', async () => {
    answer({ errorCode: 0, msg: '', data: fleetDay });
    open('/income/explain?day=2026-11-21');
    await vi.waitFor(() => expect(text()).toContain('原因拆分'));
    expect(asked()).toEqual([{ day: '2026-11-21' }]);
    expect(text()).toContain('整个团队');
    expect(text()).toContain('前 7 个结算日中位数');
    expect(text()).toContain('-12.30 元（-12.3%）');
    // A cause that did not move the income has no row; 其他 always has one, with what it holds.
    expect(text()).toContain('设备离线');
    expect(text()).not.toContain('线路故障');
    expect(text()).toContain('其他');
    expect(text()).toContain('取整与中位数差等未归因部分');
    // The member links to the same day for that member.
    const member = container.querySelector<HTMLAnchorElement>('a[aria-label="查看会员 张三 的收益诊断"]');
    expect(member?.getAttribute('href')).toBe(
      '/income/explain?day=2026-11-21&member_id=5&name=%E5%BC%A0%E4%B8%89',
    );
  });

  it('opens a cause to the boxes that moved it, each linking to its own diagnosis', async () => {
    answer({ errorCode: 0, msg: '', data: fleetDay });
    open('/income/explain?day=2026-11-21');
    await vi.waitFor(() => expect(button('设备离线')).toBeDefined());
    expect(text()).not.toContain('NB0011');
    button('设备离线')?.click();
    await vi.waitFor(() => expect(text()).toContain('少在线 5.5 小时'));
    expect(text()).toContain('列出影响最大的 1 台，共 12 台');
    const boxLink = container.querySelector<HTMLAnchorElement>('a[aria-label="查看设备 NB0011 的收益诊断"]');
    expect(boxLink?.getAttribute('href')).toBe(
      '/income/explain?day=2026-11-21&device_id=11&name=%E5%AE%A2%E5%8E%85',
    );
  });

  it('says a day is not settled yet, and offers the newest settled day', async () => {
    answer({ errorCode: 30011, msg: '该日尚未结算，暂无收益诊断', data: null });
    open('/income/explain?day=2026-11-21&member_id=5&name=张三');
    await vi.waitFor(() => expect(text()).toContain('尚未结算'));
    expect(text()).toContain('会员 张三');
    answer({ errorCode: 0, msg: '', data: { ...fleetDay, scope: 'member', members: [] } });
    button('看最近结算日')?.click();
    await vi.waitFor(() => expect(text()).toContain('原因拆分'));
    expect(asked()).toEqual([{ day: '2026-11-21', member_id: '5' }, { member_id: '5' }]);
  });

  it('says when there is no history to compare with', async () => {
    answer({ errorCode: 30012, msg: '该日之前没有已结算的日期，无法比较', data: null });
    open('/income/explain');
    await vi.waitFor(() => expect(text()).toContain('没有可比较的历史'));
    expect(text()).not.toContain('看最近结算日');
  });

  it('shows a failure with a retry that asks again', async () => {
    fetchMock.mockResolvedValueOnce(new Response('oops', { status: 502 }));
    open('/income/explain?device_id=11&name=客厅');
    await vi.waitFor(() => expect(text()).toContain('加载失败'));
    expect(text()).toContain('设备 客厅');
    answer({ errorCode: 0, msg: '', data: { ...fleetDay, scope: 'device', members: [] } });
    button('重新加载')?.click();
    await vi.waitFor(() => expect(text()).toContain('原因拆分'));
    expect(asked()).toEqual([{ device_id: '11' }, { device_id: '11' }]);
    expect(text()).not.toContain('影响最大的会员');
  });
});

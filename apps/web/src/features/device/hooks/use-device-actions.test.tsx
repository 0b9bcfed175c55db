import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackContext, type Feedback } from '@/lib/feedback';
import { clearRequestCache, resetRequestConfig } from '@/lib/request';
import { deviceRow } from '@/testing/device-row';
import { initialDeviceState, useDeviceStore } from '../store';
import { useDeviceActions, type DeviceAction } from './use-device-actions';

// What the views would say: recorded here instead of drawn (antd-mobile's Toast needs a page).
const told: string[] = [];
const feedback: Feedback = {
  confirm: () => Promise.resolve(true),
  success: (text) => void told.push(text),
  tell: (_tone, text) => void told.push(text),
};

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
let root: Root | undefined;
let run: ((action: DeviceAction) => Promise<boolean>) | undefined;

const row = (id: number) => deviceRow(id);

function Harness() {
  run = useDeviceActions().run;
  return null;
}

async function mount() {
  const container = document.createElement('div');
  root = createRoot(container);
  root.render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <FeedbackContext.Provider value={feedback}>
        <Harness />
      </FeedbackContext.Provider>
    </QueryClientProvider>,
  );
  await vi.waitFor(() => expect(run).toBeDefined());
}

function answer(body: unknown) {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status: 200 }));
}

function postedTo(path: string): Record<string, unknown> {
  const call = fetchMock.mock.calls.find(([url]) => url === path);
  if (!call) throw new Error(`${path} was not called`);
  return JSON.parse(String(call[1].body)) as Record<string, unknown>;
}

const store = () => useDeviceStore.getState();

beforeEach(async () => {
  clearRequestCache();
  resetRequestConfig();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  useDeviceStore.setState({
    ...initialDeviceState(),
    list: [row(1), row(2), row(3)],
    pagination: { page: 1, pageSize: 100, totalCount: 3, pageCount: 1 },
  });
  await mount();
});

afterEach(() => {
  root?.unmount();
  run = undefined;
  vi.unstubAllGlobals();
});

describe('bulk actions on the device list', () => {
  it('move-tag sends tag_id and the ids, then the rows take the tag and the selection clears', async () => {
    store().setSelected([1, 3]);
    answer({ errorCode: 0, msg: '已移动', data: { affected: 2 } });
    expect(await run?.({ kind: 'move-tag', tag: { id: 4, name: '家庭宽带' } })).toBe(true);
    expect(postedTo('/api/device/move-tag')).toEqual({ tag_id: 4, ids: [1, 3] });
    expect(store().list.map((d) => d.tag_name)).toEqual(['家庭宽带', '', '家庭宽带']);
    expect(store().selectedIds).toEqual([]);
  });

  it('clearing the tag sends tag_id 0', async () => {
    store().setSelected([2]);
    answer({ errorCode: 0, msg: '', data: { affected: 1 } });
    await run?.({ kind: 'move-tag', tag: null });
    expect(postedTo('/api/device/move-tag')).toEqual({ tag_id: 0, ids: [2] });
    expect(store().list[1]).toMatchObject({ tag_id: null, tag_name: '' });
  });

  it('select-all sends select_all with the filter instead of ids', async () => {
    useDeviceStore.setState((s) => ({ deviceRequest: { ...s.deviceRequest, status: 'offline', tag_id: 3 } }));
    store().setSelectAll(true);
    answer({ errorCode: 0, msg: '', data: { affected: 57 } });
    await run?.({ kind: 'install', room: { id: 1, name: '上海机房' }, cabinet: { id: 5, name: 'A02' } });
    expect(postedTo('/api/device/install')).toEqual({
      room_id: 1,
      cabinet_id: 5,
      select_all: true,
      filter: { status: 'offline', tag_id: 3 },
    });
    expect(store().list.every((d) => d.room_info === '上海机房 / A02' && d.jigui === 'A02')).toBe(true);
  });

  it('allocating to a member: the rows take the member name', async () => {
    store().setSelected([2]);
    answer({ errorCode: 0, msg: '', data: { affected: 1 } });
    await run?.({
      kind: 'fenpei',
      member: { id: 3, mobile: '13800000001', nickname: '演示会员', device_count: 0 },
    });
    expect(postedTo('/api/member/fenpei-device')).toEqual({ member_id: 3, ids: [2] });
    expect(store().list[1]).toMatchObject({ member_id: 3, member_name: '演示会员' });
  });

  it('removing drops the rows and lowers the total', async () => {
    store().setSelected([1, 2]);
    answer({ errorCode: 0, msg: '已移除', data: { affected: 2 } });
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          errorCode: 0,
          msg: '',
          data: [],
          pages: { page: 1, pageSize: 1, totalCount: 1, pageCount: 1 },
          count: { total: 1, online: 1, offline: 0 },
        }),
      ),
    );
    await run?.({ kind: 'remove' });
    expect(postedTo('/api/member/remove-device')).toEqual({ ids: [1, 2] });
    expect(store().list.map((d) => d.id)).toEqual([3]);
    expect(store().pagination.totalCount).toBe(1);
    await vi.waitFor(() => expect(store().countData).toEqual({ total: 1, online: 1, offline: 0 }));
  });

  it('a refusal changes nothing and keeps the selection', async () => {
    store().setSelected([1]);
    answer({ errorCode: 40401, msg: '部分设备不存在或无权操作', data: null });
    expect(await run?.({ kind: 'uninstall' })).toBe(false);
    expect(store().list).toHaveLength(3);
    expect(store().selectedIds).toEqual([1]);
  });
});

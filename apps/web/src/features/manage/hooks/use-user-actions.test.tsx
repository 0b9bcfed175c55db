import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRequestCache, resetRequestConfig } from '@/lib/request';
import type { ManagedMember } from '../types';
import { useUserActions } from './use-user-actions';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
let root: Root | undefined;
let actions: ReturnType<typeof useUserActions> | undefined;

const member: ManagedMember = {
  id: 7,
  mobile: '13900000007',
  nickname: '张三',
  status: 'active',
  operator_id: 2,
  member_tag_id: null,
  member_tag_name: '',
  device_count: 0,
  online_count: 0,
  created_at: '2026-01-02T03:04:05.000Z',
};

function Harness() {
  actions = useUserActions();
  return null;
}

function answer(body: unknown) {
  fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status: 200 }));
}

function posted(path: string): unknown {
  const call = fetchMock.mock.calls.find(([url]) => url === path);
  if (!call) throw new Error(`${path} was not called`);
  return JSON.parse(String(call[1].body));
}

beforeEach(async () => {
  clearRequestCache();
  resetRequestConfig();
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  root = createRoot(document.createElement('div'));
  root.render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}>
      <Harness />
    </QueryClientProvider>,
  );
  await vi.waitFor(() => expect(actions).toBeDefined());
});

afterEach(() => {
  root?.unmount();
  actions = undefined;
  vi.unstubAllGlobals();
});

describe('the member actions', () => {
  it('停用 saves the status disabled and says so', async () => {
    answer({ errorCode: 0, msg: '已保存', data: { ...member, status: 'disabled' } });
    expect(await actions?.toggleStatus(member)).toEqual({ ok: true, message: '已停用 张三' });
    expect(posted('/api/user/save')).toEqual({ id: 7, status: 'disabled' });
  });

  it('移除 refused because the member still has devices (10015) is told apart', async () => {
    answer({ errorCode: 10015, msg: '该账号下还有设备，请先移除设备', data: null });
    expect(await actions?.removeMember(member)).toEqual({ ok: false, hasDevices: true });
    expect(posted('/api/user/delete')).toEqual({ id: 7 });
  });

  it('another refusal is just a failure (the request client has toasted it)', async () => {
    answer({ errorCode: 40401, msg: '会员不存在', data: null });
    expect(await actions?.removeMember(member)).toEqual({ ok: false, hasDevices: false });
  });

  it('设置标签 moves the members into the tag, or out of any tag with id 0', async () => {
    answer({ errorCode: 0, msg: '已移动', data: { count: 2 } });
    expect(await actions?.setTag([7, 8], { id: 3, name: '重点合伙人' })).toEqual({
      ok: true,
      message: '已把 2 位会员归入「重点合伙人」',
    });
    expect(posted('/api/member-tag/move')).toEqual({ id: 3, member_ids: [7, 8] });

    fetchMock.mockReset();
    answer({ errorCode: 0, msg: '已移动', data: { count: 1 } });
    expect(await actions?.setTag([7], null)).toEqual({ ok: true, message: '已清除 1 位会员的标签' });
    expect(posted('/api/member-tag/move')).toEqual({ id: 0, member_ids: [7] });
  });
});

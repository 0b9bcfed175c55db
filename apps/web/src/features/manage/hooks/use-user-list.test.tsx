import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearRequestCache, resetRequestConfig } from '@/lib/request';
import { managedMember } from '@/testing/managed-member';
import { MemoryRouter } from 'react-router';
import { FeedbackContext, type Feedback, type Question } from '@/lib/feedback';
import { useUserList } from './use-user-list';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
let root: Root | undefined;
let actions: ReturnType<typeof useUserList> | undefined;
let asked: Question[] = [];
let told: string[] = [];
/** The answers the person gives to the questions, in order (then: yes). */
let answers: boolean[] = [];
const feedback: Feedback = {
  confirm: (question) => {
    asked.push(question);
    return Promise.resolve(answers.shift() ?? true);
  },
  success: (text) => void told.push(text),
  tell: (_tone, text) => void told.push(text),
};

const member = managedMember();

function Harness() {
  actions = useUserList();
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
      <MemoryRouter>
        <FeedbackContext.Provider value={feedback}>
          <Harness />
        </FeedbackContext.Provider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  await vi.waitFor(() => expect(actions).toBeDefined());
});

afterEach(() => {
  root?.unmount();
  actions = undefined;
  asked = [];
  told = [];
  answers = [];
  vi.unstubAllGlobals();
});

describe('the member list controller', () => {
  it('停用 asks first, saves the status disabled and says so', async () => {
    answer({ errorCode: 0, msg: '已保存', data: { ...member, status: 'disabled' } });
    await actions?.toggleStatus(member);
    expect(asked.map((q) => q.ok)).toEqual(['停用']);
    expect(posted('/api/user/save')).toEqual({ id: 7, status: 'disabled' });
    expect(told).toEqual(['已停用 张三']);
  });

  it('停用 declined changes nothing', async () => {
    answers = [false];
    await actions?.toggleStatus(member);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(told).toEqual([]);
  });

  it('移除 refused because the member still has devices (10015) asks again, offering the devices', async () => {
    answer({ errorCode: 10015, msg: '该账号下还有设备，请先移除设备', data: null });
    answers = [true, false];
    await actions?.removeMember(member);
    expect(posted('/api/user/delete')).toEqual({ id: 7 });
    expect(asked.map((q) => q.ok)).toEqual(['移除', '查看设备']);
    expect(told).toEqual([]);
  });

  it('another refusal is just a failure (the request client has toasted it)', async () => {
    answer({ errorCode: 40401, msg: '会员不存在', data: null });
    await actions?.removeMember(member);
    expect(asked).toHaveLength(1);
    expect(told).toEqual([]);
  });

  it('设置标签 moves the ticked members into the tag, or out of any tag with id 0', async () => {
    actions?.setSelected([7, 8]);
    await vi.waitFor(() => expect(actions?.selected).toEqual([7, 8]));
    answer({ errorCode: 0, msg: '已移动', data: { count: 2 } });
    expect(await actions?.setTag({ id: 3, name: '重点合伙人' })).toBe(true);
    expect(posted('/api/member-tag/move')).toEqual({ id: 3, member_ids: [7, 8] });
    expect(told).toEqual(['已把 2 位会员归入「重点合伙人」']);
    await vi.waitFor(() => expect(actions?.selected).toEqual([]));

    fetchMock.mockReset();
    actions?.setSelected([7]);
    await vi.waitFor(() => expect(actions?.selected).toEqual([7]));
    answer({ errorCode: 0, msg: '已移动', data: { count: 1 } });
    await actions?.setTag(null);
    expect(posted('/api/member-tag/move')).toEqual({ id: 0, member_ids: [7] });
    expect(told.at(-1)).toBe('已清除 1 位会员的标签');
  });
});

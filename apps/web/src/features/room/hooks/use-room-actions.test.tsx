import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FeedbackContext, type Feedback } from '@/lib/feedback';
import { configureRequest, resetRequestConfig, type ToastMessage } from '@/lib/request';
import { useRoomPage } from '../api/get-rooms';
import { room } from '../lib/room.fixture';
import { useRoomActions, type RoomActions } from './use-room-actions';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
const toasts: ToastMessage[] = [];
let root: Root | undefined;
let actions: RoomActions | undefined;
let listFetches = 0;
const asked: string[] = [];
const told: string[] = [];
const feedback: Feedback = {
  confirm: (question) => {
    asked.push(question.ok);
    return Promise.resolve(true);
  },
  success: (text) => void told.push(text),
  tell: (_tone, text) => void told.push(text),
};

const filter = { pid: 0, keyword: '' };

/** The room list on screen, and the actions of its rows. */
function Harness() {
  useRoomPage(filter, 1, 20);
  actions = useRoomActions();
  return null;
}

function reply(body: unknown) {
  return new Response(JSON.stringify(body), { status: 200 });
}

function listReply() {
  listFetches += 1;
  return reply({
    errorCode: 0,
    msg: '',
    data: [room({ id: 1 }), room({ id: 2 })],
    pages: { page: 1, pageSize: 20, totalCount: 2, pageCount: 1 },
    roomCount: 2,
    childrenCount: 6,
  });
}

/** Answers the list call with two rooms, and each POST with the reply given for its path. */
function serve(posts: Record<string, unknown>) {
  fetchMock.mockImplementation(async (url) => {
    if (url.startsWith('/api/room/list')) return listReply();
    const path = url.split('?')[0] ?? url;
    if (path in posts) return reply(posts[path]);
    return new Response('{}', { status: 404 });
  });
}

function posted(path: string): unknown {
  const call = fetchMock.mock.calls.find(([url]) => url === path);
  if (!call) throw new Error(`${path} was not called`);
  return JSON.parse(String(call[1].body));
}

async function mount() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  root = createRoot(document.createElement('div'));
  root.render(
    <QueryClientProvider client={client}>
      <FeedbackContext.Provider value={feedback}>
        <Harness />
      </FeedbackContext.Provider>
    </QueryClientProvider>,
  );
  await vi.waitFor(() => expect(listFetches).toBe(1));
}

beforeEach(() => {
  resetRequestConfig();
  configureRequest({ toast: (m) => toasts.push(m) });
  toasts.length = 0;
  asked.length = 0;
  told.length = 0;
  listFetches = 0;
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  root?.unmount();
  actions = undefined;
});

describe('row actions of the room list', () => {
  it('上移 posts the room to /api/room/upper and fetches the list again in its new order', async () => {
    serve({ '/api/room/upper': { errorCode: 0, msg: '已上移', data: null } });
    await mount();
    expect(await actions?.shift({ id: 2 }, 'up')).toBe(true);
    expect(posted('/api/room/upper')).toEqual({ id: 2 });
    expect(listFetches).toBe(2);
  });

  it('下移 of the last room shows the server refusal and changes nothing', async () => {
    serve({ '/api/room/down': { errorCode: 22005, msg: '已经是最后一个', data: null } });
    await mount();
    expect(await actions?.shift({ id: 2 }, 'down')).toBe(false);
    expect(toasts).toEqual([expect.objectContaining({ type: 'error', content: '已经是最后一个' })]);
    expect(listFetches).toBe(1);
  });

  it('deleting a room with cabinets shows why it was refused', async () => {
    serve({ '/api/room/delete': { errorCode: 22002, msg: '该机房下还有机柜，请先删除机柜', data: null } });
    await mount();
    expect(await actions?.remove(room({ id: 1 }))).toBe(false);
    expect(asked).toEqual(['删除']);
    expect(posted('/api/room/delete')).toEqual({ id: 1 });
    expect(told).toEqual([]);
    expect(toasts[0]?.content).toBe('该机房下还有机柜，请先删除机柜');
  });

  it('moving a cabinet posts its id and the target room', async () => {
    serve({ '/api/room/move': { errorCode: 0, msg: '已移动', data: room({ id: 11, pid: 2 }) } });
    await mount();
    expect(await actions?.move({ id: 11 }, { id: 2, name: '上海机房' })).toBe(true);
    expect(posted('/api/room/move')).toEqual({ id: 11, pid: 2 });
    expect(listFetches).toBe(2);
  });
});

import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { clearRequestCache, resetRequestConfig } from '@/lib/request';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/**
 * The harness of the API-call tests: before each test a fresh request client, `fetch` replaced by a
 * mock, and the hooks of `useHooks` rendered under a new QueryClient that never retries; after it,
 * unmounted. The server is the mock: `answer` queues one JSON reply.
 */
export function hookHarness<T>(useHooks: () => T) {
  const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();
  let root: Root | undefined;
  let client: QueryClient | undefined;
  let current: T | undefined;

  function Harness() {
    current = useHooks();
    return null;
  }

  beforeEach(async () => {
    clearRequestCache();
    resetRequestConfig();
    fetchMock.mockReset();
    vi.stubGlobal('fetch', fetchMock);
    client = new QueryClient({
      defaultOptions: { mutations: { retry: false }, queries: { retry: false } },
    });
    root = createRoot(document.createElement('div'));
    root.render(
      <QueryClientProvider client={client}>
        <Harness />
      </QueryClientProvider>,
    );
    await vi.waitFor(() => expect(current).toBeDefined());
  });

  afterEach(() => {
    root?.unmount();
    current = undefined;
    vi.unstubAllGlobals();
  });

  return {
    fetchMock,
    /** The hooks as last rendered. */
    hooks: () => current!,
    queryClient: () => client!,
    answer(body: unknown, status = 200) {
      fetchMock.mockResolvedValueOnce(new Response(JSON.stringify(body), { status }));
    },
  };
}

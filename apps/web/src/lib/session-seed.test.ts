import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { demoMemberInfo } from '@/testing/member-info';

// What the session knows of the member before react-query loads (the sign-in pages load none): each
// test starts a fresh module graph, imports the session alone, then the query client, as a page does.
const member = demoMemberInfo();
const fetchMock = vi.fn<(url: string, init: RequestInit) => Promise<Response>>();

beforeEach(() => {
  vi.resetModules();
  localStorage.clear();
  fetchMock.mockReset();
  fetchMock.mockImplementation(
    async () => new Response(JSON.stringify({ errorCode: 0, msg: '', data: member })),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the member info known before the query cache exists', () => {
  it('a signed-in boot asks once, and the query starts with that answer', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('nodebao-authority', '["admin"]');
    const session = await import('./session');
    session.askMemberInfoEarly();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const { queryClient } = await import('./query-client');
    const { memberInfoQueryOptions } = await import('./member-info');
    await expect(queryClient.fetchQuery(memberInfoQueryOptions())).resolves.toEqual(member);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a guest asks nothing', async () => {
    const session = await import('./session');
    session.askMemberInfoEarly();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a logout before the cache exists forgets what the boot asked', async () => {
    localStorage.setItem('token', 'tok');
    localStorage.setItem('nodebao-authority', '["admin"]');
    const session = await import('./session');
    session.askMemberInfoEarly();
    session.clearSession();
    const { queryClient } = await import('./query-client');
    expect(queryClient.getQueryState(['member', 'info'])).toBeUndefined();
  });
});

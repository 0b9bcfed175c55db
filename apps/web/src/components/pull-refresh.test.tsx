import { useQuery } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { hookHarness } from '@/testing/hook-harness';
import { useRefreshOnScreen } from './pull-refresh';

// Calls made by key: the shown ones, and a disabled one (a ranking the page does not show).
const asked: string[] = [];
let failing = false;

function call(key: string) {
  return async () => {
    asked.push(key);
    if (failing && key === 'counts') throw new Error('gone');
    return key;
  };
}

const harness = hookHarness(() => {
  useQuery({ queryKey: ['counts'], queryFn: call('counts') });
  useQuery({ queryKey: ['income'], queryFn: call('income') });
  useQuery({ queryKey: ['hidden'], queryFn: call('hidden'), enabled: false });
  return useRefreshOnScreen();
});

describe('useRefreshOnScreen (a pull to refresh without its own onRefresh)', () => {
  it('asks every call on screen again, not a disabled one, and answers true when all succeeded', async () => {
    await expect.poll(() => asked.length).toBe(2);
    asked.length = 0;
    failing = false;

    await expect(harness.hooks()()).resolves.toBe(true);

    expect(asked.sort()).toEqual(['counts', 'income']);
  });

  it('waits for every call and answers false when one of them failed, keeping what was shown', async () => {
    await expect.poll(() => harness.queryClient().getQueryData(['counts'])).toBe('counts');
    failing = true;

    await expect(harness.hooks()()).resolves.toBe(false);

    expect(harness.queryClient().getQueryState(['income'])?.status).toBe('success');
    expect(harness.queryClient().getQueryData(['counts'])).toBe('counts');
  });
});

import { describe, expect, it, vi } from 'vitest';
import { drawSuspended } from '@/testing/draw-suspended';
import { lazyPage } from './lazy-page';

describe('a page loaded on demand', () => {
  it('downloads once whether it is preloaded, preloaded again or rendered', async () => {
    const load = vi.fn(async () => ({ default: () => <p>设备列表</p> }));
    const Page = lazyPage(load);
    expect(load).not.toHaveBeenCalled();
    Page.preload();
    Page.preload();
    const { container, unmount } = drawSuspended(Page);
    await vi.waitFor(() => expect(container.textContent).toBe('设备列表'));
    expect(load).toHaveBeenCalledTimes(1);
    unmount();
  });

  it('leaves a failed preload to the render, which reports it', async () => {
    const load = vi.fn(async (): Promise<{ default: () => null }> => {
      throw new Error('network down');
    });
    const Page = lazyPage(load);
    // No unhandled rejection from the preload itself.
    expect(() => Page.preload()).not.toThrow();
    await Promise.resolve();
    expect(load).toHaveBeenCalledTimes(1);
  });
});

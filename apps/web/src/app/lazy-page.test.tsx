import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

// Rendering is asynchronous here and awaited with vi.waitFor, not act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

describe('a page loaded on demand', () => {
  it('downloads once whether it is preloaded, preloaded again or rendered', async () => {
    const load = vi.fn(async () => ({ default: () => <p>设备列表</p> }));
    const Page = lazyPage(load);
    expect(load).not.toHaveBeenCalled();
    Page.preload();
    Page.preload();
    const container = document.createElement('div');
    const root = createRoot(container);
    root.render(
      <Suspense fallback={<p>加载中</p>}>
        <Page />
      </Suspense>,
    );
    await vi.waitFor(() => expect(container.textContent).toBe('设备列表'));
    expect(load).toHaveBeenCalledTimes(1);
    root.unmount();
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

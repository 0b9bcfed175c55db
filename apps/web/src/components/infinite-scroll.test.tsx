import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { InfiniteScroll } from './infinite-scroll';

// Rendering is asynchronous here and awaited with vi.waitFor, not act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/** A fake IntersectionObserver: every observer reports at once whether the end is `near`. */
let near = true;
const observers: { margin: string }[] = [];
class FakeObserver {
  constructor(
    private readonly callback: (entries: { isIntersecting: boolean }[]) => void,
    options: { rootMargin: string },
  ) {
    observers.push({ margin: options.rootMargin });
  }
  observe() {
    queueMicrotask(() => this.callback([{ isIntersecting: near }]));
  }
  disconnect() {}
}

function draw(props: Parameters<typeof InfiniteScroll>[0]) {
  const container = document.createElement('div');
  const root = createRoot(container);
  root.render(<InfiniteScroll {...props} />);
  return { container, root };
}

afterEach(() => {
  vi.unstubAllGlobals();
  observers.length = 0;
  near = true;
});

describe('the end of a phone list', () => {
  it('asks for pages while its end is near, one at a time, 250 px ahead, until it is not', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    let asked = 0;
    const loadMore = vi.fn(async () => {
      asked += 1;
      if (asked === 3) near = false; // the third page fills the screen
    });
    const { root } = draw({ hasMore: true, loadMore });
    await vi.waitFor(() => expect(loadMore).toHaveBeenCalledTimes(3));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loadMore).toHaveBeenCalledTimes(3);
    expect(observers[0]?.margin).toBe('0px 0px 250px 0px');
    root.unmount();
  });

  it('stops on a failure, says so with a retry, and asks again when retried', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const loadMore = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValue(undefined);
    const { container, root } = draw({ hasMore: true, loadMore });
    await vi.waitFor(() => expect(container.textContent).toContain('加载失败'));
    expect(loadMore).toHaveBeenCalledTimes(1);
    near = false;
    container.querySelector('a')?.click();
    near = true;
    await vi.waitFor(() => expect(loadMore.mock.calls.length).toBeGreaterThan(1));
    root.unmount();
  });

  it('says there is no more and asks nothing when the list is complete', async () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    const loadMore = vi.fn(async () => {});
    const { container, root } = draw({ hasMore: false, loadMore });
    await vi.waitFor(() => expect(container.textContent).toBe('没有更多了'));
    expect(loadMore).not.toHaveBeenCalled();
    root.unmount();
  });
});

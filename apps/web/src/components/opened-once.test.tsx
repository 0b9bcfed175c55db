import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { openedOnce } from './opened-once';

// Rendering is asynchronous here and awaited with vi.waitFor, not act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

describe('a popup drawn once first opened', () => {
  it('draws nothing while never opened, opens from closed (so it slides in), then stays drawn', async () => {
    const seen: boolean[] = [];
    const Sheet = vi.fn(({ visible }: { visible?: boolean }) => {
      seen.push(Boolean(visible));
      return <p>{visible ? '打开' : '关闭'}</p>;
    });
    const Lazy = openedOnce(Sheet);
    const container = document.createElement('div');
    const root = createRoot(container);

    root.render(<Lazy visible={false} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(Sheet).not.toHaveBeenCalled();
    expect(container.textContent).toBe('');

    root.render(<Lazy visible />);
    await vi.waitFor(() => expect(container.textContent).toBe('打开'));
    expect(seen[0]).toBe(false);

    root.render(<Lazy visible={false} />);
    await vi.waitFor(() => expect(container.textContent).toBe('关闭'));
    root.unmount();
  });
});

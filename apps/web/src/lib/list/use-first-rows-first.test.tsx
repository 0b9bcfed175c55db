import { createRoot } from 'react-dom/client';
import { describe, expect, it, vi } from 'vitest';
import { useFirstRowsFirst } from './use-first-rows-first';

// Rendering is asynchronous here and awaited with vi.waitFor, not act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

/** How many rows each render drew, in order. */
let drawn: number[] = [];

function Rows({ rows }: { rows: number[] }) {
  const shown = useFirstRowsFirst(rows, 20);
  drawn.push(shown.length);
  return <p>{shown.length}</p>;
}

const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

describe('a long list drawn first rows first', () => {
  it('draws 20 rows, then all of them once the first are painted', async () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    const page = range(1, 100);
    drawn = [];
    root.render(<Rows rows={page} />);
    await vi.waitFor(() => expect(container.textContent).toBe('100'));
    expect(drawn[0]).toBe(20);

    // The next page appended to the same list: drawn at once.
    drawn = [];
    root.render(<Rows rows={[...page, ...range(101, 100)]} />);
    await vi.waitFor(() => expect(container.textContent).toBe('200'));
    expect(drawn.every((count) => count === 200)).toBe(true);

    // Another list (a new filter): its first rows first again.
    drawn = [];
    root.render(<Rows rows={range(500, 100)} />);
    await vi.waitFor(() => expect(container.textContent).toBe('100'));
    expect(drawn[0]).toBe(20);
    root.unmount();
  });

  it('draws a short list whole', async () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    drawn = [];
    root.render(<Rows rows={range(1, 12)} />);
    await vi.waitFor(() => expect(container.textContent).toBe('12'));
    expect(drawn.every((count) => count === 12)).toBe(true);
    root.unmount();
  });
});

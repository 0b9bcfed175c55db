import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { useListAddress } from './use-list-address';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const CHOICES = { status: ['all', 'online', 'offline'] } as const;
let root: Root | undefined;
let address: ReturnType<typeof useListAddress<typeof CHOICES>> | undefined;
let router: ReturnType<typeof createMemoryRouter> | undefined;

function Harness() {
  address = useListAddress({ choices: CHOICES });
  return null;
}

function open(url: string) {
  router = createMemoryRouter([{ path: '*', element: <Harness /> }], { initialEntries: [url] });
  root = createRoot(document.createElement('div'));
  act(() => root?.render(<RouterProvider router={router as ReturnType<typeof createMemoryRouter>} />));
}
const search = () => router?.state.location.search ?? '';
const now = () => address as NonNullable<typeof address>;

afterEach(() => {
  act(() => root?.unmount());
});

describe('useListAddress', () => {
  it('reads the view from the address, with defaults for what is missing or wrong', () => {
    open('/manage/room?keyword=%20杭州%20&page=3&pageSize=50&status=offline');
    expect([now().keyword, now().page, now().pageSize, now().choice('status')]).toEqual([
      '杭州',
      3,
      50,
      'offline',
    ]);
    open('/manage/room?page=-2&pageSize=7&status=DROP');
    expect([now().keyword, now().page, now().pageSize, now().choice('status')]).toEqual(['', 1, 20, 'all']);
  });

  it('starts a new filter at page 1, keeps other parameters and leaves defaults out', () => {
    open('/manage/room/jigui?pid=9&page=4');
    act(() => now().setChoice('status', 'online'));
    expect(search()).toBe('?pid=9&status=online');
    act(() => now().setPage(2));
    expect(search()).toBe('?pid=9&status=online&page=2');
    act(() => now().setChoice('status', 'all'));
    expect(search()).toBe('?pid=9');
  });

  it('keeps the page when only the page changes, and goes to page 1 on a new page size', () => {
    open('/x?page=2');
    act(() => now().setPager(5, 20));
    expect(search()).toBe('?page=5');
    act(() => now().setPager(5, 100));
    expect(search()).toBe('?pageSize=100');
  });

  it('clears the keyword and the named filters together', () => {
    open('/x?keyword=a&province=330000&pid=1&page=2');
    act(() => now().clear('province'));
    expect(search()).toBe('?pid=1');
  });
});

import { Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubScreenWidth } from '@/testing/screen-width';
import { twinPage } from './twin-page';

// Rendering is asynchronous here and awaited with vi.waitFor, not act().
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;

function views() {
  const phone = vi.fn(async () => ({ default: () => <p>卡片列表</p> }));
  const desktop = vi.fn(async () => ({ default: () => <p>表格</p> }));
  return { phone, desktop, Page: twinPage(phone, desktop) };
}

async function draw(Page: ReturnType<typeof twinPage>) {
  const container = document.createElement('div');
  const root = createRoot(container);
  root.render(
    <Suspense fallback={<p>加载中</p>}>
      <Page />
    </Suspense>,
  );
  return { container, unmount: () => root.unmount() };
}

afterEach(() => {
  Reflect.deleteProperty(window, 'matchMedia');
});

describe('a twin page', () => {
  it('on a phone preloads and draws the phone view only (no antd for phones)', async () => {
    stubScreenWidth(390);
    const { phone, desktop, Page } = views();
    Page.preload();
    expect(phone).toHaveBeenCalledTimes(1);
    const { container, unmount } = await draw(Page);
    await vi.waitFor(() => expect(container.textContent).toBe('卡片列表'));
    expect(phone).toHaveBeenCalledTimes(1);
    expect(desktop).not.toHaveBeenCalled();
    unmount();
  });

  it('on a desktop preloads and draws the desktop view only (no antd-mobile parts for desktops)', async () => {
    stubScreenWidth(1440);
    const { phone, desktop, Page } = views();
    Page.preload();
    const { container, unmount } = await draw(Page);
    await vi.waitFor(() => expect(container.textContent).toBe('表格'));
    expect(desktop).toHaveBeenCalledTimes(1);
    expect(phone).not.toHaveBeenCalled();
    unmount();
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { drawSuspended } from '@/testing/draw-suspended';
import { stubScreenWidth } from '@/testing/screen-width';
import { twinPage } from './twin-page';

function views() {
  const phone = vi.fn(async () => ({ default: () => <p>卡片列表</p> }));
  const desktop = vi.fn(async () => ({ default: () => <p>表格</p> }));
  return { phone, desktop, Page: twinPage(phone, desktop) };
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
    const { container, unmount } = drawSuspended(Page);
    await vi.waitFor(() => expect(container.textContent).toBe('卡片列表'));
    expect(phone).toHaveBeenCalledTimes(1);
    expect(desktop).not.toHaveBeenCalled();
    unmount();
  });

  it('on a desktop preloads and draws the desktop view only (no antd-mobile parts for desktops)', async () => {
    stubScreenWidth(1440);
    const { phone, desktop, Page } = views();
    Page.preload();
    const { container, unmount } = drawSuspended(Page);
    await vi.waitFor(() => expect(container.textContent).toBe('表格'));
    expect(desktop).toHaveBeenCalledTimes(1);
    expect(phone).not.toHaveBeenCalled();
    unmount();
  });
});

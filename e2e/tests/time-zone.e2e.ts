import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { VIEWPORTS, apiData, signIn, chromiumForFile } from './browser.ts';

const baseUrl = inject('baseUrl');
const MEMBER = '13800000001';
const BROWSER_ZONE = 'America/New_York';
const chromium = chromiumForFile();

/** An instant's Beijing wall clock, worked out here and not by the web: "2026-12-06 20:00" and the weekday (0 = Sunday). */
function beijing(iso: string): { minute: string; weekday: number } {
  const wall = new Date(Date.parse(iso) + 8 * 3_600_000);
  return { minute: wall.toISOString().slice(0, 16).replace('T', ' '), weekday: wall.getUTCDay() };
}

/** The same instant as the browser's own zone would write it. */
function inBrowserZone(iso: string): string {
  return new Date(iso).toLocaleString('sv-SE', { timeZone: BROWSER_ZONE }).slice(0, 16);
}

describe('a member whose browser is in New York (issue 48)', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await chromium.browser().newContext({
      baseURL: baseUrl,
      viewport: VIEWPORTS.phone,
      isMobile: true,
      hasTouch: true,
      locale: 'zh-CN',
      timezoneId: BROWSER_ZONE,
      serviceWorkers: 'block',
    });
    page = await context.newPage();
    await signIn(page, MEMBER);
    expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(BROWSER_ZONE);
  });
  afterAll(async () => {
    await context.close();
  });

  it('reads the lottery’s close in Beijing time (Sunday 20:00 unless staff closed it early)', async () => {
    const index = await apiData<{ state: string; open_time: string; end_time: string }>(
      page,
      '/api/lottery/index',
    );
    // A period opens on Monday 00:00 Beijing time, which is Sunday 11:00 in New York.
    const open = beijing(index.open_time);
    expect([open.weekday, open.minute.slice(11)]).toEqual([1, '00:00']);
    const close = beijing(index.end_time);
    // lottery.e2e.ts (run before this file) has staff close the period early: its close is then the
    // moment they did; an open period closes on Sunday 20:00.
    if (index.state === 'open') expect([close.weekday, close.minute.slice(11)]).toEqual([0, '20:00']);
    await page.goto('/lottery/index');
    await page.getByText(`${close.minute} 截止（北京时间）`, { exact: false }).waitFor();
    // Not the browser's own wall clock for the same instant (12 or 13 hours earlier).
    expect(await page.getByText(`${inBrowserZone(index.end_time)} 截止`, { exact: false }).count()).toBe(0);
  });

  it('dates a fault event at its Beijing time, not the browser’s', async () => {
    const [event] = await apiData<{ title: string; created_at: string }[]>(
      page,
      '/api/member/message?type=fault',
    );
    expect(event).toBeDefined();
    const at = event?.created_at ?? '';
    await page.goto('/account/event-record');
    await page
      .getByText(event?.title ?? '')
      .first()
      .waitFor();
    await page
      .getByText(`${beijing(at).minute} · `, { exact: false })
      .first()
      .waitFor();
    expect(await page.getByText(inBrowserZone(at), { exact: false }).count()).toBe(0);
  });
});

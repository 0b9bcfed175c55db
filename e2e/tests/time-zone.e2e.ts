import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { VIEWPORTS, apiData, launchChromium, signIn } from './browser.ts';

const baseUrl = inject('baseUrl');
const MEMBER = '13800000001';
const BROWSER_ZONE = 'America/New_York';
let browser: Browser;

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser.close();
});

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
    context = await browser.newContext({
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

  it('reads the lottery’s close as Sunday 20:00 Beijing time', async () => {
    const index = await apiData<{ end_time: string }>(page, '/api/lottery/index');
    const close = beijing(index.end_time);
    expect(close.weekday).toBe(0);
    expect(close.minute.slice(11)).toBe('20:00');
    await page.goto('/lottery/index');
    await page.getByText(`${close.minute} 截止（北京时间）`, { exact: false }).waitFor();
    // Not the browser's 07:00 or 08:00 of the same Sunday.
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

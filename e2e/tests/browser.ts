import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { CHROMIUM_FLAGS } from '../../tools/src/chromium-flags.ts';

export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** Debian's Chromium with the flags this machine needs (no sandbox as root, no background network). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', ...CHROMIUM_FLAGS],
  });
}

/**
 * One Chromium for the test file that calls this at its top: launched before the file's tests and
 * closed after them. `open` gives a page of the e2e server at a viewport's size.
 */
export function chromiumForFile() {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchChromium();
  });
  afterAll(async () => {
    await launched?.close();
  });
  const browser = (): Browser => {
    if (!launched) throw new Error('Chromium starts before the tests');
    return launched;
  };
  return { browser, open: (viewport: ViewportName) => newPage(browser(), inject('baseUrl'), viewport) };
}

export async function newPage(
  browser: Browser,
  baseUrl: string,
  viewport: ViewportName,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: VIEWPORTS[viewport],
    locale: 'zh-CN',
    ...(viewport === 'phone' ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
    serviceWorkers: 'block',
    // front:check's nginx on loopback presents a self-signed certificate made for the check.
    ignoreHTTPSErrors: new URL(baseUrl).hostname === '127.0.0.1',
  });
  return { context, page: await context.newPage() };
}

/** Screenshots land in .e2e-artifacts/ for a person to look at (CI keeps them on failure). */
export async function shot(page: Page, name: string): Promise<void> {
  const dir = path.resolve(import.meta.dirname, '..', '..', '.e2e-artifacts');
  fs.mkdirSync(dir, { recursive: true });
  await page.screenshot({ path: path.join(dir, `${name}.png`), fullPage: true });
}

/** The newest verification code the SMS simulator delivered to `mobile`. */
export async function smsCode(baseUrl: string, mobile: string): Promise<string> {
  for (let i = 0; i < 50; i++) {
    const reply = (await (await fetch(`${baseUrl}/sim/sms/messages?phone=${mobile}`)).json()) as {
      messages: { params: { code?: string } }[];
    };
    const code = reply.messages.find((m) => m.params.code)?.params.code;
    if (code) return code;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no SMS code for ${mobile}`);
}

/** Signs in through the login form with the demo password, and waits to leave the /user pages. */
export async function signIn(page: Page, mobile: string): Promise<void> {
  await page.goto('/user/login');
  await page.getByPlaceholder('请输入 11 位手机号').fill(mobile);
  await page.getByPlaceholder('请输入密码').fill('demo123456');
  await page.getByRole('button', { name: '登录', exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/user/'));
}

/** The signed-in page's own GET, with its token: the whole reply (envelope and siblings). */
export async function apiReply<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const res = await fetch(url, {
      headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
    });
    return res.json();
  }, path) as Promise<T>;
}

/** The signed-in page's own POST with its token (JSON body): the whole reply. */
export function apiPost<T>(page: Page, path: string, body: unknown): Promise<T> {
  return page.evaluate(
    async ([url, data]) => {
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Bearer ${localStorage.getItem('token') ?? ''}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify(data),
      });
      return res.json();
    },
    [path, body] as const,
  ) as Promise<T>;
}

/** The signed-in page's own GET: the reply's `data`. */
export async function apiData<T>(page: Page, path: string): Promise<T> {
  return (await apiReply<{ data: T }>(page, path)).data;
}

/** 12345 fen → "123.45", as the screens write money. */
export const yuan = (fen: number) => `${Math.floor(fen / 100)}.${String(fen % 100).padStart(2, '0')}`;

import { launchChromium, newPage, signIn } from './tests/browser.ts';

const base = process.env.BASE ?? 'http://127.0.0.1:18111';
const pages = (
  process.env.PAGES ??
  '/lottery/index,/lottery/record,/lottery/lottery-record,/lottery/my-lottery-record,/lottery/ticket-record,/lottery/my-ticket-record'
).split(',');
const who = process.env.WHO ?? '13800000001';
const browser = await launchChromium();
for (const vp of ['phone', 'desktop'] as const) {
  const first = await newPage(browser, base, vp);
  await first.context.close();
  const ctx = await browser.newContext({
    baseURL: base,
    viewport: vp === 'phone' ? { width: 390, height: 844 } : { width: 1440, height: 900 },
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    ...(vp === 'phone' ? { isMobile: true, hasTouch: true, deviceScaleFactor: 2 } : {}),
    serviceWorkers: 'block',
  });
  const page2 = await ctx.newPage();
  const page = page2;
  const context = ctx;
  await signIn(page, who);
  for (const p of pages) {
    await page.goto(p);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(600);
    if (process.env.CLICK) {
      const btn = page.getByRole('button', { name: process.env.CLICK }).first();
      if (await btn.count()) {
        await btn.click();
        await page.waitForTimeout(1500);
      }
    }
    const name = `/tmp/shots/${vp}${p.replaceAll('/', '_').replaceAll('?', '_').replaceAll('=', '_')}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name);
  }
  await context.close();
}
await browser.close();

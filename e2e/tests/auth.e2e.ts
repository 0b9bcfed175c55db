import { describe, expect, inject, it } from 'vitest';
import { shot, smsCode, type ViewportName, chromiumForFile } from './browser.ts';

const baseUrl = inject('baseUrl');
const PASSWORD = 'e2e-Strong-pass-2026';
const chromium = chromiumForFile();

describe.each<[ViewportName, string]>([
  ['phone', '13912340001'],
  ['desktop', '13912340002'],
])('at %s size', (viewport, mobile) => {
  it('registers with an SMS code, logs out, logs back in and sees the account page', async () => {
    const { context, page } = await chromium.open(viewport);
    try {
      // Register.
      await page.goto('/user/register?invite=');
      await page.getByPlaceholder('请输入 11 位手机号').fill(mobile);
      await page.getByRole('button', { name: '发送验证码' }).click();
      await expect.poll(() => page.getByText(/秒后重发/).count()).toBeGreaterThan(0);
      await page.getByPlaceholder('6 位验证码').fill(await smsCode(baseUrl, mobile));
      await page.getByPlaceholder('8–64 位字符').fill(PASSWORD);
      await page.getByPlaceholder('请再次输入密码').fill(PASSWORD);
      // Tick the consent box itself (its label holds links to the agreement and privacy pages).
      await page.locator('.adm-checkbox-icon').click();
      await shot(page, `${viewport}-register-filled`);
      await page.getByRole('button', { name: '注册', exact: true }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/user/'));
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();

      // The account page shows the new member.
      await page.goto('/account/index');
      await expect
        .poll(() => page.getByText(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`).count())
        .toBeGreaterThan(0);
      await shot(page, `${viewport}-account`);

      // Log out (with confirmation): back to the login page, token gone.
      // The page's own button (the desktop header has one too), once the page has rendered.
      await page.getByText('我的邀请码').waitFor();
      await page.getByRole('button', { name: '退出登录' }).last().click();
      await page.getByRole('button', { name: '退出', exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/user/login' && url.search === '');
      expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();

      // A wrong password is refused on the page.
      await page.getByPlaceholder('请输入 11 位手机号').fill(mobile);
      await page.getByPlaceholder('请输入密码').fill('not-my-password');
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await expect.poll(() => page.getByText('手机号或密码错误').count()).toBeGreaterThan(0);

      // Log in.
      await page.getByPlaceholder('请输入密码').fill(PASSWORD);
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await page.waitForURL((url) => !url.pathname.startsWith('/user/'));
      await page.goto('/account/index');
      await expect
        .poll(() => page.getByText(`${mobile.slice(0, 3)}****${mobile.slice(-4)}`).count())
        .toBeGreaterThan(0);
      await shot(page, `${viewport}-account-after-login`);
    } catch (err) {
      console.error(`failed at ${page.url()}`);
      await shot(page, `${viewport}-failure`);
      throw err;
    } finally {
      await context.close();
    }
  });
});

describe('guards', () => {
  it('sends a visitor of a signed-in page to the login page', async () => {
    const { context, page } = await chromium.open('phone');
    try {
      await page.goto('/account/index');
      await page.waitForURL('**/user/login**');
    } finally {
      await context.close();
    }
  });

  it('refuses a plain member at the admin entrance with a clear message', async () => {
    const { context, page } = await chromium.open('desktop');
    try {
      await page.goto('/user/admin-login');
      await page.getByPlaceholder('请输入 11 位手机号').fill('13800000001');
      await page.getByPlaceholder('请输入密码').fill('demo123456');
      await page.getByRole('button', { name: '登录', exact: true }).click();
      await expect.poll(() => page.getByText(/没有管理权限/).count()).toBeGreaterThan(0);
      await shot(page, 'desktop-admin-login-refused');
    } finally {
      await context.close();
    }
  });

  it('shows the not-found page for an unknown path', async () => {
    const { context, page } = await chromium.open('phone');
    try {
      await page.goto('/no/such/page');
      await expect.poll(() => page.getByText('抱歉，你访问的页面不存在').count()).toBeGreaterThan(0);
    } finally {
      await context.close();
    }
  });
});

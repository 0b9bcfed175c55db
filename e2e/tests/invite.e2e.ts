import { describe, expect, inject, it } from 'vitest';
import { apiData, shot, signIn, smsCode, chromiumForFile } from './browser.ts';

const baseUrl = inject('baseUrl');
const MEMBER = '13800000001';
const FRIEND = '13912350001';
const PASSWORD = 'Invite-e2e-2026';
const chromium = chromiumForFile();

describe('an invite from link to record', () => {
  it('a friend opens the member’s invite link, registers with it filled in, and the member sees the friend', async () => {
    const member = await chromium.open('desktop');
    const friend = await chromium.open('phone');
    try {
      // The member copies the link from /activity/invite.
      await signIn(member.page, MEMBER);
      await member.page.goto('/activity/invite');
      const overview = await apiData<{ invite_code: string; invitees: number }>(
        member.page,
        '/api/activite/index',
      );
      const link = await member.page.getByText(`/user/register?invite=${overview.invite_code}`).textContent();
      expect(link).toContain(overview.invite_code);
      await shot(member.page, 'desktop-invite');

      // The friend opens it on a phone: the code is filled in; registers with an SMS code.
      const url = new URL(link!.trim());
      await friend.page.goto(url.pathname + url.search);
      await expect.poll(() => friend.page.getByPlaceholder('选填').inputValue()).toBe(overview.invite_code);
      await friend.page.getByPlaceholder('请输入 11 位手机号').fill(FRIEND);
      await friend.page.getByRole('button', { name: '发送验证码' }).click();
      await expect.poll(() => friend.page.getByText(/秒后重发/).count()).toBeGreaterThan(0);
      await friend.page.getByPlaceholder('6 位验证码').fill(await smsCode(baseUrl, FRIEND));
      await friend.page.getByPlaceholder('8–64 位字符').fill(PASSWORD);
      await friend.page.getByPlaceholder('请再次输入密码').fill(PASSWORD);
      await friend.page.locator('.adm-checkbox-icon').click();
      await friend.page.getByRole('button', { name: '注册', exact: true }).click();
      await friend.page.waitForURL((url) => !url.pathname.startsWith('/user/'));

      // The member's record shows the friend, masked, with no box yet and why that earns nothing.
      await member.page.goto('/activity/invite-record');
      const masked = `${FRIEND.slice(0, 3)}****${FRIEND.slice(-4)}`;
      await member.page.getByText(masked).waitFor();
      await member.page.getByText('还没有设备').first().waitFor();
      const after = await apiData<{ invitees: number }>(member.page, '/api/activite/index');
      expect(after.invitees).toBe(overview.invitees + 1);
      await shot(member.page, 'desktop-invite-record');
    } finally {
      await member.context.close();
      await friend.context.close();
    }
  });
});

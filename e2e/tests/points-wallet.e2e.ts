import { describe, expect, it } from 'vitest';
import { apiData, shot, signIn, chromiumForFile } from './browser.ts';

const MEMBER = '13800000001';
const STAFF = '13800000000';
const ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const TX = `0x${'c0ffee'.repeat(10)}abcd`;
const chromium = chromiumForFile();

describe('points from the wallet page to the chain', () => {
  it('the member saves a wallet address and withdraws points; staff mark them sent; the member sees the hash', async () => {
    const member = await chromium.open('phone');
    const staff = await chromium.open('desktop');
    try {
      // The member saves its address again with the password (the demo's: the same address holds
      // nothing), then asks 1,000 points.
      await signIn(member.page, MEMBER);
      await member.page.goto('/activity/wallet');
      await member.page.getByRole('button', { name: '更改地址' }).click();
      await member.page.getByPlaceholder('0x 开头的 42 位地址，从钱包中完整复制').fill(ADDRESS);
      await member.page.getByPlaceholder('更改钱包地址需验证登录密码').fill('demo123456');
      await member.page.getByRole('button', { name: '保存地址' }).click();
      await member.page.getByRole('button', { name: '更改地址' }).waitFor();
      await member.page.getByText(ADDRESS).waitFor();
      const before = await apiData<{ points_balance: number }>(member.page, '/api/account-activity/index');
      await member.page.getByPlaceholder('至少 1000 分').fill('1000');
      await member.page.getByRole('button', { name: '提取到钱包' }).click();
      await member.page.getByRole('button', { name: '确认提取' }).click();
      await member.page.getByText('等待发送').first().waitFor();
      const asked = await apiData<{ points_balance: number; points_reserve: number }>(
        member.page,
        '/api/account-activity/index',
      );
      expect(asked.points_balance).toBe(before.points_balance - 1000);
      expect(asked.points_reserve).toBeGreaterThanOrEqual(1000);
      await shot(member.page, 'phone-points-wallet');

      // Staff find it in the staff home's points section and mark it sent with the hash.
      await signIn(staff.page, STAFF);
      await staff.page.goto('/superman/index?section=points');
      await staff.page.getByText(ADDRESS).first().waitFor();
      await staff.page.getByRole('button', { name: '已发送' }).first().click();
      await staff.page.getByPlaceholder('0x 开头的 64 位十六进制字符').fill(TX);
      await staff.page.getByRole('button', { name: '确认已发送' }).click();
      await staff.page.getByText('已标记为已发送').waitFor();
      await shot(staff.page, 'desktop-points-queue');

      // The member sees it sent, with the hash.
      await member.page.reload();
      await member.page.getByText(TX, { exact: false }).waitFor();
      await member.page.getByText('已发送').first().waitFor();
    } finally {
      await member.context.close();
      await staff.context.close();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { shot, apiData, signIn, yuan, chromiumForFile } from './browser.ts';

const MEMBER = '13800000001';
const STAFF = '13800000000';
const chromium = chromiumForFile();

describe('a withdrawal from request to payout', () => {
  it('the member adds an Alipay account and asks for 100 元; staff approve; the member sees it paid', async () => {
    const member = await chromium.open('phone');
    const staff = await chromium.open('desktop');
    try {
      // The member adds an Alipay account on a phone.
      await signIn(member.page, MEMBER);
      await member.page.goto('/account/alipay');
      await member.page.getByRole('button', { name: '添加支付宝账户' }).click();
      await member.page.getByPlaceholder('手机号或邮箱').fill('zhangsan@example.com');
      await member.page.getByPlaceholder('与收款账户实名一致').fill('张三');
      await shot(member.page, 'phone-alipay-form');
      await member.page.getByRole('button', { name: '保存' }).click();
      await member.page.getByText('z***@example.com').waitFor();
      await shot(member.page, 'phone-alipay-list');

      // Sees the balance the e2e setup credited, the fee, and confirms the request.
      const limits = await apiData<{ balance: number; fee_rate_bp: number }>(
        member.page,
        '/api/member/tixian-info',
      );
      expect(limits.balance).toBeGreaterThanOrEqual(10_000);
      await member.page.goto('/account/withdraw');
      await member.page.getByText(yuan(limits.balance), { exact: true }).waitFor();
      await member.page.getByRole('textbox', { name: '提现金额' }).fill('100');
      const fee = Math.floor((10_000 * limits.fee_rate_bp) / 10_000);
      await member.page.getByText(`手续费 ${yuan(fee)} 元，实际到账 ${yuan(10_000 - fee)} 元`).waitFor();
      await expect
        .poll(() =>
          member.page.getByRole('radio', { name: /z\*\*\*@example\.com/ }).getAttribute('aria-checked'),
        )
        .toBe('true');
      await shot(member.page, 'phone-withdraw-filled');
      await member.page.getByRole('button', { name: '提现', exact: true }).click();
      const dialog = member.page.locator('.adm-dialog');
      await dialog.getByText('支付宝 z***@example.com').waitFor();
      await shot(member.page, 'phone-withdraw-confirm');
      await dialog.getByRole('button', { name: '确认提现' }).click();
      await member.page.getByText('提现申请已提交').waitFor();

      // The record shows it waiting for review.
      await member.page.getByRole('button', { name: '查看提现记录' }).click();
      await member.page.waitForURL('**/account/withdraw-record');
      const record = member.page.locator('li', { hasText: '100.00 元' }).first();
      await record.getByText('待审核').waitFor();
      await shot(member.page, 'phone-withdraw-record-pending');

      // Staff approve it on a desktop; Alipay (the simulator) pays at once.
      await signIn(staff.page, STAFF);
      await staff.page.goto('/superman/index?section=withdrawals');
      const row = staff.page.locator('tr', { hasText: 'zhangsan@example.com' }).filter({ hasText: '待审核' });
      await row.getByRole('button', { name: /通\s?过/ }).click();
      await staff.page
        .locator('.ant-modal-confirm')
        .getByText(/打款 100\.00 元/)
        .waitFor();
      await staff.page.getByRole('button', { name: '通过并打款' }).click();
      await staff.page.getByText('支付宝打款成功').waitFor();
      await staff.page.locator('tr', { hasText: 'zhangsan@example.com' }).getByText('已到账').waitFor();
      await shot(staff.page, 'desktop-withdraw-review-approved');

      // The member sees it arrived.
      await member.page.reload();
      await member.page.locator('li', { hasText: '100.00 元' }).first().getByText('已到账').waitFor();
      await shot(member.page, 'phone-withdraw-record-paid');
      const after = await apiData<{ balance: number; reserve: number }>(
        member.page,
        '/api/member/tixian-info',
      );
      expect(after).toMatchObject({ balance: limits.balance - 10_000, reserve: 0 });
    } finally {
      await member.context.close();
      await staff.context.close();
    }
  });
});

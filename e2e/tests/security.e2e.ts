import { generate } from 'otplib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiData, apiPost, apiReply, chromiumForFile, shot, signIn } from './browser.ts';

// Issue 49: staff turn on the authenticator, sign in with a code, approve a withdrawal with a step-up;
// a member ends the other sessions and their tokens are refused at once.

const MEMBER = '13800000001';
// The withdrawal is the operator's: a payee added to the member would change withdraw.e2e's default.
const OPERATOR = '13800000002';
const STAFF = '13800000000';
const PASSWORD = 'demo123456';
const chromium = chromiumForFile();

/** The app's code for `secret`, `ahead` 30-second steps from now (a code is accepted once). */
const codeFor = (secret: string, ahead = 0) =>
  generate({ secret, epoch: Math.floor(Date.now() / 1000) + ahead * 30 });

type Reply<T = unknown> = { errorCode: number; msg: string; data: T };

/** The step-up window in minutes, set through the parameters (staff only). */
async function setStepUpMinutes(page: Page, minutes: number): Promise<number> {
  const { security } = await apiData<{ security: Record<string, unknown> }>(page, '/api/admin/params');
  const saved = await apiPost<Reply>(page, '/api/admin/param-save', {
    key: 'security',
    value: { ...security, step_up_minutes: minutes },
  });
  return saved.errorCode;
}

describe('a second factor for staff, and sessions a member can end', () => {
  it(
    'staff turn it on, sign in with a code and approve a withdrawal after a step-up',
    { timeout: 240_000 },
    async () => {
      const staff = await chromium.open('desktop');
      const member = await chromium.open('phone');
      let secret = '';
      let signedIn: Page | null = null;
      try {
        // Staff turn the authenticator on: password, QR code and the secret, a first code.
        await signIn(staff.page, STAFF);
        await staff.page.goto('/account/security');
        await staff.page.getByRole('button', { name: '开启两步验证' }).click();
        await staff.page.getByPlaceholder('请输入当前登录密码').fill(PASSWORD);
        await staff.page.getByRole('button', { name: '下一步' }).click();
        const secretText = await staff.page.getByText(/^密钥 /).textContent();
        secret = (secretText ?? '').replace(/^密钥\s*/, '').replace(/[^A-Z2-7]/g, '');
        expect(secret).toMatch(/^[A-Z2-7]{32}$/);
        await shot(staff.page, 'desktop-second-factor-scan');
        await staff.page.getByPlaceholder('App 中显示的 6 位数字').fill(await codeFor(secret));
        await staff.page.getByRole('button', { name: '确认开启' }).click();
        await staff.page.getByText('两步验证已开启。').waitFor();
        await expect.poll(() => staff.page.locator('ol li').count()).toBe(10);
        await shot(staff.page, 'desktop-second-factor-recovery-codes');
        await staff.page.getByRole('button', { name: '我已保存' }).click();
        await staff.page.getByText('剩余恢复码 10 个').waitFor();

        // Signing in again asks for the code after the password.
        const again = await chromium.open('desktop');
        signedIn = again.page;
        await again.page.goto('/user/admin-login');
        await again.page.getByPlaceholder('请输入 11 位手机号').fill(STAFF);
        await again.page.getByPlaceholder('请输入密码').fill(PASSWORD);
        await again.page.getByRole('button', { name: '登录', exact: true }).click();
        await again.page.getByPlaceholder('身份验证器中的 6 位数字').waitFor();
        await shot(again.page, 'desktop-sign-in-code');
        await again.page.getByPlaceholder('身份验证器中的 6 位数字').fill(await codeFor(secret, 1));
        await again.page.getByRole('button', { name: '登录', exact: true }).click();
        await again.page.waitForURL((url) => !url.pathname.startsWith('/user/'));

        // A typed code counts for a minute: shorter than the default, so the test need not wait five.
        expect(await setStepUpMinutes(again.page, 1)).toBe(0);

        // The operator asks for a withdrawal to a new Alipay account.
        await signIn(member.page, OPERATOR);
        const payee = await apiPost<Reply<{ id: number }>>(member.page, '/api/member/bank-save', {
          kind: 'alipay',
          account: 'lisi@example.com',
          real_name: '李四',
        });
        expect(payee.errorCode).toBe(0);
        const asked = await apiPost<Reply<{ id: number }>>(member.page, '/api/member/tixian', {
          amount: 5_000,
          payee_id: payee.data.id,
          request_key: `e2e-security-${Date.now()}`,
        });
        expect(asked.errorCode).toBe(0);

        // Past the minute, approving asks for a fresh code first, then goes through.
        await new Promise((r) => setTimeout(r, 62_000));
        await again.page.goto('/superman/index?section=withdrawals');
        const row = again.page.locator('tr', { hasText: 'lisi@example.com' }).filter({ hasText: '待审核' });
        await row.getByRole('button', { name: /通\s?过/ }).click();
        await again.page.getByRole('button', { name: '通过并打款' }).click();
        const prompt = again.page.getByRole('dialog').filter({ hasText: '再次验证身份' });
        await prompt.waitFor();
        await prompt.getByRole('textbox').fill(await codeFor(secret));
        await shot(again.page, 'desktop-step-up');
        await prompt.getByRole('button', { name: '验证并继续' }).click();
        await again.page.getByText('支付宝打款成功').waitFor();
        await again.page.locator('tr', { hasText: 'lisi@example.com' }).getByText('已到账').waitFor();

        // The approval is in the audit trail: filtered to 提现 and this withdrawal, its row shows the
        // state before and after and the staff member who approved it.
        await again.page.goto('/manage/audit');
        await again.page.getByRole('combobox', { name: '对象类型' }).click();
        await again.page.locator('.ant-select-item-option[title="提现"]').click();
        await again.page.getByPlaceholder('对象ID').fill(String(asked.data.id));
        await again.page.waitForURL(/object_id=/);
        // A row's text runs on: "提现 #12", its 修改 tag, then "状态：pending→paying".
        const changed = (states: string) => new RegExp(`提现 #${asked.data.id}修改状态：${states}`);
        const rows = again.page.locator('tbody tr.ant-table-row');
        const approval = rows.filter({ hasText: changed('pending→paying') });
        await approval.waitFor();
        const approvalText = (await approval.textContent()) ?? '';
        expect(approvalText).toContain(STAFF);
        expect(approvalText).toContain('通过提现');
        await expect
          .poll(async () => (await rows.allTextContents()).join('\n'), { timeout: 15_000 })
          .toMatch(changed('paying→paid'));
        await shot(again.page, 'desktop-audit-withdrawal-approved');
      } finally {
        // The demo staff sign in with the password alone again (the other tests rely on it).
        if (signedIn && secret) {
          await setStepUpMinutes(signedIn, 5);
          const off = await apiPost<Reply>(signedIn, '/api/member/second-factor/disable', {
            password: PASSWORD,
            code: await codeFor(secret, 1),
          });
          expect(off.errorCode).toBe(0);
        }
        await staff.context.close();
        await member.context.close();
      }
    },
  );

  it('a member ends the other sessions and their tokens are refused at once', async () => {
    const phone = await chromium.open('phone');
    const desktop = await chromium.open('desktop');
    try {
      await signIn(phone.page, MEMBER);
      await signIn(desktop.page, MEMBER);
      await desktop.page.goto('/account/sessions');
      await desktop.page.getByText('本设备').waitFor();
      await shot(desktop.page, 'desktop-sessions');
      await desktop.page.getByRole('button', { name: '退出其他设备' }).click();
      await desktop.page.locator('.adm-dialog').getByRole('button', { name: '确定' }).click();
      await desktop.page.getByText('只有本设备登录着你的账号。').waitFor();
      await shot(desktop.page, 'desktop-sessions-only-this');

      const refused = await apiReply<{ errorCode: number }>(phone.page, '/api/member/info');
      expect(refused.errorCode).toBe(10010);
      await phone.page.goto('/account/index');
      await phone.page.waitForURL('**/user/login**');
    } finally {
      await phone.context.close();
      await desktop.context.close();
    }
  });
});

import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import { apiData, apiPost, shot, signIn, chromiumForFile } from './browser.ts';

const MEMBER = '13800000001';
const STAFF = '13800000000';
const SN = 'NBE2E0000001';
const chromium = chromiumForFile();

/** 确定 on the picker that is open (a picker closing behind it is still on screen for a moment). */
async function pickerOk(page: Page) {
  await page.locator('.adm-picker-header-button:visible').filter({ hasText: '确定' }).last().click();
  await page.waitForTimeout(400);
}

describe('the flashing service, from the application to a bound box', () => {
  it('the member applies; staff accept, receive and flash; the member sees each step and binds the box', async () => {
    const member = await chromium.open('phone');
    const staff = await chromium.open('desktop');
    try {
      const p = member.page;
      await signIn(p, MEMBER);
      await p.goto('/activity/apply-service');
      await p.getByText('添加型号').click();
      await p.getByText('选择型号').click();
      await pickerOk(p);
      const item = (label: string) =>
        p.locator('.adm-form-item').filter({ hasText: label }).locator('input').first();
      await item('SoC').fill('S905X3');
      await item('板卡版本').fill('v3.0');
      await item('存储（GB）').fill('16');
      await item('当前固件').fill('Android 9');
      await item('数量').fill('1');
      await item('联系人').fill('演示会员');
      await item('联系手机').fill('13800000001');
      await p.getByText('请选择省市区').click();
      await pickerOk(p);
      await item('详细地址').fill('滨江区网商路 699 号');
      await p.getByText('我已了解：刷机存在设备无法启动').click();
      await p.getByRole('button', { name: '提交申请' }).click();
      await p.waitForURL('**/activity/service');
      const card = p.locator('section').filter({ hasText: 'Android 9' }).first();
      await card.getByText('已提交').first().waitFor();
      const id = Number((await card.getByRole('heading').first().textContent())!.match(/#(\d+)/)![1]);

      await signIn(staff.page, STAFF);
      const s = staff.page;
      const row = () => s.locator('li').filter({ hasText: `#${id} ` });
      const confirm = (name: RegExp) => s.getByRole('dialog').getByRole('button', { name }).click();
      await s.goto('/superman/index?section=flashing');
      await row()
        .getByRole('button', { name: /^受\s*理$/ })
        .click();
      await confirm(/^受\s*理$/);
      await s.getByText('已更新').first().waitFor();
      await s.getByText('已受理', { exact: true }).first().click();
      await row().getByRole('button', { name: '已收到设备' }).click();
      await confirm(/已收到设备/);
      await s.getByText('已收到设备', { exact: true }).first().click();
      await row().getByRole('button', { name: '登记刷好的设备' }).click();
      await s
        .getByPlaceholder('每行一台：SN 空格 MAC，如 NB00001234 02:11:22:33:44:55')
        .fill(`${SN} 02:E2:E0:00:00:01`);
      await s.getByRole('button', { name: '登记并生成密钥' }).click();
      await s.getByText('设备密钥（只显示这一次，请写入设备）').waitFor();
      await shot(s, 'desktop-flashing-queue');
      // A code to bind it with (staff grant codes on their own screen, tested elsewhere).
      const types = await apiData<{ id: number }[]>(s, '/api/member/device-type-list');
      const granted = await apiPost<{ errorCode: number; msg: string }>(s, '/api/admin/give-code', {
        mobile: MEMBER,
        device_type_id: types[0]!.id,
        quantity: 1,
      });
      if (granted.errorCode !== 0) throw new Error(granted.msg);

      await p.reload();
      const mine = p
        .locator('section')
        .filter({ hasText: `#${id} ` })
        .first();
      await mine.getByText('已刷机').first().waitFor();
      await mine.getByText(SN).waitFor();
      await shot(p, 'phone-flashing-service');
      await mine.getByText('去绑定').click();
      await p.waitForURL('**/device/add-device?sn=*');
      // One of my unused codes (the only one is chosen already; earlier e2e files may have bought more).
      const codes = p.locator('.adm-selector').last();
      await codes.locator('.adm-selector-item').first().waitFor();
      if ((await codes.locator('.adm-selector-item-active').count()) === 0) {
        await codes.locator('.adm-selector-item').first().click();
      }
      await p.getByRole('button', { name: '绑定', exact: true }).click();
      await p.waitForURL('**/device/index');
      await p.goto('/activity/service');
      await p
        .locator('section')
        .filter({ hasText: `#${id} ` })
        .first()
        .getByText('已绑定')
        .waitFor();
    } finally {
      await member.context.close();
      await staff.context.close();
    }
  });
});

import net from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, inject, it } from 'vitest';
import { launchChromium, newPage, shot, signIn } from './browser.ts';

const baseUrl = inject('baseUrl');
const MEMBER = '13800000001';
const STAFF = '13800000000';
let browser: Browser;
let listener: net.Server;
let port = 0;

beforeAll(async () => {
  browser = await launchChromium();
  // The member's "CDN server": a listener on loopback (the demo allows loopback servers).
  listener = net.createServer((socket) => socket.end());
  await new Promise<void>((resolve) => listener.listen(0, '127.0.9.1', resolve));
  port = (listener.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await browser.close();
  listener.close();
});

describe('big-bandwidth cooperation, from the application to a reachable server', () => {
  it('the member applies; staff accept; the member adds a server and sees it reachable', async () => {
    const member = await newPage(browser, baseUrl, 'phone');
    const staff = await newPage(browser, baseUrl, 'desktop');
    try {
      await signIn(member.page, MEMBER);
      await member.page.goto('/server/apply');
      const p = member.page;
      await p.getByPlaceholder('如：杭州下沙数据中心 A 栋').fill('测试机房九号');
      await p.getByText('请选择省份和城市').click();
      await p.getByRole('button', { name: '确定' }).click();
      await p.getByText('BGP', { exact: true }).click();
      await p.getByPlaceholder('100', { exact: true }).fill('20');
      await p.getByPlaceholder('如 203.0.113.0/24，最大 /22').fill('127.0.9.0/24');
      await p.getByPlaceholder('10', { exact: true }).fill('2');
      await p.locator('.adm-form-item').filter({ hasText: '联系人' }).locator('input').fill('赵工');
      await p.locator('.adm-form-item').filter({ hasText: '联系手机' }).locator('input').fill('13800000001');
      await p.getByRole('button', { name: '提交申请' }).click();
      await p.waitForURL('**/server/index');
      await p.getByText('测试机房九号').waitFor();
      await p.getByText('待审核').first().waitFor();

      await signIn(staff.page, STAFF);
      await staff.page.goto('/superman/index?section=cooperation');
      const row = staff.page.locator('li').filter({ hasText: '测试机房九号' });
      await row.getByRole('button', { name: '通过' }).click();
      // Wait for the review's reply: '已通过' is also the label of the queue's state tab, there at once.
      const reviewed = staff.page.waitForResponse((res) => res.url().includes('/api/admin/coop-review'));
      await staff.page
        .getByRole('dialog')
        .getByRole('button', { name: /^通\s*过$/ })
        .click();
      await reviewed;
      await row.waitFor({ state: 'detached' });
      await shot(staff.page, 'desktop-cooperation-queue');

      await p.reload();
      const mine = p.locator('li').filter({ hasText: '测试机房九号' });
      await mine.getByText('已通过').waitFor();
      await mine.getByRole('button', { name: '管理服务器' }).click();
      await p.getByRole('button', { name: '添加服务器' }).click();
      await p.getByPlaceholder('127.0.9.0/24 内的地址').fill('127.0.9.1');
      const sheet = p.locator('.adm-form');
      await sheet.locator('.adm-form-item').filter({ hasText: '端口' }).locator('input').fill(String(port));
      await sheet.locator('.adm-form-item').filter({ hasText: '带宽（Mbps）' }).locator('input').fill('1000');
      await sheet.locator('.adm-form-item').filter({ hasText: '硬盘（GB）' }).locator('input').fill('2000');
      await p.getByRole('button', { name: '保存并检测' }).click();
      await p.getByText(`127.0.9.1:${port}`).waitFor();
      await p
        .locator('li')
        .filter({ hasText: `127.0.9.1:${port}` })
        .getByText('可连通')
        .waitFor();
      await shot(p, 'phone-cooperation-servers');
    } finally {
      await member.context.close();
      await staff.context.close();
    }
  });
});

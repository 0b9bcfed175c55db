import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { shot, apiReply, signIn, yuan, chromiumForFile } from './browser.ts';

const MEMBER = '13800000001';
const OPERATOR = '13800000002';
const chromium = chromiumForFile();

/** Yesterday in Beijing when the e2e setup built the demo: its history covers it whole, and settles it. */
const yesterday = inject('settledDay');
const month = yesterday.slice(0, 7);
const monthLabel = `${month.slice(0, 4)}年${Number(month.slice(5))}月`;

type Day = { day: string; income_fen: number; devices: number };
type MoneyIndex = { total: { income_fen: number }; data: Day[] };
type Line = { id: number; kind: string; day: string | null; memo: string; amount_fen: number };

/** The member's settled days this month, with at least one that earned something. */
async function settledDay(page: Page): Promise<{ index: MoneyIndex; day: Day }> {
  const index = await apiReply<MoneyIndex>(page, `/api/money/index?month=${month}&pageSize=31`);
  const day = index.data.find((d) => d.day === yesterday && d.income_fen > 0);
  if (!day) throw new Error(`no settled income on ${yesterday}: the e2e demo fleet needs --days 2`);
  return { index, day };
}

describe('income after settlement', () => {
  it('the member sees the month and a settled day on a phone, opens its devices and its ledger line', async () => {
    const { context, page } = await chromium.open('phone');
    try {
      await signIn(page, MEMBER);
      const { index, day } = await settledDay(page);

      // /income/index: the month's total, the chart and the day in the list.
      await page.goto(`/income/index?month=${month}`);
      await page.getByText(yuan(index.total.income_fen), { exact: true }).first().waitFor();
      const dayLink = page.locator(`a[href="/account/money-record-info?day=${day.day}"]`);
      await expect.poll(() => dayLink.textContent()).toContain(yuan(day.income_fen));
      await page
        .getByRole('img', { name: `${monthLabel}每日收益柱状图` })
        .locator('canvas')
        .waitFor();
      await shot(page, 'phone-income-index');

      // The day opens its devices, with the day's total on top.
      await dayLink.click();
      await page.waitForURL(`**/account/money-record-info?day=${day.day}`);
      await page.getByText(yuan(day.income_fen), { exact: true }).first().waitFor();
      await page.getByText(`${day.devices} 台`, { exact: true }).waitFor();
      await page
        .getByText(/^NB2026\d{6}$/)
        .first()
        .waitFor();
      await shot(page, 'phone-income-day');

      // The money record holds the settlement's line (green, signed); 提现 leaves it out, 收益 has it.
      const lines = await apiReply<{ data: Line[] }>(page, '/api/member/money-record-list?kind=income');
      const settlement = lines.data.find((l) => l.kind === 'settlement' && l.day === day.day);
      expect(settlement?.amount_fen).toBe(day.income_fen);
      await page.goto('/account/money-record');
      await page.getByText(settlement?.memo ?? '').waitFor();
      await page.getByRole('tab', { name: '提现', exact: true }).click();
      await expect.poll(() => page.getByText(settlement?.memo ?? '').count()).toBe(0);
      await page.getByRole('tab', { name: '收益', exact: true }).click();
      await page
        .getByText(`+${yuan(day.income_fen)}`)
        .first()
        .waitFor();
      await shot(page, 'phone-money-record');

      // The filter is remembered: away and back, 收益 is still chosen (SPEC §3).
      await page.goto('/income/index');
      await page.goto('/account/money-record');
      await expect
        .poll(() => page.getByRole('tab', { name: '收益', exact: true }).getAttribute('aria-selected'))
        .toBe('true');
      await page.getByText(settlement?.memo ?? '').waitFor();

      // A settlement line opens that day's devices, for the member alone.
      await page.getByRole('link', { name: `${settlement?.memo ?? ''}，查看明细` }).click();
      await page.waitForURL(/\/account\/money-record-info\?day=\d{4}-\d{2}-\d{2}&member_id=\d+/);
      await page.getByText(yuan(day.income_fen), { exact: true }).first().waitFor();
    } finally {
      await context.close();
    }
  });

  it('the member exports the month as an Excel file on a desktop', async () => {
    const { context, page } = await chromium.open('desktop');
    try {
      await signIn(page, MEMBER);
      await page.goto(`/income/index?month=${month}`);
      await page.getByText('每日明细').waitFor();
      await page.getByRole('button', { name: '导出 Excel' }).click();
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: `导出 ${monthLabel}` }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`节点宝收益明细_${month}.xlsx`);
      const file = await download.path();
      // An .xlsx is a zip: it starts with PK.
      expect(fs.readFileSync(file).subarray(0, 2).toString()).toBe('PK');
      await page.getByText('已开始下载').waitFor();
      await shot(page, 'desktop-income-index');
    } finally {
      await context.close();
    }
  });

  it('the operator reads income by member, room and tag, and opens a member’s own income', async () => {
    const { context, page } = await chromium.open('desktop');
    try {
      await signIn(page, OPERATOR);
      type Groups = {
        data: { member_data: { name: string; income_fen: number }[]; total: { income_fen: number } };
      };
      const groups = await apiReply<Groups>(page, `/api/tongji/member-money?day=${yesterday}`);
      const top = [...groups.data.member_data].sort((a, b) => b.income_fen - a.income_fen)[0];
      await page.goto(`/income/user?day=${yesterday}`);
      await page.getByText(yuan(groups.data.total.income_fen), { exact: true }).waitFor();
      const firstRow = page.locator('.ant-table-tbody tr').first();
      await expect.poll(() => firstRow.textContent()).toContain(top?.name ?? '—');
      await expect.poll(() => firstRow.textContent()).toContain(yuan(top?.income_fen ?? 0));
      await shot(page, 'desktop-income-user');

      await page.getByText('按机房', { exact: true }).click();
      await page.getByText('杭州电信一号机房').waitFor();
      await page.getByText('按标签', { exact: true }).click();
      await page.getByText('未分组').waitFor();

      await page.getByText('按会员', { exact: true }).click();
      // The member's own income link (its row's 收益诊断 link names the member too).
      await page
        .getByTitle('查看该会员收益')
        .filter({ hasText: top?.name ?? '' })
        .first()
        .click();
      await page.waitForURL(/\/income\/index\?member_id=\d+/);
      await page.getByText(`会员：${top?.name ?? ''}`).waitFor();
    } finally {
      await context.close();
    }
  });
});

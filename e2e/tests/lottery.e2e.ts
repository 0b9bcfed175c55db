import { describe, expect, it } from 'vitest';
import { apiData, apiReply, shot, signIn, yuan, chromiumForFile } from './browser.ts';

const MEMBER = '13800000001';
const STAFF = '13800000000';
const chromium = chromiumForFile();

type Index = {
  current_period: number;
  my_week_coupon: number;
  my_week_coupon_open: number;
  now_count: number;
};

describe('the weekly lottery, from coupons to a verified draw', () => {
  it('the member takes ticket numbers; staff close and draw; the member sees the prize and the money; 验证 agrees', async () => {
    const member = await chromium.open('phone');
    const staff = await chromium.open('desktop');
    try {
      // The member sees this week's coupons and turns two into the next two numbers.
      await signIn(member.page, MEMBER);
      await member.page.goto('/lottery/index');
      const before = await apiData<Index>(member.page, '/api/lottery/index');
      const left = before.my_week_coupon - before.my_week_coupon_open;
      expect(left).toBeGreaterThanOrEqual(2);
      await member.page.getByText(`可兑换 ${left} 张`).waitFor();
      await member.page.getByRole('button', { name: '增加' }).click();
      await member.page.getByRole('button', { name: '兑换 2 个票号' }).click();
      const first = before.now_count + 1;
      await member.page
        .getByText(`你的新票号：${first}–${first + 1} 号`)
        .first()
        .waitFor();
      await member.page.getByText(`可兑换 ${left - 2} 张`).waitFor();
      await shot(member.page, 'phone-lottery-index');
      const balance = (await apiData<{ balance: number }>(member.page, '/api/member/tixian-info')).balance;

      // Staff close the period early from the staff home; it is drawn at once.
      await signIn(staff.page, STAFF);
      await staff.page.goto('/superman/index?section=lottery');
      await staff.page.getByRole('button', { name: '提前截止并开奖' }).click();
      await staff.page.getByRole('dialog').getByRole('button', { name: '提前截止并开奖' }).click();
      await staff.page.getByText(`第 ${before.current_period} 期已截止并开奖`).waitFor();

      // The member's prize in this period, and the money it brought.
      const mine = await apiReply<{ data: { amount_fen: number; name: string; number: number }[] }>(
        member.page,
        `/api/lottery/prize-list?period=${before.current_period}&mine=1`,
      );
      expect(mine.data).toHaveLength(1);
      const prize = mine.data[0]!;
      await member.page.goto('/lottery/my-lottery-record');
      await member.page
        .getByText(`第 ${before.current_period} 期 · ${prize.name} · ${prize.number} 号`)
        .waitFor();
      const after = (await apiData<{ balance: number }>(member.page, '/api/member/tixian-info')).balance;
      expect(after - balance).toBe(prize.amount_fen);
      await member.page.goto('/account/money-record');
      await member.page.getByText('抽奖奖金').first().waitFor();
      await member.page
        .getByText(`+${yuan(prize.amount_fen)}`)
        .first()
        .waitFor();

      // The record page recomputes the draw in the browser and agrees with the recorded winners.
      await member.page.goto('/lottery/record');
      await member.page.getByRole('button', { name: '验证' }).first().click();
      await member.page.getByText('验证通过', { exact: false }).first().waitFor();
      await shot(member.page, 'phone-lottery-record');
    } finally {
      await member.context.close();
      await staff.context.close();
    }
  });
});

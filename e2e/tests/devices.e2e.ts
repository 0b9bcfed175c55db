import { describe, expect, it } from 'vitest';
import { shot, type ViewportName, signIn, chromiumForFile } from './browser.ts';

const chromium = chromiumForFile();

describe.each<ViewportName>(['phone', 'desktop'])('the demo fleet at %s size', (viewport) => {
  it('lists the operator’s devices and opens one', async () => {
    const { context, page } = await chromium.open(viewport);
    try {
      await signIn(page, '13800000002');
      await page.goto('/device/index');
      const firstSn = page.getByText(/^NB2026\d{6}$/).first();
      await firstSn.waitFor();
      await shot(page, `${viewport}-device-list`);
      const sn = (await firstSn.textContent())?.trim() ?? '';
      if (viewport === 'phone') await firstSn.click();
      else await page.getByRole('button', { name: '详情' }).or(page.getByText('详情')).first().click();
      await expect.poll(() => page.getByText(sn).count()).toBeGreaterThan(1);
      await shot(page, `${viewport}-device-detail`);
    } finally {
      await context.close();
    }
  });

  it('shows a member only their own devices', async () => {
    const { context, page } = await chromium.open(viewport);
    try {
      await signIn(page, '13800000001');
      const reply = await page.evaluate(async () => {
        const res = await fetch('/api/device/index?pageSize=1000', {
          headers: { authorization: `Bearer ${localStorage.getItem('token') ?? ''}` },
        });
        return (await res.json()) as { data: { member_mobile: string }[] };
      });
      expect(reply.data.length).toBeGreaterThan(0);
      expect(new Set(reply.data.map((d) => d.member_mobile))).toEqual(new Set(['13800000001']));
    } finally {
      await context.close();
    }
  });
});

import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { apiData, apiPost, apiReply, shot, signIn, yuan, chromiumForFile } from './browser.ts';

const baseUrl = inject('baseUrl');
const MEMBER = '13800000001';
const STAFF = '13800000000';
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 MicroMessenger/8.0.50(0x1800323c) NetType/WIFI Language/zh_CN';
const chromium = chromiumForFile();

type DeviceType = { id: number; name: string; code_price_fen: number };
type CodeCounts = { all_count: number; activate_count: number; unactivate_count: number };
type Order = { id: number; order_no: string; state: string; code_count: number };

/** WeChat Pay (the simulator) takes the member's money for this order and notifies the server. */
async function simulatorPays(orderNo: string): Promise<void> {
  const res = await fetch(`${baseUrl}/sim/wechatpay/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ out_trade_no: orderNo }),
  });
  expect(res.ok, await res.clone().text()).toBe(true);
}

async function codeCounts(page: Page): Promise<CodeCounts> {
  return (await apiReply<{ countData: CodeCounts }>(page, '/api/member/code-list?page=1&pageSize=1'))
    .countData;
}

async function saleType(page: Page): Promise<DeviceType> {
  const types = await apiData<DeviceType[]>(page, '/api/member/device-type-list');
  const type = types.find((t) => t.code_price_fen > 0);
  if (!type)
    throw new Error('device-type-list has no device type with a code price: the demo seed must add one');
  return type;
}

function orderNoOf(page: Page): string {
  const orderNo = new URL(page.url()).searchParams.get('order_no');
  if (!orderNo) throw new Error(`no order_no in ${page.url()}`);
  return orderNo;
}

describe('buying activation codes', () => {
  it('desktop: 2 codes by WeChat Native; the QR code is paid in the simulator and 2 more unused codes show', async () => {
    const { context, page } = await chromium.open('desktop');
    try {
      await signIn(page, MEMBER);
      const type = await saleType(page);
      const before = await codeCounts(page);

      await page.goto('/pay/buy-code');
      await page.locator('.adm-selector-item', { hasText: type.name }).click();
      await page.getByRole('spinbutton').fill('2');
      await page
        .getByTestId('order-total')
        .getByText(yuan(type.code_price_fen * 2))
        .waitFor();
      await shot(page, 'desktop-pay-buy-code');
      await page.getByRole('button', { name: '提交订单' }).click();
      await page.waitForURL('**/pay/pay?order_no=*');
      const orderNo = orderNoOf(page);
      await page.getByText('待支付').first().waitFor();
      await page.getByRole('timer').waitFor();

      await page.locator('.adm-list-item', { hasText: '微信支付' }).click();
      await page.getByRole('img', { name: '微信支付二维码' }).waitFor();
      await shot(page, 'desktop-pay-native-qr');

      await simulatorPays(orderNo);
      // The page reads the order every 2 s until it is paid.
      await page.getByText('支付成功').waitFor({ timeout: 15_000 });
      await page.getByText('已发放 2 个激活码').waitFor();
      await shot(page, 'desktop-pay-paid');

      await page.getByRole('button', { name: '查看激活码' }).click();
      await page.waitForURL('**/pay/buy-code?tab=codes');
      await page.getByText(`未使用 ${before.unactivate_count + 2}`).waitFor();
      expect(await codeCounts(page)).toMatchObject({
        all_count: before.all_count + 2,
        unactivate_count: before.unactivate_count + 2,
      });
      await shot(page, 'desktop-pay-codes');
    } finally {
      await context.close();
    }
  });

  it('phone in WeChat: binds WeChat through OAuth, pays with chooseWXPay and sees the codes issued', async () => {
    const context = await chromium.browser().newContext({
      baseURL: baseUrl,
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2,
      locale: 'zh-CN',
      userAgent: WECHAT_UA,
      serviceWorkers: 'block',
    });
    // A scripted WeChat JS-SDK: config is ready at once; chooseWXPay has the simulator pay the order of
    // this page (?order_no=) before it reports success, as WeChat's cashier would.
    await context.addInitScript(() => {
      type Callbacks = { success?: (r: unknown) => void; fail?: (e: unknown) => void };
      let onReady = () => {};
      const calls: string[] = [];
      Object.assign(window, {
        __wxCalls: calls,
        wx: {
          config: (c: { appId: string; jsApiList: string[] }) => {
            calls.push(`config:${c.appId}:${c.jsApiList.join(',')}`);
            setTimeout(() => onReady(), 0);
          },
          ready: (fn: () => void) => (onReady = fn),
          error: () => {},
          chooseWXPay: (o: Callbacks & { package: string; timestamp: string }) => {
            calls.push(`chooseWXPay:${o.package}:${o.timestamp}`);
            const orderNo = new URLSearchParams(window.location.search).get('order_no');
            void fetch('/sim/wechatpay/pay', {
              method: 'POST',
              headers: { 'content-type': 'application/json' },
              body: JSON.stringify({ out_trade_no: orderNo }),
            }).then((r) => (r.ok ? o.success?.({ errMsg: 'chooseWXPay:ok' }) : o.fail?.({ errMsg: 'sim' })));
          },
          onMenuShareTimeline: () => {},
          onMenuShareAppMessage: () => {},
          scanQRCode: () => {},
        },
      });
    });
    const page = await context.newPage();
    try {
      await signIn(page, MEMBER);
      const type = await saleType(page);
      const before = await codeCounts(page);

      await page.goto('/pay/buy-code');
      await page.locator('.adm-selector-item', { hasText: type.name }).click();
      await page.getByRole('button', { name: '提交订单' }).click();
      await page.waitForURL('**/pay/pay?order_no=*');
      const orderNo = orderNoOf(page);
      await page.locator('.adm-list-item', { hasText: '微信支付' }).click();

      // Not bound yet: WeChat's authorization (the simulator) sends the member back with ?code=&state=.
      await page.waitForURL((url) => url.pathname === '/pay/wechat' && !url.searchParams.has('code'), {
        timeout: 20_000,
      });
      const pay = page.getByRole('button', { name: `微信支付 ${yuan(type.code_price_fen)} 元` });
      await expect.poll(() => pay.isEnabled(), { timeout: 15_000 }).toBe(true);
      expect((await apiData<{ wechat_bound: boolean }>(page, '/api/member/info')).wechat_bound).toBe(true);
      await shot(page, 'phone-pay-wechat');

      await pay.click();
      await page.getByText('支付成功').waitFor({ timeout: 15_000 });
      await page.getByText('已发放 1 个激活码').waitFor();
      const calls = await page.evaluate(() => (window as unknown as { __wxCalls: string[] }).__wxCalls);
      expect(calls.some((c) => c.startsWith('config:') && c.includes('chooseWXPay'))).toBe(true);
      expect(calls.some((c) => c.startsWith('chooseWXPay:prepay_id='))).toBe(true);
      await shot(page, 'phone-pay-wechat-paid');

      const [order] = await apiData<Order[]>(page, `/api/pay/record?order_no=${orderNo}`);
      expect(order).toMatchObject({ state: 'paid', code_count: 1 });
      expect((await codeCounts(page)).unactivate_count).toBe(before.unactivate_count + 1);
    } finally {
      await context.close();
    }
  });

  it('offline transfer: the member uploads a voucher, staff confirm it, the member sees it paid', async () => {
    const member = await chromium.open('phone');
    const staff = await chromium.open('desktop');
    try {
      await signIn(member.page, MEMBER);
      const type = await saleType(member.page);
      const page = member.page;

      await page.goto('/pay/buy-code');
      await page.locator('.adm-selector-item', { hasText: type.name }).click();
      await page.getByRole('button', { name: '提交订单' }).click();
      await page.waitForURL('**/pay/pay?order_no=*');
      const orderNo = orderNoOf(page);

      await page.locator('.adm-list-item', { hasText: '线下转账' }).click();
      await page.waitForURL('**/pay/offline-pay?order_no=*');
      await page.getByPlaceholder('转账账户的户名').fill('张三');
      await page.getByPlaceholder('选填，如转账银行、转账时间').fill('工行转账');
      // A file of another type is refused in the browser before anything is sent.
      await page.getByLabel('选择凭证图片').setInputFiles({
        name: 'voucher.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4'),
      });
      await page.getByText('凭证只能是 JPG、PNG 或 WebP 图片').waitFor();
      await page
        .getByLabel('选择凭证图片')
        .setInputFiles({ name: 'voucher.png', mimeType: 'image/png', buffer: tinyPng() });
      await page.getByRole('img', { name: '转账凭证图片' }).waitFor();
      await shot(page, 'phone-pay-offline-form');
      await page.getByRole('button', { name: '提交凭证' }).click();
      await page.getByText('凭证审核中').first().waitFor();
      // The uploaded voucher is shown back, fetched with the member's token.
      await page.getByRole('img', { name: '转账凭证图片' }).waitFor();
      await shot(page, 'phone-pay-offline-reviewing');

      // Staff confirm it through the API.
      await signIn(staff.page, STAFF);
      const [order] = await apiData<Order[]>(page, `/api/pay/record?order_no=${orderNo}`);
      expect(order?.state).toBe('reviewing');
      const confirmed = await apiPost<{ errorCode: number; msg: string }>(
        staff.page,
        '/api/admin/offline-confirm',
        {
          id: order?.id,
        },
      );
      expect(confirmed.errorCode, confirmed.msg).toBe(0);

      // The page looks again every 10 s while the voucher is reviewed; a reload shows it at once.
      await page.reload();
      await page.getByText('已支付').first().waitFor();
      await page.getByText('支付成功').waitFor();
      await shot(page, 'phone-pay-offline-paid');
    } finally {
      await member.context.close();
      await staff.context.close();
    }
  });
});

/** An 8×8 red PNG. */
function tinyPng(): Buffer {
  return Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAAEUlEQVR4nGO4YGCAFTEMLQkA2ntMAeuWKpoAAAAASUVORK5CYII=',
    'base64',
  );
}

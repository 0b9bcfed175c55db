import { createPublicKey, generateKeyPairSync } from 'node:crypto';
import { ERRORS, type Order } from '@nodebao/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../app.ts';
import { firstRow } from '../../db/sql.ts';
import { loadWechatPaySimulatorKeys, type WechatPayTransaction } from '../../integrations/wechatpay/index.ts';
import { paySignMessage, rsaVerify } from '../../integrations/wechatpay/wechatpay-crypto.ts';
import { call, createMember, createTestApp, loginAs } from '../../../test/helper.ts';
import { deviceTypes, devices } from '../devices/devices.table.ts';
import { reconcile } from '../settlement/reconcile.ts';
import { expireOrders } from './orders.service.ts';

/**
 * Orders and WeChat Pay end to end through the API, against the WeChat Pay simulator mounted on the
 * test server (it signs answers and notifications with its own key, as WeChat Pay does).
 */
let app: App;
let member: string;
let other: string;
let memberId: number;
let typeId: number;
const PRICE = 6_900;

beforeAll(async () => {
  app = await createTestApp();
  memberId = (await createMember(app, { mobile: '13700000201' })).id;
  await createMember(app, { mobile: '13700000202' });
  member = await loginAs(app, '13700000201');
  other = await loginAs(app, '13700000202');
  const [type] = await app.deps.db
    .insert(deviceTypes)
    .values({ name: 'NB-Mini', codePriceFen: PRICE })
    .returning();
  typeId = type!.id;
});
afterAll(async () => {
  await app.close();
});

const data = <T>(reply: { body: { data: unknown } }) => reply.body.data as T;

async function newOrder(quantity = 2, token = member): Promise<Order> {
  const res = await call(app, 'POST', '/api/pay/unified-order', {
    token,
    body: { device_type_id: typeId, quantity },
  });
  expect(res.body.errorCode).toBe(0);
  return data<{ order: Order }>(res).order;
}

/** Asks to pay an existing order by WeChat: the whole reply. */
function prepay(order: Order, method = 'wechat_native', token = member) {
  return call(app, 'POST', '/api/pay/unified-order', { token, body: { order_no: order.order_no, method } });
}

async function nativePrepay(order: Order): Promise<string> {
  const res = await prepay(order);
  expect(res.body.errorCode).toBe(0);
  return data<{ code_url: string }>(res).code_url;
}

/** The member pays `order` at WeChat Pay (the simulator), which answers with what it did. */
function payAtWechatPay(order: Order, payload: { notify?: boolean; copies?: number } = {}) {
  return app.inject({
    method: 'POST',
    url: '/sim/wechatpay/pay',
    payload: { out_trade_no: order.order_no, ...payload },
  });
}

/** An order the member paid at WeChat Pay (the simulator), and the notification not sent yet. */
async function paidAtWechatPay(quantity: number) {
  const order = await newOrder(quantity);
  await nativePrepay(order);
  const simulator = app.wechatpaySimulator!;
  const paid = simulator.pay(order.order_no);
  return { order, notification: simulator.notification(simulator.transaction(paid)) };
}

async function orderState(orderNo: string) {
  return firstRow<{ state: string; codes: number; transfers: number }>(
    app.deps.db,
    sql`select o.state,
               (select count(*)::int from activation_codes c where c.order_id = o.id) as codes,
               (select count(*)::int from ledger_transfers t where t.idem_key = 'order:' || o.id || ':paid') as transfers
          from orders o where o.order_no = ${orderNo}`,
  );
}

/** The transaction WeChat Pay would report for this order once paid. */
function paidTransaction(order: Order, overrides: Partial<WechatPayTransaction> = {}): WechatPayTransaction {
  const client = app.deps.wechatpay!.client;
  return {
    appid: client.appId,
    mchid: client.mchId,
    out_trade_no: order.order_no,
    transaction_id: `4200000000${order.id}${Date.now()}`.slice(0, 28),
    trade_type: 'NATIVE',
    trade_state: 'SUCCESS',
    success_time: new Date().toISOString(),
    payer: { openid: 'o_test_payer' },
    amount: { total: order.amount, payer_total: order.amount, currency: 'CNY' },
    ...overrides,
  };
}

async function postNotification(n: { headers: Record<string, string>; body: string }) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/pay/wechat-notify',
    headers: n.headers,
    payload: n.body,
  });
  return res.statusCode;
}

describe('orders', () => {
  it('prices an order from the device type and expires it in 30 minutes', async () => {
    const order = await newOrder(3);
    expect(order).toMatchObject({
      quantity: 3,
      unit_price: PRICE,
      amount: 3 * PRICE,
      state: 'pending',
      state_label: '待支付',
    });
    expect(order.order_no).toMatch(/^NB\d{14}[0-9A-Z]{6}$/);
    const minutes = (Date.parse(order.expires_at!) - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(29);
    expect(minutes).toBeLessThanOrEqual(30);
  });

  it('names the bad field and refuses types not on sale', async () => {
    for (const [body, field] of [
      [{ device_type_id: typeId, quantity: 0 }, 'quantity'],
      [{ device_type_id: typeId, quantity: 501 }, 'quantity'],
      [{ quantity: 1 }, 'device_type_id'],
      [{ order_no: 'NB20261123000000ABCDEF', method: 'bank' }, 'method'],
    ] as const) {
      const res = await call(app, 'POST', '/api/pay/unified-order', { token: member, body });
      expect(res.status).toBe(422);
      expect((res.body.data as { field: string }).field).toBe(field);
    }
    const [free] = await app.deps.db
      .insert(deviceTypes)
      .values({ name: '样机', codePriceFen: 0 })
      .returning();
    const res = await call(app, 'POST', '/api/pay/unified-order', {
      token: member,
      body: { device_type_id: free!.id, quantity: 1 },
    });
    expect(res.body.errorCode).toBe(ERRORS.DEVICE_TYPE_NOT_FOR_SALE.code);
    const unknown = await call(app, 'POST', '/api/pay/unified-order', {
      token: member,
      body: { device_type_id: 999_999, quantity: 1 },
    });
    expect(unknown.body.errorCode).toBe(ERRORS.NOT_FOUND.code);
  });

  it('keeps each member to their own orders', async () => {
    const order = await newOrder(1);
    const seen = await call(app, 'GET', '/api/pay/record', {
      token: other,
      query: { order_no: order.order_no },
    });
    expect(seen.body).toMatchObject({ errorCode: 0, data: [] });
    const pay = await prepay(order, 'wechat_native', other);
    expect(pay.body.errorCode).toBe(ERRORS.NOT_FOUND.code);
    const offline = await call(app, 'POST', '/api/pay/offline', {
      token: other,
      body: { order_no: order.order_no },
    });
    expect(offline.body.errorCode).toBe(ERRORS.NOT_FOUND.code);
  });
});

describe('WeChat Pay (Native QR code)', () => {
  it('pays through the simulator: codes issued once, the sale in the books, a code binds a device', async () => {
    const order = await newOrder(2);
    const codeUrl = await nativePrepay(order);
    expect(codeUrl).toMatch(/^weixin:\/\/wxpay\/bizpayurl\?pr=/);
    const paid = await payAtWechatPay(order);
    expect(paid.json()).toMatchObject({ notifications_acknowledged: 1 });

    const record = await call(app, 'GET', '/api/pay/record', {
      token: member,
      query: { order_no: order.order_no },
    });
    expect(data<Order[]>(record)[0]).toMatchObject({ state: 'paid', method: 'wechat_native', code_count: 2 });
    expect(await orderState(order.order_no)).toEqual({ state: 'paid', codes: 2, transfers: 1 });
    const sales = await firstRow<{ n: number }>(
      app.deps.db,
      sql`select balance_fen::int as n from ledger_accounts where kind = 'platform_wechatpay'`,
    );
    expect(sales?.n).toBeGreaterThanOrEqual(order.amount);

    // One of the new codes activates a provisioned box.
    const codes = await call(app, 'GET', '/api/member/code-list', {
      token: member,
      query: { status: 'unused' },
    });
    const code = data<{ code: string }[]>(codes)[0]!.code;
    expect(code).toMatch(/^[A-HJKMNP-Z2-9]{4}(-[A-HJKMNP-Z2-9]{4}){3}$/);
    await app.deps.db.insert(devices).values({ sn: 'NBPAY0001', secretEnc: 'unused', deviceTypeId: typeId });
    const bind = await call(app, 'POST', '/api/device/bind', {
      token: member,
      body: { sn: 'NBPAY0001', code: code.toLowerCase().replace(/-/g, ' ') },
    });
    expect(bind.body.errorCode).toBe(0);
    const [device] = await app.deps.db.select().from(devices).where(eq(devices.sn, 'NBPAY0001'));
    expect(device!.memberId).toBe(memberId);

    // A paid order cannot be paid again.
    const again = await prepay(order);
    expect(again.body.errorCode).toBe(ERRORS.ORDER_NOT_PAYABLE.code);
  });

  it('pays once when the same notification arrives 10 times at once', async () => {
    const { order, notification } = await paidAtWechatPay(3);
    const statuses = await Promise.all(Array.from({ length: 10 }, () => postNotification(notification)));
    expect(statuses.every((s) => s === 204)).toBe(true);
    expect(await orderState(order.order_no)).toEqual({ state: 'paid', codes: 3, transfers: 1 });
  });

  it('pays once when ten fresh notifications of one payment race (different ids)', async () => {
    const order = await newOrder(2);
    await nativePrepay(order);
    const res = await payAtWechatPay(order, { copies: 10 });
    expect(res.json()).toMatchObject({ notifications_sent: 10, notifications_acknowledged: 10 });
    expect(await orderState(order.order_no)).toEqual({ state: 'paid', codes: 2, transfers: 1 });
  });

  it('credits nothing for a forged, stale, tampered, mismatched or unknown notification', async () => {
    const order = await newOrder(1);
    await nativePrepay(order);
    const simulator = app.wechatpaySimulator!;
    const genuine = paidTransaction(order);
    const { privateKey: forgerKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const attacks = {
      'a changed byte': simulator.notification(genuine, { changeByte: true }),
      'a wrong serial': simulator.notification(genuine, { serial: 'PUB_KEY_ID_SOMEONE_ELSE' }),
      'an old timestamp': simulator.notification(genuine, { timestamp: Math.floor(Date.now() / 1000) - 301 }),
      'a tampered tag': simulator.notification(genuine, { tamperTag: true }),
      'another key': simulator.notification(genuine, { signWith: forgerKey }),
      'a wrong amount': simulator.notification(
        paidTransaction(order, { amount: { total: 1, currency: 'CNY' } }),
      ),
      'another merchant': simulator.notification(paidTransaction(order, { mchid: '1900000002' })),
      'another app': simulator.notification(paidTransaction(order, { appid: 'wx1111111111111111' })),
      'an unknown order': simulator.notification(
        paidTransaction(order, { out_trade_no: 'NB20260101000000ZZZZZZ' }),
      ),
    };
    for (const [name, notification] of Object.entries(attacks)) {
      const status = await postNotification(notification);
      expect(status, name).toBeGreaterThanOrEqual(400);
      expect(await orderState(order.order_no), name).toEqual({ state: 'pending', codes: 0, transfers: 0 });
    }
    // Unsigned garbage too.
    const garbage = await app.inject({ method: 'POST', url: '/api/pay/wechat-notify', payload: { id: 'x' } });
    expect(garbage.statusCode).toBe(401);
    // The genuine one still pays.
    expect(await postNotification(simulator.notification(genuine))).toBe(204);
    expect(await orderState(order.order_no)).toEqual({ state: 'paid', codes: 1, transfers: 1 });
  });

  it('finds a payment whose notification was lost by asking WeChat Pay when the member polls', async () => {
    const order = await newOrder(1);
    await nativePrepay(order);
    await payAtWechatPay(order, { notify: false });
    expect((await orderState(order.order_no))?.state).toBe('pending');
    const record = await call(app, 'GET', '/api/pay/record', {
      token: member,
      query: { order_no: order.order_no },
    });
    expect(data<Order[]>(record)[0]).toMatchObject({ state: 'paid', code_count: 1 });
  });
  it('answers a poll without waiting on a slow WeChat Pay, and settles when the answer comes', async () => {
    const order = await newOrder(1);
    await nativePrepay(order);
    await payAtWechatPay(order, { notify: false });
    const client = app.deps.wechatpay!.client;
    const queryOrder = client.queryOrder.bind(client);
    let answered!: () => void;
    const slowAnswer = new Promise<void>((resolve) => (answered = resolve));
    // WeChat Pay takes 2.5 s to answer the query (the poll waits 1.5 s at most).
    client.queryOrder = async (no) => {
      await new Promise((r) => setTimeout(r, 2_500));
      const result = await queryOrder(no);
      setTimeout(answered, 50);
      return result;
    };
    try {
      const first = await call(app, 'GET', '/api/pay/record', {
        token: member,
        query: { order_no: order.order_no },
      });
      expect(data<Order[]>(first)[0]).toMatchObject({ state: 'pending' });
      await slowAnswer;
      // The settling runs on after the answer: on a busy machine it may take more than a moment.
      await vi.waitFor(
        async () =>
          expect(await orderState(order.order_no)).toEqual({ state: 'paid', codes: 1, transfers: 1 }),
        { timeout: 5_000, interval: 50 },
      );
    } finally {
      client.queryOrder = queryOrder;
    }
  });
});

describe('WeChat Pay inside WeChat (JSAPI) and the account binding', () => {
  it('needs a bound WeChat account, binds it by OAuth, then signs chooseWXPay with the merchant key', async () => {
    const order = await newOrder(1);
    const unbound = await prepay(order, 'wechat_jsapi');
    expect(unbound.body.errorCode).toBe(ERRORS.WECHAT_NOT_BOUND.code);

    const redirect = 'http://127.0.0.1/pay/wechat?order_no=' + order.order_no;
    const urlReply = await call(app, 'GET', '/api/member/wechat-oauth-url', {
      token: member,
      query: { redirect },
    });
    const authorize = new URL(data<{ url: string }>(urlReply).url, 'http://127.0.0.1');
    expect(authorize.pathname).toBe('/sim/wechat/connect/oauth2/authorize');
    expect(authorize.searchParams.get('scope')).toBe('snsapi_base');
    const back = await app.inject({ method: 'GET', url: `${authorize.pathname}${authorize.search}` });
    expect(back.statusCode).toBe(302);
    const returned = new URL(back.headers.location as string);
    const code = returned.searchParams.get('code')!;
    const state = returned.searchParams.get('state')!;

    // Another member cannot use this member's state; a code works once.
    const stolen = await call(app, 'POST', '/api/member/bind-wechat', {
      token: other,
      body: { code, state },
    });
    expect(stolen.body.errorCode).toBe(ERRORS.WECHAT_OAUTH_FAILED.code);
    const bound = await call(app, 'POST', '/api/member/bind-wechat', {
      token: member,
      body: { code, state },
    });
    expect(bound.body.errorCode).toBe(0);
    const reused = await call(app, 'POST', '/api/member/bind-wechat', {
      token: member,
      body: { code, state },
    });
    expect(reused.body.errorCode).toBe(ERRORS.WECHAT_OAUTH_FAILED.code);
    const info = await call(app, 'GET', '/api/member/info', { token: member });
    expect(info.body.data).toMatchObject({ wechat_bound: true });

    const res = await prepay(order, 'wechat_jsapi');
    const jsapi = data<{ jsapi: Record<string, string> }>(res).jsapi;
    expect(jsapi).toMatchObject({ appId: app.deps.wechatpay!.client.appId, signType: 'RSA' });
    expect(jsapi.package).toMatch(/^prepay_id=wx/);
    const merchantPublic = createPublicKey(loadWechatPaySimulatorKeys().merchantPrivateKey);
    const message = paySignMessage(jsapi.appId!, jsapi.timeStamp!, jsapi.nonceStr!, jsapi.package!);
    expect(rsaVerify(merchantPublic, message, jsapi.paySign!)).toBe(true);

    await payAtWechatPay(order);
    expect(await orderState(order.order_no)).toEqual({ state: 'paid', codes: 1, transfers: 1 });

    const unbind = await call(app, 'GET', '/api/member/unbind-wechat', { token: member });
    expect(unbind.body.errorCode).toBe(0);
    const after = await call(app, 'GET', '/api/member/info', { token: member });
    expect(after.body.data).toMatchObject({ wechat_bound: false });
  });
});

describe('order expiry', () => {
  async function makeDue(orderNo: string) {
    await app.deps.db.execute(
      sql`update orders set expires_at = now() - interval '1 second' where order_no = ${orderNo}`,
    );
  }

  it('expires unpaid orders after their 30 minutes and closes them at WeChat Pay', async () => {
    const plain = await newOrder(1);
    const prepaid = await newOrder(1);
    await nativePrepay(prepaid);
    await makeDue(plain.order_no);
    await makeDue(prepaid.order_no);
    expect(await expireOrders(app.deps)).toBeGreaterThanOrEqual(2);
    expect((await orderState(plain.order_no))?.state).toBe('expired');
    expect((await orderState(prepaid.order_no))?.state).toBe('expired');
    expect(app.wechatpaySimulator!.orders.get(prepaid.order_no)?.trade_state).toBe('CLOSED');
    const retry = await prepay(plain);
    expect(retry.body.errorCode).toBe(ERRORS.ORDER_EXPIRED.code);
  });

  it('pays once when the expiry job and ten notifications race for an order paid at the last moment', async () => {
    const { order, notification } = await paidAtWechatPay(2);
    await makeDue(order.order_no);
    await Promise.all([
      expireOrders(app.deps),
      ...Array.from({ length: 10 }, () => postNotification(notification)),
      expireOrders(app.deps),
    ]);
    expect(await orderState(order.order_no)).toEqual({ state: 'paid', codes: 2, transfers: 1 });
  });

  it('still pays an order that expired before its late notification arrived', async () => {
    const { order, notification } = await paidAtWechatPay(1);
    await app.deps.db.execute(
      sql`update orders set state = 'expired', expires_at = now() where order_no = ${order.order_no}`,
    );
    expect(await postNotification(notification)).toBe(204);
    expect(await orderState(order.order_no)).toEqual({ state: 'paid', codes: 1, transfers: 1 });
  });
});

describe('the books after all of the above', () => {
  it('reconcile: each paid order has its codes and one sale, nothing else has either', async () => {
    expect((await reconcile(app.deps.db)).problems).toEqual([]);
  });
});

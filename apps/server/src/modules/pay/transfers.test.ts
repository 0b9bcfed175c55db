import { ERRORS, VOUCHER_MAX_BYTES, type AdminOrder, type Order } from '@nodebao/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { firstRow } from '../../db/sql.ts';
import { call, createMember, createTestApp, loginAs } from '../../../test/helper.ts';
import { deviceTypes } from '../devices/devices.table.ts';
import { rooms } from '../rooms/rooms.table.ts';
import { reconcile } from '../settlement/reconcile.ts';

/** Paying by bank or offline transfer, staff's review of it, codes given by staff, partner rooms. */
let app: App;
let member: string;
let other: string;
let staff: string;
let typeId: number;
let baseUrl: string;

// The smallest valid PNG (1×1), and something that only claims to be one.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
const NOT_AN_IMAGE = Buffer.from('<script>alert(1)</script>');

beforeAll(async () => {
  app = await createTestApp();
  await createMember(app, { mobile: '13700000301', nickname: '转账会员' });
  await createMember(app, { mobile: '13700000302' });
  await createMember(app, { mobile: '13700000300', isSuperman: true });
  member = await loginAs(app, '13700000301');
  other = await loginAs(app, '13700000302');
  staff = await loginAs(app, '13700000300');
  const [type] = await app.deps.db
    .insert(deviceTypes)
    .values({ name: 'NB-Pro', codePriceFen: 19_900 })
    .returning();
  typeId = type!.id;
  const address = app.server.address();
  baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await app.close();
});

async function newOrder(quantity: number): Promise<Order> {
  const res = await call(app, 'POST', '/api/pay/unified-order', {
    token: member,
    body: { device_type_id: typeId, quantity },
  });
  return (res.body.data as { order: Order }).order;
}

/** The upload as a browser sends it: multipart/form-data over HTTP. */
async function upload(token: string, fields: Record<string, string>, file?: Buffer, name = 'voucher') {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  if (file) form.append(name, new Blob([file], { type: 'image/png' }), 'voucher.png');
  const res = await fetch(`${baseUrl}/api/member/offline-transfer`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  return {
    status: res.status,
    body: (await res.json()) as { errorCode: number; msg: string; data: unknown },
  };
}

async function codesOf(orderNo: string): Promise<number> {
  const row = await firstRow<{ n: number }>(
    app.deps.db,
    sql`select count(*)::int as n from activation_codes c join orders o on o.id = c.order_id where o.order_no = ${orderNo}`,
  );
  return row?.n ?? 0;
}

describe('offline transfer', () => {
  it('goes from choosing a transfer to review to paid, with the codes issued at confirmation', async () => {
    const order = await newOrder(2);
    const chosen = await call(app, 'POST', '/api/pay/offline', {
      token: member,
      body: { order_no: order.order_no, method: 'bank' },
    });
    expect(chosen.body.data).toMatchObject({ method: 'bank', state: 'pending', expires_at: null });

    const sent = await upload(
      member,
      { order_no: order.order_no, payer_name: '张三', remark: '工行转账' },
      PNG,
    );
    expect(sent.body).toMatchObject({
      errorCode: 0,
      data: { state: 'reviewing', state_label: '凭证审核中' },
    });
    const transfer = (sent.body.data as Order).transfer!;
    expect(transfer).toMatchObject({ payer_name: '张三', remark: '工行转账' });

    // The voucher: to its owner and to staff, to nobody else.
    const own = await app.inject({
      method: 'GET',
      url: transfer.voucher_url,
      headers: { authorization: `Bearer ${member}` },
    });
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.rawPayload.equals(PNG)).toBe(true);
    const byStaff = await app.inject({
      method: 'GET',
      url: transfer.voucher_url,
      headers: { authorization: `Bearer ${staff}` },
    });
    expect(byStaff.statusCode).toBe(200);
    const byOther = await call(app, 'GET', transfer.voucher_url, { token: other });
    expect(byOther.body.errorCode).toBe(ERRORS.NOT_FOUND.code);

    // Staff's queue holds it; a member may not even look.
    const queue = await call(app, 'GET', '/api/admin/offline-list', { token: staff });
    const row = (queue.body.data as AdminOrder[]).find((o) => o.order_no === order.order_no)!;
    expect(row).toMatchObject({
      member_mobile: '13700000301',
      member_nickname: '转账会员',
      amount: 2 * 19_900,
    });
    expect((await call(app, 'GET', '/api/admin/offline-list', { token: member })).status).toBe(403);
    expect(
      (await call(app, 'POST', '/api/admin/offline-confirm', { token: member, body: { id: row.id } })).status,
    ).toBe(403);

    const confirmed = await call(app, 'POST', '/api/admin/offline-confirm', {
      token: staff,
      body: { id: row.id },
    });
    expect(confirmed.body).toMatchObject({
      errorCode: 0,
      data: { state: 'paid', code_count: 2, reviewed_by: expect.any(String) },
    });
    expect(await codesOf(order.order_no)).toBe(2);
    const bank = await firstRow<{ n: number }>(
      app.deps.db,
      sql`select balance_fen::int as n from ledger_accounts where kind = 'platform_bank'`,
    );
    expect(bank?.n).toBe(2 * 19_900);

    // Deciding twice changes nothing.
    const twice = await call(app, 'POST', '/api/admin/offline-confirm', {
      token: staff,
      body: { id: row.id },
    });
    expect(twice.body.errorCode).toBe(ERRORS.ORDER_STATE_CHANGED.code);
    const late = await call(app, 'POST', '/api/admin/offline-reject', {
      token: staff,
      body: { id: row.id, reason: '金额不符' },
    });
    expect(late.body.errorCode).toBe(ERRORS.ORDER_STATE_CHANGED.code);
    expect(await codesOf(order.order_no)).toBe(2);
  });

  it('lets the member send a new voucher after a rejection, and confirms once under a race', async () => {
    const order = await newOrder(1);
    await call(app, 'POST', '/api/pay/offline', { token: member, body: { order_no: order.order_no } });
    await upload(member, { order_no: order.order_no, payer_name: '李四' }, PNG);
    const id = order.id;
    const noReason = await call(app, 'POST', '/api/admin/offline-reject', {
      token: staff,
      body: { id, reason: '' },
    });
    expect(noReason.status).toBe(422);
    const rejected = await call(app, 'POST', '/api/admin/offline-reject', {
      token: staff,
      body: { id, reason: '未查到该笔转账' },
    });
    expect(rejected.body.data).toMatchObject({
      state: 'rejected',
      transfer: { reject_reason: '未查到该笔转账' },
    });

    const again = await upload(member, { order_no: order.order_no, payer_name: '李四', remark: '补传' }, PNG);
    expect(again.body.data).toMatchObject({
      state: 'reviewing',
      transfer: { reject_reason: '', remark: '补传' },
    });

    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        call(app, 'POST', '/api/admin/offline-confirm', { token: staff, body: { id } }),
      ),
    );
    expect(results.filter((r) => r.body.errorCode === 0)).toHaveLength(1);
    expect(await codesOf(order.order_no)).toBe(1);
  });

  it('refuses a voucher that is not an image, a missing payer, and another member’s order', async () => {
    const order = await newOrder(1);
    await call(app, 'POST', '/api/pay/offline', { token: member, body: { order_no: order.order_no } });
    const fake = await upload(member, { order_no: order.order_no, payer_name: '王五' }, NOT_AN_IMAGE);
    expect(fake.status).toBe(422);
    expect(fake.body.errorCode).toBe(ERRORS.VOUCHER_INVALID.code);
    const huge = Buffer.concat([PNG, Buffer.alloc(VOUCHER_MAX_BYTES)]);
    const tooLarge = await upload(member, { order_no: order.order_no, payer_name: '王五' }, huge);
    expect(tooLarge.body.errorCode).toBe(ERRORS.VOUCHER_INVALID.code);
    const none = await upload(member, { order_no: order.order_no, payer_name: '王五' });
    expect(none.body.errorCode).toBe(ERRORS.VOUCHER_INVALID.code);
    const noPayer = await upload(member, { order_no: order.order_no }, PNG);
    expect(noPayer.status).toBe(422);
    expect((noPayer.body.data as { field: string }).field).toBe('payer_name');
    const notMine = await upload(other, { order_no: order.order_no, payer_name: '王五' }, PNG);
    expect(notMine.body.errorCode).toBe(ERRORS.NOT_FOUND.code);
    const state = await firstRow<{ state: string; vouchers: number }>(
      app.deps.db,
      sql`select o.state, (select count(*)::int from payment_vouchers v where v.order_id = o.id) as vouchers
            from orders o where o.order_no = ${order.order_no}`,
    );
    expect(state).toEqual({ state: 'pending', vouchers: 0 });
  });

  it('refuses a transfer for an expired order', async () => {
    const order = await newOrder(1);
    await app.deps.db.execute(sql`update orders set state = 'expired' where order_no = ${order.order_no}`);
    const res = await call(app, 'POST', '/api/pay/offline', {
      token: member,
      body: { order_no: order.order_no },
    });
    expect(res.body.errorCode).toBe(ERRORS.ORDER_EXPIRED.code);
  });
});

describe('POST /api/admin/give-code', () => {
  it('sends new codes to the member with that mobile, noting who gave them', async () => {
    const res = await call(app, 'POST', '/api/admin/give-code', {
      token: staff,
      body: { mobile: '13700000302', device_type_id: typeId, quantity: 3, note: '活动赠送' },
    });
    expect(res.body).toMatchObject({
      errorCode: 0,
      data: { member_mobile: '13700000302', device_type_name: 'NB-Pro' },
    });
    const codes = (res.body.data as { codes: string[] }).codes;
    expect(new Set(codes).size).toBe(3);
    const list = await call(app, 'GET', '/api/member/code-list', { token: other });
    expect(list.body.countData).toMatchObject({ all_count: 3, unactivate_count: 3 });
    const noted = await firstRow<{ n: number }>(
      app.deps.db,
      sql`select count(*)::int as n from activation_codes where note = '活动赠送' and granted_by is not null`,
    );
    expect(noted?.n).toBe(3);
  });

  it('refuses an unknown mobile, a bad quantity, and anyone but staff', async () => {
    const unknown = await call(app, 'POST', '/api/admin/give-code', {
      token: staff,
      body: { mobile: '13799999999', device_type_id: typeId, quantity: 1 },
    });
    expect(unknown.body.errorCode).toBe(ERRORS.MEMBER_MOBILE_UNKNOWN.code);
    const tooMany = await call(app, 'POST', '/api/admin/give-code', {
      token: staff,
      body: { mobile: '13700000302', device_type_id: typeId, quantity: 501 },
    });
    expect(tooMany.status).toBe(422);
    const byMember = await call(app, 'POST', '/api/admin/give-code', {
      token: member,
      body: { mobile: '13700000301', device_type_id: typeId, quantity: 1 },
    });
    expect(byMember.status).toBe(403);
  });
});

describe('POST /api/admin/hezuo-list', () => {
  it('lists the operators’ machine rooms with their counts, for staff only', async () => {
    const operator = await createMember(app, { mobile: '13700000303', isOperator: true, nickname: '合作方' });
    const [room] = await app.deps.db
      .insert(rooms)
      .values({ ownerId: operator.id, name: '杭州一号机房', provinceCode: '330000', cityCode: '330100' })
      .returning();
    await app.deps.db.insert(rooms).values({ ownerId: operator.id, name: 'A01', pid: room!.id });
    const res = await call(app, 'POST', '/api/admin/hezuo-list', { token: staff, body: { keyword: '杭州' } });
    expect(res.body).toMatchObject({
      errorCode: 0,
      data: [
        {
          name: '杭州一号机房',
          owner_mobile: '13700000303',
          region: '浙江省 杭州市',
          cabinet_count: 1,
          device_count: 0,
        },
      ],
      pages: { totalCount: 1 },
    });
    const byProvince = await call(app, 'POST', '/api/admin/hezuo-list', {
      token: staff,
      body: { province_code: '440000' },
    });
    expect(byProvince.body.data).toEqual([]);
    expect((await call(app, 'POST', '/api/admin/hezuo-list', { token: member, body: {} })).status).toBe(403);
  });
});

describe('reconciliation of orders', () => {
  it('finds the books right after all of the above, and notices a paid order missing a code', async () => {
    const before = await reconcile(app.deps.db);
    expect(before.problems).toEqual([]);
    const order = await newOrder(2);
    await call(app, 'POST', '/api/pay/offline', { token: member, body: { order_no: order.order_no } });
    await upload(member, { order_no: order.order_no, payer_name: '赵六' }, PNG);
    await call(app, 'POST', '/api/admin/offline-confirm', { token: staff, body: { id: order.id } });
    expect((await reconcile(app.deps.db)).ok).toBe(true);
    await app.deps.db.execute(
      sql`delete from activation_codes where id = (select min(id) from activation_codes where order_id = ${order.id})`,
    );
    const after = await reconcile(app.deps.db);
    expect(after.problems).toEqual([{ what: 'order codes', id: order.order_no, expected: 2, actual: 1 }]);
  });
});

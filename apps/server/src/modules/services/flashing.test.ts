import { ERRORS, type FlashApplication } from '@nodebao/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { firstRow, rows } from '../../db/sql.ts';
import { createTestApp } from '../../../test/helper.ts';
import { addHeldDevice, signedInMembers } from '../../suites/world.ts';

/**
 * The flashing service (issue 16): an application of my boxes and/or models, with a return address
 * inside China's divisions and the consent; staff move it one step at a time, each once; flashing
 * provisions the boxes (new secrets, returned once) for the applicant to bind.
 */
let app: App;
const { who, as, get, post } = signedInMembers(() => app);
/** Staff move application `id` on a step (`to`, with what that step needs). */
const brushStep = (id: number, body: Record<string, unknown>) =>
  post('staff', '/api/admin/brush-step', { id, ...body });
const applicationOf = (res: Awaited<ReturnType<typeof post>>) =>
  (res.body.data as { application: FlashApplication }).application;
let typeId = 0;
let mine: number[] = [];
let theirs = 0;

const model = (overrides: Record<string, unknown> = {}) => ({
  device_type_id: typeId,
  soc: 'RK3566',
  board_revision: 'v1.2',
  storage_gb: 32,
  firmware: 'OpenWrt 21.02',
  quantity: 3,
  ...overrides,
});
const application = (overrides: Record<string, unknown> = {}) => ({
  device_ids: [mine[0]],
  models: [model()],
  contact_name: '刘师傅',
  contact_mobile: '13900002222',
  province_code: '330000',
  city_code: '330100',
  district_code: '330106',
  address: '西湖区文三路 100 号 5 楼',
  note: '',
  consent: true,
  ...overrides,
});
const expect422 = (res: { status: number; body: { msg: string } }, field: string) => {
  expect(res.status).toBe(422);
  expect(res.body.msg).toContain(field);
};
const applications = async () =>
  (await rows<{ n: number }>(app.deps.db, sql`select count(*)::int as n from flash_applications`))[0]!.n;

beforeAll(async () => {
  app = await createTestApp();
  await who('A', '13700000001');
  await who('B', '13700000002');
  await who('staff', '13700000000', { isSuperman: true });
  typeId = (await firstRow<{ id: number }>(
    app.deps.db,
    sql`insert into device_types (name, code_price_fen) values ('刷机盒子', 100) returning id`,
  ))!.id;
  mine = [await addHeldDevice(app, as('A').row.id), await addHeldDevice(app, as('A').row.id)];
  theirs = await addHeldDevice(app, as('B').row.id);
});
afterAll(async () => {
  await app.close();
});

let applied: FlashApplication;

describe('POST /api/brush/apply', () => {
  it('refuses bad input naming the field, and keeps nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ models: [model({ quantity: 0 })] }, 'quantity'],
      [{ models: [model({ quantity: 501 })] }, 'quantity'],
      [{ models: [model({ quantity: 1.5 })] }, 'quantity'],
      [{ models: [model({ quantity: 300 }), model({ quantity: 300 })] }, 'models'],
      [{ device_ids: [], models: [] }, 'device_ids'],
      [{ consent: false }, 'consent'],
      [{ consent: undefined }, 'consent'],
      [{ province_code: '990000' }, 'province_code'],
      [{ district_code: '440305' }, 'district_code'],
      [{ address: '西湖区\u0000文三路 100 号' }, 'address'],
      [{ contact_mobile: '1390000' }, 'contact_mobile'],
      [{ models: [model({ device_type_id: 999_999 })] }, 'models'],
    ];
    for (const [change, field] of cases)
      expect422(await post('A', '/api/brush/apply', application(change)), field);
    // Another member's box is answered as a box that does not exist.
    const foreign = await post('A', '/api/brush/apply', application({ device_ids: [theirs] }));
    const missing = await post('A', '/api/brush/apply', application({ device_ids: [999_999] }));
    expect(foreign.body).toEqual(missing.body);
    expect422(foreign, 'device_ids');
    expect(await applications()).toBe(0);
  });

  it('takes my boxes and models, and a box is in one open application at a time', async () => {
    const res = await post('A', '/api/brush/apply', application({ note: '<b>小心轻放</b>' }));
    expect(res.body.errorCode).toBe(0);
    applied = res.body.data as FlashApplication;
    expect(applied).toMatchObject({
      state: 'submitted',
      total: 4,
      ship_to: null,
      note: '<b>小心轻放</b>',
      return_address: '浙江省 杭州市 西湖区 西湖区文三路 100 号 5 楼',
    });
    expect(applied.models[0]).toMatchObject({ type_name: '刷机盒子', soc: 'RK3566', quantity: 3 });
    expect(applied.steps.map((s) => s.state)).toEqual(['submitted']);
    expect((await post('A', '/api/brush/apply', application())).body.errorCode).toBe(
      ERRORS.FLASH_DEVICE_BUSY.code,
    );
    const only = await post(
      'A',
      '/api/brush/apply',
      application({ device_ids: [], models: [model({ quantity: 500 })] }),
    );
    expect(only.body.errorCode).toBe(0);
    expect((await get('A', '/api/brush/list')).body.pages).toMatchObject({ totalCount: 2 });
    expect((await get('B', '/api/brush/list')).body.pages).toMatchObject({ totalCount: 0 });
  });
});

describe('staff steps', () => {
  it('move an application one step at a time, each once, and only in order', async () => {
    expect(
      (await post('A', '/api/admin/brush-step', { id: applied.id, to: 'accepted' })).body.errorCode,
    ).not.toBe(0);
    const twice = await Promise.all([
      brushStep(applied.id, { to: 'accepted' }),
      brushStep(applied.id, { to: 'accepted' }),
    ]);
    expect(twice.map((r) => r.body.errorCode).sort()).toEqual([0, ERRORS.FLASH_STEP_CHANGED.code]);
    expect((await brushStep(applied.id, { to: 'shipped', tracking_no: 'SF1234567' })).body.errorCode).toBe(
      ERRORS.FLASH_STEP_CHANGED.code,
    );
    const listed = (await get('A', '/api/brush/list')).body.data as FlashApplication[];
    expect(listed.find((a) => a.id === applied.id)?.ship_to).toContain('节点宝刷机中心');
    expect((await brushStep(applied.id, { to: 'received' })).body.errorCode).toBe(0);
    expect((await brushStep(applied.id, { to: 'rejected', reason: '已收到' })).body.errorCode).toBe(
      ERRORS.FLASH_STEP_CHANGED.code,
    );
  });

  it('refuses flashed boxes with a bad or taken SN whole, then provisions them and returns their secrets once', async () => {
    expect422(await brushStep(applied.id, { to: 'flashed' }), 'boxes');
    expect422(
      await brushStep(applied.id, { to: 'flashed', boxes: [{ sn: 'X', mac: '02:00:00:00:00:01' }] }),
      'sn',
    );
    const taken = await firstRow<{ sn: string }>(
      app.deps.db,
      sql`select sn from devices where id = ${mine[1]}`,
    );
    const refused = await brushStep(applied.id, {
      to: 'flashed',
      boxes: [
        { sn: 'FLASH000001', mac: '02:00:00:00:00:01' },
        { sn: taken!.sn, mac: '02:00:00:00:00:02' },
      ],
    });
    expect(refused.body.errorCode).toBe(ERRORS.FLASH_SN_TAKEN.code);
    expect(await firstRow(app.deps.db, sql`select id from devices where sn = 'FLASH000001'`)).toBeUndefined();
    const flashed = await brushStep(applied.id, {
      to: 'flashed',
      boxes: [
        { sn: 'FLASH000001', mac: '02:00:00:00:00:01' },
        { sn: 'FLASH000002', mac: '02:aa:00:00:00:02' },
      ],
    });
    const data = flashed.body.data as {
      application: FlashApplication;
      provisioned: { sn: string; secret: string }[];
    };
    expect(data.provisioned.map((p) => p.sn)).toEqual(['FLASH000001', 'FLASH000002']);
    expect(data.provisioned[0]!.secret.length).toBeGreaterThan(20);
    expect(data.application.flashed).toEqual([
      { sn: 'FLASH000001', mac: '02:00:00:00:00:01', bound: false },
      { sn: 'FLASH000002', mac: '02:AA:00:00:00:02', bound: false },
    ]);
    expect422(await brushStep(applied.id, { to: 'shipped' }), 'tracking_no');
    const shipped = await brushStep(applied.id, { to: 'shipped', tracking_no: 'SF1234567890' });
    expect(applicationOf(shipped)).toMatchObject({
      state: 'shipped',
      tracking_no: 'SF1234567890',
    });
    const mineNow = ((await get('A', '/api/brush/list')).body.data as FlashApplication[]).find(
      (a) => a.id === applied.id,
    )!;
    expect(mineNow.steps.map((s) => s.state)).toEqual([
      'submitted',
      'accepted',
      'received',
      'flashed',
      'shipped',
    ]);
    const messages = await rows<{ title: string }>(
      app.deps.db,
      sql`select title from member_messages where member_id = ${as('A').row.id} order by id`,
    );
    expect(messages.map((m) => m.title)).toEqual([
      `刷机申请 #${applied.id}已受理`,
      `刷机申请 #${applied.id}设备已收到`,
      `刷机申请 #${applied.id}刷机完成`,
      `刷机申请 #${applied.id}已寄回`,
    ]);
    // Shipped back: its boxes may go into a new application.
    expect((await post('A', '/api/brush/apply', application())).body.errorCode).toBe(0);
  });

  it('rejects with a reason the member reads', async () => {
    const other = (await get('A', '/api/brush/list')).body.data as FlashApplication[];
    const pending = other.find((a) => a.state === 'submitted')!;
    expect422(await brushStep(pending.id, { to: 'rejected' }), 'reason');
    const res = await brushStep(pending.id, { to: 'rejected', reason: '型号暂不支持' });
    expect(applicationOf(res)).toMatchObject({
      state: 'rejected',
      reason: '型号暂不支持',
      ship_to: null,
    });
    const queue = await get('staff', '/api/admin/brush-list', { state: 'rejected' });
    expect(queue.body.pages).toMatchObject({ totalCount: 1 });
  });
});

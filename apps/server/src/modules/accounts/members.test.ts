import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@nodebao/contract';
import type { App } from '../../app.ts';
import { call, createMember, createTestApp, loginAs, TEST_PASSWORD } from '../../../test/helper.ts';
import { members } from './accounts.table.ts';
import type { MemberRow } from './accounts.repo.ts';
import { devices, installRecords } from '../devices/devices.table.ts';
import { memberTags } from '../tags/tags.table.ts';

let app: App;
const who: Record<string, { row: MemberRow; token: string }> = {};
async function person(key: string, values: Partial<MemberRow> & { mobile: string }) {
  const row = await createMember(app, values);
  who[key] = { row, token: await loginAs(app, values.mobile) };
  return row;
}
const t = (key: string) => who[key]?.token ?? '';
const post = (url: string, key: string, body: unknown) => call(app, 'POST', url, { token: t(key), body });
const get = (url: string, key: string, query: Record<string, string> = {}) =>
  call(app, 'GET', url, { token: t(key), query });

beforeAll(async () => {
  app = await createTestApp();
  const op = await person('op', { mobile: '13400000001', isOperator: true });
  const otherOp = await person('otherOp', { mobile: '13400000002', isOperator: true });
  await person('sub', { mobile: '13400000003', operatorId: op.id, nickname: '张三' });
  await person('otherSub', { mobile: '13400000004', operatorId: otherOp.id });
  await person('member', { mobile: '13400000005' });
  await person('staff', { mobile: '13400000006', isSuperman: true });
});
afterAll(async () => {
  await app.close();
});

describe('/api/user/*', () => {
  it('lists only the operator’s sub-members, with device counts', async () => {
    await app.deps.db
      .insert(devices)
      .values({ sn: 'MEMBERS-001', secretEnc: 'x', memberId: who.sub!.row.id, online: true });
    const res = await get('/api/user/index', 'op');
    expect(res.body.data).toEqual([
      expect.objectContaining({ mobile: '13400000003', device_count: 1, online_count: 1 }),
    ]);
    expect((await get('/api/user/index', 'op', { keyword: '张' })).body.pages).toMatchObject({
      totalCount: 1,
    });
  });

  it('is operator-only: a plain member gets 403', async () => {
    expect((await get('/api/user/index', 'member')).status).toBe(403);
    expect(
      (await post('/api/user/save', 'member', { mobile: '13400000099', password: TEST_PASSWORD })).status,
    ).toBe(403);
  });

  it("answers another operator's member like a missing one, on every call", async () => {
    const other = String(who.otherSub!.row.id);
    const missing = await get('/api/user/info', 'op', { id: '99999999' });
    expect((await get('/api/user/info', 'op', { id: other })).body).toEqual(missing.body);
    expect((await post('/api/user/save', 'op', { id: Number(other), nickname: 'x' })).body.errorCode).toBe(
      ERRORS.NOT_FOUND.code,
    );
    expect((await post('/api/user/delete', 'op', { id: Number(other) })).body.errorCode).toBe(
      ERRORS.NOT_FOUND.code,
    );
    const [row] = await app.deps.db
      .select()
      .from(members)
      .where(eq(members.id, Number(other)));
    expect(row?.operatorId).toBe(who.otherOp!.row.id);
  });

  it('creates a sub-member that can sign in, and refuses a taken mobile', async () => {
    const res = await post('/api/user/save', 'op', {
      mobile: '13400000010',
      password: 'a-good-password',
      nickname: '李四',
    });
    expect(res.body.data).toMatchObject({ mobile: '13400000010', operator_id: who.op!.row.id });
    await expect(loginAs(app, '13400000010', 'a-good-password')).resolves.toBeTruthy();
    const taken = await post('/api/user/save', 'op', { mobile: '13400000010', password: 'a-good-password' });
    expect(taken.body.errorCode).toBe(ERRORS.MOBILE_TAKEN.code);
    const incomplete = await post('/api/user/save', 'op', { nickname: 'no mobile' });
    expect(incomplete.status).toBe(422);
  });

  it('files a member under the operator’s own member tag only, and disabling signs the member out', async () => {
    const [own] = await app.deps.db
      .insert(memberTags)
      .values({ operatorId: who.op!.row.id, name: 'VIP' })
      .returning();
    const [foreign] = await app.deps.db
      .insert(memberTags)
      .values({ operatorId: who.otherOp!.row.id, name: '别人' })
      .returning();
    const id = who.sub!.row.id;
    expect((await post('/api/user/save', 'op', { id, member_tag_id: own!.id })).body.data).toMatchObject({
      member_tag_name: 'VIP',
    });
    expect((await post('/api/user/save', 'op', { id, member_tag_id: foreign!.id })).body.errorCode).toBe(
      ERRORS.NOT_FOUND.code,
    );
    await post('/api/user/save', 'op', { id, status: 'disabled' });
    expect((await get('/api/member/info', 'sub')).status).toBe(401);
    await post('/api/user/save', 'op', { id, status: 'active' });
  });

  it('refuses to remove a member who still has devices', async () => {
    const res = await post('/api/user/delete', 'op', { id: who.sub!.row.id });
    expect(res.body.errorCode).toBe(ERRORS.MEMBER_HAS_DEVICES.code);
  });
});

describe('member pickers and overview', () => {
  it('offers the caller and its sub-members as allocation targets', async () => {
    const res = await get('/api/member/list', 'op');
    const ids = (res.body.data as { id: number }[]).map((m) => m.id);
    expect(ids[0]).toBe(who.op!.row.id);
    expect(ids).toContain(who.sub!.row.id);
    expect(ids).not.toContain(who.otherSub!.row.id);
    const plain = await get('/api/member/list', 'member');
    expect((plain.body.data as { id: number }[]).map((m) => m.id)).toEqual([who.member!.row.id]);
  });

  it('summarises the operator’s fleet', async () => {
    const res = await get('/api/member/guanli', 'op');
    expect(res.body.data).toMatchObject({
      member_count: 2,
      device_count: 1,
      online_count: 1,
      offline_count: 0,
    });
  });
});

describe('devices of members', () => {
  it('lets the owner rename a device and set its ISP, not another member', async () => {
    const [device] = await app.deps.db
      .insert(devices)
      .values({ sn: 'MEMBERS-002', secretEnc: 'x', memberId: who.member!.row.id })
      .returning();
    const res = await post('/api/member/update-device', 'member', {
      id: device!.id,
      name: '书房',
      isp: 'unicom',
    });
    expect(res.body.data).toMatchObject({ name: '书房', isp: 'unicom' });
    const denied = await post('/api/member/update-device', 'op', { id: device!.id, name: 'x' });
    expect(denied.body.errorCode).toBe(ERRORS.NOT_FOUND.code);
  });

  it('shows install records of visible devices only', async () => {
    const [mine] = await app.deps.db.select().from(devices).where(eq(devices.sn, 'MEMBERS-002'));
    await app.deps.db
      .insert(installRecords)
      .values({ deviceId: mine!.id, memberId: who.member!.row.id, action: 'install' });
    expect((await get('/api/device/install-record', 'member')).body.pages).toMatchObject({ totalCount: 1 });
    expect((await get('/api/device/install-record', 'otherOp')).body.pages).toMatchObject({ totalCount: 0 });
  });
});

describe('my account', () => {
  it('saves my nickname, and closing the account is refused while devices are bound', async () => {
    const saved = await post('/api/member/save', 'member', { nickname: '新昵称' });
    expect(saved.body.data).toMatchObject({ nickname: '新昵称' });
    expect((await post('/api/member/delete', 'member', { password: TEST_PASSWORD })).body.errorCode).toBe(
      ERRORS.ACCOUNT_NOT_CLOSABLE.code,
    );
    await person('lonely', { mobile: '13400000020' });
    expect((await post('/api/member/delete', 'lonely', { password: TEST_PASSWORD })).body.errorCode).toBe(0);
    expect((await get('/api/member/info', 'lonely')).status).toBe(401);
  });
});

describe('GET /api/member/member-list', () => {
  it('lists the operator’s members with their device figures, and is operator-only', async () => {
    const res = await get('/api/member/member-list', 'op');
    expect((res.body.data as { mobile: string }[]).map((m) => m.mobile)).toContain('13400000003');
    expect((res.body.data as { operator_id: number }[]).every((m) => m.operator_id === who.op!.row.id)).toBe(
      true,
    );
    expect((await get('/api/member/member-list', 'member')).status).toBe(403);
  });
});

import { ERRORS, type MemberMessage } from '@nodebao/contract';
import { eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { call, createMember, createTestApp, loginAs } from '../../../test/helper.ts';
import { memberMessages } from './messages.table.ts';

let app: App;
let mine: string;
let ownerId: number;
let otherId: number;
let othersMessageId: number;

beforeAll(async () => {
  app = await createTestApp();
  ownerId = (await createMember(app, { mobile: '13400000001' })).id;
  otherId = (await createMember(app, { mobile: '13400000002', isOperator: true })).id;
  mine = await loginAs(app, '13400000001');
  const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000);
  await app.deps.db.insert(memberMessages).values([
    { memberId: ownerId, kind: 'fault', title: '设备 A 已离线', deviceId: 1, createdAt: at(50) },
    { memberId: ownerId, kind: 'fault', title: '设备 A 已恢复在线', deviceId: 1, createdAt: at(40) },
    { memberId: ownerId, kind: 'system', title: '系统维护通知', createdAt: at(30) },
    {
      memberId: ownerId,
      kind: 'fault',
      title: '设备 B 已离线',
      deviceId: 2,
      createdAt: at(20),
      readAt: at(10),
    },
  ]);
  const [foreign] = await app.deps.db
    .insert(memberMessages)
    .values({ memberId: otherId, kind: 'fault', title: '设备 C 已离线', createdAt: at(5) })
    .returning();
  othersMessageId = foreign!.id;
});
afterAll(async () => {
  await app.close();
});

function list(query: Record<string, string> = {}, token = mine) {
  return call(app, 'GET', '/api/member/message', { token, query });
}

describe('GET /api/member/message', () => {
  it("lists the caller's fault events newest first, with the unread count beside them", async () => {
    const res = await list({ type: 'fault' });
    expect(res.body.errorCode).toBe(0);
    const data = res.body.data as MemberMessage[];
    expect(data.map((m) => m.title)).toEqual(['设备 B 已离线', '设备 A 已恢复在线', '设备 A 已离线']);
    expect(data[0]).toMatchObject({ type: 'fault', device_id: 2, is_read: true });
    expect(data[1]).toMatchObject({ is_read: false, read_at: null });
    expect(res.body.count).toEqual({ unread: 2 });
    expect(res.body.pages).toEqual({ page: 1, pageSize: 20, totalCount: 3, pageCount: 1 });
  });

  it('lists every kind without a type, and pages', async () => {
    const all = await list();
    expect((all.body.data as MemberMessage[]).map((m) => m.type)).toEqual([
      'fault',
      'system',
      'fault',
      'fault',
    ]);
    expect(all.body.count).toEqual({ unread: 3 });
    const second = await list({ page: '2', pageSize: '3' });
    expect((second.body.data as MemberMessage[]).map((m) => m.title)).toEqual(['设备 A 已离线']);
    expect(second.body.pages).toEqual({ page: 2, pageSize: 3, totalCount: 4, pageCount: 2 });
  });

  it("never shows another member's messages, not even to an operator", async () => {
    const theirs = await list({}, await loginAs(app, '13400000002'));
    expect((theirs.body.data as MemberMessage[]).map((m) => m.title)).toEqual(['设备 C 已离线']);
    const ours = await list();
    expect((ours.body.data as MemberMessage[]).some((m) => m.id === othersMessageId)).toBe(false);
  });

  it.each<Record<string, string>>([
    { type: 'spam' },
    { page: '0' },
    { pageSize: '101' },
    { type: "fault' or 1=1 --" },
  ])('answers 422 for %j', async (query) => {
    const res = await list(query);
    expect([res.status, res.body.errorCode]).toEqual([422, ERRORS.VALIDATION.code]);
  });

  it('asks for a login', async () => {
    expect((await call(app, 'GET', '/api/member/message')).status).toBe(401);
  });
});

describe('POST /api/member/message-read', () => {
  async function unreadOf(memberId: number): Promise<number> {
    const found = await app.deps.db
      .select({ n: sql<number>`count(*)::int` })
      .from(memberMessages)
      .where(sql`${eq(memberMessages.memberId, memberId)} and ${isNull(memberMessages.readAt)}`);
    return found[0]?.n ?? 0;
  }

  it("marks the named messages read and leaves other members' ids alone", async () => {
    const unread = (await list({ type: 'fault' })).body.data as MemberMessage[];
    const target = unread.find((m) => !m.is_read)!;
    const res = await call(app, 'POST', '/api/member/message-read', {
      token: mine,
      body: { ids: [target.id, othersMessageId] },
    });
    expect(res.body).toMatchObject({ errorCode: 0, data: { read: 1 } });
    expect(await unreadOf(ownerId)).toBe(2);
    expect(await unreadOf(otherId)).toBe(1);
  });

  it('marks all of them read without ids, and a second call changes nothing', async () => {
    const res = await call(app, 'POST', '/api/member/message-read', { token: mine, body: {} });
    expect(res.body).toMatchObject({ errorCode: 0, data: { read: 2 } });
    expect((await list()).body.count).toEqual({ unread: 0 });
    const again = await call(app, 'POST', '/api/member/message-read', { token: mine });
    expect(again.body).toMatchObject({ errorCode: 0, data: { read: 0 } });
    expect(await unreadOf(otherId)).toBe(1);
  });

  it.each([
    { ids: 'all' },
    { ids: ['x'] },
    { ids: [0] },
    { ids: Array.from({ length: 1001 }, (_, i) => i + 1) },
  ])('answers 422 for %j', async (body) => {
    const res = await call(app, 'POST', '/api/member/message-read', { token: mine, body });
    expect(res.status).toBe(422);
    expect((res.body.data as { field: string }).field).toMatch(/^ids/);
  });
});

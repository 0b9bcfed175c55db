import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, scopeCast } from '../../../test/helper.ts';
import type { App } from '../../app.ts';
import { asAuditSource } from '../../db/audit-context.ts';
import { firstRow, rows } from '../../db/sql.ts';
import { addHeldDevice } from '../../suites/world.ts';
import { move, postTransfer } from '../ledger/ledger.service.ts';

/**
 * The audit trail (issue 49 §2, decision 0043): written by the database in the same transaction as
 * each change a person's call makes, append-only, read by staff and by operators for their fleet.
 */
let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});
const cast = scopeCast(() => app, '137880000');

type Event = {
  id: number;
  actor_id: number;
  actor_role: string;
  ip: string | null;
  request_id: string | null;
  call: string;
  action: string | null;
  object: string;
  object_id: string;
  operation: string;
  changes: { field: string; before: unknown; after: unknown }[];
  member_ids: number[];
};

async function trail(as: 'staff' | 'opA' | 'opB', query: Record<string, string> = {}) {
  const res = await cast.get(as, '/api/audit/list', { pageSize: '100', ...query });
  expect(res.body.errorCode).toBe(0);
  return res.body.data as Event[];
}

let funded = 0;
async function fund(memberId: number, fen: number) {
  await postTransfer(
    app.deps.db,
    { kind: 'correction', idemKey: `audit-fund:${++funded}`, memberId, memo: '测试入账' },
    move({ kind: 'platform_adjust' }, { kind: 'member_balance', memberId }, fen),
  );
}

describe('the audit trail', () => {
  let withdrawalId = 0;
  let approval: { requestId: string; ip: string } = { requestId: '', ip: '' };

  it('writes a job’s money moves nowhere, and a member’s own money actions with the member as actor', async () => {
    const before = await firstRow<{ n: number }>(
      app.deps.db,
      sql`select count(*)::int as n from audit_events`,
    );
    await fund(cast.who.a1.id, 50_000);
    const after = await firstRow<{ n: number }>(
      app.deps.db,
      sql`select count(*)::int as n from audit_events`,
    );
    expect(after!.n).toBe(before!.n);

    const payee = await cast.post('a1', '/api/member/bank-save', {
      kind: 'alipay',
      account: '13788000011',
      real_name: '张三',
    });
    expect(payee.body.errorCode).toBe(0);
    const requested = await cast.post('a1', '/api/member/tixian', {
      amount: 10_000,
      payee_id: (payee.body.data as { id: number }).id,
    });
    expect(requested.body.errorCode).toBe(0);
    withdrawalId = (requested.body.data as { id: number }).id;

    const mine = await trail('staff', { member_id: String(cast.who.a1.id) });
    const made = mine.find((e) => e.object === 'withdrawals' && e.object_id === String(withdrawalId));
    expect(made).toMatchObject({ actor_id: cast.who.a1.id, actor_role: 'member', operation: 'insert' });
    expect(made!.call).toBe('POST /api/member/tixian');
    expect(made!.changes).toEqual(
      expect.arrayContaining([{ field: 'state', before: null, after: 'pending' }]),
    );
    // A payee account shows masked, as the console shows it elsewhere: operators read these rows.
    const payeeRow = mine.find((e) => e.object === 'payee_accounts' && e.operation === 'insert');
    expect(payeeRow!.changes).toEqual(
      expect.arrayContaining([
        { field: 'account', before: null, after: '137****0011' },
        { field: 'real_name', before: null, after: '张*' },
      ]),
    );
  });

  it('records a staff approval with before and after, the address and the request id the logs carry', async () => {
    const ip = '10.9.8.7';
    const res = await app.inject({
      method: 'POST',
      url: '/api/admin/withdraw-approve',
      payload: { id: withdrawalId },
      headers: { authorization: `Bearer ${cast.token.staff}` },
      remoteAddress: ip,
    });
    expect(res.json()).toMatchObject({ errorCode: 0 });
    approval = { requestId: String(res.headers['x-request-id']), ip };

    const found = await trail('staff', { object: 'withdrawals', object_id: String(withdrawalId) });
    // The approval moves the row on (pending → paying, then paid when Alipay answers): the first step.
    const approved = found.find(
      (e) =>
        e.call === 'POST /api/admin/withdraw-approve' &&
        e.changes.some((c) => c.field === 'state' && c.before === 'pending'),
    );
    expect(approved).toMatchObject({
      actor_id: cast.who.staff.id,
      actor_role: 'staff',
      ip,
      request_id: approval.requestId,
      action: '通过提现',
      operation: 'update',
      member_ids: [cast.who.a1.id],
    });
    const state = approved!.changes.find((c) => c.field === 'state');
    expect(state?.before).toBe('pending');
    expect(state?.after).not.toBe('pending');
    // Only the fields that moved; the row's kept timestamp is the system's, not a change of the person.
    expect(approved!.changes.map((c) => c.field)).not.toContain('updated_at');
    // The same request's other rows carry the same id: the whole approval can be read together.
    const sameRequest = (await trail('staff')).filter((e) => e.request_id === approval.requestId);
    expect(sameRequest.length).toBeGreaterThanOrEqual(1);
  });

  it('shows an operator the trail of its own fleet and nothing else; members have no trail call', async () => {
    const box = await addHeldDevice(app, cast.who.a1.id);
    const renamed = await cast.post('opA', '/api/member/update-device', { id: box, name: '一号机' });
    expect(renamed.body.errorCode).toBe(0);

    const fleetA = await trail('opA');
    expect(fleetA.find((e) => e.object === 'devices' && e.object_id === String(box))).toMatchObject({
      actor_role: 'operator',
      changes: [{ field: 'name', before: expect.anything(), after: '一号机' }],
    });
    // The staff approval of a1's withdrawal is on opA's fleet too.
    expect(fleetA.some((e) => e.request_id === approval.requestId)).toBe(true);
    expect(
      fleetA.every((e) =>
        e.member_ids.some((m) => [cast.who.a1.id, cast.who.a2.id, cast.who.opA.id].includes(m)),
      ),
    ).toBe(true);

    expect(await trail('opB')).toEqual([]);
    // Another fleet's member answers as a missing one.
    const foreign = await cast.get('opB', '/api/audit/list', { member_id: String(cast.who.a1.id) });
    const missing = await cast.get('opB', '/api/audit/list', { member_id: '2147480000' });
    expect(foreign.body).toEqual(missing.body);
    expect(foreign.body.errorCode).not.toBe(0);
    expect((await cast.get('a1', '/api/audit/list')).status).toBe(403);
    expect((await cast.get('m1', '/api/audit/export')).status).toBe(403);
  });

  it('keeps a bulk change as one statement, listed object by object', async () => {
    const boxes = [await addHeldDevice(app, cast.who.a1.id), await addHeldDevice(app, cast.who.a2.id)];
    const tag = await cast.post('opA', '/api/tag/save', { name: '批量' });
    const moved = await cast.post('opA', '/api/device/move-tag', {
      ids: boxes,
      tag_id: (tag.body.data as { id: number }).id,
    });
    expect(moved.body.errorCode).toBe(0);
    const statements = await rows<{ object_count: number; object_ids: string[] }>(
      app.deps.db,
      sql`select object_count, object_ids from audit_events
           where call = 'POST /api/device/move-tag' and object_table = 'devices'`,
    );
    expect(statements).toEqual([{ object_count: 2, object_ids: boxes.map(String).sort() }]);
    const listed = (await trail('opA', { action: 'POST /api/device/move-tag' })).filter(
      (e) => e.object === 'devices',
    );
    expect(listed.map((e) => Number(e.object_id)).sort()).toEqual([...boxes].sort());
    expect(listed.every((e) => e.changes.some((c) => c.field === 'tag_id'))).toBe(true);
    // Each object names its own member.
    expect(listed.map((e) => e.member_ids).sort()).toEqual([[cast.who.a1.id], [cast.who.a2.id]].sort());
  });

  it('shows an operator only its own objects of a statement that touched two fleets', async () => {
    const ours = await addHeldDevice(app, cast.who.a1.id);
    const theirs = await addHeldDevice(app, cast.who.b1.id);
    // One statement of a staff call over boxes of both fleets, told to the trigger as a request would.
    await asAuditSource(
      {
        actor: cast.who.staff.id,
        role: 'staff',
        ip: '10.0.0.9',
        request: 'req-two-fleets',
        call: 'POST /test',
        action: '测试',
      },
      // Awaited inside: a Drizzle query runs when awaited, and must run in the source's context.
      async () =>
        await app.deps.db.execute(sql`update devices set name = '两个团队' where id in (${ours}, ${theirs})`),
    );
    const seen = (await trail('opA')).filter((e) => e.request_id === 'req-two-fleets');
    expect(seen.map((e) => Number(e.object_id))).toEqual([ours]);
    const seenByB = (await trail('opB')).filter((e) => e.request_id === 'req-two-fleets');
    expect(seenByB.map((e) => Number(e.object_id))).toEqual([theirs]);
    expect((await trail('staff')).filter((e) => e.request_id === 'req-two-fleets')).toHaveLength(2);
  });

  it('filters by actor, kind of action and day, and lists the kinds of action', async () => {
    const byStaff = await trail('staff', { actor: cast.who.staff.mobile });
    expect(byStaff.length).toBeGreaterThan(0);
    expect(byStaff.every((e) => e.actor_id === cast.who.staff.id)).toBe(true);
    const approvals = await trail('staff', { action: 'POST /api/admin/withdraw-approve' });
    expect(approvals.every((e) => e.call === 'POST /api/admin/withdraw-approve')).toBe(true);
    expect(await trail('staff', { start: '2020-01-01', end: '2020-01-02' })).toEqual([]);
    const actions = await cast.get('opA', '/api/audit/actions');
    expect(actions.body.data).toEqual(
      expect.arrayContaining([{ call: 'POST /api/member/update-device', action: expect.any(String) }]),
    );
    const badDays = await cast.get('staff', '/api/audit/list', { start: '2026-02-02', end: '2026-02-01' });
    expect(badDays.status).toBe(422);
    expect(badDays.body.data).toMatchObject({ field: 'end' });
  });

  it('exports the filtered trail as a workbook', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/audit/export',
      query: { object: 'withdrawals' },
      headers: { authorization: `Bearer ${cast.token.staff}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(String(res.headers['content-disposition'])).toContain('nodebao-audit-');
    // An xlsx is a zip: it starts with PK.
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses to change or remove a row of the trail, whoever asks', async () => {
    const [row] = await rows<{ id: number }>(app.deps.db, sql`select id from audit_events limit 1`);
    const refusal = (statement: ReturnType<typeof sql>) =>
      app.deps.db.execute(statement).then(
        () => 'done',
        (err: Error & { cause?: Error }) => String(err.cause?.message ?? err.message),
      );
    expect(await refusal(sql`update audit_events set actor_id = 0 where id = ${row!.id}`)).toMatch(
      /append-only/,
    );
    expect(await refusal(sql`delete from audit_events where id = ${row!.id}`)).toMatch(/append-only/);
    expect(await refusal(sql`truncate audit_events`)).toMatch(/append-only/);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { rows } from '../db/sql.ts';
import { createMember, createTestApp } from '../../test/helper.ts';
import { provisionDevice, report, type TestDevice } from '../modules/telemetry/device-test-kit.ts';
import { detectOffline } from './offline-detection.ts';

let app: App;
let memberId: number;
beforeAll(async () => {
  app = await createTestApp();
  memberId = (await createMember(app, { mobile: '13300000001' })).id;
});
afterAll(async () => {
  await app.close();
});

let serial = 0;
async function deviceLastSeen(
  minutesAgo: number | null,
  options: { bound?: boolean } = {},
): Promise<TestDevice> {
  serial += 1;
  const device = await provisionDevice(app, `OFF-${String(serial).padStart(4, '0')}`, {
    ...(options.bound === false ? {} : { memberId }),
  });
  if (minutesAgo !== null) {
    await app.deps.db.execute(sql`
      update devices set online = true, last_report_at = now() - make_interval(mins => ${minutesAgo})
       where id = ${device.id}`);
  }
  return device;
}

type Fault = { kind: string; detail: string };
async function eventsOf(device: TestDevice): Promise<Fault[]> {
  return rows<Fault>(
    app.deps.db,
    sql`select kind, detail from device_events where device_id = ${device.id} order by id`,
  );
}
async function messagesOf(device: TestDevice) {
  return rows<{ member_id: number; kind: string; title: string; content: string }>(
    app.deps.db,
    sql`select member_id, kind, title, content from member_messages where device_id = ${device.id} order by id`,
  );
}
async function isOnline(device: TestDevice): Promise<boolean> {
  const [row] = await rows<{ online: boolean }>(
    app.deps.db,
    sql`select online from devices where id = ${device.id}`,
  );
  return row?.online ?? false;
}

describe('detectOffline', () => {
  it('takes devices silent for 10 minutes offline with one event and one message each', async () => {
    const silent = await deviceLastSeen(11);
    const recent = await deviceLastSeen(5);
    const unbound = await deviceLastSeen(30, { bound: false });

    expect(await detectOffline(app.deps)).toBe(2);
    expect(await isOnline(silent)).toBe(false);
    expect(await isOnline(unbound)).toBe(false);
    expect(await isOnline(recent)).toBe(true);

    expect((await eventsOf(silent)).map((e) => e.kind)).toEqual(['offline']);
    const [message, ...more] = await messagesOf(silent);
    expect(more).toEqual([]);
    expect(message).toMatchObject({ member_id: memberId, kind: 'fault', title: `设备 ${silent.sn} 已离线` });
    expect(message?.content).toMatch(/最后上报时间 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d/);
    // No member to tell about stock that is not bound yet; the event is still kept.
    expect((await eventsOf(unbound)).map((e) => e.kind)).toEqual(['offline']);
    expect(await messagesOf(unbound)).toEqual([]);
    expect(await eventsOf(recent)).toEqual([]);

    expect(await detectOffline(app.deps)).toBe(0);
    expect(await eventsOf(silent)).toHaveLength(1);
  });

  it('records each device once when two replicas run it at the same time', async () => {
    const devices = [await deviceLastSeen(12), await deviceLastSeen(15), await deviceLastSeen(60)];
    const [a, b] = await Promise.all([detectOffline(app.deps), detectOffline(app.deps)]);
    expect(a + b).toBe(3);
    for (const device of devices) {
      expect((await eventsOf(device)).map((e) => e.kind)).toEqual(['offline']);
      expect(await messagesOf(device)).toHaveLength(1);
    }
  });
});

describe('coming back online', () => {
  it('records one online event and message when an offline device reports again', async () => {
    const device = await deviceLastSeen(20);
    await detectOffline(app.deps);

    expect((await report(app, device, { samples: [] })).body.errorCode).toBe(0);
    expect(await isOnline(device)).toBe(true);
    expect((await eventsOf(device)).map((e) => e.kind)).toEqual(['offline', 'online']);
    const titles = (await messagesOf(device)).map((m) => m.title);
    expect(titles).toEqual([`设备 ${device.sn} 已离线`, `设备 ${device.sn} 已恢复在线`]);

    expect((await report(app, device, { samples: [] })).body.errorCode).toBe(0);
    expect(await eventsOf(device)).toHaveLength(2);
  });

  it('records the comeback once when two reports of the device race', async () => {
    const device = await deviceLastSeen(20);
    await detectOffline(app.deps);
    const now = Math.floor(Date.now() / 1000);
    const replies = await Promise.all([
      report(app, device, { samples: [] }, { ts: now + 1 }),
      report(app, device, { samples: [] }, { ts: now + 2 }),
    ]);
    // The later timestamp may be handled first; the other is then refused as a replay. Either way: one.
    expect(replies.some((r) => r.body.errorCode === 0)).toBe(true);
    expect((await eventsOf(device)).map((e) => e.kind)).toEqual(['offline', 'online']);
    expect(await messagesOf(device)).toHaveLength(2);
  });

  it('records nothing for the first report of a new device', async () => {
    const fresh = await deviceLastSeen(null);
    expect((await report(app, fresh, { samples: [] })).body.errorCode).toBe(0);
    expect(await isOnline(fresh)).toBe(true);
    expect(await eventsOf(fresh)).toEqual([]);
    expect(await messagesOf(fresh)).toEqual([]);
  });
});

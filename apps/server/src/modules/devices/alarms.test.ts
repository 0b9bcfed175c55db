import { ALARM_THRESHOLDS } from '@nodebao/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { rows } from '../../db/sql.ts';
import { call, createMember, createTestApp } from '../../../test/helper.ts';
import { mintToken } from '../../suites/world.ts';
import { settleDay } from '../settlement/settlement.service.ts';
import { bucketAgo, provisionDevice, report, type TestDevice } from '../telemetry/device-test-kit.ts';
import { takeSilentDevicesOffline } from '../telemetry/telemetry.service.ts';

/**
 * 异常 defined once (issue 12): the home's count, the list's status=abnormal filter, each row's
 * reasons and the fault events (/account/event-record) agree.
 */
let app: App;
let token: string;
let memberId: number;
let sn = 0;

beforeAll(async () => {
  app = await createTestApp();
  const member = await createMember(app, { mobile: '13000000001' });
  memberId = member.id;
  token = await mintToken(app, member.id);
});
afterAll(async () => {
  await app.close();
});

const status = (overrides: Record<string, unknown> = {}) => ({
  cpu: 20,
  mem: 30,
  disk: 40,
  nat_type: 'full-cone',
  uptime: 3600,
  firmware: '1.0.0',
  ips: ['192.0.2.10'],
  eth: [{ name: 'eth0', speed_mbps: 1000, up: true }],
  ppp: [{ name: 'ppp0', ip: '203.0.113.1', up: true }],
  ...overrides,
});

async function box(): Promise<TestDevice> {
  return provisionDevice(app, `ALARM${String(++sn).padStart(5, '0')}`, { memberId });
}
const sample = () => ({ start: bucketAgo(1), bytes_up: 1_000_000, bytes_down: 1000 });

async function abnormal() {
  const home = await call(app, 'GET', '/api/device/main', { token });
  const list = await call(app, 'GET', '/api/device/index', { token, query: { status: 'abnormal' } });
  const faults = await call(app, 'GET', '/api/member/message', {
    token,
    query: { type: 'fault', pageSize: '100' },
  });
  return {
    count: (home.body.data as { abnormal: number }).abnormal,
    rows: (list.body.data as { sn: string; alarms: string[] }[]).map((r) => [r.sn, r.alarms]),
    faults: (faults.body.data as { title: string }[]).map((m) => m.title),
  };
}

describe('abnormal boxes', () => {
  it('counts, lists and records a line down, a full disk and a hot CPU alike, once each', async () => {
    const healthy = await box();
    const lineDown = await box();
    const hot = await box();
    expect((await report(app, healthy, { samples: [sample()], status: status() })).body.errorCode).toBe(0);
    const down = status({ ppp: [{ name: 'ppp0', ip: '', up: false }] });
    expect((await report(app, lineDown, { samples: [sample()], status: down })).body.errorCode).toBe(0);
    expect(
      (await report(app, hot, { samples: [sample()], status: status({ disk: 95, cpu: 99 }) })).body.errorCode,
    ).toBe(0);
    // The same state reported again is no new event.
    expect((await report(app, lineDown, { samples: [], status: down })).body.errorCode).toBe(0);

    const seen = await abnormal();
    expect(seen.count).toBe(2);
    expect(seen.rows.sort()).toEqual([
      [lineDown.sn, ['line-down']],
      [hot.sn, ['disk', 'cpu']],
    ]);
    expect(seen.faults.sort()).toEqual(
      [`设备 ${hot.sn} CPU 过高`, `设备 ${hot.sn} 磁盘将满`, `设备 ${lineDown.sn} 线路掉线`].sort(),
    );
  });

  it('raises a disk or CPU alarm only above the contract’s thresholds (the status row’s own column)', async () => {
    const boxes = [await box(), await box(), await box(), await box()];
    const { diskPercent, cpuPercent } = ALARM_THRESHOLDS;
    const cases = [
      { disk: diskPercent, cpu: cpuPercent, alarms: [] },
      { disk: diskPercent + 0.5, cpu: cpuPercent, alarms: ['disk'] },
      { disk: diskPercent, cpu: cpuPercent + 0.5, alarms: ['cpu'] },
      { disk: diskPercent + 0.5, cpu: cpuPercent + 0.5, alarms: ['disk', 'cpu'] },
    ];
    for (const [i, c] of cases.entries()) {
      const reply = await report(app, boxes[i]!, {
        samples: [],
        status: status({ disk: c.disk, cpu: c.cpu }),
      });
      expect(reply.body.errorCode).toBe(0);
    }
    const kept = await rows<{ device_id: number; status_alarms: string[] }>(
      app.deps.db,
      sql`select device_id, status_alarms from device_status
           where device_id = any(${`{${boxes.map((b) => b.id).join(',')}}`}::int[]) order by device_id`,
    );
    expect(kept.map((k) => k.status_alarms)).toEqual(cases.map((c) => c.alarms));
  });

  it('counts a box that went silent, with its offline event, and not one never plugged in', async () => {
    const silent = await box();
    await box(); // never reported: not yet online, not abnormal
    expect((await report(app, silent, { samples: [sample()], status: status() })).body.errorCode).toBe(0);
    await app.deps.db.execute(
      sql`update devices set last_report_at = now() - interval '20 minutes' where id = ${silent.id}`,
    );
    expect(await takeSilentDevicesOffline(app.deps.db)).toBe(1);
    const seen = await abnormal();
    expect(seen.rows).toContainEqual([silent.sn, ['offline']]);
    expect(seen.faults).toContain(`设备 ${silent.sn} 已离线`);
    expect(seen.count).toBe(seen.rows.length);
  });

  it('counts a box whose yesterday earned under half of its own week, with its event', async () => {
    const weak = await box();
    const [{ d: yesterday }] = (await rows<{ d: string }>(
      app.deps.db,
      sql`select to_char((now() at time zone 'Asia/Shanghai')::date - 1, 'YYYY-MM-DD') as d`,
    )) as [{ d: string }];
    const day = (back: number) =>
      new Date(Date.parse(`${yesterday}T00:00:00Z`) - back * 86_400_000).toISOString().slice(0, 10);
    for (let back = 7; back >= 0; back--) {
      const kbps = back === 0 ? 10_000 : 100_000;
      await app.deps.db.execute(sql`
        insert into device_days (device_id, day, member_id, up_kbps, top_kbps, peak_samples, bytes_up, bytes_down, samples)
        values (${weak.id}, ${day(back)}::date, ${memberId}, array_fill(${kbps}::int, array[288]),
                array_fill(${kbps}::int, array[15]), 48, ${kbps * 37_500 * 288}, 0, 288)`);
      await settleDay(app.deps, day(back));
    }
    const seen = await abnormal();
    expect(seen.rows).toContainEqual([weak.sn, ['low-value95']]);
    expect(seen.faults).toContain(`设备 ${weak.sn} 95 值偏低`);
    expect(seen.count).toBe(seen.rows.length);
  });
});

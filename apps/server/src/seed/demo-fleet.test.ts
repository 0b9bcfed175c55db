import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { rows } from '../db/sql.ts';
import { reconcile } from '../modules/settlement/reconcile.ts';
import { settlePendingDays } from '../modules/settlement/settlement.service.ts';
import { call, createTestApp, loginAs } from '../../test/helper.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, seedDemo } from './demo.ts';
import { DEMO_FLEET_FILE, seedDemoFleet } from './demo-fleet.ts';
import { DEMO_WALLET, seedDemoWallet } from './demo-wallet.ts';
import { findMemberByMobile } from '../modules/accounts/accounts.service.ts';

let app: App;
let dataDir: string;
beforeAll(async () => {
  app = await createTestApp();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nodebao-demo-'));
});
afterAll(async () => {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the demo of a first start', () => {
  it('builds the fleet with its history once, settles it and the books balance', async () => {
    await seedDemo(app.deps);
    const built = await seedDemoFleet(app.deps, dataDir, { boxes: 20, historyDays: 3 });
    expect(built).toMatchObject({ boxes: 20, dayRows: 60, reports: 20 });

    const secrets = JSON.parse(fs.readFileSync(path.join(dataDir, DEMO_FLEET_FILE), 'utf8')) as unknown[];
    expect(secrets).toHaveLength(20);
    // A second start finds the fleet and builds nothing.
    expect(await seedDemoFleet(app.deps, dataDir, { boxes: 20, historyDays: 3 })).toBeNull();

    const settled = await settlePendingDays(app.deps);
    expect(settled.map((d) => d.devices)).toEqual([20, 20, 20]);
    const books = await reconcile(app.deps.db);
    expect(books.problems).toEqual([]);
    expect(books.deviceDays).toBe(60);

    // Every day row belongs to the box's holder, who has held it since before the history.
    const strays = await rows<{ n: number }>(
      app.deps.db,
      sql`select count(*)::int as n from device_days dd join devices d on d.id = dd.device_id
           where dd.member_id <> d.member_id`,
    );
    expect(strays[0]?.n).toBe(0);

    // The points wallet: an address, one withdrawal sent and one waiting (when the days earned points).
    await seedDemoWallet(app.deps);
    const member = await findMemberByMobile(app.deps.db, DEMO_ACCOUNTS.member.mobile);
    expect(member?.liankeWallet).toBe(DEMO_WALLET);
    const withdrawals = await rows<{ state: string; amount: string }>(
      app.deps.db,
      sql`select state, amount::text from points_withdrawals where member_id = ${member!.id} order by id`,
    );
    if (withdrawals.length > 0) {
      expect(withdrawals).toEqual([
        { state: 'sent', amount: '20000' },
        { state: 'pending', amount: '5000' },
      ]);
    }
    expect((await reconcile(app.deps.db)).problems).toEqual([]);
  });

  it('shows the member the boxes, the income and the 异常 count that its lists agree with', async () => {
    const token = await loginAs(app, DEMO_ACCOUNTS.member.mobile, DEMO_PASSWORD);
    const home = (await call(app, 'GET', '/api/default/main2', { token })).body.data as Record<
      string,
      unknown
    >;
    const money = home.overview as {
      yesterday_income_fen: number;
      balance_fen: number;
      total_income_fen: number;
    };
    expect(money.yesterday_income_fen).toBeGreaterThan(0);
    // The balance is the boxes' income and the referral on 杭州合伙人's (the member invited it).
    const invites = (await call(app, 'GET', '/api/activite/index', { token })).body.data as {
      invitees: number;
      commission_total_fen: number;
    };
    expect(invites.invitees).toBe(2);
    expect(invites.commission_total_fen).toBeGreaterThan(0);
    expect(money.balance_fen).toBe(money.total_income_fen + invites.commission_total_fen);

    const list = async (query: string) =>
      (await call(app, 'GET', `/api/device/index?pageSize=100${query}`, { token })).body.data as {
        alarms: string[];
      }[];
    const all = await list('');
    expect(all).toHaveLength(8);
    const flagged = all.filter((d) => d.alarms.length > 0);
    expect(await list('&status=abnormal')).toHaveLength(flagged.length);
  });
});

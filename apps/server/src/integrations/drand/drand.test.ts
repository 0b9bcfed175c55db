import { verifyDraw, type LotteryDraw } from '@nodebao/contract';
import { fetchBeacon, HttpCachingChain, HttpChainClient, roundAt } from 'drand-client';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../app.ts';
import { createMember, createTestApp } from '../../../test/helper.ts';
import { runLottery } from '../../modules/lottery/draw.service.ts';
import { nodeDrawHasher } from '../../modules/lottery/lottery-crypto.ts';
import { createNumbers, drawList, ticketFile } from '../../modules/lottery/lottery.service.ts';
import { ensurePeriod, periodWindow } from '../../modules/lottery/periods.service.ts';
import { DRAND_SIMULATOR_CHAIN, simulatedBeacon } from './drand-simulator.ts';

/**
 * The lottery's public randomness (issue 15): drand's own client, unpatched, accepts the simulator's
 * chain and beacons (BLS signatures checked); a period commits to the first round after its close and
 * is drawn with that round's randomness, which the published record carries for the recomputation.
 */
let app: App;
let chainUrl: string;
const options = (publicKey = DRAND_SIMULATOR_CHAIN.public_key) => ({
  disableBeaconVerification: false,
  noCache: false,
  chainVerificationParams: { chainHash: DRAND_SIMULATOR_CHAIN.hash, publicKey },
});

beforeAll(async () => {
  app = await createTestApp({ LOTTERY_BEACON: 'simulator' });
  const { port } = app.server.address() as { port: number };
  chainUrl = `http://127.0.0.1:${port}/sim/drand/${DRAND_SIMULATOR_CHAIN.hash}`;
});
afterAll(async () => {
  await app.close();
});

describe('the drand simulator', () => {
  it('serves beacons that drand-client verifies, and a wrong key is caught', async () => {
    const client = new HttpChainClient(new HttpCachingChain(chainUrl, options()), options());
    const info = await client.chain().info();
    const round = roundAt(Date.now(), info) - 2;
    const beacon = await fetchBeacon(client, round);
    expect(beacon).toEqual(simulatedBeacon(round));
    expect(beacon.randomness).toMatch(/^[0-9a-f]{64}$/);

    const otherKey = DRAND_SIMULATOR_CHAIN.public_key.replace(/^../, (h) => (h === 'aa' ? 'bb' : 'aa'));
    const wrong = new HttpChainClient(new HttpCachingChain(chainUrl, options(otherKey)), options(otherKey));
    await expect(fetchBeacon(wrong, round)).rejects.toThrow();
    const future = await fetch(`${chainUrl}/public/${round + 100}`);
    expect(future.status).toBe(425);
  });
});

describe('a period drawn with the beacon', () => {
  it('commits to the first round after its close, draws with its randomness, and verifies', async () => {
    const member = await createMember(app, { mobile: '13500000001' });
    const period = await ensurePeriod(app.deps, 2);
    const window = periodWindow('2026-09-07', 2);
    const firstAfter = roundAt(window.closesAt.getTime(), DRAND_SIMULATOR_CHAIN) + 1;
    expect(period.beacon_round).toBe(firstAfter);
    expect((firstAfter - 1) * 30 + DRAND_SIMULATOR_CHAIN.genesis_time).toBeGreaterThanOrEqual(
      window.closesAt.getTime() / 1000,
    );

    await app.deps.db.execute(sql`
      insert into device_settlements (device_id, day, member_id, value95_kbps, peak_kbps, samples, peak_samples,
        availability_bp, unit_price_fen, income_fen, bytes_up, bytes_down)
      values (1, ${period.first_day}, ${member.id}, 1, 1, 1, 0, 1, 30, 0, ${500e9}, 0)`);
    await createNumbers(app.deps, member, { num: 5 }, new Date(window.closesAt.getTime() - 3_600_000));
    const done = await runLottery(app.deps);
    expect(done.drawn).toContain(2);

    const { data } = await drawList(app.deps, { page: 1, pageSize: 100 });
    const draw = data.find((d) => d.period === 2) as LotteryDraw;
    expect(draw).toMatchObject({
      state: 'drawn',
      beacon_round: firstAfter,
      beacon_randomness: simulatedBeacon(firstAfter).randomness,
    });
    expect(draw.winners).toHaveLength(1);
    const list = await ticketFile(app.deps, 2);
    expect(await verifyDraw(draw, list, nodeDrawHasher)).toMatchObject({ ok: true });
    // Without the beacon the same seed and list give another final value: the beacon is in the draw.
    const without = await verifyDraw({ ...draw, beacon_randomness: null }, list, nodeDrawHasher);
    expect(without.problems).toContain('重算的开奖值与记录的不一致');
  });
});

import { drawWinners, sha256Hex, ticketListText, webCryptoHasher, type DrawInput } from '@nodebao/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { nodeDrawHasher } from './lottery-crypto.ts';

/**
 * The draw as a function (issue 15): deterministic in (seed, period, ticket list, beacon, prizes), each
 * ticket at most once, one prize per member when the period says so, every prize given while
 * tickets last; and the browser's WebCrypto gives what the server's node:crypto gives.
 */
const hex = (bytes: number) =>
  fc.uint8Array({ minLength: bytes, maxLength: bytes }).map((b) => Buffer.from(b).toString('hex'));

const drawInput = fc
  .record({
    period: fc.integer({ min: 1, max: 10_000 }),
    seedHex: hex(32),
    beacon: fc.option(hex(32), { nil: null }),
    owners: fc.array(hex(8), { minLength: 1, maxLength: 8 }),
    holders: fc.array(fc.nat(), { maxLength: 120 }),
    prizes: fc.array(
      fc.record({
        name: fc.constantFrom('一等奖', '二等奖', '三等奖'),
        count: fc.integer({ min: 1, max: 5 }),
        amount_fen: fc.integer({ min: 1, max: 100_000 }),
      }),
      { minLength: 1, maxLength: 4 },
    ),
    onePrizePerMember: fc.boolean(),
  })
  .map(async (r): Promise<DrawInput> => {
    const tickets = r.holders.map((h, i) => ({ number: i + 1, owner: r.owners[h % r.owners.length]! }));
    return {
      period: r.period,
      seedHex: r.seedHex,
      beacon: r.beacon,
      prizes: r.prizes,
      onePrizePerMember: r.onePrizePerMember,
      tickets,
      ticketListHash: await sha256Hex(nodeDrawHasher, ticketListText(tickets)),
    };
  });

describe('drawWinners', () => {
  it('is a deterministic function of its inputs, whatever order the tickets come in', async () => {
    await fc.assert(
      fc.asyncProperty(drawInput, fc.nat(), async (pending, shift) => {
        const input = await pending;
        const once = await drawWinners(input, nodeDrawHasher);
        const rotated = input.tickets.map((_, i, all) => all[(i + shift) % all.length]!);
        const again = await drawWinners({ ...input, tickets: rotated }, nodeDrawHasher);
        expect(again).toEqual(once);
      }),
      { numRuns: 60 },
    );
  });

  it('gives each ticket at most one prize, each member one when the period says so, and fills the tiers', async () => {
    await fc.assert(
      fc.asyncProperty(drawInput, async (pending) => {
        const input = await pending;
        const { winners } = await drawWinners(input, nodeDrawHasher);
        expect(new Set(winners.map((w) => w.number)).size).toBe(winners.length);
        const owners = new Set(input.tickets.map((t) => t.owner));
        if (input.onePrizePerMember) expect(new Set(winners.map((w) => w.owner)).size).toBe(winners.length);
        const prizes = input.prizes.reduce((n, p) => n + p.count, 0);
        const eligible = input.onePrizePerMember ? owners.size : input.tickets.length;
        expect(winners).toHaveLength(Math.min(prizes, input.tickets.length === 0 ? 0 : eligible));
        // Tier by tier, in table order.
        expect(winners.map((w) => w.tier)).toEqual([...winners.map((w) => w.tier)].sort((a, b) => a - b));
      }),
      { numRuns: 100 },
    );
  });

  it('draws the same on WebCrypto (the browser) as on node:crypto (the server)', async () => {
    await fc.assert(
      fc.asyncProperty(drawInput, async (pending) => {
        const input = await pending;
        expect(await drawWinners(input, webCryptoHasher)).toEqual(await drawWinners(input, nodeDrawHasher));
      }),
      { numRuns: 20 },
    );
  });
});

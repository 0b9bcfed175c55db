import { formatYuan, type LotteryDraw } from '@nodebao/contract';
import { drawWinners, sha256Hex, ticketListText } from '@nodebao/contract/lottery-draw';
import type { DbOrTx } from '../../db/client.ts';
import type { Deps } from '../../deps.ts';
import { AppError } from '../../lib/errors.ts';
import { shanghaiToday } from '../../lib/time.ts';
import { creditMembers } from '../ledger/ledger.service.ts';
import { notify } from '../messages/messages.service.ts';
import { nodeDrawHasher } from './lottery-crypto.ts';
import * as repo from './lottery.repo.ts';
import { toDraw } from './lottery.service.ts';
import { currentPeriod, type LotteryDeps } from './periods.service.ts';

/**
 * The close and the draw of a period (DESIGN §8). Each is one transaction that moves the period's
 * state one step under its row lock, so two replicas, a retry or a restart mid-way change it once: a
 * draw killed half-way rolls back whole and the next run does it again from the start.
 */

export const NOBODY_PLAYED = '本期无人参与';

/** Freezes the tickets: the canonical list's hash and count are published from here on. */
export async function closePeriod(db: DbOrTx, periodId: number, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    const period = await repo.lockPeriod(tx, periodId);
    if (!period || period.state !== 'open' || period.closes_at.getTime() > now.getTime()) return false;
    const list = ticketListText(await repo.allTickets(tx, periodId));
    await repo.markClosed(tx, periodId, await sha256Hex(nodeDrawHasher, list), now);
    return true;
  });
}

/**
 * Draws a closed period: the winners from the seed and the frozen list, each winner's prize credited
 * from the platform's lottery account (one transfer per member and period), a message to each, and
 * the seed revealed by the state turning to drawn.
 */
export async function drawPeriod(db: DbOrTx, periodId: number, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    await repo.lockDraw(tx, periodId);
    const period = await repo.lockPeriod(tx, periodId);
    if (!period || period.state !== 'closed' || !period.ticket_list_hash) return false;
    // A period committed to a beacon round waits for it (beaconReady fetches it before the draw).
    if (period.beacon_round !== null && !period.beacon_randomness) return false;
    const tickets = await repo.allTickets(tx, periodId);
    if (tickets.length === 0) {
      await repo.markDrawn(tx, periodId, { final: null, note: NOBODY_PLAYED, at: now });
      return true;
    }
    const listHash = await sha256Hex(nodeDrawHasher, ticketListText(tickets));
    if (listHash !== period.ticket_list_hash) {
      throw new Error(`lottery period ${periodId}: the tickets changed after the close`);
    }
    const { final, winners } = await drawWinners(
      {
        period: periodId,
        seedHex: period.seed,
        ticketListHash: listHash,
        beacon: period.beacon_randomness,
        prizes: period.prizes,
        onePrizePerMember: period.one_prize_per_member,
        tickets,
      },
      nodeDrawHasher,
    );
    const memberOf = await repo.holdersOf(
      tx,
      periodId,
      winners.map((w) => w.number),
    );
    const won = winners.map((w, i) => ({ ...w, place: i + 1, memberId: memberOf.get(w.number)! }));

    const prizeOf = new Map<number, { fen: number; names: string[] }>();
    for (const w of won) {
      const prize = prizeOf.get(w.memberId) ?? { fen: 0, names: [] };
      prize.fen += w.amount_fen;
      prize.names.push(`${w.name}（${w.number} 号）`);
      prizeOf.set(w.memberId, prize);
    }
    const transferOf = await creditMembers(
      tx,
      'lottery_prize',
      shanghaiToday(period.closes_at),
      [...prizeOf].map(([memberId, prize]) => ({
        memberId,
        amountFen: prize.fen,
        idemKey: `lottery_prize:${periodId}:${memberId}`,
        memo: `第 ${periodId} 期流量抽奖：${prize.names.join('、')}`,
      })),
    );
    await repo.insertWinners(
      tx,
      periodId,
      won.map((w) => ({
        place: w.place,
        tier: w.tier,
        name: w.name,
        amountFen: w.amount_fen,
        number: w.number,
        memberId: w.memberId,
        owner: w.owner,
        transferId: transferOf.get(w.memberId) ?? null,
      })),
      now,
    );
    await notify(
      tx,
      [...prizeOf].map(([memberId, prize]) => ({
        memberId,
        kind: 'system' as const,
        title: `恭喜中奖：第 ${periodId} 期流量抽奖`,
        content: `你在第 ${periodId} 期流量抽奖中获得 ${prize.names.join('、')}，奖金 ${formatYuan(prize.fen)} 元已计入可提现余额。`,
        deviceId: null,
      })),
    );
    await repo.markDrawn(tx, periodId, { final, note: '', at: now });
    return true;
  });
}

/**
 * A closed period's beacon value, fetched (and checked by drand-client) once its round is out, and
 * kept on the period's row; false while the round is still to come (or no beacon can be asked).
 */
export async function beaconReady(deps: LotteryDeps, periodId: number): Promise<boolean> {
  const period = await repo.findPeriod(deps.db, periodId);
  if (!period || period.beacon_round === null || period.beacon_randomness) return true;
  if (!deps.beacon) return false;
  const randomness = await deps.beacon.randomness(period.beacon_round);
  if (!randomness) return false;
  await repo.setBeaconRandomness(deps.db, periodId, randomness);
  return true;
}

/**
 * The lottery's minute: this week's period opened (its commitment published before any ticket), then
 * every period past its close closed, and drawn once its beacon round (if any) is out. Safe on every
 * replica at once.
 */
export async function runLottery(deps: LotteryDeps, now = new Date()) {
  await currentPeriod(deps, now);
  const done = { closed: [] as number[], drawn: [] as number[] };
  for (const due of await repo.periodsDue(deps.db, now)) {
    if (due.state === 'open' && (await closePeriod(deps.db, due.id, now))) done.closed.push(due.id);
    if ((await beaconReady(deps, due.id)) && (await drawPeriod(deps.db, due.id, now)))
      done.drawn.push(due.id);
  }
  return done;
}

/**
 * `POST /api/admin/lottery-close`: staff end the open period now (an incident, a rule change that
 * cannot wait); the tickets are frozen and drawn at once, like a close on time.
 */
export async function closeNow(deps: Deps, periodId: number): Promise<LotteryDraw> {
  const period = await repo.findPeriod(deps.db, periodId);
  if (!period) throw new AppError('NOT_FOUND', '该期抽奖不存在');
  if (period.state === 'open') {
    const now = new Date();
    // A period using a beacon moves to the first round after the new close: the randomness is still
    // unknown to everyone when the tickets freeze (the draw follows within a beacon period).
    const beaconRound =
      period.beacon_round !== null && deps.beacon ? await deps.beacon.roundAfter(now) : period.beacon_round;
    await deps.db.transaction(async (tx) => {
      await repo.lockPeriod(tx, periodId);
      await repo.moveCloseToNow(tx, periodId, now, beaconRound);
    });
    await closePeriod(deps.db, periodId, now);
  }
  if (await beaconReady(deps, periodId)) await drawPeriod(deps.db, periodId);
  const drawn = await repo.findPeriod(deps.db, periodId);
  return toDraw(drawn!, await repo.winnersOf(deps.db, [periodId]));
}

/** For reconciliation: every prize recorded was paid, once, in full, and nothing else was. */
export function prizeMismatches(db: DbOrTx) {
  return repo.prizeMismatches(db);
}

import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../../../test/helper.ts';
import type { App } from '../../app.ts';
import { rows } from '../../db/sql.ts';
import { AppError } from '../../lib/errors.ts';
import { checkLedger, memberBalances } from '../ledger/ledger.service.ts';
import { settleDay } from '../settlement/settlement.service.ts';
import { approveWithdrawal, rejectWithdrawal, requestWithdrawal } from './withdrawals.service.ts';
import { peakSamples, topRates } from '../telemetry/kept-rates.ts';

/**
 * Issue 4 §5: random sequences of settlement (with the inviter's commission), withdrawal requests,
 * approvals (paid, or refused by Alipay) and rejections, run against the real services and against a
 * model of a dozen lines. After every sequence the member balances match the model and the ledger
 * balances; nothing is ever negative (the database would refuse it, the model asserts it).
 */

type Op =
  | { kind: 'settle'; kbps: number }
  | { kind: 'withdraw'; amount: number }
  | { kind: 'approve'; pick: number; alipayRefuses: boolean }
  | { kind: 'reject'; pick: number };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('settle' as const),
      kbps: fc.integer({ min: 0, max: 2_000_000 }),
    }),
  },
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      amount: fc.integer({ min: 1, max: 1_200_000 }),
    }),
  },
  {
    weight: 2,
    arbitrary: fc.record({
      kind: fc.constant('approve' as const),
      pick: fc.nat(),
      alipayRefuses: fc.boolean(),
    }),
  },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant('reject' as const), pick: fc.nat() }) },
);

/** The whole money model: two numbers per member and the state of each withdrawal. */
type Model = {
  invitee: { balance: number; reserve: number };
  inviter: { balance: number; reserve: number };
  withdrawals: { id: number; amount: number; state: 'pending' | 'paid' | 'rejected' }[];
};

let app: App;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app.close();
});

let runs = 0;
let nextDay = Date.UTC(2001, 0, 1);

async function freshPair() {
  const n = ++runs;
  const [inviter] = await rows<{ id: number }>(
    app.deps.db,
    sql`insert into members (mobile, password_hash, invite_code)
        values (${`150${String(n * 2).padStart(8, '0')}`}, 'x', ${`PI${n}`}) returning id`,
  );
  const [invitee] = await rows<{ id: number }>(
    app.deps.db,
    sql`insert into members (mobile, password_hash, invite_code, inviter_id)
        values (${`150${String(n * 2 + 1).padStart(8, '0')}`}, 'x', ${`PE${n}`}, ${inviter!.id}) returning id`,
  );
  const [device] = await rows<{ id: number }>(
    app.deps.db,
    sql`insert into devices (sn, secret_enc, member_id, isp) values (${`PROP${n}`}, 'x', ${invitee!.id}, 'telecom')
        returning id`,
  );
  const [payee] = await rows<{ id: number }>(
    app.deps.db,
    sql`insert into payee_accounts (member_id, kind, account, real_name)
        values (${invitee!.id}, 'alipay', ${`prop${n}@example.com`}, '张三') returning id`,
  );
  return { inviterId: inviter!.id, inviteeId: invitee!.id, deviceId: device!.id, payeeId: payee!.id };
}

function errorCodeOf(err: unknown): number {
  if (err instanceof AppError) return err.errorCode;
  throw err;
}

describe('the money model (fast-check, seed 20261122, 1,000 runs)', () => {
  it('settle / withdraw / approve / reject / commission keep every balance as the model says', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 10 }), async (ops) => {
        const pair = await freshPair();
        const model: Model = {
          invitee: { balance: 0, reserve: 0 },
          inviter: { balance: 0, reserve: 0 },
          withdrawals: [],
        };
        for (const op of ops) {
          if (op.kind === 'settle') {
            const day = new Date((nextDay += 86_400_000)).toISOString().slice(0, 10);
            const rates = Array.from({ length: 288 }, () => op.kbps);
            await app.deps.db.execute(sql`
              insert into device_days (device_id, day, member_id, up_kbps, top_kbps, peak_samples, samples)
              values (${pair.deviceId}, ${day}::date, (select member_id from devices where id = ${pair.deviceId}), ${sql.param(rates)}::int[],
                      ${sql.param(topRates(rates))}::int[], ${peakSamples(rates)}, 288)`);
            await settleDay(app.deps, day);
            const income = Math.floor((op.kbps * 30) / 1000);
            model.invitee.balance += income;
            model.inviter.balance += Math.floor((income * 500) / 10_000);
          } else if (op.kind === 'withdraw') {
            const allowed = op.amount >= 1_000 && op.amount <= 990_000 && op.amount <= model.invitee.balance;
            try {
              const w = await requestWithdrawal(app.deps, pair.inviteeId, {
                amount: op.amount,
                payee_id: pair.payeeId,
              });
              expect(allowed).toBe(true);
              model.invitee.balance -= op.amount;
              model.invitee.reserve += op.amount;
              model.withdrawals.push({ id: w.id, amount: op.amount, state: 'pending' });
            } catch (err) {
              expect([30001, 30002, 30003]).toContain(errorCodeOf(err));
              expect(allowed).toBe(false);
            }
          } else if (model.withdrawals.length > 0) {
            const w = model.withdrawals[op.pick % model.withdrawals.length]!;
            const wasPending = w.state === 'pending';
            try {
              if (op.kind === 'approve') {
                if (op.alipayRefuses)
                  app.alipaySimulator!.inject({ kind: 'business-error', subCode: 'PAYEE_NOT_EXIST' });
                const { withdrawal } = await approveWithdrawal(app.deps, pair.inviterId, w.id);
                w.state = op.alipayRefuses ? 'rejected' : 'paid';
                expect(withdrawal.state).toBe(w.state);
              } else {
                await rejectWithdrawal(app.deps, pair.inviterId, w.id, '模型测试驳回');
                w.state = 'rejected';
              }
              expect(wasPending).toBe(true);
              model.invitee.reserve -= w.amount;
              if (w.state === 'rejected') model.invitee.balance += w.amount;
            } catch (err) {
              expect(errorCodeOf(err)).toBe(30005);
              expect(wasPending).toBe(false);
            } finally {
              app.alipaySimulator!.clearFaults();
            }
          }
          expect(model.invitee.balance).toBeGreaterThanOrEqual(0);
          expect(model.invitee.reserve).toBeGreaterThanOrEqual(0);
        }
        expect(await memberBalances(app.deps.db, pair.inviteeId)).toEqual({
          balanceFen: model.invitee.balance,
          reserveFen: model.invitee.reserve,
        });
        expect(await memberBalances(app.deps.db, pair.inviterId)).toEqual({
          balanceFen: model.inviter.balance,
          reserveFen: 0,
        });
      }),
      { seed: 20261122, numRuns: 1000 },
    );
    const ledger = await checkLedger(app.deps.db);
    expect(ledger.problems).toEqual([]);
    expect(ledger.entriesTotalFen).toBe(0);
  }, 600_000);
});

/**
 * Gives the demo member a balance before the e2e server starts, so the withdrawal screens have money
 * to move (the e2e demo fleet has no history, so settlement would credit nothing). Run with the
 * server's environment (DATA_DIR) while no server holds the database (PGlite allows one process):
 * it migrates, seeds the demo accounts the server would seed, and posts one ledger correction.
 * The server then finds the demo already there and starts as usual.
 */
// The server's route options use @fastify/swagger's schema fields; its types come with the server's modules.
import type {} from '@fastify/swagger';
import { openConfiguredDatabase } from '../apps/server/src/cli/open-from-config.ts';
import type { Deps } from '../apps/server/src/deps.ts';
import { findMemberByMobile } from '../apps/server/src/modules/accounts/accounts.repo.ts';
import { move, postTransfer } from '../apps/server/src/modules/ledger/ledger.service.ts';
import { DEMO_ACCOUNTS, seedDemo } from '../apps/server/src/seed/demo.ts';

/** 500.00 元: enough for a few withdrawals within the default 10–9900 元 limits. */
const DEMO_MEMBER_BALANCE_FEN = 50_000;

const database = await openConfiguredDatabase();
try {
  const { db } = database;
  // seedDemo reads and writes the database only.
  await seedDemo({ db } as Pick<Deps, 'db'> as Deps);
  const member = await findMemberByMobile(db, DEMO_ACCOUNTS.member.mobile);
  if (!member) throw new Error('the demo member is missing after seeding');
  await db.transaction((tx) =>
    postTransfer(
      tx,
      { kind: 'correction', idemKey: 'e2e:demo-member-balance', memberId: member.id, memo: 'e2e 测试余额' },
      move(
        { kind: 'platform_adjust' },
        { kind: 'member_balance', memberId: member.id },
        DEMO_MEMBER_BALANCE_FEN,
      ),
    ),
  );
} finally {
  await database.close();
}

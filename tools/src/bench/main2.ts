import type { Deps } from '../../../apps/server/src/deps.ts';
import type { Database } from '../../../apps/server/src/db/client.ts';
import type { MemberRow } from '../../../apps/server/src/modules/accounts/accounts.repo.ts';
import { AccountCache } from '../../../apps/server/src/modules/accounts/account-cache.ts';
import { main2 } from '../../../apps/server/src/modules/stats/home.service.ts';
import { captureStatements } from './db.ts';
import { httpLoad, replayStatements, type HttpLoadFigures, type RawFigures } from './load.ts';
import type { Meter } from './server.ts';

export const MAIN2_PATH = '/api/default/main2';

/** The member home of the token's member through HTTP (issue 17 §3: the big operator, 16 connections). */
export function main2Api(options: {
  baseUrl: string;
  token: string;
  connections: number;
  seconds: number;
  warmupSeconds: number;
  meter: () => Promise<() => Promise<Meter>>;
}): Promise<HttpLoadFigures> {
  return httpLoad({ ...options, path: MAIN2_PATH });
}

/**
 * The SQL of one main2 request in the steady state, replayed on the driver: the service is called
 * twice on a handle that records statements and the second call's are kept — the parts cached per
 * settlement (month charts, ranking, curve, index) are then answered from memory, as they are for
 * every request but the first after a settlement, and who the caller is from the replica's sessions
 * (decision 0031).
 */
export async function main2Raw(options: {
  database: Database;
  caller: MemberRow;
  iterations: number;
  seconds: number;
  lanes: number;
}): Promise<RawFigures & { coldStatements: number }> {
  const { database, caller } = options;
  let coldCount = 0;
  const statements = await captureStatements(database, async (db, captured) => {
    // The service reads the database and the accounts kept (live, as on a listening replica) from
    // its deps; its settled caches are kept per database handle.
    const accountCache = new AccountCache(60_000);
    accountCache.setLive(true);
    const deps = { db, accountCache } as unknown as Deps;
    await main2(deps, caller);
    coldCount = captured.length;
    await main2(deps, caller);
  });
  const steady = statements.slice(coldCount);
  return { ...(await replayStatements(database, steady, options)), coldStatements: coldCount };
}

import type { Deps } from '../../../apps/server/src/deps.ts';
import type { MemberRow } from '../../../apps/server/src/modules/accounts/accounts.repo.ts';
import { AccountCache } from '../../../apps/server/src/modules/accounts/account-cache.ts';
import { installRecords } from '../../../apps/server/src/modules/devices/devices.service.ts';
import { incomeList } from '../../../apps/server/src/modules/income/income.service.ts';
import { captureStatements } from './db.ts';
import { replayStatements, type CallerReplay, type HttpLoadFigures, type RawFigures } from './load.ts';

/**
 * The other lists built the device list's way (issue 17 §1: "apply it there too"), first page as the
 * big operator: the fleet's install records, and the income of the settled day by device. Each is
 * measured through HTTP (`httpLoad`) and as the SQL its service sends (captured, then replayed).
 */
export type OtherList = {
  label: string;
  path: string;
  /** The service call behind the path, on a handle that records its statements. */
  call: (deps: Deps, caller: MemberRow) => Promise<unknown>;
};

export function otherLists(settledDay: string): OtherList[] {
  return [
    {
      label: 'install records',
      path: '/api/device/install-record?page=1&pageSize=20',
      call: (deps, caller) => installRecords(deps, caller, { page: 1, pageSize: 20, device_id: 0 }),
    },
    {
      label: `income of ${settledDay} by device`,
      path: `/api/money/index?day=${settledDay}&page=1&pageSize=20`,
      call: (deps, caller) =>
        incomeList(deps, caller, { day: settledDay, page: 1, pageSize: 20, member_id: 0 }),
    },
  ];
}

export type OtherListFigures = { label: string; path: string; api: HttpLoadFigures; raw: RawFigures };

/**
 * One request's statements as the service sends them in the steady state, replayed on the driver
 * (see load.ts): the service is called twice and the second call's kept, so that who the operator's
 * members are comes from the replica's kept accounts, as for every request but the first.
 */
export async function otherListRaw(options: CallerReplay & { list: OtherList }): Promise<RawFigures> {
  const { database, caller, list } = options;
  let first = 0;
  const statements = await captureStatements(database, async (db, captured) => {
    const accountCache = new AccountCache(60_000);
    accountCache.setLive(true);
    const deps = { db, accountCache } as unknown as Deps;
    await list.call(deps, caller);
    first = captured.length;
    await list.call(deps, caller);
  });
  return replayStatements(database, statements.slice(first), options);
}

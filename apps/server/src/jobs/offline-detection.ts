import type { Deps } from '../deps.ts';
import { refreshOnlineRanks } from '../modules/activity/ranks.service.ts';
import { takeSilentDevicesOffline } from '../modules/telemetry/telemetry.service.ts';
import { withJobLock } from './housekeeping.ts';

/**
 * Every minute: devices silent for 10 minutes go offline, each with one fault event and one message
 * to its member (DESIGN §6); then the online ranking is refreshed. Under the job lock one replica runs it; even without the lock the
 * statement's row locks would flip each device once. Returns how many went offline (0 when another
 * replica holds the lock).
 */
export async function detectOffline(deps: Deps): Promise<number> {
  let count = 0;
  await withJobLock(deps, 'offline-detection', async (db) => {
    count = await takeSilentDevicesOffline(db);
    // The online ranking follows the minute's changes (/activity/contribution).
    await refreshOnlineRanks(db);
  });
  return count;
}

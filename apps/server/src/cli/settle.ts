import { parseArgs } from 'node:util';
import { formatYuan } from '@nodebao/contract/money';
import { settleDay, settlePendingDays, type DaySettled } from '../modules/settlement/settlement.service.ts';
import { openConfiguredDatabase } from './open-from-config.ts';

/**
 * npm run settle [-- --day YYYY-MM-DD]: settles one day again (only what is not settled yet), or
 * every unsettled day of the last 40 like the nightly job.
 * --pause-ms N waits N ms after each round of credits (--chunk members, 500 by default), inside the
 * transaction: the crash drill (kill -9 while it runs) uses both to be sure to strike mid-way.
 */
const { values } = parseArgs({
  options: {
    day: { type: 'string' },
    'pause-ms': { type: 'string', default: '0' },
    chunk: { type: 'string', default: '500' },
  },
});
const pauseMs = Number(values['pause-ms']);

const database = await openConfiguredDatabase();
try {
  const deps = { db: database.db };
  const onMemberCredited = async (done: number, of: number) => {
    console.log(`credited ${done}/${of}`);
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, pauseMs));
  };
  const results: (DaySettled | null)[] = values.day
    ? [await settleDay(deps, values.day, { onMemberCredited, chunkSize: Number(values.chunk) })]
    : await settlePendingDays(deps);
  for (const r of results) {
    if (!r) console.log('another process is settling; nothing done');
    else
      console.log(
        `settled ${r.day}: ${r.devices} device-days of ${r.members} members, income ${formatYuan(r.incomeFen)} 元, referral ${formatYuan(r.referralFen)} 元`,
      );
  }
  if (results.length === 0) console.log('no unsettled day');
} finally {
  await database.close();
}

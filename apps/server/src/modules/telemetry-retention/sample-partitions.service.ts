import type { DbOrTx } from '../../db/client.ts';
import { daySlotOf } from '../telemetry/buckets.ts';
import {
  addDays,
  createDayPartition,
  dayPartition,
  deleteDefaultRowsBefore,
  dropDayPartition,
  limitLockWait,
  listDayPartitions,
  lockDefaultPartition,
} from './sample-partitions.repo.ts';

/** Partitions made ahead of today, so a missed daily run or two still finds tomorrow ready. */
export const DAYS_AHEAD = 3;
/** Beyond a year the planner would be walking hundreds of partitions for every unpruned query. */
const MAX_RETENTION_DAYS = 366;

export type PartitionUpkeep = {
  /** Days (YYYY-MM-DD, Shanghai) whose partition was made now. */
  created: string[];
  /** Rows moved out of the default partition into the partitions made. */
  moved: number;
  /** Days whose partition was dropped for age. */
  dropped: string[];
  /** Rows older than the retention deleted from the default partition. */
  pruned: number;
};

/**
 * Keeps device_samples' day partitions (DESIGN §6, docs/decisions/0011): every Shanghai day from
 * `today - retentionDays` to `today + DAYS_AHEAD` has its partition, older ones are dropped whole,
 * and the default partition keeps only rows of days with no partition yet. So a sample is kept at
 * least `retentionDays` full days, and at most one day more. Idempotent; run it in one transaction.
 *
 * The order is the lock order: dropping takes device_samples, then the default partition; creating
 * takes the default partition only. Taking them the other way round could deadlock with a report.
 */
export async function maintainSamplePartitions(
  db: DbOrTx,
  options: { now: Date; retentionDays: number },
): Promise<PartitionUpkeep> {
  const { retentionDays } = options;
  if (!Number.isInteger(retentionDays) || retentionDays < 1 || retentionDays > MAX_RETENTION_DAYS) {
    // A mistyped parameter must not drop the samples: change nothing and let the job report it.
    throw new Error(`telemetry.raw_retention_days must be a whole number of days, 1..${MAX_RETENTION_DAYS}`);
  }
  await limitLockWait(db, '10s');

  const today = daySlotOf(Math.floor(options.now.getTime() / 1000)).day;
  const firstKept = addDays(today, -retentionDays);
  const existing = await listDayPartitions(db);

  const expired = existing.filter((p) => p.day < firstKept);
  for (const p of expired) await dropDayPartition(db, p);
  const pruned = await deleteDefaultRowsBefore(db, dayPartition(firstKept).from);

  const have = new Set(existing.map((p) => p.day));
  const missing: string[] = [];
  for (let day = firstKept; day <= addDays(today, DAYS_AHEAD); day = addDays(day, 1)) {
    if (!have.has(day)) missing.push(day);
  }
  let moved = 0;
  if (missing.length > 0) await lockDefaultPartition(db);
  for (const day of missing) moved += await createDayPartition(db, dayPartition(day));

  return { created: missing, moved, dropped: expired.map((p) => p.day), pruned };
}

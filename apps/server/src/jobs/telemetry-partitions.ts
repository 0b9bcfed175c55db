import type { Deps } from '../deps.ts';
import { getParams } from '../modules/params/params.service.ts';
import {
  maintainSamplePartitions,
  type PartitionUpkeep,
} from '../modules/telemetry-retention/sample-partitions.service.ts';
import { withJobLock } from './housekeeping.ts';

/**
 * At start and daily: the raw samples' day partitions for the retention window and a few days
 * ahead, the expired ones dropped (DESIGN §6). One replica runs it under the job lock; returns what
 * it did, or null when another replica holds the lock.
 */
export async function maintainTelemetryPartitions(
  deps: Deps,
  now: Date = new Date(),
): Promise<PartitionUpkeep | null> {
  let upkeep: PartitionUpkeep | null = null;
  await withJobLock(deps, 'telemetry-partitions', async (db) => {
    const retentionDays = (await getParams(db)).telemetry.raw_retention_days;
    upkeep = await maintainSamplePartitions(db, { now, retentionDays });
  });
  return upkeep;
}

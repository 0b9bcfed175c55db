import { ALARM_THRESHOLDS } from '@nodebao/contract';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The status alarms (line, disk, CPU; DEVICE_ALARMS order) of a device_status row, as the expression of
 * its generated column `status_alarms`: the database works them out once as each status is written, and
 * the list's marker, the abnormal filter and count, and ingestion's new-fault check all read that column
 * (issue 12; issue 17 §1: a page worked them out per row, expanding each box's lines). A change of the
 * thresholds changes this expression, and `npm run db:generate` writes the migration for it.
 */
export const STATUS_ALARMS_OF_ROW = sql.raw(`array_remove(array[
    case when jsonb_path_exists(ppp, '$[*] ? (@.up == false)') then 'line-down' end,
    case when disk_percent > ${ALARM_THRESHOLDS.diskPercent} then 'disk' end,
    case when cpu_percent > ${ALARM_THRESHOLDS.cpuPercent} then 'cpu' end
  ], null)::text[]`);

/**
 * The reasons the box `d` is abnormal now (DEVICE_ALARMS), as a text[]: the one definition the home's
 * count, the list's `status=abnormal` filter and each row's marker read (issue 12). Offline means it
 * reported before and went silent (a box never plugged in is not yet online, not abnormal); status
 * alarms (line, disk, CPU) count only while the box reports, read from the box's copy of its last
 * status's (devices.status_alarms, kept by the database: migration 0029); low value95 is yesterday's
 * settled value95 under half of the box's own average over the 7 days before, marked on the box by
 * settlement (devices.low_value95_on) so that counting a whole fleet reads no settlements. Fault
 * events are written when a box enters an alarm (telemetry ingestion, the offline job, settlement),
 * so /account/event-record tells the same.
 */
export function alarmsOf(d: SQL = sql`d`): SQL {
  const yesterday = sql`((now() at time zone 'Asia/Shanghai')::date - 1)`;
  return sql`(case when ${d}.online then coalesce(${d}.status_alarms, '{}')
               when ${d}.member_id is not null and ${d}.last_report_at is not null then '{offline}'
               else '{}' end
             || case when ${d}.low_value95_on = ${yesterday} then '{low-value95}' else '{}' end::text[])`;
}

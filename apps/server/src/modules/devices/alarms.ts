import { ALARM_THRESHOLDS } from '@nodebao/contract';
import { sql, type SQL } from 'drizzle-orm';

/**
 * The status alarms as conditions on a device_status row `s`: the same SQL decides the list's marker
 * here and, at ingestion, whether a report raises a new fault (telemetry.repo.statusAlarms).
 */
export const STATUS_ALARMS = {
  lineDown: (s: SQL) =>
    sql`exists (select 1 from jsonb_array_elements(coalesce(${s}.ppp, '[]'::jsonb)) l where (l ->> 'up') = 'false')`,
  disk: (s: SQL) => sql`coalesce(${s}.disk_percent > ${ALARM_THRESHOLDS.diskPercent}, false)`,
  cpu: (s: SQL) => sql`coalesce(${s}.cpu_percent > ${ALARM_THRESHOLDS.cpuPercent}, false)`,
} as const;

const statusHas = (d: SQL, alarm: (s: SQL) => SQL) =>
  sql`exists (select 1 from device_status s where s.device_id = ${d}.id and ${alarm(sql`s`)})`;

/**
 * The reasons the box `d` is abnormal now (DEVICE_ALARMS), as a text[]: the one definition the home's
 * count, the list's `status=abnormal` filter and each row's marker read (issue 12). Offline means it
 * reported before and went silent (a box never plugged in is not yet online, not abnormal); status
 * alarms (line, disk, CPU) count only while the box reports; low value95 is yesterday's settled value95
 * under half of the box's own average over the 7 days before, marked on the box by settlement
 * (devices.low_value95_on) so that counting a whole fleet reads no settlements. Fault events are
 * written when a box enters an alarm (telemetry ingestion, the offline job, settlement), so
 * /account/event-record tells the same.
 */
export function alarmsOf(d: SQL = sql`d`, status?: SQL): SQL {
  const yesterday = sql`((now() at time zone 'Asia/Shanghai')::date - 1)`;
  // With the box's status row already joined (`status`, a left join: null when it never reported),
  // one lookup per box instead of one per status alarm (issue 17 §1: a 100-row page made 300).
  const has = (alarm: (s: SQL) => SQL) =>
    status ? sql`coalesce(${alarm(status)}, false)` : statusHas(d, alarm);
  return sql`array_remove(array[
    case when ${d}.member_id is not null and not ${d}.online and ${d}.last_report_at is not null
      then 'offline' end,
    case when ${d}.online and ${has(STATUS_ALARMS.lineDown)} then 'line-down' end,
    case when ${d}.online and ${has(STATUS_ALARMS.disk)} then 'disk' end,
    case when ${d}.online and ${has(STATUS_ALARMS.cpu)} then 'cpu' end,
    case when ${d}.low_value95_on = ${yesterday} then 'low-value95' end
  ], null)::text[]`;
}

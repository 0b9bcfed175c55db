import type { OpenDevice, OpenIncomeRow } from '@nodebao/contract';
import type { Deps } from '../../deps.ts';
import type { MemberRow } from '../accounts/accounts.service.ts';
import { visibleScope } from '../accounts/scope.ts';
import { fleetSummary } from '../devices/devices.service.ts';
import { labelSet, PrometheusText } from './prometheus-text.ts';
import * as repo from './open-api.repo.ts';

/**
 * What an API token reads (issue 50 §2): the fleet its owner sees — an operator's own boxes and its
 * sub-members', a member's own — as Prometheus metrics, as a paged device list, and as settled income.
 */

/** The per-box series: name, help, and the box's value (null: no sample for this box). */
const BOX_SERIES: [string, string, (b: repo.FleetBox) => number | null][] = [
  ['nodebao_box_online', '1 while the box reports (silent for 10 minutes: 0).', (b) => (b.online ? 1 : 0)],
  [
    'nodebao_box_last_report_age_seconds',
    'Seconds since the box last reported (no sample for a box that never reported).',
    (b) => b.report_age,
  ],
  ['nodebao_box_bytes_up_today', 'Bytes uploaded today so far (Beijing day).', (b) => b.bytes_up_today],
  [
    'nodebao_box_value95_today_kbps',
    "95th percentile so far of today's 5-minute upload rates (288 buckets, missing as 0), kbps.",
    (b) => b.value95_today_kbps,
  ],
  [
    'nodebao_box_lines_down',
    'Dial-up lines the last status reported down (0 while the box is offline).',
    (b) => b.lines_down,
  ],
  [
    'nodebao_box_low_value95',
    "1 when yesterday's settled value95 was under half of the box's own week.",
    (b) => (b.low_value95 ? 1 : 0),
  ],
];

/**
 * The fleet in the Prometheus text format: the boxes (by id; `limit`/`offset` cut them) in one
 * statement, the fleet's counts and yesterday's income in two small ones, the text built once.
 */
export async function fleetMetrics(
  deps: Deps,
  member: MemberRow,
  window: { limit?: number; offset: number },
): Promise<string> {
  const scope = await visibleScope(deps, member);
  // The whole fleet read: its counts are the boxes'; a cut one asks the console's count.
  const whole = window.limit === undefined && window.offset === 0;
  const [boxes, counted, incomeFen] = await Promise.all([
    repo.fleetBoxes(deps.db, member, { limit: window.limit ?? null, offset: window.offset }, 'metrics'),
    whole ? null : fleetSummary(deps, member),
    repo.incomeYesterdayFen(deps.db, scope),
  ]);
  const summary = counted ?? statusCounts(boxes);
  const labels = boxes.map((b) =>
    labelSet({ sn: b.sn, name: b.name, room: b.room, cabinet: b.cabinet, tag: b.tag, member: b.member }),
  );
  const text = new PrometheusText();
  for (const [name, help, value] of BOX_SERIES) {
    text.family(name, 'gauge', help);
    for (let i = 0; i < boxes.length; i++) {
      const v = value(boxes[i]!);
      if (v !== null) text.sample(name, labels[i]!, v);
    }
  }
  text.family(
    'nodebao_fleet_boxes',
    'gauge',
    'Boxes of the fleet by status, as the console counts them (online + offline = all; uninstalled: in no room; abnormal: any alarm).',
  );
  for (const status of ['online', 'offline', 'uninstalled', 'abnormal'] as const)
    text.sample('nodebao_fleet_boxes', labelSet({ status }), summary[status]);
  text
    .family(
      'nodebao_fleet_income_yesterday_yuan',
      'gauge',
      'Income settled for yesterday (Beijing day), yuan.',
    )
    .sample('nodebao_fleet_income_yesterday_yuan', '', incomeFen / 100);
  return text.toString();
}

/** The console's status counts (devices-stats fleetSummary) of boxes read whole. */
function statusCounts(
  boxes: repo.FleetBox[],
): Record<'online' | 'offline' | 'uninstalled' | 'abnormal', number> {
  const counts = { online: 0, offline: 0, uninstalled: 0, abnormal: 0 };
  for (const b of boxes) {
    if (b.online) counts.online += 1;
    else counts.offline += 1;
    if (b.uninstalled) counts.uninstalled += 1;
    if (b.abnormal) counts.abnormal += 1;
  }
  return counts;
}

export async function fleetDevices(
  deps: Deps,
  member: MemberRow,
  paging: { page: number; pageSize: number },
): Promise<{ rows: OpenDevice[]; total: number }> {
  const [boxes, total] = await Promise.all([
    repo.fleetBoxes(
      deps.db,
      member,
      { limit: paging.pageSize, offset: (paging.page - 1) * paging.pageSize },
      'devices',
    ),
    repo.countFleetBoxes(deps.db, member),
  ]);
  return {
    total,
    rows: boxes.map((b) => ({
      id: b.id,
      sn: b.sn,
      name: b.name,
      member: b.member,
      room: b.room,
      cabinet: b.cabinet,
      tag: b.tag,
      online: b.online,
      last_report_at: b.last_report_at,
      alarms: b.alarms,
      lines_down: b.lines_down,
      bytes_up_today: b.bytes_up_today,
      value95_today_kbps: b.value95_today_kbps,
    })),
  };
}

export async function fleetIncome(
  deps: Deps,
  member: MemberRow,
  q: { start: string; end: string; by: 'day' | 'device'; page: number; pageSize: number },
): Promise<{ rows: OpenIncomeRow[]; total: number }> {
  const scope = await visibleScope(deps, member);
  return repo.settledIncome(deps.db, scope, q, q);
}

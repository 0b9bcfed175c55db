import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  smallint,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, identityId, serialId, timestamptz } from '../../db/columns.ts';
import { memberRef, optionalMemberRef } from '../accounts/accounts.table.ts';
import { STATUS_ALARMS_OF_ROW } from './alarms.ts';

/** Box models; an activation code is for one type, and the type carries the code price. */
export const deviceTypes = pgTable('device_types', {
  id: serialId(),
  name: varchar('name', { length: 64 }).notNull(),
  codePriceFen: integer('code_price_fen').notNull().default(0),
  description: text('description').notNull().default(''),
  createdAt: createdAt(),
});

export const ISPS = ['telecom', 'unicom', 'mobile'] as const;

/**
 * A box, known by its SN and a per-device secret provisioned at flashing time (DESIGN §6). Unbound
 * stock has no member. Room and cabinet are rooms rows (a cabinet is a room with a parent).
 */
export const devices = pgTable(
  'devices',
  {
    id: serialId(),
    sn: varchar('sn', { length: 40 }).notNull(),
    mac: varchar('mac', { length: 17 }).notNull().default(''),
    deviceTypeId: integer('device_type_id').references(() => deviceTypes.id),
    /** The HMAC key, encrypted (AES-256-GCM under a key derived from APP_SECRET); never shown again. */
    secretEnc: text('secret_enc').notNull(),
    memberId: optionalMemberRef('member_id'),
    name: varchar('name', { length: 64 }).notNull().default(''),
    tagId: integer('tag_id'),
    roomId: integer('room_id'),
    cabinetId: integer('cabinet_id'),
    /**
     * Kept by the database (migration 0019) for the device list's first view (issue 17 §1): the
     * operator whose fleet the box is in (the holder's operator, else the holder), and the room's and
     * cabinet's names, the list's default sort. Rights never rest on them: a list is still scoped by
     * `ownedBy`; `fleet_id` only narrows what is read.
     */
    fleetId: integer('fleet_id'),
    roomSort: text('room_sort'),
    cabinetSort: text('cabinet_sort'),
    /**
     * Kept by the database (migration 0024) for the device list's rows (issue 17 §1, decision 0034):
     * the start of the box's reply JSON, its fields that change seldom and never in bulk by the
     * thousand (SN, names, holder, place, dates), so that a page reads no holder, member tag or type
     * row and builds no JSON for them. The list appends the fields that do change (tag, online, last
     * report, alarms). `devices_list_keys` rebuilds it whenever what it copies changes.
     */
    listCard: text('list_card'),
    isp: varchar('isp', { length: 16, enum: ISPS }),
    provinceCode: varchar('province_code', { length: 6 }),
    cityCode: varchar('city_code', { length: 6 }),
    boundAt: timestamptz('bound_at'),
    installedAt: timestamptz('installed_at'),
    lastReportAt: timestamptz('last_report_at'),
    /** Maintained by ingestion (true) and the offline job (false after 10 minutes of silence). */
    online: boolean('online').notNull().default(false),
    /**
     * X-Timestamp (epoch seconds) of the last signed request this device had accepted (report or ack).
     * The next one must carry a strictly newer timestamp, so a captured request cannot be replayed.
     */
    lastSignedTs: bigint('last_signed_ts', { mode: 'number' }),
    /**
     * The settled day whose value95 was under half of the box's own week (the low-value95 alarm), set
     * by settlement: the alarm reads one column instead of a week of settlements per box.
     */
    lowValue95On: date('low_value95_on', { mode: 'string' }),
    /**
     * The status alarms of the box's last reported status (device_status.status_alarms; null when it
     * has none), copied by the database whenever they change (migration 0029): the list's rows, the
     * abnormal filter and the home's count read them here instead of a status row per box (issue 17
     * §1). `reconcile` checks the copy.
     */
    statusAlarms: text('status_alarms').array(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('devices_sn_uq').on(t.sn),
    // The owner first, so every query scoped by member finds its rows here; then what the device list
    // filters on most, so its counts are read from the index alone (issue 3 §5).
    // No index has the tag, the room or the cabinet alone (migration 0030): a move-tag writes an entry
    // in every index of each box it moves (the tag is in the list indexes, so the update is never
    // HOT), and those three cost it ~35 %. A tag's, room's or cabinet's boxes are counted from the
    // kept counts below, and found through their fleet or holder.
    index('devices_member_online_tag_idx').on(t.memberId, t.online, t.tagId),
    // The list's first views, in its default order (room, cabinet, id, all descending; decision 0027):
    // page 1 is a range of 100 entries, for a fleet filtered by status and tag, or not filtered. They
    // cost a report nothing: its update changes no indexed column (no index on last_report_at; the
    // offline job reads the online boxes instead) and finds room on its page (fillfactor 85, set in
    // migration 0020), so it is a HOT update that touches no index.
    index('devices_fleet_list_idx').on(
      t.fleetId,
      t.online,
      t.tagId,
      t.roomSort.desc().nullsLast(),
      t.cabinetSort.desc().nullsLast(),
      t.id.desc(),
    ),
    index('devices_fleet_sort_idx').on(
      t.fleetId,
      t.roomSort.desc().nullsLast(),
      t.cabinetSort.desc().nullsLast(),
      t.id.desc(),
    ),
  ],
);

/** A column naming the box a row is about (`device_id` unless named otherwise). */
export function deviceRef(name = 'device_id') {
  return integer(name)
    .notNull()
    .references(() => devices.id);
}

/** A column that may name a box. */
export function optionalDeviceRef(name: string) {
  return integer(name).references(() => devices.id);
}

/**
 * How many boxes each owner has, by online state and tag (issue 17 §1): the device list's counts
 * (the fleet's total and online, the boxes matching a status and tag) read a few rows here instead of
 * counting an operator's 12,000 boxes per request. Kept by statement-level triggers on `devices`
 * (migration 0019): one aggregated delta per statement, so an ingestion batch or the offline job
 * writes once per batch, and every writer — bind, move, tag, remove, seeds — keeps it without
 * remembering to. Member 0 holds the unbound boxes, tag 0 the untagged ones. `reconcile` checks it
 * against a full count.
 */
export const deviceCounts = pgTable(
  'device_counts',
  {
    memberId: integer('member_id').notNull(),
    online: boolean('online').notNull(),
    tagId: integer('tag_id').notNull(),
    /** Racked in a machine room (room_id set): the home's 未上架 is the rest (migration 0021). */
    installed: boolean('installed').notNull().default(false),
    devices: integer('devices').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.online, t.tagId, t.installed] })],
);

/**
 * The same counts per fleet (an operator and its sub-members: devices.fleet_id), kept by the same
 * statement triggers (migration 0023): an operator's list and home read a few dozen rows here
 * instead of summing every sub-member's (3,759 rows for the benchmark's big operator; issue 17 §1).
 */
export const fleetDeviceCounts = pgTable(
  'fleet_device_counts',
  {
    fleetId: integer('fleet_id').notNull(),
    online: boolean('online').notNull(),
    tagId: integer('tag_id').notNull(),
    installed: boolean('installed').notNull(),
    devices: integer('devices').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.fleetId, t.online, t.tagId, t.installed] }),
    // A tag's boxes, wherever they are (the tag lists' counts, deleting a tag; migration 0030).
    index('fleet_device_counts_tag_idx').on(t.tagId),
  ],
);

/**
 * How many boxes each machine room and each cabinet holds, by holder and online state (migration
 * 0030), kept by the same statement triggers: a box counts under its room and, when racked in one,
 * under its cabinet (a cabinet is a row of `rooms` too). The rooms lists and the room-delete check
 * read their counts here: devices has no index on the room or the cabinet, so that a move-tag writes
 * fewer index entries. By holder, because a room counts only its owner's fleet's boxes.
 */
export const roomDeviceCounts = pgTable(
  'room_device_counts',
  {
    roomId: integer('room_id').notNull(),
    memberId: integer('member_id').notNull(),
    online: boolean('online').notNull(),
    devices: integer('devices').notNull(),
  },
  (t) => [primaryKey({ columns: [t.roomId, t.memberId, t.online] })],
);

/** The latest status a device reported (one row per device, overwritten by each report). */
export const deviceStatus = pgTable('device_status', {
  deviceId: integer('device_id')
    .primaryKey()
    .references(() => devices.id),
  cpuPercent: real('cpu_percent'),
  memPercent: real('mem_percent'),
  diskPercent: real('disk_percent'),
  natType: varchar('nat_type', { length: 16 }),
  uptimeSeconds: bigint('uptime_seconds', { mode: 'number' }),
  firmware: varchar('firmware', { length: 64 }),
  ips: jsonb('ips').$type<string[]>(),
  eth: jsonb('eth').$type<unknown[]>(),
  ppp: jsonb('ppp').$type<unknown[]>(),
  lineAdjustCount: integer('line_adjust_count').notNull().default(0),
  reportedAt: timestamptz('reported_at').notNull(),
  /** The status alarms this status raises, worked out by the database as it is written (alarms.ts). */
  statusAlarms: text('status_alarms').array().generatedAlwaysAs(STATUS_ALARMS_OF_ROW),
});

/** Activation codes: each binds one device (issue 5 sells them; staff can give them). */
export const activationCodes = pgTable(
  'activation_codes',
  {
    id: serialId(),
    code: varchar('code', { length: 32 }).notNull(),
    deviceTypeId: integer('device_type_id').references(() => deviceTypes.id),
    memberId: memberRef(),
    status: varchar('status', { length: 16, enum: ['unused', 'used'] })
      .notNull()
      .default('unused'),
    usedDeviceId: optionalDeviceRef('used_device_id'),
    /** The paid order that issued it, or null when staff gave it (`grantedBy`). */
    orderId: integer('order_id'),
    grantedBy: optionalMemberRef('granted_by'),
    note: varchar('note', { length: 200 }).notNull().default(''),
    createdAt: createdAt(),
    usedAt: timestamptz('used_at'),
  },
  (t) => [
    uniqueIndex('activation_codes_code_uq').on(t.code),
    index('activation_codes_member_idx').on(t.memberId, t.status),
    index('activation_codes_order_idx').on(t.orderId),
  ],
);

/** Commands waiting for a device (reboot, apply a template); delivered in report replies, then acked. */
export const deviceCommands = pgTable(
  'device_commands',
  {
    id: identityId(),
    deviceId: deviceRef(),
    kind: varchar('kind', { length: 32, enum: ['reboot', 'apply-template'] }).notNull(),
    payload: jsonb('payload').notNull().default({}),
    createdBy: optionalMemberRef('created_by'),
    createdAt: createdAt(),
    deliveredAt: timestamptz('delivered_at'),
    ackedAt: timestamptz('acked_at'),
    result: varchar('result', { length: 16, enum: ['ok', 'failed'] }),
  },
  (t) => [
    index('device_commands_pending_idx')
      .on(t.deviceId)
      .where(sql`${t.ackedAt} is null`),
  ],
);

/** Putting a device up (install) or down (uninstall) in a room or cabinet, for the install history. */
export const installRecords = pgTable(
  'install_records',
  {
    id: identityId(),
    deviceId: deviceRef(),
    memberId: optionalMemberRef('member_id'),
    roomId: integer('room_id'),
    cabinetId: integer('cabinet_id'),
    action: varchar('action', { length: 16, enum: ['install', 'uninstall'] }).notNull(),
    actorId: optionalMemberRef('actor_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('install_records_device_idx').on(t.deviceId),
    index('install_records_member_idx').on(t.memberId),
  ],
);

/**
 * How many install records each holder has, by action (migration 0025): the install-record list's
 * total for an operator or staff without counting them on every page (issue 17 §1). Kept by a
 * statement trigger on `install_records` (records are only ever added), checked by `reconcile`.
 */
export const installRecordCounts = pgTable(
  'install_record_counts',
  {
    /** 0 for records of a box that had no holder. */
    memberId: integer('member_id').notNull(),
    action: varchar('action', { length: 16 }).notNull(),
    records: integer('records').notNull(),
  },
  (t) => [primaryKey({ columns: [t.memberId, t.action] })],
);

/** Fault events (/account/event-record): offline, back online, a PPPoE line down, disk trouble. */
export const deviceEvents = pgTable(
  'device_events',
  {
    id: identityId(),
    deviceId: deviceRef(),
    memberId: optionalMemberRef('member_id'),
    kind: varchar('kind', {
      length: 16,
      enum: ['offline', 'online', 'line-down', 'disk', 'cpu', 'low-value95'],
    }).notNull(),
    detail: text('detail').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('device_events_member_idx').on(t.memberId, t.createdAt)],
);

export const DAY_BUCKETS = 288;

/**
 * One row per device, day (Asia/Shanghai) and holder with its 288 five-minute upload rates, written by
 * bucket index (DESIGN §6): -1 marks a bucket with no sample yet, so the first sample of a bucket wins
 * and a repeat or a late one changes nothing. A bucket goes to the row of whoever held the box at the
 * bucket's start (device_holdings; member 0 while nobody did), so a day the box changed hands has a
 * row per holder, each with only that holder's buckets and bytes (issue 11 §3, issue 19, decision
 * 0021). Settlement reads these short rows instead of raw samples.
 */
export const deviceDays = pgTable(
  'device_days',
  {
    deviceId: integer('device_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    /** Who held the box when these buckets were reported; 0 while nobody did. */
    memberId: integer('member_id').notNull().default(0),
    upKbps: integer('up_kbps').array().notNull(),
    /**
     * The 15 highest of the reported rates, highest first (fewer while fewer buckets are reported):
     * kept by every writer as samples land, so value95 (the 15th highest, missing buckets as 0) and
     * the peak are read off without sorting 288 rates per box (issue 17 §2). Buckets are written once,
     * so the kept set is exact whatever order the samples arrive in.
     */
    topKbps: integer('top_kbps')
      .array()
      .notNull()
      .default(sql`'{}'::int[]`),
    /** Reported buckets in the evening peak window (19:00–23:00), kept beside the rates. */
    peakSamples: smallint('peak_samples').notNull().default(0),
    bytesUp: bigint('bytes_up', { mode: 'number' }).notNull().default(0),
    bytesDown: bigint('bytes_down', { mode: 'number' }).notNull().default(0),
    samples: smallint('samples').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.deviceId, t.day, t.memberId] }),
    index('device_days_member_day_idx').on(t.memberId, t.day),
    // Settlement reads one day of every box: without it, a scan of every kept day.
    index('device_days_day_idx').on(t.day),
  ],
);

/**
 * Raw five-minute samples, kept 40 days (a parameter); unique per device and bucket. Partitioned by
 * Shanghai day in migration 0003, which Drizzle's snapshot does not know; the partitions are managed
 * by the telemetry-partitions job (modules/telemetry-retention), so leave this definition as it is.
 */
export const deviceSamples = pgTable(
  'device_samples',
  {
    deviceId: integer('device_id').notNull(),
    bucketStart: timestamptz('bucket_start').notNull(),
    bytesUp: bigint('bytes_up', { mode: 'number' }).notNull(),
    bytesDown: bigint('bytes_down', { mode: 'number' }).notNull(),
    lines: jsonb('lines').$type<unknown[]>(),
  },
  (t) => [primaryKey({ columns: [t.deviceId, t.bucketStart] })],
);

/**
 * Who held a box when (issue 11 §3, issue 19): one row per holding, from the moment a member got the
 * box (bind, allocation) to the moment it left them (removal, allocation to another member); the open
 * holding has no end. What a box did belongs to whoever held it then: per-device reads show a caller
 * only the spans of holdings in their reach, and income is paid by them.
 */
export const deviceHoldings = pgTable(
  'device_holdings',
  {
    id: identityId(),
    deviceId: deviceRef(),
    memberId: memberRef(),
    startedAt: timestamptz('started_at').notNull(),
    endedAt: timestamptz('ended_at'),
  },
  (t) => [
    uniqueIndex('device_holdings_open_uq')
      .on(t.deviceId)
      .where(sql`${t.endedAt} is null`),
    index('device_holdings_device_idx').on(t.deviceId, t.startedAt),
    index('device_holdings_member_idx').on(t.memberId),
  ],
);

import { COOP_LINES, COOP_STATES } from '@nodebao/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { createdAt, serialId, timestamps, timestamptz } from '../../db/columns.ts';
import { memberRef, reviewColumns } from '../accounts/accounts.table.ts';

/**
 * A data centre's application to cooperate (大带宽, DESIGN §8). The range is kept as text (as typed,
 * canonical) and as its first and last address as numbers, so overlaps are two comparisons. One open
 * (pending or accepted) application per member and range.
 */
export const coopApplications = pgTable(
  'coop_applications',
  {
    id: serialId(),
    memberId: memberRef(),
    roomName: varchar('room_name', { length: 40 }).notNull(),
    provinceCode: varchar('province_code', { length: 6 }).notNull(),
    cityCode: varchar('city_code', { length: 6 }).notNull(),
    line: varchar('line', { length: 8, enum: COOP_LINES }).notNull(),
    bandwidthGbps: integer('bandwidth_gbps').notNull(),
    ipRange: varchar('ip_range', { length: 18 }).notNull(),
    rangeFirst: bigint('range_first', { mode: 'number' }).notNull(),
    rangeLast: bigint('range_last', { mode: 'number' }).notNull(),
    serverCount: integer('server_count').notNull(),
    contactName: varchar('contact_name', { length: 20 }).notNull(),
    contactMobile: varchar('contact_mobile', { length: 11 }).notNull(),
    remark: text('remark').notNull().default(''),
    state: varchar('state', { length: 8, enum: COOP_STATES }).notNull().default('pending'),
    reason: text('reason'),
    ...reviewColumns(),
    createdAt: createdAt(),
  },
  (t) => [
    index('coop_applications_member_idx').on(t.memberId, t.id),
    index('coop_applications_state_idx').on(t.state, t.id),
    uniqueIndex('coop_applications_open_range_uq')
      .on(t.memberId, t.ipRange)
      .where(sql`${t.state} <> 'rejected'`),
    check('coop_applications_range_order', sql`${t.rangeFirst} <= ${t.rangeLast}`),
  ],
);

/**
 * A CDN server of an accepted application, and what the last dial-backs found: reachable or not, when,
 * how many failed in a row, and whether the member was told it is down (told once, and once again
 * when it is back). An address is listed once across all members.
 */
export const cdnServers = pgTable(
  'cdn_servers',
  {
    id: serialId(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => coopApplications.id),
    memberId: memberRef(),
    ip: varchar('ip', { length: 15 }).notNull(),
    port: integer('port').notNull(),
    bandwidthMbps: integer('bandwidth_mbps').notNull(),
    line: varchar('line', { length: 8, enum: COOP_LINES }).notNull(),
    diskGb: integer('disk_gb').notNull(),
    remark: text('remark').notNull().default(''),
    reachable: boolean('reachable'),
    lastCheckedAt: timestamptz('last_checked_at'),
    failStreak: integer('fail_streak').notNull().default(0),
    alerted: boolean('alerted').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('cdn_servers_ip_uq').on(t.ip),
    index('cdn_servers_application_idx').on(t.applicationId, t.id),
  ],
);

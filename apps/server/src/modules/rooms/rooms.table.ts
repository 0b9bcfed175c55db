import { index, integer, pgTable, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from '../../db/columns.ts';
import { memberRef } from '../accounts/accounts.table.ts';

/**
 * Machine rooms (机房) and their cabinets (机柜): one tree, a cabinet is a room whose `pid` is its
 * room (pid 0 = a machine room). Owned by the member or operator who created it.
 */
export const rooms = pgTable(
  'rooms',
  {
    id: serialId(),
    ownerId: memberRef('owner_id'),
    pid: integer('pid').notNull().default(0),
    name: varchar('name', { length: 64 }).notNull(),
    provinceCode: varchar('province_code', { length: 6 }),
    cityCode: varchar('city_code', { length: 6 }),
    districtCode: varchar('district_code', { length: 6 }),
    address: varchar('address', { length: 200 }).notNull().default(''),
    isp: varchar('isp', { length: 16, enum: ['telecom', 'unicom', 'mobile'] }),
    bandwidthMbps: integer('bandwidth_mbps').notNull().default(0),
    sort: integer('sort').notNull().default(0),
    templateId: integer('template_id'),
    remark: text('remark').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [index('rooms_owner_idx').on(t.ownerId, t.pid, t.sort)],
);

/** Config templates (/device/template): how the boxes of a room dial and what they may use. */
export const templates = pgTable(
  'templates',
  {
    id: serialId(),
    ownerId: memberRef('owner_id'),
    name: varchar('name', { length: 64 }).notNull(),
    dialMode: varchar('dial_mode', { length: 16, enum: ['pppoe', 'static', 'dhcp'] }).notNull(),
    lineCount: smallint('line_count').notNull().default(1),
    upLimitMbps: integer('up_limit_mbps').notNull().default(0),
    downLimitMbps: integer('down_limit_mbps').notNull().default(0),
    businessType: varchar('business_type', { length: 32 }).notNull().default('pcdn'),
    cacheDiskPolicy: varchar('cache_disk_policy', { length: 32 }).notNull().default('auto'),
    createdAt: createdAt(),
  },
  (t) => [index('templates_owner_idx').on(t.ownerId)],
);

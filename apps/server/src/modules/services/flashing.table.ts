import { FLASH_STATES } from '@nodebao/contract';
import { index, integer, jsonb, pgTable, primaryKey, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from '../../db/columns.ts';
import { memberRef } from '../accounts/accounts.table.ts';
import { deviceTypes, deviceRef } from '../devices/devices.table.ts';

export type FlashStep = { state: (typeof FLASH_STATES)[number]; at: string };

/**
 * A flashing application (刷机, DESIGN §8) and the steps it went through; staff move it one step at a
 * time with a conditional update, so two clicks at once move it once.
 */
export const flashApplications = pgTable(
  'flash_applications',
  {
    id: serialId(),
    memberId: memberRef(),
    state: varchar('state', { length: 10, enum: FLASH_STATES }).notNull().default('submitted'),
    contactName: varchar('contact_name', { length: 20 }).notNull(),
    contactMobile: varchar('contact_mobile', { length: 11 }).notNull(),
    provinceCode: varchar('province_code', { length: 6 }).notNull(),
    cityCode: varchar('city_code', { length: 6 }).notNull(),
    districtCode: varchar('district_code', { length: 6 }).notNull(),
    address: varchar('address', { length: 120 }).notNull(),
    note: text('note').notNull().default(''),
    reason: text('reason'),
    trackingNo: varchar('tracking_no', { length: 32 }),
    steps: jsonb('steps').$type<FlashStep[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('flash_applications_member_idx').on(t.memberId, t.id),
    index('flash_applications_state_idx').on(t.state, t.id),
  ],
);

/** Boxes of the member's fleet sent with an application. */
export const flashApplicationDevices = pgTable(
  'flash_application_devices',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => flashApplications.id),
    deviceId: deviceRef(),
  },
  (t) => [
    primaryKey({ columns: [t.applicationId, t.deviceId] }),
    index('flash_application_devices_device_idx').on(t.deviceId),
  ],
);

/** Boxes not on the platform yet, declared by model. */
export const flashApplicationModels = pgTable('flash_application_models', {
  id: serialId(),
  applicationId: integer('application_id')
    .notNull()
    .references(() => flashApplications.id),
  deviceTypeId: integer('device_type_id')
    .notNull()
    .references(() => deviceTypes.id),
  soc: varchar('soc', { length: 32 }).notNull(),
  boardRevision: varchar('board_revision', { length: 32 }).notNull(),
  storageGb: integer('storage_gb').notNull(),
  firmware: varchar('firmware', { length: 64 }).notNull(),
  quantity: integer('quantity').notNull(),
});

/** The boxes staff flashed for an application and provisioned (new SN and secret). */
export const flashBoxes = pgTable(
  'flash_boxes',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => flashApplications.id),
    deviceId: deviceRef(),
  },
  (t) => [primaryKey({ columns: [t.applicationId, t.deviceId] })],
);

import { pgTable, text } from 'drizzle-orm/pg-core';
import { timestamptz } from '../../db/columns.ts';

/**
 * WeChat's access_token and jsapi_ticket, kept for their lifetime so every replica signs with the
 * same ones (DESIGN §9): each new access_token fetched from WeChat cuts the previous one short, and
 * both calls have a small daily quota. One row per credential and app id (`access_token:wx…`).
 */
export const wechatCredentials = pgTable('wechat_credentials', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  /** WeChat's expires_in less a safety margin: a row past it is fetched again. */
  expiresAt: timestamptz('expires_at').notNull(),
});

import { bigint, index, integer, pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { serialId, timestamps, timestamptz } from '../../db/columns.ts';

/** Help guides (/help). `slug` ties a seeded guide to its file so reseeding never duplicates it. */
export const articles = pgTable(
  'articles',
  {
    id: serialId(),
    slug: varchar('slug', { length: 64 }).notNull(),
    title: varchar('title', { length: 128 }).notNull(),
    summary: varchar('summary', { length: 256 }).notNull(),
    content: text('content').notNull(),
    sort: integer('sort').notNull().default(0),
    status: varchar('status', { length: 16, enum: ['published', 'hidden'] })
      .notNull()
      .default('published'),
    ...timestamps(),
  },
  (t) => [uniqueIndex('articles_slug_uq').on(t.slug), index('articles_sort_idx').on(t.sort)],
);

/** Downloadable files: the flashing tutorial, ROM images and the Android app, with their digests. */
export const releases = pgTable(
  'releases',
  {
    id: serialId(),
    kind: varchar('kind', { length: 16, enum: ['tutorial', 'rom', 'android'] }).notNull(),
    name: varchar('name', { length: 128 }).notNull(),
    version: varchar('version', { length: 32 }).notNull(),
    /** File name under DATA_DIR/downloads, served at /downloads/<file>. */
    fileName: varchar('file_name', { length: 160 }).notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    sha256: varchar('sha256', { length: 64 }).notNull(),
    notes: text('notes').notNull().default(''),
    publishedAt: timestamptz('published_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('releases_kind_version_uq').on(t.kind, t.version)],
);

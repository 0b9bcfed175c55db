import { and, asc, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { articles, releases } from './content.table.ts';

export type ArticleRow = typeof articles.$inferSelect;
export type ReleaseRow = typeof releases.$inferSelect;

export async function listPublishedArticles(db: DbOrTx, page: number, pageSize: number) {
  const where = eq(articles.status, 'published');
  const [total] = await db.select({ n: count() }).from(articles).where(where);
  const rows = await db
    .select({
      id: articles.id,
      title: articles.title,
      summary: articles.summary,
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .where(where)
    .orderBy(asc(articles.sort), asc(articles.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { rows, total: total?.n ?? 0 };
}

export async function findPublishedArticle(db: DbOrTx, id: number): Promise<ArticleRow | undefined> {
  const [row] = await db
    .select()
    .from(articles)
    .where(and(eq(articles.id, id), eq(articles.status, 'published')))
    .limit(1);
  return row;
}

/** Inserts a seeded guide unless one with its slug exists (staff edits are never overwritten). */
export async function insertArticleIfMissing(
  db: DbOrTx,
  values: typeof articles.$inferInsert,
): Promise<void> {
  await db.insert(articles).values(values).onConflictDoNothing({ target: articles.slug });
}

export async function listReleases(db: DbOrTx, kinds: ReleaseRow['kind'][]): Promise<ReleaseRow[]> {
  const rows = await db.select().from(releases).orderBy(desc(releases.publishedAt), desc(releases.id));
  return rows.filter((r) => kinds.includes(r.kind));
}

export async function upsertRelease(db: DbOrTx, values: typeof releases.$inferInsert): Promise<void> {
  await db
    .insert(releases)
    .values(values)
    .onConflictDoUpdate({
      target: [releases.kind, releases.version],
      set: {
        name: values.name,
        fileName: values.fileName,
        size: values.size,
        sha256: values.sha256,
        notes: values.notes,
      },
    });
}

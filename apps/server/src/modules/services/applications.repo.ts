import { sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { firstRow, pageOfRows, type Paging } from '../../db/sql.ts';

/**
 * The reads both kinds of service application share (cooperation.repo.ts, flashing.repo.ts): one
 * application and a page of them, always joined to the member who applied (`m`), and filtered by that
 * member unless staff read them (`memberId` null).
 */

/** An application table (aliased `a`) and the columns one of its rows is read with. */
export type ApplicationSource = { table: PgTable; columns: SQL };

export type ApplicationFilter = { memberId: number | null; state?: string | undefined };

function fromApplications(source: ApplicationSource): SQL {
  return sql`select ${source.columns} from ${source.table} a join members m on m.id = a.member_id`;
}

export function findApplicationIn<T>(
  db: DbOrTx,
  source: ApplicationSource,
  id: number,
  memberId: number | null,
): Promise<T | undefined> {
  return firstRow<T>(
    db,
    sql`${fromApplications(source)}
         where a.id = ${id} ${memberId === null ? sql`` : sql`and a.member_id = ${memberId}`}`,
  );
}

/** A page of applications, newest first, and how many match in all. */
export async function listApplicationsIn<T>(
  db: DbOrTx,
  source: ApplicationSource,
  filter: ApplicationFilter,
  paging: Paging,
): Promise<{ rows: T[]; total: number }> {
  const where = sql.join(
    [
      sql`true`,
      ...(filter.memberId === null ? [] : [sql`a.member_id = ${filter.memberId}`]),
      ...(filter.state ? [sql`a.state = ${filter.state}`] : []),
    ],
    sql` and `,
  );
  return pageOfRows<T>(
    db,
    {
      select: sql`${fromApplications(source)} where ${where} order by a.id desc`,
      from: sql`${source.table} a where ${where}`,
    },
    paging,
  );
}

import path from 'node:path';
import { loadConfig } from '../config.ts';
import { openDatabase, type Database } from '../db/client.ts';

/**
 * The database the server would use with this environment (DATABASE_URL, else PGlite under
 * DATA_DIR), migrated: the commands below work on the same data as a running console. PGlite allows
 * one process at a time, so with the embedded database stop the server first.
 */
export async function openConfiguredDatabase(): Promise<Database> {
  const config = loadConfig();
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl, poolSize: 2 }
      : { kind: 'pglite', dataDir: path.join(config.dataDir, 'pglite') },
  );
  await database.migrate();
  return database;
}

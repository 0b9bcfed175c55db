import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server, found by walking up from this file: the same from src/ (tests, tsx) and from the
 * bundled dist/main.js, so migrations and content files are located without configuration.
 */
export function serverRoot(): string {
  let dir = path.dirname(fileURLToPath(import.meta.url));
  for (let i = 0; i < 5; i++) {
    if (fs.existsSync(path.join(dir, 'drizzle', 'meta', '_journal.json'))) return dir;
    dir = path.dirname(dir);
  }
  throw new Error('apps/server root not found (no drizzle/meta/_journal.json above this file)');
}

import { defineConfig } from 'vitest/config';

// `npm test` runs every project that needs no browser; e2e has its own command.
export default defineConfig({
  test: { projects: ['packages/contract', 'apps/server', 'apps/web'] },
});

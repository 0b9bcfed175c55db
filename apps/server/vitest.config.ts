import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Files run in parallel, each on its own database; argon2 and PGlite make single tests slowish.
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'server',
    include: ['src/**/*.test.ts'],
    globalSetup: ['test/global-setup.ts'],
    // Files run in parallel, each on its own database; argon2 and PGlite make single tests slowish.
    testTimeout: 30_000,
    // Files share one module graph per worker: each builds its own app on its own database, and no
    // server test mocks a module, so importing the server (and compiling PGlite's wasm) once instead
    // of once a file halves the suite (2026-11-27: 13 files 62 s → 31 s).
    isolate: false,
    hookTimeout: 60_000,
  },
});

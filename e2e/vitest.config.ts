import path from 'node:path';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The walk reads the web app's route table, whose modules import each other by '@/…'.
  resolve: { alias: { '@': path.resolve(import.meta.dirname, '../apps/web/src') } },
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['global-setup.ts'],
    // One browser, one server: files run one after another.
    fileParallelism: false,
    // The walk's concurrent tests: two browser pages at a time on a 2-core machine.
    maxConcurrency: 2,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

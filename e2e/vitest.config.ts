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
    // The walk's concurrent tests: four browser pages at a time. A visit mostly waits for the page to
    // settle (QUIET_MS + STABLE_MS), so four share two cores well: the walk took 315 s with two at a
    // time, 210 s with four; with eight the machine saturated and walks ran past their timeout.
    maxConcurrency: 4,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});

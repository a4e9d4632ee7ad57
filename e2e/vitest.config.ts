import { defineConfig } from 'vitest/config';

/** Browser journeys: one built server for the run, Chromium per file. */
export default defineConfig({
  test: {
    name: 'e2e',
    include: ['tests/**/*.e2e.ts'],
    globalSetup: ['./support/globalSetup.ts'],
    setupFiles: ['./support/setup.ts'],
    // The longest journeys (a lecturer and a student on one meeting, a PDF) near a minute on a
    // loaded 2-core CI machine.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    // The journeys share one server; files run one after another to keep them independent.
    fileParallelism: false,
  },
});

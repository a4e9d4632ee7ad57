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
    // Two workers, each with a browser and a product of its own (support/globalSetup.ts): the
    // files of one worker run one after another on its server, so journeys stay independent.
    maxWorkers: 2,
    // A page under two workers' load can take seconds to show what a journey polls for.
    expect: { poll: { timeout: 10_000 } },
  },
});

import { defineConfig } from 'vitest/config';

const shared = {
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  // Each file starts a server on a database of its own (a copy of the seeded template).
  testTimeout: 30_000,
  hookTimeout: 120_000,
  // One module graph per worker instead of per file: importing the server (Fastify, pg-boss,
  // the S3 client, the contract) again for each file was ~2.8 s a file. State lives in each
  // file's AppContext (module-level maps are keyed by it); spies are put back after each test.
  isolate: false,
  restoreMocks: true,
};

/** The suite runs on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    // Two files at a time: a file spends much of its time waiting on its database (PostgreSQL's
    // own processes, PGlite's startup), and Vitest's default on 2 cores is one.
    maxWorkers: 3,
    projects: [
      {
        test: {
          ...shared,
          name: 'server (PGlite)',
          env: { KAMPUS_TEST_DB: 'pglite' },
          globalSetup: ['test/cetakan-pglite.setup.ts'],
        },
      },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                ...shared,
                name: 'server (PostgreSQL)',
                env: { KAMPUS_TEST_DB: 'postgres' },
                globalSetup: ['test/cetakan-postgres.setup.ts'],
              },
            },
          ]
        : []),
    ],
  },
});

import { defineConfig } from 'vitest/config';

const shared = {
  include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
  // Each file opens and seeds its own database.
  testTimeout: 30_000,
  hookTimeout: 120_000,
};

/** The suite runs on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set. */
export default defineConfig({
  test: {
    projects: [
      { test: { ...shared, name: 'server (PGlite)', env: { KAMPUS_TEST_DB: 'pglite' } } },
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: { ...shared, name: 'server (PostgreSQL)', env: { KAMPUS_TEST_DB: 'postgres' } },
            },
          ]
        : []),
    ],
  },
});

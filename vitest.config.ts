import { defineConfig } from 'vitest/config';

const apiTests = ['apps/api/**/*.test.ts'];
const postgres = process.env.TEST_DATABASE_URL;

// API tests run on SQLite, and again on PostgreSQL when TEST_DATABASE_URL is set (CI sets it).
export default defineConfig({
  test: {
    projects: [
      { extends: true, test: { name: 'shared', include: ['packages/shared/**/*.test.ts'], environment: 'node' } },
      { extends: true, test: { name: 'scripts', include: ['scripts/**/*.test.mjs'], environment: 'node' } },
      { extends: true, test: { name: 'api-sqlite', include: apiTests, env: { TEST_DB: 'sqlite' } } },
      ...(postgres ? [{ extends: true, test: { name: 'api-postgres', include: apiTests, env: { TEST_DB: 'postgres' } } }] : []),
      {
        extends: true,
        test: { name: 'web', include: ['apps/storefront/**/*.test.{ts,tsx}', 'apps/admin/**/*.test.{ts,tsx}'], environment: 'node' },
      },
    ],
    // Two files at a time (vitest's default here is cores - 1 = 1): these tests mostly wait on
    // databases and sockets, and each file has its own database and Redis prefix. 380 s became 261 s.
    maxWorkers: 2,
    testTimeout: 20_000,
    hookTimeout: 30_000,
  },
});

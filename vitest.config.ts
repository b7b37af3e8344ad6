import { defineConfig } from 'vitest/config';

/**
 * One test command for the whole repository: `npm test` runs every project below.
 * Browser journeys (e2e) start the real server and drive Debian's Chromium.
 */
export default defineConfig({
  test: {
    // One worker per core (the default leaves one core idle): most files wait on a database or a browser.
    maxWorkers: '100%',
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      { test: { name: 'fair', root: 'packages/fair', include: ['src/**/*.test.ts'] } },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
          // Builds the migrated and seeded embedded database once; each file loads its own copy.
          globalSetup: ['./test/support/global-setup.ts'],
          // A worker keeps the modules it loaded from one file to the next: loading the server's module graph
          // took about half of each file's time. Files share no state through them: each builds its own app and
          // database, and closes them.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      'apps/web/vitest.config.ts',
      { test: { name: 'tooling', root: '.', include: ['scripts/**/*.test.ts'], testTimeout: 30_000 } },
      // Pure helpers of the benchmarks (the benchmarks themselves run with npm run bench:*).
      { test: { name: 'bench', root: 'bench', include: ['**/*.test.ts'] } },
      {
        test: {
          name: 'e2e',
          root: 'e2e',
          include: ['tests/**/*.test.ts'],
          globalSetup: ['./global-setup.ts'],
          // Files the journeys attach to their results (screenshots of each step), outside git.
          attachmentsDir: '.artifacts/attachments',
          // Room for a busy machine (a journey took 72 s with another one beside it); the limit only stops a hang.
          testTimeout: 180_000,
          hookTimeout: 180_000,
          // Waits for what a page shows: 5 s by default, too short for a full page load and its API calls on a
          // busy machine (a header balance took longer once, with another journey beside it).
          expect: { poll: { timeout: 15_000 } },
          // After the other projects (a group of their own). Each worker has a server and database of its own
          // (global-setup.ts, support/provided.ts): some journeys switch site-wide settings (maintenance,
          // languages, captcha) that a journey on the same server would see. One worker: two at a time ran the
          // journeys in 11 min instead of 15.7 on two cores, but a registration and a header balance each ran
          // past their waits once under that load; a machine with more cores can raise it.
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});

import { defineConfig } from 'vitest/config';

// Three projects: `unit` needs nothing running (modules that need a server start their own in-process on a free
// port); `deploy` builds, installs and loads what `firebase deploy` would upload; `backend` runs the backend suites (tests/backend) and the Chromium suites (tests/browser) against the
// whole local backend, started once by its global setup on test ports and shared by both, one file at a time.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{contract,functions,emulators,web}/{src,test-support}/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        // What `firebase deploy` would upload and publish, built, installed and loaded as Google's build would.
        test: {
          name: 'deploy',
          environment: 'node',
          include: ['tests/deploy/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
      {
        test: {
          name: 'backend',
          environment: 'node',
          include: ['tests/{backend,browser}/**/*.test.ts'],
          globalSetup: ['tests/backend/global-setup.ts'],
          setupFiles: ['tests/backend/support/environment.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // What these suites wait for crosses processes (a write, its trigger in the Functions emulator, the
          // listener in the browser): on a busy machine that takes longer than `expect.poll`'s 1 s default.
          expect: { poll: { timeout: 10_000 } },
          fileParallelism: false,
        },
      },
    ],
  },
});

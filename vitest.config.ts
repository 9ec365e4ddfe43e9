import { defineConfig } from 'vitest/config';

// Two projects: `unit` needs nothing running (modules that need a server start their own in-process on a free
// port); `backend` runs the backend suites (tests/backend) and the Chromium suites (tests/browser) against the
// whole local backend, started once by its global setup on test ports and shared by both, one file at a time.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: ['{contract,functions,emulators,web}/src/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
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

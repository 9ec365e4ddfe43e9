import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

// The unit tests: beside the code they test, in every workspace. Component tests (.tsx) name their environment,
// happy-dom, in a `// @vitest-environment happy-dom` docblock.
const projectRoot = fileURLToPath(new URL('.', import.meta.url));
const unitTestFolders = ['contract', 'functions', 'emulators', 'web']
  .flatMap((workspace) => ['src', 'test-support'].map((folder) => `${workspace}/${folder}`))
  .filter((folder) => existsSync(`${projectRoot}${folder}`));
const unitTestFiles = unitTestFolders.flatMap((folder) =>
  readdirSync(`${projectRoot}${folder}`, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.test\.tsx?$/.test(name))
    .map((name) => `${folder}/${name}`),
);
// A file that replaces a module (vi.mock) needs a module graph of its own: in a shared one the module may already
// be loaded as it is, or stay replaced for the files after it. Found by reading the files, so that a new one can
// never land in the shared graph.
const moduleReplacingTests = unitTestFiles.filter((file) =>
  /\bvi\.(do)?[mM]ock\(/.test(readFileSync(`${projectRoot}${file}`, 'utf8')),
);
const sharedModuleTests = unitTestFiles.filter((file) => !moduleReplacingTests.includes(file));
// `npm test` runs these beside the backend and browser suites, which keep both cores busy: the heaviest unit tests
// (thousands of trigger deliveries through the database stand-in) take several times longer there than alone.
const unitTest = { environment: 'node', testTimeout: 90_000, hookTimeout: 90_000, pool: 'threads' } as const;

// The suites that run against a whole local backend: it is started once per project by its global setup, on test
// ports of its own, and its files run one at a time because they share its data.
const againstLocalBackend: TestProjectInlineConfiguration['test'] = {
  environment: 'node',
  setupFiles: ['tests/backend/support/environment.ts'],
  // `npm test` runs the two of them and the checks side by side on the same two cores: a test's bound is twice
  // what it would need alone.
  testTimeout: 120_000,
  hookTimeout: 240_000,
  // What these suites wait for crosses processes (a write, its trigger in the Functions emulator, the listener in
  // the browser): on a busy machine that takes longer than `expect.poll`'s 1 s default.
  expect: { poll: { timeout: 10_000 } },
  fileParallelism: false,
  // One worker process for every file (no isolation): each file loading the SDKs in a fresh process cost a tenth of
  // the backend suites' CPU time, and no file mocks a module or keeps state in one that another reads.
  isolate: false,
};

// Five projects, run by `npm test` in three streams (scripts/test.mjs): `unit` and `unit-isolated` need nothing
// running (modules that need a server start their own in-process on a free port) and `deploy` builds, installs and
// loads what `firebase deploy` would upload, after the typecheck; beside them, `backend` (tests/backend) and
// `browser` (Chromium, tests/browser), each with a local backend of its own.
export default defineConfig({
  test: {
    projects: [
      {
        // One worker thread loads each module once for all these files (no isolation): with a fresh module graph
        // per file the unit tests take twice the CPU time.
        test: { ...unitTest, name: 'unit', include: sharedModuleTests, isolate: false },
      },
      {
        test: { ...unitTest, name: 'unit-isolated', include: moduleReplacingTests },
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
          ...againstLocalBackend,
          name: 'backend',
          include: ['tests/backend/**/*.test.ts'],
          globalSetup: ['tests/backend/global-setup.ts'],
        },
      },
      {
        test: {
          ...againstLocalBackend,
          name: 'browser',
          include: ['tests/browser/**/*.test.ts'],
          globalSetup: ['tests/browser/global-setup.ts'],
        },
      },
    ],
  },
});

// `npm test`: installs what is missing, then runs three streams at once and ends with one line of totals:
// - checks: typecheck, lint, then the unit and deploy projects (they need nothing running);
// - backend: the backend suites against a local backend of their own;
// - browser: the Chromium suites against another, with the production console.
// Each stream's lines carry its name.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureInstalled, installedFunctionsNode, projectRoot } from './ensure-installed.mjs';

// `npm run typecheck` names the projects; each is run here on its own, so that its time and failure show.
const typecheckScript = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')).scripts.typecheck;
const typecheckProjects = [...typecheckScript.matchAll(/tsc -p (\S+)/g)].map((match) => match[1]);
const resultsFolder = join(projectRoot, '.runtime', 'test-results');
const tsc = join(projectRoot, 'node_modules', 'typescript', 'bin', 'tsc');
const biome = join(projectRoot, 'node_modules', '@biomejs', 'biome', 'bin', 'biome');
const vitest = join(projectRoot, 'node_modules', 'vitest', 'vitest.mjs');

function prefixed(stream, label, output) {
  createInterface({ input: stream }).on('line', (line) => output.write(`${label} ${line}\n`));
}

function run(stream, label, args) {
  const startedAt = Date.now();
  const prefix = `[${stream}]`.padEnd(10);
  console.log(`${prefix} ▶ ${label}`);
  return new Promise((resolve) => {
    const child = spawn(testNode, args, {
      cwd: projectRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: testEnvironment,
    });
    prefixed(child.stdout, prefix, process.stdout);
    prefixed(child.stderr, prefix, process.stderr);
    child.on('close', (code) => {
      const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
      console.log(`${prefix} ${code === 0 ? '✔' : '✘'} ${label} (${seconds} s)`);
      resolve(code === 0);
    });
  });
}

function vitestRun(stream, projects) {
  const resultsFile = join(resultsFolder, `${stream}.json`);
  rmSync(resultsFile, { force: true });
  return {
    resultsFile,
    args: [
      vitest,
      'run',
      ...projects.flatMap((project) => ['--project', project]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${resultsFile}`,
    ],
  };
}

function totalsOf(resultsFile) {
  if (!existsSync(resultsFile)) return undefined;
  const report = JSON.parse(readFileSync(resultsFile, 'utf8'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    failedFiles: report.testResults
      // A suite failed outside its tests (an import, a hook before or after them), every test of it passing.
      .filter(
        (file) => file.status === 'failed' && file.assertionResults.every((test) => test.status !== 'failed'),
      )
      .map((file) => file.name),
  };
}

const streams = [
  {
    name: 'checks',
    steps: [
      ...typecheckProjects.map((project) => ({
        label: `Typecheck ${project}`,
        args: [tsc, '-p', project],
      })),
      { label: 'Lint and format (Biome)', args: [biome, 'check', '.'] },
      { label: 'Tests: unit and deploy', ...vitestRun('checks', ['unit', 'unit-isolated', 'deploy']) },
    ],
  },
  { name: 'backend', steps: [{ label: 'Tests: backend suites', ...vitestRun('backend', ['backend']) }] },
  { name: 'browser', steps: [{ label: 'Tests: browser suites', ...vitestRun('browser', ['browser']) }] },
];

// A stream goes on after a failed step, so that one run shows every failure.
async function runStream(stream) {
  const failed = [];
  for (const step of stream.steps) {
    if (!(await run(stream.name, step.label, step.args))) failed.push(step.label);
  }
  return failed;
}

const startedAt = Date.now();
ensureInstalled();
// Every step runs on the Node.js 24 the project installs for the functions (the runtime firebase.json deploys), where
// there is one for this platform: the functions' code is tested on the runtime it runs on. The test processes share the compile cache of firebase-tools' (emulators/src/launcher/firebase-tools.ts): vitest,
// TypeScript and the SDKs are compiled once.
const testNode = installedFunctionsNode() ?? process.execPath;
const testEnvironment = {
  ...process.env,
  NODE_COMPILE_CACHE: join(projectRoot, '.runtime', 'node-compile-cache'),
};
ensureChromium();
mkdirSync(resultsFolder, { recursive: true });

const failedSteps = (await Promise.all(streams.map(runStream))).flat();
const results = streams.flatMap((stream) => stream.steps.filter((step) => step.resultsFile));
const totals = results.map((step) => totalsOf(step.resultsFile) ?? { missing: step.label });

const minutes = ((Date.now() - startedAt) / 60000).toFixed(1);
console.log(`\nnpm test took ${minutes} min.`);
const missing = totals.filter((total) => total.missing).map((total) => total.missing);
if (missing.length > 0) console.log(`No results from: ${missing.join(', ')}`);
const failedFiles = totals.flatMap((total) => total.failedFiles ?? []);
if (failedFiles.length > 0) console.log(`Suites that failed outside their tests: ${failedFiles.join(', ')}`);
if (failedSteps.length > 0) console.log(`Failed: ${failedSteps.join(', ')}`);
const sum = (key) => totals.reduce((total, part) => total + (part[key] ?? 0), 0);
const failed = sum('failed') + failedFiles.length;
const skipped = sum('skipped');
console.log(`${sum('passed')} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedSteps.length > 0 || missing.length > 0 ? 1 : 0);

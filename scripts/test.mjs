// `npm test`: installs what is missing, then typecheck, lint and every test suite. Ends with one line of totals.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureInstalled, projectRoot } from './ensure-installed.mjs';

// `npm run typecheck` names the projects; each is run here on its own, so that its time and failure show.
const typecheckScript = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')).scripts.typecheck;
const typecheckProjects = [...typecheckScript.matchAll(/tsc -p (\S+)/g)].map((match) => match[1]);
const resultsFile = join(projectRoot, '.runtime', 'test-results', 'vitest.json');

function run(label, command, args) {
  const startedAt = Date.now();
  console.log(`\n▶ ${label}`);
  const result = spawnSync(command, args, { cwd: projectRoot, stdio: 'inherit' });
  const seconds = ((Date.now() - startedAt) / 1000).toFixed(1);
  const ok = result.status === 0;
  console.log(`${ok ? '✔' : '✘'} ${label} (${seconds} s)`);
  return ok;
}

function testTotals() {
  if (!existsSync(resultsFile)) return undefined;
  const report = JSON.parse(readFileSync(resultsFile, 'utf8'));
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests,
    skipped: report.numPendingTests + report.numTodoTests,
    failedFiles: report.testResults.filter(
      (file) => file.status === 'failed' && file.assertionResults.length === 0,
    ),
  };
}

const startedAt = Date.now();
ensureInstalled();
ensureChromium();

const failedSteps = [];
const tsc = join(projectRoot, 'node_modules', 'typescript', 'bin', 'tsc');
for (const project of typecheckProjects) {
  if (!run(`Typecheck ${project}`, process.execPath, [tsc, '-p', project]))
    failedSteps.push(`typecheck ${project}`);
}
const biome = join(projectRoot, 'node_modules', '@biomejs', 'biome', 'bin', 'biome');
if (!run('Lint and format (Biome)', process.execPath, [biome, 'check', '.'])) failedSteps.push('lint');

rmSync(resultsFile, { force: true });
mkdirSync(join(projectRoot, '.runtime', 'test-results'), { recursive: true });
const vitest = join(projectRoot, 'node_modules', 'vitest', 'vitest.mjs');
const testsPassed = run('Tests (vitest: unit, then the local backend suites)', process.execPath, [
  vitest,
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${resultsFile}`,
]);
if (!testsPassed) failedSteps.push('tests');

const totals = testTotals();
const minutes = ((Date.now() - startedAt) / 60000).toFixed(1);
console.log(`\nnpm test took ${minutes} min.`);
if (totals?.failedFiles.length) {
  console.log(
    `Suites that failed before running their tests: ${totals.failedFiles.map((file) => file.name).join(', ')}`,
  );
}
if (failedSteps.length > 0) console.log(`Failed: ${failedSteps.join(', ')}`);
const failed = (totals?.failed ?? 0) + (totals?.failedFiles.length ?? 0);
console.log(
  `${totals?.passed ?? 0} passed, ${failed} failed${totals?.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(failedSteps.length > 0 ? 1 : 0);

import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { parseArgs } from 'node:util';
import { startIsolatedBackend } from '../emulators/src/launcher/isolated-backend.ts';
import { projectFile } from '../emulators/src/launcher/project.ts';
import { bulkOperationsReport, measureBulkOperations } from './bulk-operations.ts';
import { bundleReport, measureBundle } from './bundle-size.ts';
import { callableLatencyReport, measureCallableLatency } from './callable-latency.ts';
import { measureColdLoad } from './functions-cold-load.ts';
import { measureUsersScreen, usersScreenReport } from './users-screen.ts';

// `npm run bench`: every benchmark against one local backend of its own, then docs/benchmarks.md.
const { values } = parseArgs({ options: { output: { type: 'string', default: 'docs/benchmarks.md' } } });

function machine(): string {
  const processors = cpus();
  return `${processors.length} × ${processors[0]?.model.trim() ?? 'unknown processor'}, ${Math.round(totalmem() / 1024 ** 3)} GiB memory, Node ${process.version}, ${process.platform}`;
}

const startedAt = new Date();
console.info('Starting a local backend for the benchmarks…');
const isolated = await startIsolatedBackend('bench');
try {
  console.info('3. Bundle');
  const bundle = bundleReport(measureBundle(isolated.consoleFolder));
  console.info('4. Functions');
  const coldLoad = measureColdLoad(isolated.functionsFolder);
  const functions = callableLatencyReport(await measureCallableLatency(isolated), coldLoad);
  console.info('1. Bulk operations');
  const bulk = bulkOperationsReport(await measureBulkOperations(isolated));
  console.info('2. Users screen');
  const usersScreen = usersScreenReport([
    await measureUsersScreen(isolated, 1_000),
    await measureUsersScreen(isolated, 10_000),
  ]);
  const report = [
    '# Benchmarks',
    '',
    `Measured by \`npm run bench\` on ${startedAt.toISOString().slice(0, 10)}: ${machine()}. Every figure comes from
one run against the local backend (the Realtime Database stand-in, the Firestore, Auth and Functions emulators),
so absolute times are those of this machine; each comparison runs both sides in the same run.`,
    '',
    bulk,
    '',
    usersScreen,
    '',
    bundle,
    '',
    functions,
    '',
  ].join('\n');
  const output = projectFile(values.output);
  mkdirSync(projectFile('docs'), { recursive: true });
  writeFileSync(output, report);
  console.info(report);
  console.info(`Written to ${values.output}`);
} finally {
  await isolated.stop();
}

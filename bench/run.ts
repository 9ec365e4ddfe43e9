import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { startIsolatedBackendWithConsole } from '@management-center/emulators/launcher/isolated-backend';
import { projectFile } from '@management-center/emulators/launcher/project';
import { backendStartupReport, measureBackendStartup } from './backend-startup.ts';
import { bulkOperationsReport, measureBulkOperations } from './bulk-operations.ts';
import { bundleReport, measureBundle } from './bundle-size.ts';
import { callableLatencyReport, measureCallableLatency } from './callable-latency.ts';
import { measureColdLoad } from './functions-cold-load.ts';
import { listExportReport, measureListExport } from './list-export.ts';
import { measureMediaLibrary, mediaLibraryReport } from './media-library.ts';
import { measurePhoneLoad, phoneLoadReport } from './phone-load.ts';
import { measureRtdbScale, rtdbScaleReport } from './rtdb-scale.ts';
import {
  measureBusyApp,
  measureOpenHome,
  measureScreenCost,
  screenCostReport,
  screenCostRow,
} from './screen-cost.ts';
import { measureTriggerThroughput, triggerThroughputReport } from './trigger-throughput.ts';

// `npm run bench`: every benchmark against one local backend of its own, then docs/benchmarks.md.
// `--only bundle,functions` runs some of them (while working on one); the committed figures come from a full run.
const { values } = parseArgs({
  options: {
    output: { type: 'string', default: 'docs/benchmarks.md' },
    only: { type: 'string', default: 'bulk,bundle,phone,functions,cost,export,media,rtdb,triggers,startup' },
    // The sizes of section 8; the largest also gets the busy-app run.
    'cost-sizes': { type: 'string', default: '2000,200000,1000000' },
    // The users of section 9's export.
    'export-users': { type: 'string', default: '100000' },
  },
});
const chosen = new Set(values.only.split(','));

function machine(): string {
  const processors = cpus();
  return `${processors.length} × ${processors[0]?.model.trim() ?? 'unknown processor'}, ${Math.round(totalmem() / 1024 ** 3)} GiB memory, Node ${process.version}, ${process.platform}`;
}

const startedAt = new Date();
const backendSections = ['bulk', 'bundle', 'functions', 'cost', 'export', 'phone', 'media'].filter((name) =>
  chosen.has(name),
);

async function measureAgainstBackend(): Promise<string[]> {
  const sections: string[] = [];
  if (backendSections.length === 0) return sections;
  console.info('Starting a local backend for the benchmarks…');
  const isolated = await startIsolatedBackendWithConsole('bench');
  // firebase-admin finds the Auth and Firestore emulators through these, as the test workers do.
  Object.assign(process.env, isolated.backend.environment);
  try {
    if (chosen.has('bulk')) {
      console.info('1. Bulk operations');
      sections.push(bulkOperationsReport(await measureBulkOperations(isolated)));
    }
    if (chosen.has('bundle')) {
      console.info('3. Bundle');
      sections.push(bundleReport(measureBundle(isolated.consoleFolder)));
    }
    if (chosen.has('functions')) {
      console.info('4. Functions');
      const coldLoad = measureColdLoad(isolated.functionsFolder);
      sections.push(callableLatencyReport(await measureCallableLatency(isolated), coldLoad));
    }
    if (chosen.has('cost')) {
      console.info('8. Cost per screen');
      const sizes = values['cost-sizes'].split(',').map(Number);
      const figures = [];
      for (const users of sizes) {
        console.info(`   ${users.toLocaleString('en-US')} users`);
        const figure = await measureScreenCost(isolated, users);
        console.info(screenCostRow(figure));
        figures.push(figure);
      }
      const largest = sizes[sizes.length - 1];
      // The busy app first: its check of the figures counts on the users' feedback as loaded.
      const busy = largest === undefined ? undefined : await measureBusyApp(isolated, largest);
      const openHome = [];
      if (largest !== undefined) {
        for (const writesPerSecond of [20, 200]) {
          openHome.push(await measureOpenHome(isolated, largest, { writesPerSecond }));
        }
      }
      sections.push(screenCostReport(figures, busy, openHome));
    }
    if (chosen.has('export')) {
      console.info('9. Export');
      sections.push(listExportReport(await measureListExport(isolated, Number(values['export-users']))));
    }
    if (chosen.has('phone')) {
      console.info('10. First load on a phone');
      sections.push(phoneLoadReport(await measurePhoneLoad(isolated)));
    }
    if (chosen.has('media')) {
      console.info('11. Media Library');
      sections.push(mediaLibraryReport(await measureMediaLibrary(isolated)));
    }
  } finally {
    await isolated.stop();
  }
  return sections;
}

const sections = await measureAgainstBackend();
// After the backend stopped: the stand-in's own processes need the machine to themselves for their timings.
if (chosen.has('rtdb')) {
  console.info('5. Realtime Database stand-in at scale');
  sections.push(rtdbScaleReport(measureRtdbScale()));
}
// Each starts backends of its own, and `startup` npm start on the project's ports: none may run beside another.
if (chosen.has('triggers')) {
  console.info('6. Database trigger delivery');
  sections.push(triggerThroughputReport(await measureTriggerThroughput()));
}
if (chosen.has('startup')) {
  console.info('7. Local backend start-up');
  sections.push(backendStartupReport(await measureBackendStartup()));
}
const report = [
  '# Benchmarks',
  '',
  `Measured by \`npm run bench\` on ${startedAt.toISOString().slice(0, 10)}: ${machine()}. Every figure comes from
one run against the local backend (the Realtime Database stand-in, the Firestore, Auth and Functions emulators),
so absolute times are those of this machine; each comparison runs both sides in the same run.`,
  ...sections.flatMap((section) => ['', section]),
  '',
].join('\n');
const output = projectFile(values.output);
mkdirSync(dirname(output), { recursive: true });
writeFileSync(output, report);
console.info(report);
console.info(`Written to ${values.output}`);
// A client of the local backend can keep the event loop alive after its last call (seen after `--only bulk`, with
// nothing left open but timers); the report is written, so the run ends here rather than waiting on them.
process.exit(0);

// `npm run bench`: installs what is missing, then runs the benchmarks and writes docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { ensureChromium } from './ensure-chromium.mjs';
import { ensureInstalled, projectRoot } from './ensure-installed.mjs';

ensureInstalled();
ensureChromium();
const result = spawnSync(
  process.execPath,
  // The local backend's database lives in this process: a million users with their read models need some 15 GB.
  [
    '--max-old-space-size=20480',
    '--import',
    'tsx',
    join(projectRoot, 'bench/run.ts'),
    ...process.argv.slice(2),
  ],
  { cwd: projectRoot, stdio: 'inherit' },
);
process.exit(result.status ?? 1);

import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { functionsNodeBinary } from '@management-center/emulators/launcher/functions-node';
import { median } from './statistics.ts';

const loads = 9;

export interface ColdLoadFigures {
  samples: number;
  medianMs: number;
  minMs: number;
  maxMs: number;
}

// Each load in a new process of the deployed runtime's Node.js, as a new function instance starts: the module graph
// is never cached.
function loadOnceMs(bundle: string): number {
  const script = `const start = performance.now();
await import(${JSON.stringify(bundle)});
process.stdout.write(String(performance.now() - start));
process.exit(0);`;
  const result = spawnSync(functionsNodeBinary(), ['--input-type=module', '-e', script], {
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`Loading the functions bundle failed: ${result.stderr}`);
  return Number(result.stdout);
}

export function measureColdLoad(functionsFolder: string): ColdLoadFigures {
  const bundle = join(functionsFolder, 'index.js');
  const durations = Array.from({ length: loads }, () => loadOnceMs(bundle));
  return {
    samples: loads,
    medianMs: median(durations),
    minMs: Math.min(...durations),
    maxMs: Math.max(...durations),
  };
}

import { spawnSync } from 'node:child_process';
import { projectFile } from './project.ts';

export function buildFunctions(): void {
  const result = spawnSync(process.execPath, ['build.mjs'], {
    cwd: projectFile('functions'),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('Building the functions failed');
}

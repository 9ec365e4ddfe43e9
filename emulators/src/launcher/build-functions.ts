import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { projectFile } from './project.ts';

const projectFunctionsSource = 'functions';

function runBuild(outfile: string): void {
  const result = spawnSync(process.execPath, ['build.mjs', '--outfile', outfile], {
    cwd: projectFile(projectFunctionsSource),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('Building the functions failed');
}

// Builds functions/lib, the codebase firebase.json names and `npm start` serves (and reloads on rebuilds).
export function buildFunctions(): string {
  runBuild(projectFile('functions/lib/index.js'));
  return projectFunctionsSource;
}

// A separate codebase folder under .runtime/ for one backend: parallel test runs and a running `npm start`
// each load their own build. Module resolution walks up to the project's node_modules from there.
export function buildFunctionsInto(folder: string): string {
  const directory = projectFile(folder);
  mkdirSync(join(directory, 'lib'), { recursive: true });
  runBuild(join(directory, 'lib', 'index.js'));
  copyFileSync(projectFile('functions/package.json'), join(directory, 'package.json'));
  return folder;
}

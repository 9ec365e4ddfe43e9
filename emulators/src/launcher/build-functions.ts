import { spawnSync } from 'node:child_process';
import { projectFile } from './project.ts';

// The local backend resolves the functions' packages from the workspace: it needs no lock file of the upload.
function runBuild(outdir: string): void {
  const result = spawnSync(process.execPath, ['build.mjs', '--outdir', outdir, '--without-lockfile'], {
    cwd: projectFile('functions'),
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('Building the functions failed');
}

// Builds functions/dist, the codebase firebase.json names and `npm start` serves.
export function buildFunctions(): string {
  const source = 'functions/dist';
  runBuild(projectFile(source));
  return source;
}

// A separate codebase folder under .runtime/ for one backend: parallel test runs and a running `npm start`
// each load their own build. Module resolution walks up to the project's node_modules from there.
export function buildFunctionsInto(folder: string): string {
  runBuild(projectFile(folder));
  return folder;
}

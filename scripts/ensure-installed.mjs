// Installs the project's packages when they are missing or older than the lock file. Runs before anything
// else in `npm start` and `npm test`, so it may use nothing but Node itself.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const workspaces = ['contract', 'functions', 'web', 'emulators'];

function modifiedAt(file) {
  return existsSync(file) ? statSync(file).mtimeMs : undefined;
}

function requireNodeVersion() {
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < 20 || (major === 20 && minor < 19)) {
    console.error(`Node.js 20.19 or newer is needed; this is ${process.versions.node}.`);
    process.exit(1);
  }
}

function run(command, args) {
  console.log(`> ${command} ${args.join(' ')}`);
  const result = spawnSync(command, args, { cwd: projectRoot, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

export function ensureInstalled() {
  requireNodeVersion();
  // npm writes node_modules/.package-lock.json on every install: it tells when the packages last changed.
  const installedAt = modifiedAt(join(projectRoot, 'node_modules', '.package-lock.json'));
  if (installedAt === undefined) {
    run('npm', ['ci', '--no-audit', '--no-fund']);
    return;
  }
  const manifests = [
    'package-lock.json',
    'package.json',
    ...workspaces.map((name) => join(name, 'package.json')),
  ];
  const stale = manifests.some((file) => (modifiedAt(join(projectRoot, file)) ?? 0) > installedAt);
  if (stale) run('npm', ['install', '--no-audit', '--no-fund']);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureInstalled();

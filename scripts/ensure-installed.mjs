// Installs the project's packages when they are missing or older than their lock file. Runs before anything
// else in `npm start` and `npm test`, so it may use nothing but Node itself.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..');

// Each is installed on its own from its own lock file. The functions' Node.js is not a workspace: its package links
// a `node` command, which in the workspace would replace the host's Node.js in every npm script.
const installations = [
  {
    folder: projectRoot,
    manifests: [
      'package-lock.json',
      'package.json',
      ...['contract', 'functions', 'web', 'emulators'].map((workspace) => join(workspace, 'package.json')),
    ],
  },
  {
    folder: join(projectRoot, 'emulators', 'functions-node'),
    manifests: ['package-lock.json', 'package.json'],
  },
];

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

function run(folder, command, args) {
  console.log(`> ${command} ${args.join(' ')}${folder === projectRoot ? '' : ` (in ${folder})`}`);
  const result = spawnSync(command, args, { cwd: folder, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// The lock file pins every package by its checksum: a package already in npm's cache is taken from there without a
// request to the registry to revalidate it, and one that is not is downloaded as usual.
const installFlags = ['--no-audit', '--no-fund', '--prefer-offline'];

function ensureInstallation({ folder, manifests }) {
  // npm writes node_modules/.package-lock.json on every install: it tells when the packages last changed.
  const installedAt = modifiedAt(join(folder, 'node_modules', '.package-lock.json'));
  if (installedAt === undefined) {
    run(folder, 'npm', ['ci', ...installFlags]);
    return;
  }
  const stale = manifests.some((file) => (modifiedAt(join(folder, file)) ?? 0) > installedAt);
  if (stale) run(folder, 'npm', ['install', ...installFlags]);
}

// The Node.js that emulators/functions-node installs for this platform (the path functionsNodeBinary() in
// emulators/src/launcher/functions-node.ts runs the functions with), or undefined where it has no package.
export function installedFunctionsNode() {
  const binary = join(
    projectRoot,
    'emulators',
    'functions-node',
    'node_modules',
    `node-${process.platform}-${process.arch}`,
    'bin',
    'node',
  );
  return existsSync(binary) ? binary : undefined;
}

export function ensureInstalled() {
  requireNodeVersion();
  for (const installation of installations) ensureInstallation(installation);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensureInstalled();

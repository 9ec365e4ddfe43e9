// Builds what `firebase deploy` uploads for the functions (firebase.json's source, dist/ by default): the bundle,
// a package.json naming only the packages the bundle imports at run time, at the versions installed here (the
// ones the tests ran), a lock file of exactly those, and the parameter files of the projects. Google's build
// installs that folder on its own with `npm ci`, so nothing in it may refer to the workspace.
import { spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import { builtinModules } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const functionsFolder = dirname(fileURLToPath(import.meta.url));
const projectRoot = resolve(functionsFolder, '..');

// `--outdir` lets a test run or the deploy check build into a folder of its own, leaving dist/ (served by
// `npm start`) alone. `--metafile` also writes esbuild's account of the bundle's imports. `--without-lockfile`
// is for the local backend, which resolves the packages from the workspace and needs no lock file.
const { values } = parseArgs({
  options: {
    outdir: { type: 'string', default: join(functionsFolder, 'dist') },
    metafile: { type: 'string' },
    'without-lockfile': { type: 'boolean', default: false },
  },
});
const outdir = resolve(values.outdir);

// The deployed runtime (firebase.json's "nodejs24"), which the bundle targets and the upload's engines name.
function runtimeMajor() {
  const { functions } = JSON.parse(readFileSync(join(projectRoot, 'firebase.json'), 'utf8'));
  const match = /^nodejs(\d+)$/.exec(functions[0].runtime);
  if (!match) throw new Error(`firebase.json names no Node.js runtime: ${functions[0].runtime}`);
  return match[1];
}

// The Firebase SDKs stay external: the Functions runtime installs them from package.json, and bundling
// them would load every product of firebase-admin into each function's cold start. An import() of an external
// stays an import(), so the products the code imports on first use still load only then.
const external = ['firebase-admin', 'firebase-functions', '@sendgrid/mail'];

function packageNameOf(importPath) {
  const parts = importPath.split('/');
  return importPath.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

function isBuiltin(importPath) {
  return importPath.startsWith('node:') || builtinModules.includes(packageNameOf(importPath));
}

// The packages the bundle imports, with the versions Node.js resolves for the functions in this workspace.
function runtimeDependencies(metafile) {
  const imported = new Set();
  for (const output of Object.values(metafile.outputs)) {
    for (const entry of output.imports) {
      if (entry.external && !isBuiltin(entry.path)) imported.add(packageNameOf(entry.path));
    }
  }
  const unexpected = [...imported].filter((name) => !external.includes(name));
  if (unexpected.length > 0) throw new Error(`The bundle imports packages left out of it: ${unexpected}`);
  return Object.fromEntries(
    [...imported].sort().map((name) => {
      const manifest = [functionsFolder, projectRoot]
        .map((folder) => join(folder, 'node_modules', name, 'package.json'))
        .find((file) => existsSync(file));
      if (!manifest) throw new Error(`${name} is not installed: run npm install`);
      return [name, JSON.parse(readFileSync(manifest, 'utf8')).version];
    }),
  );
}

function uploadManifest(dependencies, major) {
  return {
    name: 'management-center-functions',
    private: true,
    type: 'module',
    main: 'index.js',
    engines: { node: major },
    dependencies,
  };
}

// npm itself prunes the workspace's lock file to the upload's dependencies, keeping every version it locks: the
// upload installs the very tree the tests ran. Offline, from the lock file alone, in a folder outside the workspace.
function writeLockfile(manifest) {
  const folder = mkdtempSync(join(tmpdir(), 'functions-lock-'));
  try {
    copyFileSync(join(projectRoot, 'package-lock.json'), join(folder, 'package-lock.json'));
    copyFileSync(join(outdir, 'package.json'), join(folder, 'package.json'));
    const npm = spawnSync(
      'npm',
      ['install', '--package-lock-only', '--ignore-scripts', '--offline', '--no-audit', '--no-fund'],
      { cwd: folder, encoding: 'utf8', env: { ...process.env, npm_config_loglevel: 'error' } },
    );
    if (npm.status !== 0) throw new Error(`npm could not lock the upload's packages:\n${npm.stderr}`);
    const lock = JSON.parse(readFileSync(join(folder, 'package-lock.json'), 'utf8'));
    for (const [name, version] of Object.entries(manifest.dependencies)) {
      const locked = lock.packages[`node_modules/${name}`]?.version;
      if (locked !== version)
        throw new Error(`The lock file has ${name}@${locked}, the tests ran ${version}`);
    }
    copyFileSync(join(folder, 'package-lock.json'), join(outdir, 'package-lock.json'));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

// Parameters per project (.env.<project-id>) are read by firebase-tools from the uploaded folder.
function copyParameterFiles() {
  for (const name of readdirSync(functionsFolder)) {
    if (/^\.env(\.[\w-]+)?$/.test(name)) copyFileSync(join(functionsFolder, name), join(outdir, name));
  }
}

const major = runtimeMajor();
mkdirSync(outdir, { recursive: true });
const result = await build({
  entryPoints: [join(functionsFolder, 'src', 'index.ts')],
  outfile: join(outdir, 'index.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: `node${major}`,
  sourcemap: true,
  packages: 'bundle',
  external,
  logLevel: 'warning',
  metafile: true,
});
if (values.metafile !== undefined) await writeFile(values.metafile, JSON.stringify(result.metafile));
const manifest = uploadManifest(runtimeDependencies(result.metafile), major);
await writeFile(join(outdir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
rmSync(join(outdir, 'package-lock.json'), { force: true });
if (!values['without-lockfile']) writeLockfile(manifest);
copyParameterFiles();

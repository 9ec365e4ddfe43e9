import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

type BundleImport = Metafile['outputs'][string]['imports'][number];

// Each takes hundreds of milliseconds to load and only some functions use it, while every function instance
// loads the whole bundle: the bundle may import these only with import(), when a function first needs one.
const sdksImportedOnFirstUse = [
  'firebase-admin/auth',
  'firebase-admin/database',
  'firebase-admin/firestore',
  'firebase-admin/storage',
  '@sendgrid/mail',
];

// Its index loads every trigger provider, and Firestore and the database with them; its subpaths
// (firebase-functions/https, /logger, ...) load only what they name.
const firebaseFunctionsIndex = 'firebase-functions';

const functionsFolder = fileURLToPath(new URL('../..', import.meta.url));

// The real build (build.mjs), into a folder of its own: dist/ is what `npm start` serves.
function buildBundleImports(outputFolder: string): BundleImport[] {
  const metafilePath = join(outputFolder, 'metafile.json');
  const build = spawnSync(
    process.execPath,
    ['build.mjs', '--outdir', outputFolder, '--without-lockfile', '--metafile', metafilePath],
    { cwd: functionsFolder, encoding: 'utf8' },
  );
  if (build.status !== 0) throw new Error(`Building the functions failed: ${build.stderr}`);
  const metafile: Metafile = JSON.parse(readFileSync(metafilePath, 'utf8'));
  const bundle = Object.values(metafile.outputs).find((output) => output.entryPoint !== undefined);
  if (!bundle) throw new Error('The metafile names no bundle');
  return bundle.imports;
}

describe('the functions bundle', () => {
  let outputFolder: string;
  let imports: BundleImport[];

  beforeAll(() => {
    outputFolder = mkdtempSync(join(tmpdir(), 'functions-bundle-'));
    imports = buildBundleImports(outputFolder);
  });

  afterAll(() => {
    rmSync(outputFolder, { recursive: true, force: true });
  });

  function importKindsOf(path: string): string[] {
    return [...new Set(imports.filter((entry) => entry.path === path).map((entry) => entry.kind))];
  }

  it('imports the heavy SDKs only with import(), so a cold start loads none of them', () => {
    expect(Object.fromEntries(sdksImportedOnFirstUse.map((sdk) => [sdk, importKindsOf(sdk)]))).toEqual(
      Object.fromEntries(sdksImportedOnFirstUse.map((sdk) => [sdk, ['dynamic-import']])),
    );
  });

  it('never imports the index of firebase-functions', () => {
    expect(importKindsOf(firebaseFunctionsIndex)).toEqual([]);
  });
});

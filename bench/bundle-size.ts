import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { kilobytes } from './statistics.ts';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
}

type Manifest = Record<string, ManifestChunk>;

interface BundleFigures {
  // JavaScript loaded for the login page (the entry and its static imports), gzip bytes.
  loginPageGzip: number;
  // Loaded before the home page shows its first figures: the entry, the console's routes and shell, the home
  // page's own chunks (its charts and the session's watchers load beside them).
  homeFirstFiguresGzip: number;
  // What each lazy chunk adds to the entry and the console's shell.
  routes: { module: string; gzip: number }[];
}

// A chunk and every chunk it imports statically: what the browser loads with it.
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

function chunkKeyEndingWith(manifest: Manifest, suffix: string): string {
  const key = Object.keys(manifest).find((candidate) => candidate.endsWith(suffix));
  if (key === undefined) throw new Error(`The manifest has no chunk for ${suffix}`);
  return key;
}

/** The gzip bytes of the console's first pages and of each lazy chunk, from a production build with a manifest. */
export function measureBundle(consoleFolder: string): BundleFigures {
  const manifest: Manifest = JSON.parse(readFileSync(join(consoleFolder, '.vite/manifest.json'), 'utf8'));
  const gzipSizes = new Map<string, number>();
  const gzipOf = (keys: Iterable<string>) => {
    let total = 0;
    for (const key of keys) {
      const file = manifest[key]?.file;
      if (file === undefined) throw new Error(`The manifest has no chunk ${key}`);
      if (!gzipSizes.has(file)) gzipSizes.set(file, gzipSync(readFileSync(join(consoleFolder, file))).length);
      total += gzipSizes.get(file) as number;
    }
    return total;
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (entryKey === undefined) throw new Error('The manifest names no entry');
  const entry = staticClosure(manifest, entryKey);
  const shell = staticClosure(
    manifest,
    chunkKeyEndingWith(manifest, 'src/app/console-routes.tsx'),
    new Set(entry),
  );
  const home = staticClosure(
    manifest,
    chunkKeyEndingWith(manifest, 'src/features/home/HomePage.tsx'),
    new Set(shell),
  );
  const routes = Object.keys(manifest)
    .filter((key) => manifest[key]?.isDynamicEntry && !shell.has(key))
    .map((key) => ({
      module: key,
      gzip: gzipOf([...staticClosure(manifest, key)].filter((chunk) => !shell.has(chunk))),
    }))
    .sort((first, second) => second.gzip - first.gzip);
  return { loginPageGzip: gzipOf(entry), homeFirstFiguresGzip: gzipOf(home), routes };
}

// docs/benchmarks.md, Bundle: the login page near the floor of the libraries it needs (react-dom, the router,
// Firebase Auth, Mantine's provider, inputs and button: some 154 KB), the home page's figures soon after.
const loginPageTargetBytes = 165 * 1024;
const homeFirstFiguresTargetBytes = 230 * 1024;

function verdict(bytes: number, target: number): string {
  return bytes < target ? 'met' : 'not met';
}

export function bundleReport(figures: BundleFigures): string {
  return [
    '## 3. Bundle (gzip)',
    '',
    '| what loads | gzip |',
    '| --- | --- |',
    `| \`/\` (login): the entry and its static imports | ${kilobytes(figures.loginPageGzip)} |`,
    `| \`/dashboard\` first figures: the entry, the console's routes and shell, the home page | ${kilobytes(figures.homeFirstFiguresGzip)} |`,
    ...figures.routes.map(
      (route) =>
        `| lazy chunk \`${route.module}\` (beyond the entry and the shell) | ${kilobytes(route.gzip)} |`,
    ),
    '',
    `Targets: \`/\` under 165 KB gzip: **${verdict(figures.loginPageGzip, loginPageTargetBytes)}**; the home page's first figures under 230 KB: **${verdict(figures.homeFirstFiguresGzip, homeFirstFiguresTargetBytes)}**.`,
  ].join('\n');
}

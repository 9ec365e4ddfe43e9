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
  dashboardGzip: number;
  routes: { module: string; gzip: number }[];
}

// A chunk and every chunk it imports statically: what the browser loads with it.
function staticClosure(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  into.add(key);
  for (const imported of manifest[key]?.imports ?? []) staticClosure(manifest, imported, into);
  return into;
}

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
  // What a lazy route adds to what the entry already loaded.
  const routeAddition = (key: string) =>
    [...staticClosure(manifest, key)].filter((chunk) => !entry.has(chunk));
  const routes = Object.keys(manifest)
    .filter((key) => manifest[key]?.isDynamicEntry)
    .map((key) => ({ module: key, gzip: gzipOf(routeAddition(key)) }))
    .sort((first, second) => second.gzip - first.gzip);
  const dashboardKey = Object.keys(manifest).find((key) => key.endsWith('/DashboardPage.tsx'));
  if (dashboardKey === undefined) throw new Error('The manifest has no dashboard route');
  return {
    loginPageGzip: gzipOf(entry),
    dashboardGzip: gzipOf(entry) + gzipOf(routeAddition(dashboardKey)),
    routes,
  };
}

const loginPageTargetBytes = 250 * 1024;

export function bundleReport(figures: BundleFigures): string {
  const verdict = figures.loginPageGzip < loginPageTargetBytes ? 'met' : 'not met';
  return [
    '## 3. Bundle (gzip)',
    '',
    '| what loads | gzip |',
    '| --- | --- |',
    `| \`/\` (login): the entry and its static imports | ${kilobytes(figures.loginPageGzip)} |`,
    `| \`/dashboard\`: the entry plus the dashboard route | ${kilobytes(figures.dashboardGzip)} |`,
    ...figures.routes.map(
      (route) => `| lazy route \`${route.module}\` (beyond the entry) | ${kilobytes(route.gzip)} |`,
    ),
    '',
    `Target: \`/\` under 250 KB gzip: **${verdict}**.`,
  ].join('\n');
}

import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

// `--outfile` lets a test run build into its own folder, leaving lib/ (watched by `npm start`) alone.
// `--metafile` also writes esbuild's account of the bundle's imports, for the test of what a cold start loads.
const { values } = parseArgs({
  options: { outfile: { type: 'string', default: 'lib/index.js' }, metafile: { type: 'string' } },
});

// The Firebase SDKs stay external: the Functions runtime installs them from package.json, and bundling
// them would load every product of firebase-admin into each function's cold start. An import() of an external
// stays an import(), so the products the code imports on first use still load only then.
const result = await build({
  entryPoints: [new URL('src/index.ts', import.meta.url).pathname],
  outfile: values.outfile,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'bundle',
  external: ['firebase-admin', 'firebase-functions', '@sendgrid/mail'],
  logLevel: 'warning',
  metafile: values.metafile !== undefined,
});
if (values.metafile !== undefined) await writeFile(values.metafile, JSON.stringify(result.metafile));

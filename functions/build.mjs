import { parseArgs } from 'node:util';
import { build } from 'esbuild';

// `--outfile` lets a test run build into its own folder, leaving lib/ (watched by `npm start`) alone.
const { values } = parseArgs({ options: { outfile: { type: 'string', default: 'lib/index.js' } } });

// The Firebase SDKs stay external: the Functions runtime installs them from package.json, and bundling
// them would load every product of firebase-admin into each function's cold start.
await build({
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
});

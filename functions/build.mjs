import { build } from 'esbuild';

// The Firebase SDKs stay external: the Functions runtime installs them from package.json, and bundling
// them would load every product of firebase-admin into each function's cold start.
await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  packages: 'bundle',
  external: ['firebase-admin', 'firebase-functions', '@sendgrid/mail'],
  logLevel: 'warning',
});

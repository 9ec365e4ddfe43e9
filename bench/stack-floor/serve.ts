import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';

export interface ServedStackFloor {
  readonly url: string;
  readonly scriptGzipBytes: number;
  close(): Promise<void>;
}

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

const page =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">' +
  '<link rel="stylesheet" href="/login-page.css"><script type="module" src="/login-page.js"></script></head>' +
  '<body><div id="root"></div></body></html>';

// Built minified for production with esbuild and served compressed, as Hosting serves the console.
export async function serveStackFloor(): Promise<ServedStackFloor> {
  const folder = mkdtempSync(join(tmpdir(), 'stack-floor-'));
  await build({
    entryPoints: [new URL('./login-page.tsx', import.meta.url).pathname],
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    outdir: folder,
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'error',
  });
  writeFileSync(join(folder, 'index.html'), page);
  const compressed = new Map<string, Buffer>();
  const served = (path: string) => {
    const name = path === '/' ? 'index.html' : path.slice(1);
    if (!/^[\w.-]+$/.test(name) || !existsSync(join(folder, name))) return undefined;
    if (!compressed.has(name)) compressed.set(name, gzipSync(readFileSync(join(folder, name))));
    return { name, body: compressed.get(name) };
  };
  const server = createServer((request, response) => {
    const file = served(new URL(request.url ?? '/', 'http://stack-floor').pathname);
    if (file?.body === undefined) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': contentTypes[extname(file.name)] ?? 'application/octet-stream',
      'content-encoding': 'gzip',
      'cache-control': 'no-store',
    });
    response.end(file.body);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    scriptGzipBytes: gzipSync(readFileSync(join(folder, 'login-page.js'))).length,
    close: async () => {
      await new Promise((closed) => server.close(closed));
      rmSync(folder, { recursive: true, force: true });
    },
  };
}

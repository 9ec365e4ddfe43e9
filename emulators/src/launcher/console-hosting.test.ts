import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BackendAddress } from './client-config.ts';
import {
  type HostingConfig,
  type HostingServer,
  hostingForLocalBackend,
  projectHostingConfig,
  serveHosting,
} from './console-hosting.ts';
import { freeBackendPorts } from './ports.ts';

async function backendAt(host: string): Promise<BackendAddress> {
  return { projectId: 'demo-hosting', host, ports: await freeBackendPorts() };
}

function policyOf(hosting: HostingConfig): string[] {
  return hosting.headers
    .flatMap((rule) => rule.headers)
    .filter((header) => header.key === 'Content-Security-Policy')
    .map((header) => header.value);
}

describe('hostingForLocalBackend', () => {
  const hosting: HostingConfig = {
    public: 'web/dist',
    rewrites: [{ regex: '^[^.]*$', destination: '/index.html' }],
    headers: [
      {
        source: '**',
        headers: [
          { key: 'Content-Security-Policy', value: "default-src 'self'; img-src 'self'; connect-src 'self'" },
          { key: 'X-Frame-Options', value: 'DENY' },
        ],
      },
      { source: '/assets/**', headers: [{ key: 'Cache-Control', value: 'immutable' }] },
    ],
  };

  it('adds the emulators the console calls to connect-src and the image hosts to img-src, nothing else', async () => {
    const backend = await backendAt('127.0.0.1');
    const { auth, functions, firestore, database, storage, video } = backend.ports;
    const local = hostingForLocalBackend(hosting, backend);
    expect(policyOf(local)).toEqual([
      "default-src 'self'; " +
        `img-src 'self' http://127.0.0.1:${storage} http://127.0.0.1:${video}; ` +
        `connect-src 'self' http://127.0.0.1:${auth} http://127.0.0.1:${functions} http://127.0.0.1:${firestore} ` +
        `http://127.0.0.1:${storage} ws://127.0.0.1:${database} http://127.0.0.1:${database}`,
    ]);
    expect({ ...local, headers: [] }).toEqual({ ...hosting, headers: [] });
    expect(local.headers[0]?.headers[1]).toEqual({ key: 'X-Frame-Options', value: 'DENY' });
    expect(local.headers[1]).toEqual(hosting.headers[1]);
    expect(policyOf(hosting)).toEqual(["default-src 'self'; img-src 'self'; connect-src 'self'"]);
  });

  it('refuses a policy without a directive to extend, and a config without a policy', async () => {
    const backend = await backendAt('127.0.0.1');
    const withoutImages = {
      headers: [{ source: '**', headers: [{ key: 'content-security-policy', value: "connect-src 'self'" }] }],
    };
    expect(() => hostingForLocalBackend(withoutImages, backend)).toThrow('has no img-src directive');
    expect(() => hostingForLocalBackend({ headers: [] }, backend)).toThrow(
      'sends no Content-Security-Policy',
    );
  });

  it("extends firebase.json's own policy", async () => {
    const backend = await backendAt('127.0.0.1');
    const [policy] = policyOf(hostingForLocalBackend(projectHostingConfig(), backend));
    expect(policy).toContain(`ws://127.0.0.1:${backend.ports.database}`);
    expect(policy).toContain(`http://127.0.0.1:${backend.ports.database}`);
    expect(policy).toMatch(
      /connect-src 'self' https:\/\/identitytoolkit\.googleapis\.com .* http:\/\/127\.0\.0\.1:/,
    );
  });
});

describe("serveHosting with firebase.json's hosting block", () => {
  let folder: string;
  let server: HostingServer;
  let origin: string;

  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), 'console-hosting-'));
    mkdirSync(join(folder, 'assets'));
    writeFileSync(join(folder, 'index.html'), '<!doctype html><title>console</title>');
    writeFileSync(join(folder, 'assets', 'index-Bx1f2c3d.js'), 'export {};');
    writeFileSync(join(folder, 'brand.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    const { hosting: port } = await freeBackendPorts();
    server = await serveHosting(folder, projectHostingConfig(), { host: '127.0.0.1', port });
    origin = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await server?.close();
    rmSync(folder, { recursive: true, force: true });
  });

  it('answers index.html, revalidated, at the root and at every route outside /assets/', async () => {
    const routes = [
      '/',
      '/manage_user_dashboard',
      '/view_user_dashboard/user-1',
      '/view_user_dashboard/bad.id',
    ];
    for (const path of [...routes, '/assetsfolder/x.js', '/asset']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<title>console</title>');
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(response.headers.get('content-security-policy'), path).toContain("script-src 'self'");
    }
  });

  it('serves a hashed asset as immutable and answers 404 for a missing one, never index.html', async () => {
    const asset = await fetch(`${origin}/assets/index-Bx1f2c3d.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const file = await fetch(`${origin}/brand.svg`);
    expect(file.status).toBe(200);
    expect(await file.text()).toContain('<svg');
    for (const path of ['/assets/missing-chunk.js', '/assets/missing-style.css', '/assets/nested/missing']) {
      const missing = await fetch(`${origin}${path}`);
      expect(missing.status, path).toBe(404);
      expect(await missing.text(), path).not.toContain('<title>console</title>');
    }
  });
});

import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  type HostingServer,
  policyDirectives,
  projectHostingConfig,
  serveHosting,
} from '@management-center/emulators/launcher/console-hosting';
import { freePort } from '@management-center/emulators/launcher/ports';
import { projectFile, readProjectJson } from '@management-center/emulators/launcher/project';
import { withEnvironment } from '@management-center/emulators/shared/scoped-environment';
import { resolveConfig } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { expectInstallableConsole } from './support/web-app-manifest.ts';

// firebase.json's hosting block exactly as `firebase deploy` publishes it: no local origins added.
const hostingBlockSchema = z.looseObject({
  target: z.string().optional(),
  public: z.string(),
  ignore: z.array(z.string()).default([]),
  predeploy: z.union([z.string(), z.array(z.string())]).optional(),
});
const hostingBlock = z
  .object({ hosting: hostingBlockSchema })
  .parse(readProjectJson('firebase.json')).hosting;

function headersOfEveryPath(): Map<string, string> {
  const rule = projectHostingConfig().headers.find((candidate) => candidate.source === '**');
  return new Map((rule?.headers ?? []).map(({ key, value }) => [key.toLowerCase(), value]));
}

describe('what the deploy publishes on Hosting', () => {
  it('goes to a site of its own, through the deploy target "console", built by its predeploy step', () => {
    expect(hostingBlock.target).toBe('console');
    expect(hostingBlock.public).toBe('web/dist');
    expect(hostingBlock.predeploy).toEqual(['npm run build --workspace web']);
  });

  it('forbids framing, sniffing, plain http, leaked paths, device features and opener access on every response', () => {
    const headers = headersOfEveryPath();
    expect(headers.get('x-frame-options')).toBe('DENY');
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    // A page the console opens, or that opens the console, gets no handle on its window.
    expect(headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(headers.get('referrer-policy')).toMatch(
      /^(strict-origin-when-cross-origin|strict-origin|no-referrer)$/,
    );
    const maxAge = Number(/max-age=(\d+)/.exec(headers.get('strict-transport-security') ?? '')?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(365 * 24 * 60 * 60);
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(headers.get('permissions-policy')).toContain(`${feature}=()`);
    }
  });

  it("sends a Content-Security-Policy that runs only the console's own scripts", () => {
    const policy = new Map(policyDirectives(headersOfEveryPath().get('content-security-policy') ?? ''));
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    const scriptSources = policy.get('script-src') ?? [];
    expect(scriptSources[0]).toBe("'self'");
    // Besides its own, only reCAPTCHA's scripts for App Check, from fixed https origins: nothing inline, no eval.
    for (const source of scriptSources.slice(1)) expect(source).toMatch(/^https:\/\/[a-z.]+\/[a-z/]*$/);
    for (const sources of policy.values()) expect(sources).not.toContain("'unsafe-eval'");
    expect(scriptSources).not.toContain("'unsafe-inline'");
    for (const source of policy.get('connect-src') ?? [])
      expect(source).toMatch(/^('self'|https:\/\/|wss:\/\/)/);
    // The web app manifest and its icons come from the console's own origin.
    expect(policy.get('manifest-src')).toEqual(["'self'"]);
    expect(policy.get('img-src')?.[0]).toBe("'self'");
  });

  it("names the web app manifest's media type itself rather than leave it to Hosting's table of extensions", () => {
    const manifestRule = projectHostingConfig().headers.find(
      (rule) => rule.source === '/manifest.webmanifest',
    );
    expect(manifestRule?.headers).toEqual([{ key: 'Content-Type', value: 'application/manifest+json' }]);
  });

  it('publishes no source maps', async () => {
    expect(hostingBlock.ignore).toContain('**/*.map');
    const config = await resolveConfig(
      { root: projectFile('web'), configFile: projectFile('web/vite.config.ts'), logLevel: 'silent' },
      'serve',
      'production',
    );
    expect(config.build.sourcemap).toBe(false);
  });

  it('is never built without the web config of a project, and the build names what is missing', async () => {
    const emptyEnvFolder = mkdtempSync(join(tmpdir(), 'web-env-'));
    try {
      const unset = Object.fromEntries(
        Object.keys(process.env)
          .filter((name) => name.startsWith('VITE_'))
          .map((name) => [name, '']),
      );
      const resolved = withEnvironment(unset, () =>
        resolveConfig(
          {
            root: projectFile('web'),
            configFile: projectFile('web/vite.config.ts'),
            envDir: emptyEnvFolder,
            logLevel: 'silent',
          },
          'build',
          'production',
        ),
      );
      await expect(resolved).rejects.toThrow(/VITE_FIREBASE_API_KEY, .*VITE_FIREBASE_APP_ID/);
    } finally {
      rmSync(emptyEnvFolder, { recursive: true, force: true });
    }
  });
});

// A folder laid out by `lay`, served for one suite with the hosting block as it ships; the served origin.
function servedWithShippedHosting(prefix: string, lay: (folder: string) => void): () => string {
  let folder = '';
  let server: HostingServer | undefined;
  let origin = '';
  beforeAll(async () => {
    folder = mkdtempSync(join(tmpdir(), prefix));
    lay(folder);
    const port = await freePort();
    server = await serveHosting(folder, projectHostingConfig(), { host: '127.0.0.1', port });
    origin = `http://127.0.0.1:${port}`;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(folder, { recursive: true, force: true });
  });
  return () => origin;
}

describe('the published console, served with the hosting block as it ships', () => {
  const entryScript = '/assets/index-3f9a2c1b.js';
  // The shape of a build: the page, and its hashed assets.
  const served = servedWithShippedHosting('hosting-check-', (folder) => {
    mkdirSync(join(folder, 'assets'));
    writeFileSync(
      join(folder, 'index.html'),
      `<div id="root"></div><script type="module" src="${entryScript}">`,
    );
    writeFileSync(join(folder, entryScript), 'export {};');
  });

  it('answers the page at any route of the console and has browsers revalidate it on every visit', async () => {
    for (const path of ['/', '/manage_user_dashboard', '/view_user_dashboard/a-user.id']) {
      const response = await fetch(`${served()}${path}`);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<div id="root">');
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
  });

  it('lets browsers keep a hashed asset for a year, and answers 404 for one a new deploy removed', async () => {
    const asset = await fetch(`${served()}${entryScript}`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('content-type')).toMatch(/javascript/);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const removed = await fetch(`${served()}/assets/index-0000aaaa.js`);
    expect(removed.status).toBe(404);
    expect(await removed.text()).not.toContain('<div id="root">');
  });
});

describe("the console's web app manifest and icons, served with the hosting block as it ships", () => {
  // What the build copies unchanged: web/public, and the page's head as web/index.html writes it.
  const served = servedWithShippedHosting('hosting-manifest-', (folder) => {
    cpSync(projectFile('web/public'), folder, { recursive: true });
    cpSync(projectFile('web/index.html'), join(folder, 'index.html'));
  });

  it('offers the console for a home screen: the page links a manifest whose every icon is served as declared', async () => {
    await expectInstallableConsole((path) => `${served()}${path}`);
  });
});

import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { projectFile } from '@management-center/emulators/launcher/project';
import { withEnvironment } from '@management-center/emulators/shared/scoped-environment';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measureBundle } from '../../bench/bundle-size.ts';

// The login page is what a phone loads first, before anyone is signed in: near the floor of the libraries it needs
// (react-dom, the router, Firebase Auth, Mantine's provider, inputs and button: some 154 KB gzip). The build fails
// here well before the page gets heavy again; `npm run bench -- --only bundle` gives the exact figures.
const loginPageLimitBytes = 180 * 1024;

// A production build as `firebase deploy` makes it, for a project without App Check (which adds its SDK).
const productionWebConfig = {
  VITE_FIREBASE_API_KEY: 'api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'fitness.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'fitness',
  VITE_FIREBASE_DATABASE_URL: 'https://fitness-default-rtdb.firebaseio.com',
  VITE_FIREBASE_STORAGE_BUCKET: 'fitness.firebasestorage.app',
  VITE_FIREBASE_APP_ID: '1:1:web:1',
  VITE_LOCAL_BACKEND: '',
  VITE_APP_CHECK_SITE_KEY: '',
  // A test runner sets it to "test", which would bundle React's development build.
  NODE_ENV: 'production',
};

function buildConsole(outDir: string, environment: Record<string, string>): Promise<unknown> {
  return withEnvironment(environment, () =>
    build({
      root: projectFile('web'),
      configFile: projectFile('web/vite.config.ts'),
      logLevel: 'silent',
      build: { outDir, emptyOutDir: true, manifest: true },
    }),
  );
}

// A message of the App Check SDK's own errors, which no other SDK carries.
const appCheckMarker = 'You have already called initializeAppCheck()';

function holdsAppCheck(outDir: string): boolean {
  const assets = join(outDir, 'assets');
  return readdirSync(assets)
    .filter((file) => file.endsWith('.js'))
    .some((file) => readFileSync(join(assets, file), 'utf8').includes(appCheckMarker));
}

describe("the login page's JavaScript", () => {
  const outDir = mkdtempSync(join(tmpdir(), 'console-build-'));
  const withAppCheckDir = mkdtempSync(join(tmpdir(), 'console-build-app-check-'));
  let loginPageGzip = 0;

  beforeAll(async () => {
    await buildConsole(outDir, productionWebConfig);
    loginPageGzip = measureBundle(outDir).loginPageGzip;
    await buildConsole(withAppCheckDir, {
      ...productionWebConfig,
      VITE_APP_CHECK_SITE_KEY: '6LcExampleSiteKey',
    });
  });

  afterAll(() => {
    rmSync(outDir, { recursive: true, force: true });
    rmSync(withAppCheckDir, { recursive: true, force: true });
  });

  it('holds App Check only where the build has a site key (virtual:app-check)', () => {
    expect(holdsAppCheck(outDir)).toBe(false);
    expect(holdsAppCheck(withAppCheckDir)).toBe(true);
  });

  it(`stays under ${loginPageLimitBytes / 1024} KB gzip, the entry and every chunk it imports`, () => {
    expect(loginPageGzip).toBeGreaterThan(0);
    expect(loginPageGzip).toBeLessThan(loginPageLimitBytes);
  });
});

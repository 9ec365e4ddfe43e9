import {
  hostingForLocalBackend,
  policyDirectives,
  projectHostingConfig,
} from '@management-center/emulators/launcher/console-hosting';
import { describe, expect, inject, it } from 'vitest';
import { consoleManifest, expectInstallableConsole } from '../deploy/support/web-app-manifest.ts';
import { assertAccessible } from './support/accessibility.ts';
import { checkScreen, consolePages, consoleUrl, takePolicyViolations } from './support/browser.ts';
import { assertNoPolicyViolations, type PolicyViolation } from './support/policy-violations.ts';

// The headers firebase.json gives every response, with the local backend's origins in the policy as the suites
// serve it (emulators/src/launcher/console-build.ts).
function servedSecurityHeaders(): Map<string, string> {
  const hosting = hostingForLocalBackend(projectHostingConfig(), inject('backend'));
  const everyPath = hosting.headers.find((rule) => rule.source === '**');
  if (!everyPath) throw new Error("firebase.json's hosting block has no headers for every path");
  return new Map(everyPath.headers.map(({ key, value }) => [key.toLowerCase(), value]));
}

function directives(policy: string | null): Map<string, string[]> {
  return new Map(policyDirectives(policy ?? ''));
}

describe('the console as Firebase Hosting serves it', () => {
  const { open, openSignedIn } = consolePages();

  it('sends the security headers, and revalidates the page at the root and at a deep route', async () => {
    const expected = servedSecurityHeaders();
    for (const path of ['/', '/manage_user_dashboard', '/view_user_dashboard/some-user']) {
      const response = await fetch(consoleUrl(path));
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<div id="root">');
      for (const [key, value] of expected) expect(response.headers.get(key), `${key} of ${path}`).toBe(value);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
    }
    const policy = directives(expected.get('content-security-policy') ?? null);
    expect(policy.get('script-src')?.[0]).toBe("'self'");
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(policy.get('script-src')).not.toContain("'unsafe-eval'");
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('manifest-src')).toEqual(["'self'"]);
    expect(expected.get('x-frame-options')).toBe('DENY');
    expect(expected.get('x-content-type-options')).toBe('nosniff');
    expect(expected.get('cross-origin-opener-policy')).toBe('same-origin');
  });

  it("narrows the page's own connections to the build's backend, nothing else", async () => {
    const page = await open('/');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    const { host, ports } = inject('backend');
    expect(policy).toBe(
      `connect-src 'self' ${[ports.auth, ports.functions, ports.firestore, ports.storage]
        .map((port) => `http://${host}:${port}`)
        .join(' ')} ws://${host}:${ports.database} http://${host}:${ports.database}`,
    );
  });

  it('serves hashed assets as immutable, without source maps, and answers 404 for a missing one', async () => {
    const page = await (await fetch(consoleUrl('/'))).text();
    const entry = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)">/.exec(page)?.[1];
    if (!entry) throw new Error(`index.html names no entry script:\n${page}`);
    const asset = await fetch(consoleUrl(entry));
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-security-policy')).toBe(
      servedSecurityHeaders().get('content-security-policy'),
    );
    expect(await asset.text()).not.toContain('sourceMappingURL');
    expect((await fetch(consoleUrl(`${entry}.map`))).status).toBe(404);
    const missing = await fetch(consoleUrl('/assets/missing-chunk.js'));
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('<div id="root">');
  });

  it('offers the built console for a home screen, and Chromium reads its manifest and icons within the policy', async () => {
    await expectInstallableConsole(consoleUrl);
    const page = await open('/');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    const devtools = await page.context().newCDPSession(page);
    const { url, errors, manifest } = await devtools.send('Page.getAppManifest', {});
    expect(url).toBe(consoleUrl('/manifest.webmanifest'));
    expect(errors).toEqual([]);
    expect(manifest?.name).toBe(consoleManifest.name);
    expect(manifest?.startUrl).toBe(consoleUrl(consoleManifest.start_url));
    expect(manifest?.display).toBe('kStandalone');
    // The icon Chromium would put on the home screen, fetched and decoded by the page under its policy.
    const { primaryIcon } = await devtools.send('Page.getManifestIcons');
    expect(primaryIcon).toMatch(/^iVBORw0KGgo/);
    // Every context the suites open is off the record, which alone keeps Chromium from offering the install.
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map(({ errorId }) => errorId)).toEqual(['in-incognito']);
    await devtools.detach();
    expect(takePolicyViolations(page)).toEqual([]);
  });

  it('reports a violation of the policy, naming the directive and what it blocked', async () => {
    const page = await open('/');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    expect(takePolicyViolations(page)).toEqual([]);
    // An inline script, as an injection would add: the policy blocks it and the page reports it.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'document.title = "inline script ran"';
      document.head.append(script);
    });
    const violations: PolicyViolation[] = [];
    await expect
      .poll(() => {
        violations.push(...takePolicyViolations(page));
        return violations.map(({ directive, blockedUri }) => `${directive} ${blockedUri}`);
      })
      .toContain('script-src-elem inline');
    expect(await page.evaluate(() => document.title)).not.toBe('inline script ran');
    // What the afterEach hook of consolePages would fail the test with; taken above, so this test passes.
    expect(() => assertNoPolicyViolations(violations)).toThrow(
      /The page violated its Content-Security-Policy:\n[\s\S]*- script-src-elem blocked inline \(http:\/\/127\.0\.0\.1:\d+\/:\d+\)/,
    );
  });

  it('fails a screen that breaks WCAG 2.1 AA, naming the rule, the element and the screen, within the policy', async () => {
    const page = await open('/');
    await page.getByRole('heading', { name: 'Login' }).waitFor();
    await assertAccessible(page, 'login');
    // Pale grey text, at 1.9:1 on the white page.
    await page.evaluate(() => {
      const paleText = document.createElement('p');
      paleText.id = 'pale-text';
      paleText.textContent = 'Hardly readable';
      paleText.style.color = '#bbbbbb';
      document.body.append(paleText);
    });
    const failure = await assertAccessible(page, 'login with pale text').then(
      () => 'no failure',
      (error: Error) => error.message,
    );
    expect(failure).toMatch(
      /^The screen "login with pale text" breaks WCAG 2\.1 AA at http:\/\/127\.0\.0\.1:\d+\/:\n/,
    );
    expect(failure).toContain(
      '- color-contrast (Elements must meet minimum color contrast ratio thresholds):\n    #pale-text: <p id="pale-text"',
    );
    expect(failure).toContain(
      'Element has insufficient color contrast of 1.91 (foreground color: #bbbbbb, background color: #ffffff',
    );
  });

  it('signs in and shows the users screen, styled, without a single violation', async () => {
    const page = await openSignedIn('/manage_user_dashboard');
    await page.getByText(/^Showing 1–\d+ of [\d,]+ users$/).waitFor();
    // Mantine injects <style> elements at run time; the policy's style-src must let their rules apply.
    const injectedRules = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLStyleElement>('style[data-mantine-styles]')].map(
        (style) => style.sheet?.cssRules.length,
      ),
    );
    expect(injectedRules.some((rules) => rules !== undefined && rules > 0)).toBe(true);
    const heading = page.getByRole('heading', { name: 'Manage User Dashboard' });
    expect(await heading.evaluate((element) => getComputedStyle(element).fontFamily)).toMatch(/sans-serif/);
    await checkScreen(page, 'hosting-users');
    expect(takePolicyViolations(page)).toEqual([]);
  });
});

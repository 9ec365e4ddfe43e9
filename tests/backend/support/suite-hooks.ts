import type { App } from 'firebase-admin/app';
import { afterAll } from 'vitest';
import { restoreDemoData } from './backend-data.ts';
import { adminApp, closeAdminApp } from './clients.ts';

interface SuiteOptions {
  /** False for a suite that leaves the demo data as it found it. */
  changesDemoData?: boolean;
  /** How long the closing hook may take, where the suite leaves the backend busy; the project's default if not. */
  closingTimeoutMs?: number;
}

/**
 * An admin SDK app for the suite this is called in, closed by the hook it registers there. Called before the
 * suite's own hooks, that hook runs after their afterAll hooks (vitest runs those in reverse order), which may
 * then still use the app. Every suite of a run shares one backend: unless the suite changes no demo data, the
 * hook then puts the demo data back for the suites that come after.
 */
export function adminAppForSuite({ changesDemoData = true, closingTimeoutMs }: SuiteOptions = {}): App {
  const app = adminApp();
  afterAll(async () => {
    await closeAdminApp(app);
    if (changesDemoData) await restoreDemoData();
  }, closingTimeoutMs);
  return app;
}

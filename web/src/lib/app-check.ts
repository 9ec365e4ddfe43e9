import { appCheckSiteKey } from 'virtual:firebase-environment';
import type { FirebaseApp } from 'firebase/app';
import { initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';

// What virtual:app-check is in a build with a site key (vite.config.ts): every request carries an App Check token.
export function startAppCheck(app: FirebaseApp): void {
  if (!appCheckSiteKey) throw new Error('App Check was built in without a site key');
  initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(appCheckSiteKey),
    isTokenAutoRefreshEnabled: true,
  });
}

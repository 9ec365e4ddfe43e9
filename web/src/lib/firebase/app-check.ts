import { appCheckSiteKey } from 'virtual:firebase-environment';
import type { FirebaseApp } from 'firebase/app';
import { getToken, initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';

// What virtual:app-check is in a build with a site key (vite.config.ts): every request carries an App Check token,
// the SDKs' by themselves, others (a REST read of the database) by the headers the returned function gives.
export function startAppCheck(app: FirebaseApp): () => Promise<Record<string, string>> {
  if (!appCheckSiteKey) throw new Error('App Check was built in without a site key');
  const appCheck = initializeAppCheck(app, {
    provider: new ReCaptchaEnterpriseProvider(appCheckSiteKey),
    isTokenAutoRefreshEnabled: true,
  });
  return async () => ({ 'X-Firebase-AppCheck': (await getToken(appCheck, false)).token });
}

import { describe, expect, it } from 'vitest';
import { readFirebaseEnvironment } from './firebase-config.ts';

const production = {
  VITE_FIREBASE_API_KEY: 'api-key',
  VITE_FIREBASE_AUTH_DOMAIN: 'fitness.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'fitness',
  VITE_FIREBASE_DATABASE_URL: 'https://fitness-default-rtdb.firebaseio.com',
  VITE_FIREBASE_STORAGE_BUCKET: 'fitness.firebasestorage.app',
};

describe('readFirebaseEnvironment', () => {
  it('reads the web config, and no local backend or App Check site key when none is set', () => {
    expect(readFirebaseEnvironment(production)).toEqual({
      config: {
        apiKey: 'api-key',
        authDomain: 'fitness.firebaseapp.com',
        projectId: 'fitness',
        databaseURL: 'https://fitness-default-rtdb.firebaseio.com',
        storageBucket: 'fitness.firebasestorage.app',
      },
      localBackend: undefined,
      appCheckSiteKey: undefined,
    });
  });

  it('reads the App Check site key, and takes a blank one as none', () => {
    const siteKey = '6LcExampleSiteKey';
    expect(
      readFirebaseEnvironment({ ...production, VITE_APP_CHECK_SITE_KEY: ` ${siteKey} ` }).appCheckSiteKey,
    ).toBe(siteKey);
    expect(
      readFirebaseEnvironment({ ...production, VITE_APP_CHECK_SITE_KEY: '  ' }).appCheckSiteKey,
    ).toBeUndefined();
  });

  it('reads the local backend the launcher describes', () => {
    const localBackend = { host: '127.0.0.1', auth: 9099, firestore: 8080, functions: 5001, storage: 9199 };
    expect(
      readFirebaseEnvironment({ ...production, VITE_LOCAL_BACKEND: JSON.stringify(localBackend) })
        .localBackend,
    ).toEqual(localBackend);
  });

  it('refuses a build without the project id', () => {
    expect(() => readFirebaseEnvironment({ ...production, VITE_FIREBASE_PROJECT_ID: undefined })).toThrow(
      /projectId/,
    );
  });
});

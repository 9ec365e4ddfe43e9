import { describe, expect, it } from 'vitest';
import { connectSourcesOf as sourcesFor } from './connect-sources.ts';
import { readFirebaseEnvironment } from './firebase-config.ts';

const connectSourcesOf = (env: Record<string, string>) => sourcesFor(readFirebaseEnvironment(env));

const project = {
  VITE_FIREBASE_API_KEY: 'key',
  VITE_FIREBASE_AUTH_DOMAIN: 'gym-console.firebaseapp.com',
  VITE_FIREBASE_PROJECT_ID: 'gym-console',
  VITE_FIREBASE_DATABASE_URL: 'https://gym-console-default-rtdb.firebaseio.com',
  VITE_FIREBASE_STORAGE_BUCKET: 'gym-console.appspot.com',
  VITE_FIREBASE_APP_ID: '1:1:web:1',
};

describe('connectSourcesOf', () => {
  it("names the project's own callables and database, and no other project's", () => {
    const sources = connectSourcesOf(project);
    expect(sources).toContain('https://us-central1-gym-console.cloudfunctions.net');
    expect(sources).toContain('wss://gym-console-default-rtdb.firebaseio.com');
    expect(sources).toContain('https://gym-console-default-rtdb.firebaseio.com');
    expect(sources.some((source) => source.includes('*.cloudfunctions.net'))).toBe(false);
    expect(sources.some((source) => source.includes('firebasedatabase.app'))).toBe(false);
  });

  it("allows a regional database's own servers only", () => {
    const sources = connectSourcesOf({
      ...project,
      VITE_FIREBASE_DATABASE_URL: 'https://gym-console-default-rtdb.europe-west1.firebasedatabase.app',
    });
    expect(sources).toContain('wss://*.europe-west1.firebasedatabase.app');
    expect(sources.some((source) => source.includes('firebaseio.com'))).toBe(false);
  });

  it("names a local backend's emulators and nothing of Google's", () => {
    const sources = connectSourcesOf({
      ...project,
      VITE_FIREBASE_DATABASE_URL: 'ws://127.0.0.1:9000?ns=demo',
      VITE_LOCAL_BACKEND: JSON.stringify({
        host: '127.0.0.1',
        auth: 9099,
        firestore: 8080,
        functions: 5001,
        storage: 9199,
      }),
    });
    expect(sources).toEqual([
      "'self'",
      'http://127.0.0.1:9099',
      'http://127.0.0.1:5001',
      'http://127.0.0.1:8080',
      'http://127.0.0.1:9199',
      'ws://127.0.0.1:9000',
      'http://127.0.0.1:9000',
    ]);
  });
});

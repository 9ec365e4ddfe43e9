import type { LocalBackend } from './backend.ts';

// The web console's VITE_* variables for a local backend. The database URL is a ws:// address so that the web
// SDK never switches to long-polling, which the Realtime Database stand-in does not serve.
export function consoleEnvironment(
  backend: Pick<LocalBackend, 'host' | 'ports' | 'projectId'>,
): Record<string, string> {
  const { host, ports, projectId } = backend;
  return {
    VITE_FIREBASE_API_KEY: 'demo-api-key',
    VITE_FIREBASE_AUTH_DOMAIN: `${projectId}.firebaseapp.com`,
    VITE_FIREBASE_PROJECT_ID: projectId,
    VITE_FIREBASE_DATABASE_URL: `ws://${host}:${ports.database}?ns=${projectId}`,
    VITE_FIREBASE_STORAGE_BUCKET: `${projectId}.appspot.com`,
    VITE_LOCAL_BACKEND: JSON.stringify({
      host,
      auth: ports.auth,
      firestore: ports.firestore,
      functions: ports.functions,
    }),
  };
}

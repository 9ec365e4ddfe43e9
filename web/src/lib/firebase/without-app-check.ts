import type { FirebaseApp } from 'firebase/app';

// What virtual:app-check is in a build without a site key (vite.config.ts): App Check is not turned on, and its
// SDK, which registers itself as it loads, stays out of the bundle. Requests carry no token headers.
export function startAppCheck(_app: FirebaseApp): () => Promise<Record<string, string>> {
  return async () => ({});
}

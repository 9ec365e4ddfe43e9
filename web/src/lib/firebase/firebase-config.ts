import { z } from 'zod';

const localBackendSchema = z.object({
  host: z.string(),
  auth: z.number(),
  firestore: z.number(),
  functions: z.number(),
  storage: z.number(),
});

const firebaseConfigSchema = z.object({
  apiKey: z.string().min(1),
  authDomain: z.string().min(1),
  projectId: z.string().min(1),
  databaseURL: z.string().min(1),
  storageBucket: z.string().min(1),
  appId: z.string().optional(),
});

export type LocalBackend = z.infer<typeof localBackendSchema>;

// The build reads the project's web config from VITE_FIREBASE_* variables; VITE_LOCAL_BACKEND (set by
// `npm start` and the tests) points the SDKs at the local backend instead of production. VITE_APP_CHECK_SITE_KEY,
// a reCAPTCHA Enterprise site key registered with App Check, makes every request carry an App Check token.
// Parsed where the build reads them (vite.config.ts), so that a wrong one stops the build, not a visitor's page:
// the page imports the result, virtual:firebase-environment.
export function readFirebaseEnvironment(env: Record<string, string | undefined>) {
  const config = firebaseConfigSchema.parse({
    apiKey: env.VITE_FIREBASE_API_KEY,
    authDomain: env.VITE_FIREBASE_AUTH_DOMAIN,
    projectId: env.VITE_FIREBASE_PROJECT_ID,
    databaseURL: env.VITE_FIREBASE_DATABASE_URL,
    storageBucket: env.VITE_FIREBASE_STORAGE_BUCKET,
    appId: env.VITE_FIREBASE_APP_ID,
  });
  const localBackend = env.VITE_LOCAL_BACKEND
    ? localBackendSchema.parse(JSON.parse(env.VITE_LOCAL_BACKEND))
    : undefined;
  const appCheckSiteKey = env.VITE_APP_CHECK_SITE_KEY?.trim() || undefined;
  return { config, localBackend, appCheckSiteKey };
}

export type FirebaseEnvironment = ReturnType<typeof readFirebaseEnvironment>;

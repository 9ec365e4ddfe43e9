// The modules the build makes (vite.config.ts).
declare module 'virtual:firebase-environment' {
  type FirebaseEnvironment = import('./lib/firebase/firebase-config.ts').FirebaseEnvironment;
  export const firebaseConfig: FirebaseEnvironment['config'];
  export const localBackend: FirebaseEnvironment['localBackend'];
  export const appCheckSiteKey: FirebaseEnvironment['appCheckSiteKey'];
}

declare module 'virtual:app-check' {
  /** The headers that give a request the SDKs do not make its App Check token: none without App Check. */
  export type AppCheckHeaders = () => Promise<Record<string, string>>;
  export function startAppCheck(app: import('firebase/app').FirebaseApp): AppCheckHeaders;
}

// The web config a deployed console cannot work without (docs/deploying.md, step 3).
// VITE_APP_CHECK_SITE_KEY is left out: App Check is turned on later, once the app is registered with it.
export const requiredProductionVariables = [
  'VITE_FIREBASE_API_KEY',
  'VITE_FIREBASE_AUTH_DOMAIN',
  'VITE_FIREBASE_PROJECT_ID',
  'VITE_FIREBASE_DATABASE_URL',
  'VITE_FIREBASE_STORAGE_BUCKET',
  'VITE_FIREBASE_APP_ID',
] as const;

/** The required variables that are unset or blank in `env`, in the order of the list. */
export function missingProductionVariables(env: Record<string, string | undefined>): string[] {
  return requiredProductionVariables.filter((name) => !env[name]?.trim());
}

/** Throws, naming every missing variable, unless the production web config is complete. */
export function assertProductionWebConfig(env: Record<string, string | undefined>): void {
  const missing = missingProductionVariables(env);
  if (missing.length > 0) {
    throw new Error(
      `The production build of the console needs ${missing.join(', ')}: set ${missing.length === 1 ? 'it' : 'them'} ` +
        'in web/.env.production (or the environment) to the values of the project settings.',
    );
  }
}

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { readFirebaseEnvironment } from './src/lib/firebase/firebase-config.ts';
import { assertProductionWebConfig } from './src/lib/firebase/production-web-config.ts';

// A console built without its project's web config would deploy and then fail in every visitor's browser: the
// production build stops instead, naming what is missing. `config.env` holds the VITE_* variables of the .env
// files and of the environment, as the bundle would see them.
function requireProductionWebConfig(): Plugin {
  return {
    name: 'require-production-web-config',
    apply: 'build',
    configResolved(config) {
      if (config.mode === 'production') assertProductionWebConfig(config.env);
    },
  };
}

// The web config the build was given, parsed here: the page imports it as a module of plain values, with no
// schema library to load before the login form (src/lib/firebase/firebase.ts). virtual:app-check is App Check's start in
// a build with a site key, and nothing in one without: its SDK registers itself as it loads, so only leaving its
// module out keeps it off the login page.
const firebaseEnvironmentModule = 'virtual:firebase-environment';
const appCheckModule = 'virtual:app-check';

function provideFirebaseEnvironment(): Plugin {
  let variables: Record<string, string | undefined> = {};
  return {
    name: 'provide-firebase-environment',
    configResolved(config) {
      variables = config.env;
    },
    resolveId(id, importer) {
      if (id === firebaseEnvironmentModule) return `\0${firebaseEnvironmentModule}`;
      if (id !== appCheckModule) return undefined;
      const { appCheckSiteKey } = readFirebaseEnvironment(variables);
      return this.resolve(appCheckSiteKey ? './app-check.ts' : './without-app-check.ts', importer);
    },
    load(id) {
      if (id !== `\0${firebaseEnvironmentModule}`) return undefined;
      const { config, localBackend, appCheckSiteKey } = readFirebaseEnvironment(variables);
      return [
        `export const firebaseConfig = ${JSON.stringify(config)};`,
        `export const localBackend = ${JSON.stringify(localBackend)};`,
        `export const appCheckSiteKey = ${JSON.stringify(appCheckSiteKey)};`,
      ].join('\n');
    },
  };
}

// No source maps in the build: hosting would publish them with the bundle.
export default defineConfig({
  plugins: [react(), requireProductionWebConfig(), provideFirebaseEnvironment()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: { outDir: 'dist' },
});

import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { assertProductionWebConfig } from './src/lib/production-web-config.ts';

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

// No source maps in the build: hosting would publish them with the bundle.
export default defineConfig({
  plugins: [react(), requireProductionWebConfig()],
  server: { host: '127.0.0.1', port: 5173, strictPort: true },
  preview: { host: '127.0.0.1', port: 5173, strictPort: true },
  build: { outDir: 'dist' },
});

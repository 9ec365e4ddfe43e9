// Runs in the firebase-tools CLI process (loaded by firebase-tools-preload.ts). The Auth emulator serves its REST
// API through exegesis, which by default compiles a JSON Schema validator (ajv) for every parameter and response
// of every operation of the Identity Toolkit API when the emulator starts (docs/benchmarks.md, section 7), for an
// API of which the console and the suites call a dozen operations. exegesis's own
// option lazyCompileValidationSchemas compiles each validator when it is first used instead: the same validation,
// paid for what is used. The Auth emulator sets no value for it (lib/emulator/auth/server.js), so it is made the
// default of every exegesis API the process compiles. firebase-tools is pinned to 15.34.2 (exegesis 4.3.0); after
// an upgrade, check that exegesis/lib/index.js still compiles its options through the exports of lib/options.js.
import { createRequire } from 'node:module';

interface ExegesisOptionsModule {
  compileOptions(options?: Record<string, unknown>): unknown;
}

/** Makes every exegesis API compiled in this process compile its validators on first use. */
export function compileAuthValidatorsOnFirstUse(): void {
  const requireFromFirebaseTools = createRequire(
    createRequire(import.meta.url).resolve('firebase-tools/package.json'),
  );
  // The CommonJS exports object itself, which exegesis reads on each call.
  const options = requireFromFirebaseTools('exegesis/lib/options.js') as ExegesisOptionsModule;
  const original = options.compileOptions;
  options.compileOptions = (given = {}) => original({ lazyCompileValidationSchemas: true, ...given });
}

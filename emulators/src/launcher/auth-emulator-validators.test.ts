import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { compileAuthValidatorsOnFirstUse } from './auth-emulator-validators.ts';

interface CompiledOptions {
  lazyCompileValidationSchemas: boolean;
  allErrors: boolean;
}

const requireFromFirebaseTools = createRequire(
  createRequire(import.meta.url).resolve('firebase-tools/package.json'),
);
const exegesisOptions = requireFromFirebaseTools('exegesis/lib/options.js') as {
  compileOptions(options?: Record<string, unknown>): CompiledOptions;
};

describe("the Auth emulator's request validators", () => {
  it('are compiled on first use by every exegesis API of the process, unless an API asks otherwise', () => {
    expect(exegesisOptions.compileOptions({}).lazyCompileValidationSchemas).toBe(false);
    compileAuthValidatorsOnFirstUse();
    expect(exegesisOptions.compileOptions().lazyCompileValidationSchemas).toBe(true);
    expect(exegesisOptions.compileOptions({ allErrors: true })).toMatchObject({
      lazyCompileValidationSchemas: true,
      allErrors: true,
    });
    expect(
      exegesisOptions.compileOptions({ lazyCompileValidationSchemas: false }).lazyCompileValidationSchemas,
    ).toBe(false);
  });
});

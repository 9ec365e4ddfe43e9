import { describe, expect, it } from 'vitest';
import {
  assertProductionWebConfig,
  missingProductionVariables,
  requiredProductionVariables,
} from './production-web-config.ts';

const complete = Object.fromEntries(requiredProductionVariables.map((name) => [name, `value of ${name}`]));

describe('the production web config check', () => {
  it('accepts a complete config, with or without an App Check site key', () => {
    expect(missingProductionVariables(complete)).toEqual([]);
    expect(() => assertProductionWebConfig(complete)).not.toThrow();
    expect(() =>
      assertProductionWebConfig({ ...complete, VITE_APP_CHECK_SITE_KEY: 'site-key' }),
    ).not.toThrow();
  });

  it('names a variable that is unset', () => {
    const { VITE_FIREBASE_DATABASE_URL: _, ...withoutDatabase } = complete;
    expect(() => assertProductionWebConfig(withoutDatabase)).toThrow(
      'The production build of the console needs VITE_FIREBASE_DATABASE_URL: set it in web/.env.production',
    );
  });

  it('counts a blank value as missing and names every missing variable', () => {
    const env = { ...complete, VITE_FIREBASE_API_KEY: '  ', VITE_FIREBASE_APP_ID: '' };
    expect(missingProductionVariables(env)).toEqual(['VITE_FIREBASE_API_KEY', 'VITE_FIREBASE_APP_ID']);
    expect(() => assertProductionWebConfig(env)).toThrow(
      'needs VITE_FIREBASE_API_KEY, VITE_FIREBASE_APP_ID: set them',
    );
  });

  it('names all six when nothing is set', () => {
    expect(missingProductionVariables({})).toEqual([...requiredProductionVariables]);
  });
});

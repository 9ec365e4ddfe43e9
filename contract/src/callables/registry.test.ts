import { describe, expect, it } from 'vitest';
import { callableInputCases } from '../../test-support/input-arbitraries.ts';
import { callableNames, callableRegistry } from './registry.ts';

const registered = Object.keys(callableRegistry).sort();

describe('the callable registry', () => {
  it('names each callable as its entry is keyed', () => {
    expect(Object.keys(callableNames).sort()).toEqual(registered);
    for (const [key, name] of Object.entries(callableNames)) expect(name).toBe(key);
  });

  it('has fuzz cases for every callable, and for none it does not have', () => {
    expect(Object.keys(callableInputCases).sort()).toEqual(registered);
  });
});

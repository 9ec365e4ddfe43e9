import { describe, expect, it } from 'vitest';
import { callableNames, callableRegistry } from './registry.ts';

const registered = Object.keys(callableRegistry).sort();

describe('the callable registry', () => {
  it('names each callable as its entry is keyed', () => {
    expect(Object.keys(callableNames).sort()).toEqual(registered);
    for (const [key, name] of Object.entries(callableNames)) expect(name).toBe(key);
  });
});

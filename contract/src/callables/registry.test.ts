import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { callableInputCases } from '../../test-support/callable-inputs/index.ts';
import { accountTargetFields } from '../team/team-accounts.ts';
import { accountTargetsOf, type CallableName, callableNames, callableRegistry } from './registry.ts';

const registered = Object.keys(callableRegistry).sort();

describe('the callable registry', () => {
  it('names each callable as its entry is keyed', () => {
    expect(Object.keys(callableNames).sort()).toEqual(registered);
    for (const [key, name] of Object.entries(callableNames)) expect(name).toBe(key);
  });

  it('has fuzz cases for every callable, and for none it does not have', () => {
    expect(Object.keys(callableInputCases).sort()).toEqual(registered);
  });

  // A callable that names users in its input acts on them: its entry must say so, or a member of the team could
  // be named there (team/team-accounts.ts). Read off valid inputs, so that a new callable cannot forget it.
  it.each(Object.keys(callableRegistry) as CallableName[])(
    '%s declares the field naming the users it acts on, if its input has one',
    (name) => {
      const samples = fc.sample(callableInputCases[name].valid, { numRuns: 60, seed: 41 });
      const fieldsNamed = new Set(
        samples.flatMap(({ parsed }) =>
          accountTargetFields.filter(
            (field) => typeof parsed === 'object' && parsed !== null && Object.hasOwn(parsed, field),
          ),
        ),
      );
      const declared = callableRegistry[name].accountTargets;
      expect(declared === null ? [] : [declared]).toEqual([...fieldsNamed]);
      for (const { parsed } of samples) {
        if (declared !== null && Object.hasOwn(parsed as object, declared)) {
          expect(accountTargetsOf(name, parsed).length).toBeGreaterThan(0);
        }
      }
    },
  );
});

import { describe, expect, it } from 'vitest';
import { updateProblem } from './update-problem.ts';

describe('updateProblem', () => {
  it('accepts a valid change', () => {
    expect(updateProblem({ target: 'productKeyFeatureMain', fields: { Title: 'New' } })).toBeUndefined();
    expect(
      updateProblem({ target: 'productFeature', id: '-a', fields: { options: ['One'] } }),
    ).toBeUndefined();
  });

  it('names the field of a blank text', () => {
    expect(updateProblem({ target: 'productKeyFeatureMain', fields: { Title: '  ' } })).toBe(
      'Title: must not be empty',
    );
  });

  it('words the other refusals as the server does', () => {
    expect(
      updateProblem({ target: 'productFeature', id: '-a', fields: { options: ['One', 'x'.repeat(201)] } }),
    ).toBe('options.1: must be at most 200 characters');
    expect(updateProblem({ target: 'productFeature', id: 'a.b', fields: { options: ['One'] } })).toBe(
      'id: must not contain . $ # [ ] / or control characters',
    );
  });
});

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
});

import { describe, expect, it } from 'vitest';
import { passwordProblem } from './new-password.ts';

describe('passwordProblem', () => {
  it.each([
    ['a password one character short', 'a'.repeat(11), 'a'.repeat(11), 'at least 12 characters'],
    ['a password over the limit', 'a'.repeat(129), 'a'.repeat(129), 'at most 128 characters'],
    ['two different passwords', 'correct horse battery', 'correct horse battery!', 'differ'],
  ])('refuses %s', (_, password, repeated, problem) => {
    expect(passwordProblem(password, repeated)).toContain(problem);
  });

  it('takes a long enough password typed twice alike', () => {
    expect(passwordProblem('correct horse battery', 'correct horse battery')).toBeUndefined();
  });
});

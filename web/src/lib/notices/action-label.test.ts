import { describe, expect, it } from 'vitest';
import { actionLabel } from './action-label.ts';

describe('actionLabel', () => {
  it.each([
    ['approveBusinessUsers', 'Approve business users'],
    ['runCleanup', 'Run cleanup'],
    ['scheduleFeedback', 'Schedule feedback'],
    // The entries of npm run team:grant-owner, which is no callable.
    ['grantAdmin', 'Grant admin'],
    ['revokeAdmin', 'Revoke admin'],
    ['x', 'X'],
  ])('reads %s as %s', (action, label) => {
    expect(actionLabel(action)).toBe(label);
  });
});

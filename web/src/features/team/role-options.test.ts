import { describe, expect, it } from 'vitest';
import { isRole, roleOptions } from './role-options.ts';

describe('roleOptions', () => {
  it('offers every role by its label, the owner first', () => {
    expect(roleOptions).toEqual([
      { value: 'owner', label: 'Owner' },
      { value: 'administrator', label: 'Administrator' },
      { value: 'editor', label: 'Editor' },
      { value: 'support', label: 'Support' },
    ]);
  });
});

describe('isRole', () => {
  it.each(['owner', 'administrator', 'editor', 'support'])('takes %s', (value) => {
    expect(isRole(value)).toBe(true);
  });

  it.each([null, '', 'Owner', 'admin'])('refuses %j', (value) => {
    expect(isRole(value)).toBe(false);
  });
});

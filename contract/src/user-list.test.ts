import { describe, expect, it } from 'vitest';
import { builtLikeTheSdk } from '../test-support/built-like-the-sdk.ts';
import {
  businessUserChangedAfterApproval,
  isUserStatusFilter,
  isUserTypeFilter,
  userStatusLabel,
} from './user-list.ts';

const registrationDetails = { age: 30, height: 180, weight: 75 };

describe('userStatusLabel', () => {
  it.each([
    ['normal', { registrationDetails }, 'Live'],
    ['normal', {}, 'Unalive'],
    ['normal', { registrationDetails: null }, 'Unalive'],
    ['business', { isApproveUser: true }, 'Approved'],
    ['business', { isApproveUser: false }, 'Waiting for approval'],
    ['business', {}, 'Waiting for approval'],
    ['business', { isApproveUser: 'true' }, 'Waiting for approval'],
    // The collection decides: what the record says of its type changes nothing.
    ['normal', { userType: 'business', isApproveUser: true }, 'Unalive'],
    ['normal', { userType: 'coach', registrationDetails, isApproveUser: true }, 'Live'],
    ['business', { userType: 'normal', registrationDetails }, 'Waiting for approval'],
    ['business', { userType: '', isApproveUser: true }, 'Approved'],
  ] as const)('labels a %s record %j as %s', (kind, record, label) => {
    expect(userStatusLabel(kind, record)).toBe(label);
  });

  it('reads no field from a prototype the SDK built of a stored __proto__ child', () => {
    const record = builtLikeTheSdk({}, { isApproveUser: true, registrationDetails });
    expect(record.isApproveUser).toBe(true);
    expect(userStatusLabel('business', record)).toBe('Waiting for approval');
    expect(userStatusLabel('normal', record)).toBe('Unalive');
  });
});

describe('the filters of the users list', () => {
  it('take their own choices only, as the address or a control names them', () => {
    expect(isUserTypeFilter('Business User')).toBe(true);
    expect(isUserTypeFilter('Waiting for approval')).toBe(false);
    expect(isUserTypeFilter('business user')).toBe(false);
    expect(isUserTypeFilter(null)).toBe(false);
    expect(isUserStatusFilter('Waiting for approval')).toBe(true);
    expect(isUserStatusFilter('All')).toBe(true);
    expect(isUserStatusFilter('Business User')).toBe(false);
    expect(isUserStatusFilter(null)).toBe(false);
  });
});

describe('businessUserChangedAfterApproval', () => {
  const emailed = { approvalEmail: { status: 'sent', at: 5 } };
  it.each([
    ['business', { isApproveUser: false, ...emailed }, true],
    ['business', { isApproveUser: false, approvalEmail: { status: 'failed', at: 5, message: 'x' } }, true],
    ['business', { ...emailed }, true],
    ['business', { isApproveUser: true, ...emailed }, false],
    ['business', { isApproveUser: false }, false],
    ['business', { isApproveUser: false, approvalEmail: 'sent' }, false],
    ['normal', { isApproveUser: false, ...emailed }, false],
  ] as const)('a %s record %j: %s', (kind, record, changed) => {
    expect(businessUserChangedAfterApproval(kind, record)).toBe(changed);
  });
});

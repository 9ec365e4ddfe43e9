import { userStatusLabel } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import { certificationHref, measurementText, storedUserRecordSchema } from './user-record.ts';

describe('a stored user record on its own page', () => {
  it('reads a normal user with registration details', () => {
    const record = storedUserRecordSchema.parse({
      username: 'Ann Lee',
      email: 'ann@x.io',
      userType: 'normal',
      registrationDetails: { age: 34, height: 172, weight: 61 },
    });
    expect(record).toMatchObject({
      username: 'Ann Lee',
      registrationDetails: { age: 34, height: 172, weight: 61 },
    });
    expect(record && userStatusLabel('normal', record)).toBe('Live');
  });

  it('reads an absent record as null and an odd one as empty fields', () => {
    expect(storedUserRecordSchema.parse(null)).toBeNull();
    expect(storedUserRecordSchema.parse('odd')).toEqual({ username: '', email: '', userType: '' });
  });

  it('keeps odd registration details as registered without values', () => {
    const record = storedUserRecordSchema.parse({
      username: 'B',
      email: '',
      userType: 'normal',
      registrationDetails: 1,
    });
    expect(record?.registrationDetails).toEqual({ age: undefined, height: undefined, weight: undefined });
    expect(record && userStatusLabel('normal', record)).toBe('Live');
  });

  it('shows a missing measurement as not recorded', () => {
    expect(measurementText(undefined)).toBe('Not recorded');
    expect(measurementText(0)).toBe('0');
    expect(measurementText('72 kg')).toBe('72 kg');
  });

  it('links only web addresses', () => {
    expect(certificationHref('https://certificates.example.com/acme/cert.pdf')).toBe(
      'https://certificates.example.com/acme/cert.pdf',
    );
    expect(certificationHref('javascript:alert(1)')).toBeUndefined();
    expect(certificationHref('not a link')).toBeUndefined();
    expect(certificationHref(undefined)).toBeUndefined();
  });
});

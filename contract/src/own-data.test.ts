import { describe, expect, it } from 'vitest';
import { builtLikeTheSdk } from '../test-support/built-like-the-sdk.ts';
import { feedbackSchema } from './feedback.ts';
import { ownData } from './own-data.ts';
import { businessUserSchema, normalUserSchema } from './users.ts';

const business = { username: 'Gym', email: 'g@x.io', userType: 'business' };
const feedback = { timestamp: 1, category: 'Login', rating: 4, review: 'ok', approveFeedback: false };

describe('ownData', () => {
  it('keeps own data as it is', () => {
    const value = { a: 1, b: ['x', { c: null }], d: { e: true } };
    expect(ownData(value)).toEqual(value);
    expect(ownData('text')).toBe('text');
    expect(ownData(null)).toBeNull();
    expect(ownData(undefined)).toBeUndefined();
  });

  it('drops what a prototype built of a __proto__ child holds, at any depth', () => {
    const inner = builtLikeTheSdk({ own: 1 }, { isApproveUser: true });
    const value = ownData({ outer: { inner } }) as { outer: { inner: Record<string, unknown> } };
    expect(inner.isApproveUser).toBe(true);
    expect(value.outer.inner.isApproveUser).toBeUndefined();
    expect(value.outer.inner.own).toBe(1);
    expect(Object.getPrototypeOf(value.outer.inner)).toBeNull();
  });

  it('drops an own __proto__ key, at any depth', () => {
    const parsed: unknown = JSON.parse(
      '{"a": {"__proto__": {"isApproveUser": true}, "b": [{"__proto__": 1}]}}',
    );
    const value = ownData(parsed) as { a: Record<string, unknown> & { b: Record<string, unknown>[] } };
    expect(Object.keys(value.a)).toEqual(['b']);
    expect(value.a.isApproveUser).toBeUndefined();
    expect(Object.keys(value.a.b[0] ?? { missing: true })).toEqual([]);
  });
});

describe('the record schemas read own fields only', () => {
  it('does not take isApproveUser from a prototype the SDK built', () => {
    const record = builtLikeTheSdk(business, { isApproveUser: true });
    expect(businessUserSchema.safeParse(record).success).toBe(false);
    const waiting = builtLikeTheSdk({ ...business, isApproveUser: false }, { isApproveUser: true });
    expect(businessUserSchema.parse(waiting).isApproveUser).toBe(false);
  });

  it('does not take isApproveUser from an own __proto__ key', () => {
    const record: unknown = JSON.parse(
      '{"username": "Gym", "email": "g@x.io", "userType": "business", "isApproveUser": false, "__proto__": {"isApproveUser": true}}',
    );
    expect(businessUserSchema.parse(record).isApproveUser).toBe(false);
  });

  it('does not take approveFeedback from a prototype or an own __proto__ key', () => {
    expect(feedbackSchema.parse(builtLikeTheSdk(feedback, { approveFeedback: true })).approveFeedback).toBe(
      false,
    );
    const { approveFeedback: _, ...unsaid } = feedback;
    expect(feedbackSchema.parse(builtLikeTheSdk(unsaid, { approveFeedback: true })).approveFeedback).toBe(
      false,
    );
    const parsed: unknown = JSON.parse(
      `{"__proto__": {"approveFeedback": true}, ${JSON.stringify(feedback).slice(1)}`,
    );
    expect(feedbackSchema.parse(parsed).approveFeedback).toBe(false);
  });

  it('does not take a normal user fields from a prototype the SDK built', () => {
    const record = builtLikeTheSdk(
      { username: 'Ann', email: 'a@x.io', userType: 'normal', feedback },
      {
        feedback: { ...feedback, approveFeedback: true },
        registrationDetails: { age: 1, height: 2, weight: 3 },
      },
    );
    const user = normalUserSchema.parse(record);
    expect(user.feedback?.approveFeedback).toBe(false);
    expect(user.registrationDetails).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import {
  certificationVersionOf,
  feedbackReviewVersionOf,
  reviewedIdsInputSchema,
  reviewedVersionSchema,
  seenVersionsOf,
} from './reviewed-version.ts';

const review = { review: 'Great app', rating: 4, category: 'Workouts' };

describe('the versions of what an approval reviews', () => {
  it('are sixteen hexadecimal digits, the same for the same values', () => {
    const version = certificationVersionOf('https://c.example.com/a.pdf');
    expect(reviewedVersionSchema.safeParse(version).success).toBe(true);
    expect(certificationVersionOf('https://c.example.com/a.pdf')).toBe(version);
    expect(feedbackReviewVersionOf({ ...review })).toBe(feedbackReviewVersionOf(review));
  });

  it('change with the certification link, and count anything but a text as no link', () => {
    const versions = new Set(
      ['https://c.example.com/a.pdf', 'https://c.example.com/b.pdf', 'https://c.example.com/a.pdf ', ''].map(
        certificationVersionOf,
      ),
    );
    expect(versions.size).toBe(4);
    expect(certificationVersionOf(undefined)).toBe(certificationVersionOf(7));
    expect(certificationVersionOf(undefined)).not.toBe(certificationVersionOf('null'));
  });

  it('change with the review, the rating or the category, and with nothing else', () => {
    const version = feedbackReviewVersionOf(review);
    expect(feedbackReviewVersionOf({ ...review, review: 'Great app!' })).not.toBe(version);
    expect(feedbackReviewVersionOf({ ...review, rating: 5 })).not.toBe(version);
    expect(feedbackReviewVersionOf({ ...review, rating: '4' })).not.toBe(version);
    expect(feedbackReviewVersionOf({ ...review, category: 'Login' })).not.toBe(version);
    expect(feedbackReviewVersionOf({ ...review, timestamp: 1, approveFeedback: true } as typeof review)).toBe(
      version,
    );
  });
});

describe('reviewedIdsInputSchema', () => {
  const version = certificationVersionOf('x');

  it('takes the ids alone, or with the versions seen of some of them', () => {
    expect(reviewedIdsInputSchema.parse({ userIds: ['a', 'b'] })).toEqual({ userIds: ['a', 'b'] });
    const seen = [{ userId: 'b', version }];
    expect(reviewedIdsInputSchema.parse({ userIds: ['a', 'b'], seen })).toEqual({
      userIds: ['a', 'b'],
      seen,
    });
    expect(seenVersionsOf(seen)).toEqual(new Map([['b', version]]));
    expect(seenVersionsOf(undefined)).toEqual(new Map());
  });

  it('refuses a version seen of an id not among userIds, or of one id twice, at that entry', () => {
    const issues = (seen: unknown) =>
      reviewedIdsInputSchema
        .safeParse({ userIds: ['a', 'b'], seen })
        .error?.issues.map(({ path, message }) => ({ path, message }));
    expect(issues([{ userId: 'c', version }])).toEqual([
      { path: ['seen', 0, 'userId'], message: 'must be one of userIds' },
    ]);
    expect(
      issues([
        { userId: 'a', version },
        { userId: 'a', version },
      ]),
    ).toEqual([{ path: ['seen', 1, 'userId'], message: 'must not name an id twice' }]);
    expect(issues([{ userId: 'a', version: 'ABCDEF0123456789' }])).toEqual([
      { path: ['seen', 0, 'version'], message: 'must be 16 hexadecimal digits' },
    ]);
  });
});

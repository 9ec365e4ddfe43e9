import { describe, expect, it } from 'vitest';
import { feedbackApprovalWithdrawn } from './undo-messages.ts';

describe('feedbackApprovalWithdrawn', () => {
  it('says how many entries wait for approval again', () => {
    expect(feedbackApprovalWithdrawn({ withdrawn: ['a'], notApproved: [], notFound: [] })).toBe(
      'Approval withdrawn: 1 feedback entry waits for approval again.',
    );
    expect(feedbackApprovalWithdrawn({ withdrawn: ['a', 'b'], notApproved: [], notFound: [] })).toBe(
      'Approval withdrawn: 2 feedback entries wait for approval again.',
    );
  });

  it('counts the entries it left as they were', () => {
    expect(feedbackApprovalWithdrawn({ withdrawn: ['a'], notApproved: ['b'], notFound: ['c'] })).toBe(
      'Approval withdrawn: 1 feedback entry waits for approval again. Left as they are (no longer approved, or gone): 2 feedback entries.',
    );
  });
});

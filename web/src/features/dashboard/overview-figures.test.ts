import { describe, expect, it } from 'vitest';
import { businessUsersSchema, normalUsersSchema, overviewFigures } from './overview-figures.ts';

const feedback = { timestamp: 1, category: 'Login', rating: 4, review: 'ok' };

describe('overviewFigures', () => {
  it('counts users of each kind, pending approvals and pending feedback', () => {
    const normal = normalUsersSchema.parse({
      a: {
        username: 'A',
        email: 'a@x.io',
        userType: 'normal',
        feedback: { ...feedback, approveFeedback: false },
      },
      b: {
        username: 'B',
        email: 'b@x.io',
        userType: 'normal',
        feedback: { ...feedback, approveFeedback: true },
      },
      c: { username: 'C', email: 'c@x.io', userType: 'normal' },
    });
    const business = businessUsersSchema.parse({
      d: { username: 'D', email: 'd@x.io', userType: 'business', isApproveUser: false },
      e: { username: 'E', email: 'e@x.io', userType: 'business', isApproveUser: true },
    });
    expect(overviewFigures(normal, business)).toEqual({
      normalUsers: 3,
      businessUsers: 2,
      pendingApprovals: 1,
      pendingFeedback: 1,
    });
  });

  it('reads an empty collection as no users and skips records of another shape', () => {
    expect(normalUsersSchema.parse(null)).toEqual([]);
    expect(normalUsersSchema.parse({ broken: { username: 7 } })).toEqual([]);
  });
});

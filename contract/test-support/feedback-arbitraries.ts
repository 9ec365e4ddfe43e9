import fc from 'fast-check';
import { feedbackCategories, feedbackRatings } from '../src/feedback.ts';
import { allFeedback, type FeedbackFilter, feedbackStatusFilters } from '../src/feedback-list.ts';

/** Any filter of the feedback screen. */
export const feedbackFilterArbitrary = fc.record({
  status: fc.constantFrom(...feedbackStatusFilters),
  category: fc.constantFrom(allFeedback, ...feedbackCategories.map((category) => category.label)),
  rating: fc.constantFrom(allFeedback, ...feedbackRatings),
}) as fc.Arbitrary<FeedbackFilter>;

/**
 * A normal user's record with feedback or none. With `oddities`, also what the read models must tolerate in the
 * app's data: a time before 1970 and a category the app no longer offers.
 */
export function normalUserWithFeedbackArbitrary({ oddities }: { oddities: boolean }) {
  const categories = feedbackCategories.map((category) => category.stored);
  return fc.record({
    username: fc.string({ maxLength: 4 }),
    email: fc.constant('u@example.com'),
    userType: fc.constant('normal'),
    registrationDetails: fc.option(fc.constant({ age: 30, height: 170, weight: 70 }), { nil: undefined }),
    feedback: fc.option(
      fc.record({
        timestamp: fc.integer({ min: oddities ? -5 : 0, max: 2e12 }),
        category: fc.constantFrom(...categories, ...(oddities ? ['Other'] : [])),
        rating: fc.constantFrom(...feedbackRatings),
        review: fc.constant('Good'),
        approveFeedback: fc.boolean(),
      }),
      { nil: undefined },
    ),
  });
}

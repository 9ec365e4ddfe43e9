import { z } from 'zod';
import { feedbackCategories, feedbackRatings } from '../feedback.ts';
import { allFeedback, type FeedbackFilter, feedbackStatusFilters } from '../feedback-list.ts';
import { joinedDaysSchema } from '../joined-days.ts';
import { userStatusFilters, userTypeFilters } from '../user-list.ts';

// A bulk action names its rows (`userIds`, at most maxIdsPerCall) or, for "all that match", the filter the screen
// shows (`matching`): the server then finds the rows itself, however many there are.

export const maxMatchingSearchLength = 100;

// The users screen's search as typed, not trimmed (docs/product.md, Users: a substring of the name, spaces
// and all), its type filter, its status filter (All when not given: the screen before it had none) and its join
// filter (any day when not given).
export const userMatchingSchema = z
  .object({
    search: z
      .string()
      // UTF-16 units, as the screen's input counts them.
      .refine(
        (search) => search.length <= maxMatchingSearchLength,
        `must be at most ${maxMatchingSearchLength} characters`,
      ),
    type: z.enum(userTypeFilters),
    status: z.enum(userStatusFilters).default('All'),
    joined: joinedDaysSchema.optional(),
  })
  .strict();

const feedbackCategoryFilters = [allFeedback, ...feedbackCategories.map((category) => category.label)] as [
  FeedbackFilter['category'],
  ...FeedbackFilter['category'][],
];

// The feedback screen's three filters, each its value or "All" (docs/product.md, Feedback).
export const feedbackMatchingSchema = z
  .object({
    status: z.enum(feedbackStatusFilters),
    category: z.enum(feedbackCategoryFilters),
    rating: z.literal([allFeedback, ...feedbackRatings]),
  })
  .strict();

export type UserMatching = z.infer<typeof userMatchingSchema>;
export type FeedbackMatching = z.infer<typeof feedbackMatchingSchema>;

// What a streaming bulk call sends as each chunk of rows is done: rows handled so far of those that matched.
export const bulkProgressSchema = z.object({ processed: z.number(), total: z.number() });
export type BulkProgress = z.infer<typeof bulkProgressSchema>;

function hasOwnKey(value: unknown, key: string): boolean {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && Object.hasOwn(value, key);
}

/**
 * Exactly one of two strict objects: `second` when the input has the key `secondKey` and not `firstKey`, else
 * `first`. Both keys together are refused. A plain z.union would refuse a bad
 * input as "invalid union" for the input as a whole; choosing the shape by its key first lets the refusal name
 * the field at fault (`matching.type`, `userIds.3`), as every other callable's does.
 */
export function eitherShape<First extends z.ZodObject, Second extends z.ZodObject>(
  [firstKey, first]: readonly [string, First],
  [secondKey, second]: readonly [string, Second],
) {
  return z
    .custom<z.input<First> | z.input<Second>>(() => true)
    .transform((value, context): z.output<First> | z.output<Second> => {
      if (hasOwnKey(value, firstKey) && hasOwnKey(value, secondKey)) {
        context.issues.push({
          code: 'custom',
          message: `must name either "${firstKey}" or "${secondKey}", not both`,
          input: value,
          path: [],
        });
        return z.NEVER;
      }
      const chosen = hasOwnKey(value, secondKey) ? second : first;
      const parsed = chosen.safeParse(value);
      if (parsed.success) return parsed.data;
      // Paths stay as the chosen shape gave them: the outer parse prefixes them where this schema is nested.
      for (const issue of parsed.error.issues) context.issues.push({ ...issue, input: undefined });
      return z.NEVER;
    });
}

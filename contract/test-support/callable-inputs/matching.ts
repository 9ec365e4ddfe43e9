// The two ways a bulk action names its rows (contract/src/callables/matching.ts): by their ids (`userIds`, with the
// versions the screen showed of those it approves) or by the filter its screen shows (`matching`).
import fc from 'fast-check';
import {
  allFeedback,
  feedbackCategories,
  feedbackRatings,
  feedbackStatusFilters,
  maxJoinedDays,
  maxMatchingSearchLength,
  userStatusFilters,
  userTypeFilters,
} from '../../src/index.ts';
import {
  asIs,
  dateFaults,
  enumSpec,
  fault,
  firstDay,
  idListSpec,
  isoDay,
  lastDay,
  literalSpec,
  objectSpec,
  recordId,
  recordIdSpec,
  replacedAt,
  type Sample,
  type Spec,
  untrimmedTextSpec,
  wrongTypes,
} from './shared-specs.ts';

// The rows named: at most maxIdsPerCall distinct ids.
export const userIdsInput = objectSpec({ userIds: idListSpec() });

const hexDigits = '0123456789abcdef';
const reviewedVersionLength = 16;

// The version of what an approval reviews, as the screen sends it back: sixteen lower-case hexadecimal digits.
const reviewedVersionSpec: Spec = {
  valid: asIs(
    fc.string({
      unit: fc.constantFrom(...hexDigits),
      minLength: reviewedVersionLength,
      maxLength: reviewedVersionLength,
    }),
  ),
  faults: fc.oneof(
    fc
      .oneof(
        fc.string({ maxLength: 24 }),
        fc.string({
          unit: fc.constantFrom(...hexDigits.toUpperCase()),
          minLength: reviewedVersionLength,
          maxLength: reviewedVersionLength,
        }),
      )
      .filter((text) => !new RegExp(`^[${hexDigits}]{${reviewedVersionLength}}$`).test(text))
      .map((text) => fault('bad-format', `the version ${JSON.stringify(text)}`, text)),
    wrongTypes('string'),
  ),
};

const seenVersionSpec = objectSpec({ userId: recordIdSpec, version: reviewedVersionSpec });

/**
 * The ids to approve, and (`seen`, which may be left out) the version the screen showed of some of them: each
 * entry names one of the ids, none twice.
 */
function reviewedIdsSpec(): Spec {
  const valid: fc.Arbitrary<Sample> = userIdsInput.valid.chain(({ sent, parsed }) => {
    const { userIds } = sent as { userIds: string[] };
    return fc.option(fc.subarray(userIds), { nil: undefined }).chain((seenIds) =>
      seenIds === undefined
        ? fc.constant({ sent, parsed })
        : fc.tuple(...seenIds.map(() => reviewedVersionSpec.valid)).map((versions) => {
            const seen = seenIds.map((userId, index) => ({ userId, version: versions[index]?.sent }));
            return {
              sent: { ...(sent as object), seen },
              parsed: { ...(parsed as object), seen },
            };
          }),
    );
  });
  // A valid input that names at least one id as seen.
  const withSeen = valid
    .map(({ sent }) => sent as { userIds: string[]; seen?: { userId: string; version: string }[] })
    .filter((input) => (input.seen ?? []).length > 0) as fc.Arbitrary<{
    userIds: string[];
    seen: { userId: string; version: string }[];
  }>;
  return {
    valid,
    faults: fc.oneof(
      userIdsInput.faults,
      fc
        .tuple(withSeen, wrongTypes('array'))
        .map(([input, wrong]) => ({ ...wrong, value: { ...input, seen: wrong.value }, at: ['seen'] })),
      fc.tuple(withSeen, seenVersionSpec.faults, fc.nat()).map(([input, wrong, position]) => {
        const index = position % input.seen.length;
        return {
          ...wrong,
          value: { ...input, seen: replacedAt(input.seen, index, wrong.value) },
          at: ['seen', index, ...wrong.at],
        };
      }),
      fc
        .tuple(withSeen, recordId, reviewedVersionSpec.valid)
        .filter(([input, userId]) => !input.userIds.includes(userId))
        .map(([input, userId, version]) =>
          fault(
            'bad-format',
            `a version seen of ${JSON.stringify(userId)}, not among the ids`,
            { ...input, seen: [...input.seen, { userId, version: version.sent }] },
            ['seen', input.seen.length, 'userId'],
          ),
        ),
      withSeen.map((input) =>
        fault(
          'duplicate',
          'a version seen of one id twice',
          { ...input, seen: [...input.seen, input.seen[0]] },
          ['seen', input.seen.length, 'userId'],
        ),
      ),
    ),
  };
}

export const reviewedIdsInput = reviewedIdsSpec();

// A day of the join filter, exactly as written (no padding trimmed).
const utcDaySpec: Spec = {
  valid: asIs(fc.integer({ min: firstDay, max: lastDay }).map(isoDay)),
  faults: dateFaults,
};

// The users screen's join filter: a first and last day, at most a year apart, the last not before the first.
const joinedDaysSpec: Spec = {
  valid: fc
    .tuple(fc.integer({ min: firstDay, max: lastDay }), fc.integer({ min: 0, max: maxJoinedDays - 1 }))
    .filter(([first, span]) => first + span <= lastDay)
    .map(([first, span]) => {
      const days = { from: isoDay(first), to: isoDay(first + span) };
      return { sent: days, parsed: days };
    }),
  faults: fc.oneof(
    // Undefined is the filter left out (as JSON sends it), not a fault.
    objectSpec({ from: utcDaySpec, to: utcDaySpec }).faults.filter(({ value }) => value !== undefined),
    fc
      .tuple(fc.integer({ min: firstDay, max: lastDay }), fc.integer({ min: 1, max: 5000 }))
      .filter(([last, back]) => last - back >= firstDay)
      .map(([last, back]) =>
        fault(
          'out-of-range',
          `a range ending ${back} days before it starts`,
          { from: isoDay(last), to: isoDay(last - back) },
          ['to'],
        ),
      ),
    fc
      .tuple(fc.integer({ min: firstDay, max: lastDay }), fc.integer({ min: maxJoinedDays, max: 5000 }))
      .filter(([first, span]) => first + span <= lastDay)
      .map(([first, span]) =>
        fault(
          'out-of-range',
          `a range of ${span + 1} days`,
          { from: isoDay(first), to: isoDay(first + span) },
          ['to'],
        ),
      ),
  ),
};

// The users screen's search as typed: empty allowed (everyone).
const searchSpec = untrimmedTextSpec(maxMatchingSearchLength);

export const userMatchingSpec = objectSpec(
  {
    search: searchSpec,
    type: enumSpec(userTypeFilters),
    status: enumSpec(userStatusFilters),
    joined: joinedDaysSpec,
  },
  { defaults: { status: 'All', joined: undefined } },
);
export const userMatchingInput = objectSpec({ matching: userMatchingSpec });

export const feedbackMatchingSpec = objectSpec({
  status: enumSpec(feedbackStatusFilters),
  category: enumSpec([allFeedback, ...feedbackCategories.map((category) => category.label)]),
  rating: literalSpec([allFeedback, ...feedbackRatings]),
});
export const feedbackMatchingInput = objectSpec({ matching: feedbackMatchingSpec });

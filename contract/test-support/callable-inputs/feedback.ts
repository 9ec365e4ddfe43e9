import fc from 'fast-check';
import { dayMs } from '../../src/index.ts';
import { feedbackMatchingInput, reviewedIdsInput } from './matching.ts';
import {
  type AreaInputCases,
  dateFaults,
  eitherSpec,
  firstDay,
  idListSpec,
  inputCase,
  integerSpec,
  isoDay,
  lastDay,
  objectSpec,
  padding,
  type Spec,
} from './shared-specs.ts';

// The day feedback is scheduled for, with blanks around it: parsed to the day and its 12:00 UTC, as it is stored.
const dateSpec: Spec = {
  valid: fc
    .tuple(padding, fc.integer({ min: firstDay, max: lastDay }), padding)
    .map(([before, day, after]) => ({
      sent: before + isoDay(day) + after,
      parsed: { date: isoDay(day), timestamp: day * dayMs + 12 * 3_600_000 },
    })),
  faults: dateFaults,
};

export const feedbackInputCases = {
  approveFeedback: inputCase(eitherSpec(['userIds', reviewedIdsInput], ['matching', feedbackMatchingInput])),
  withdrawFeedbackApproval: inputCase(
    objectSpec({ userIds: idListSpec(), approvedAt: integerSpec(0, Number.MAX_SAFE_INTEGER) }),
  ),
  scheduleFeedback: inputCase(objectSpec({ date: dateSpec })),
} satisfies AreaInputCases;

import { reviewedIdsInput, userIdsInput, userMatchingInput } from './matching.ts';
import { type AreaInputCases, eitherSpec, inputCase } from './shared-specs.ts';

const userIdsOrMatchingInput = eitherSpec(['userIds', userIdsInput], ['matching', userMatchingInput]);
const reviewedIdsOrMatchingInput = eitherSpec(['userIds', reviewedIdsInput], ['matching', userMatchingInput]);

export const userInputCases = {
  approveBusinessUsers: inputCase(reviewedIdsOrMatchingInput),
  retryApprovalEmails: inputCase(userIdsInput),
  deleteUsers: inputCase(userIdsOrMatchingInput),
  countMatchingUsers: inputCase(userMatchingInput),
} satisfies AreaInputCases;

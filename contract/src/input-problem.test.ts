import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { scheduleFeedbackInputSchema, updateSiteContentInputSchema } from './callables/index.ts';
import { inputProblem } from './input-problem.ts';
import { alertMessages } from './messages.ts';
import { recordIdListSchema } from './validation.ts';

function problemOf(schema: z.ZodType, input: unknown, within?: readonly PropertyKey[]) {
  const result = schema.safeParse(input);
  const issue = result.error?.issues[0];
  if (!issue) throw new Error('the input was accepted');
  return inputProblem(issue, within);
}

const userIdsInput = z.object({ userIds: recordIdListSchema });

describe('inputProblem', () => {
  it('names the refused field by its keys joined with dots', () => {
    expect(problemOf(userIdsInput, { userIds: ['a', ''] })).toEqual({
      field: 'userIds.1',
      message: 'userIds.1: must not be empty',
    });
  });

  it('names the input as a whole "input"', () => {
    expect(problemOf(recordIdListSchema, [])).toEqual({
      field: 'input',
      message: 'input: must name at least one id',
    });
  });

  it('shows a text of the catalogue as it is', () => {
    expect(problemOf(scheduleFeedbackInputSchema, { date: '2025-02-30' })).toEqual({
      field: 'date',
      message: alertMessages.invalidDate,
    });
  });

  it('names a field inside the part in view from there, and any other from the whole input', () => {
    const blankTitle = { target: 'productKeyFeatureMain', fields: { Title: '  ' } };
    expect(problemOf(updateSiteContentInputSchema, blankTitle, ['fields'])).toEqual({
      field: 'Title',
      message: 'Title: must not be empty',
    });
    expect(problemOf(updateSiteContentInputSchema, blankTitle).message).toBe(
      'fields.Title: must not be empty',
    );
    const badId = { target: 'productFeature', id: 'a.b', fields: { options: ['One'] } };
    expect(problemOf(updateSiteContentInputSchema, badId, ['fields']).field).toBe('id');
    const noField = { target: 'productKeyFeatureMain', fields: {} };
    expect(problemOf(updateSiteContentInputSchema, noField, ['fields'])).toEqual({
      field: 'fields',
      message: 'fields: must name at least one field to change',
    });
  });
});

import type { z } from 'zod';
import { catalogueIssueParam } from './validation.ts';

interface InputProblem {
  // The refused part of the input: its keys joined by dots ("userIds.0"), or "input" for the input as a whole.
  field: string;
  // What the administrator reads: a catalogue text as it is, any other reason after the field it concerns.
  message: string;
}

function isCatalogueIssue(issue: z.core.$ZodIssue): boolean {
  return issue.code === 'custom' && issue.params?.[catalogueIssueParam] === true;
}

function isInside(path: readonly PropertyKey[], within: readonly PropertyKey[]): boolean {
  return path.length > within.length && within.every((key, index) => path[index] === key);
}

/**
 * The administrator's message for an issue a callable's input schema found, the same whether the server or a
 * screen's check before the call finds it. `within` is a part of the input the reader already has in view (the
 * row being edited is the input's `fields`): a field inside it is named from there, as the screen labels it.
 */
export function inputProblem(issue: z.core.$ZodIssue, within: readonly PropertyKey[] = []): InputProblem {
  const path = isInside(issue.path, within) ? issue.path.slice(within.length) : issue.path;
  const field = path.map(String).join('.') || 'input';
  return { field, message: isCatalogueIssue(issue) ? issue.message : `${field}: ${issue.message}` };
}

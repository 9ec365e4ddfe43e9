// The fuzz specs of every callable's input, one file per area of contract/src/callables, assembled into the one
// map the schemas' property tests and the fuzz suite (which sends them to the Functions emulator) read.
import type { CallableName } from '../../src/index.ts';
import { exportInputCases } from './exports.ts';
import { feedbackInputCases } from './feedback.ts';
import { maintenanceInputCases } from './maintenance.ts';
import { mediaInputCases } from './media.ts';
import { releaseInputCases } from './releases.ts';
import { savedViewInputCases } from './saved-views.ts';
import type { CallableInputCase } from './shared-specs.ts';
import { signInAccountInputCases } from './sign-in-accounts.ts';
import { siteContentInputCases } from './site-content.ts';
import { teamInputCases } from './team.ts';
import { userTrashInputCases } from './user-trash.ts';
import { userInputCases } from './users.ts';
import { workoutInputCases } from './workout.ts';

export type { FlawKind, MalformedInput } from './shared-specs.ts';

/**
 * Generators of inputs every callable of the registry must accept and of inputs it must refuse, checked against
 * the registry's input schema. Keyed by the registry: a callable added there needs its cases in its area's file.
 */
export const callableInputCases: { [Name in CallableName]: CallableInputCase } = {
  ...userInputCases,
  ...userTrashInputCases,
  ...signInAccountInputCases,
  ...feedbackInputCases,
  ...workoutInputCases,
  ...siteContentInputCases,
  ...mediaInputCases,
  ...releaseInputCases,
  ...teamInputCases,
  ...maintenanceInputCases,
  ...savedViewInputCases,
  ...exportInputCases,
};

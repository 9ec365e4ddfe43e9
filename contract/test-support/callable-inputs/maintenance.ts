import fc from 'fast-check';
import { type AreaInputCases, asIs, inputCase, objectSpec, wrongTypes } from './shared-specs.ts';

export const maintenanceInputCases = {
  runCleanup: inputCase(objectSpec({ dryRun: { valid: asIs(fc.boolean()), faults: wrongTypes('boolean') } })),
} satisfies AreaInputCases;

import { activityViews, exportFormats } from '../../src/index.ts';
import { feedbackMatchingSpec, userMatchingSpec } from './matching.ts';
import { type AreaInputCases, enumSpec, inputCase, objectSpec } from './shared-specs.ts';

const exportFormatSpec = enumSpec(exportFormats);

export const exportInputCases = {
  exportUsers: inputCase(objectSpec({ matching: userMatchingSpec, format: exportFormatSpec })),
  exportFeedback: inputCase(objectSpec({ matching: feedbackMatchingSpec, format: exportFormatSpec })),
  exportTrash: inputCase(objectSpec({ format: exportFormatSpec })),
  exportActivity: inputCase(objectSpec({ view: enumSpec(activityViews), format: exportFormatSpec })),
} satisfies AreaInputCases;

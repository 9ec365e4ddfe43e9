import fc from 'fast-check';
import { maxAltTextLength } from '../../src/index.ts';
import {
  type AreaInputCases,
  asIs,
  blankableTextSpec,
  eitherSpec,
  fault,
  idListSpec,
  inputCase,
  objectSpec,
  recordIdSpec,
  wrongTypes,
} from './shared-specs.ts';

// `{ allUnused: true }`: the flag says "every unused image"; false is no request at all.
const allUnusedSpec = {
  valid: asIs(fc.constant(true)),
  faults: fc.oneof(fc.constant(fault('bad-format', 'false', false)), wrongTypes('boolean')),
};

export const mediaInputCases = {
  deleteMediaImages: inputCase(
    eitherSpec(
      ['imageKeys', objectSpec({ imageKeys: idListSpec() })],
      ['allUnused', objectSpec({ allUnused: allUnusedSpec })],
    ),
  ),
  replaceImageEverywhere: inputCase(
    objectSpec(
      { imageKey: recordIdSpec, replacementKey: recordIdSpec, only: idListSpec() },
      { defaults: { only: undefined } },
    ),
  ),
  updateMediaImageAlt: inputCase(
    objectSpec({ imageKey: recordIdSpec, alt: blankableTextSpec(maxAltTextLength) }),
  ),
} satisfies AreaInputCases;

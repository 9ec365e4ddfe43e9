import { maxSavedViewNameLength, maxSavedViewParamsLength, savedViewLists } from '../../src/index.ts';
import {
  type AreaInputCases,
  enumSpec,
  inputCase,
  objectSpec,
  recordIdSpec,
  textSpec,
  untrimmedTextSpec,
} from './shared-specs.ts';

export const savedViewInputCases = {
  saveView: inputCase(
    objectSpec({
      list: enumSpec(savedViewLists),
      name: textSpec(maxSavedViewNameLength),
      params: untrimmedTextSpec(maxSavedViewParamsLength),
    }),
  ),
  deleteSavedView: inputCase(objectSpec({ list: enumSpec(savedViewLists), viewKey: recordIdSpec })),
} satisfies AreaInputCases;

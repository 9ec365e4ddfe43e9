import { maxReleaseNameLength, siteContentTargetNames, siteItemTargetNames } from '../../src/index.ts';
import {
  type AreaInputCases,
  enumSpec,
  inputCase,
  integerSpec,
  nullableSpec,
  objectSpec,
  recordIdSpec,
  textSpec,
} from './shared-specs.ts';
import { newItemKeySpec, updateSiteContentSpec } from './site-content.ts';

const releaseIdOnly = objectSpec({ releaseId: recordIdSpec });

// One row's change in a release: a main row has no id, an item has one.
const releaseRow = objectSpec(
  { releaseId: recordIdSpec, target: enumSpec(siteContentTargetNames), id: recordIdSpec },
  { defaults: { id: undefined } },
);

export const releaseInputCases = {
  createRelease: inputCase(objectSpec({ releaseId: newItemKeySpec, name: textSpec(maxReleaseNameLength) })),
  saveReleaseChange: inputCase(objectSpec({ releaseId: recordIdSpec, edit: updateSiteContentSpec })),
  addReleaseItem: inputCase(
    objectSpec({ releaseId: recordIdSpec, target: enumSpec(siteItemTargetNames), id: newItemKeySpec }),
  ),
  deleteReleaseItem: inputCase(
    objectSpec({ releaseId: recordIdSpec, target: enumSpec(siteItemTargetNames), id: recordIdSpec }),
  ),
  discardReleaseChange: inputCase(releaseRow),
  keepReleaseChange: inputCase(releaseRow),
  publishRelease: inputCase(releaseIdOnly),
  scheduleRelease: inputCase(
    objectSpec({ releaseId: recordIdSpec, publishAt: nullableSpec(integerSpec(0, Number.MAX_SAFE_INTEGER)) }),
  ),
  undoRelease: inputCase(releaseIdOnly),
} satisfies AreaInputCases;

import fc from 'fast-check';
import {
  imageContentTypes,
  maxAltTextLength,
  maxDescriptionLength,
  maxImageBytes,
  maxImageFileNameLength,
  maxOptionLength,
  maxOptionsPerFeature,
  maxTitleLength,
  siteContentTargetNames,
  siteContentTargets,
  siteImageTargetNames,
  siteItemTargetNames,
} from '../../src/index.ts';
import {
  type AreaInputCases,
  asIs,
  blankableTextSpec,
  elementFault,
  enumSpec,
  fault,
  fixedLengthKeySpec,
  inputCase,
  objectSpec,
  padding,
  recordIdSpec,
  type Spec,
  textSpec,
  unionSpec,
  untrimmedTextSpec,
  wrongTypes,
} from './shared-specs.ts';

// The keys of the database SDK's push(), which the console makes for a new website item.
export const newItemKeySpec = fixedLengthKeySpec(20, 'an item key');

// The site content fields by name; each target's `fields` schema says which of them it takes.
const siteContentFieldSpecs: Record<string, Spec> = {
  Title: textSpec(maxTitleLength),
  Description: textSpec(maxDescriptionLength),
  description: textSpec(maxDescriptionLength),
  CompanyInformation: textSpec(maxDescriptionLength),
  imageAlt: blankableTextSpec(maxAltTextLength),
  iconAlt: blankableTextSpec(maxAltTextLength),
  options: (() => {
    const option = textSpec(maxOptionLength);
    const validOptions = fc.array(option.valid, { minLength: 1, maxLength: maxOptionsPerFeature });
    const validOptionList = validOptions.map((samples) => samples.map(({ sent }) => sent));
    return {
      valid: validOptions.map((samples) => ({
        sent: samples.map(({ sent }) => sent),
        parsed: samples.map(({ parsed }) => parsed),
      })),
      faults: fc.oneof(
        wrongTypes('array'),
        fc.constant(fault('empty', 'no option', [])),
        fc.integer({ min: 1, max: 100 }).map((extra) => {
          const options = Array.from(
            { length: maxOptionsPerFeature + extra },
            (_, index) => `Option ${index}`,
          );
          return fault('too-many', `${options.length} options, over ${maxOptionsPerFeature}`, options);
        }),
        elementFault(validOptionList, option.faults),
      ),
    };
  })(),
};

function siteContentFieldsSpec(target: (typeof siteContentTargetNames)[number]): Spec {
  const names = Object.keys(siteContentTargets[target].fields.shape);
  return objectSpec(
    Object.fromEntries(
      names.map((name) => {
        const spec = siteContentFieldSpecs[name];
        if (!spec) throw new Error(`No generator for the site content field ${name} of ${target}`);
        return [name, spec];
      }),
    ),
    { partial: true },
  );
}

function isItemTarget(target: string): boolean {
  return siteItemTargetNames.some((name) => name === target);
}

// A discriminated union's variant: its target is fixed, and a wrong one is any value outside `allTargets`.
function targetSpec(target: string, allTargets: readonly string[]): Spec {
  return { valid: asIs(fc.constant(target)), faults: enumSpec(allTargets).faults };
}

// An item target's variant names its item; a main target's has no id (sending one is an unknown key).
function targetFields(target: string, allTargets: readonly string[]): Record<string, Spec> {
  return {
    target: targetSpec(target, allTargets),
    ...(isItemTarget(target) ? { id: recordIdSpec } : {}),
  };
}

// What an image file name may hold (see imageFileNameSchema: letters and digits of any script, spaces, dots,
// dashes, underscores and brackets), by example, and characters it must not (an escape, URL syntax, markup, a
// path, controls, a symbol).
const fileNameCharacters = ['a', 'Z', 'é', 'ß', '字', 'ж', '7', '٣', ' ', '.', '_', '-', '(', ')'] as const;
const fileNameForbidden = [
  '%',
  '/',
  '\\',
  '#',
  '?',
  '&',
  '<',
  '"',
  "'",
  '+',
  '\u0000',
  '\n',
  '\u007f',
  '😀',
] as const;

function fileNameSpec(): Spec {
  const random = fc
    .string({ unit: fc.constantFrom(...fileNameCharacters), minLength: 1, maxLength: 40 })
    .filter((text) => text.trim() === text);
  const atBound = fc.constantFrom('x', 'é', '字').map((filler) => filler.repeat(maxImageFileNameLength));
  const name = fc.oneof({ arbitrary: random, weight: 8 }, { arbitrary: atBound, weight: 1 });
  return {
    valid: fc
      .tuple(padding, name, padding)
      .map(([before, text, after]) => ({ sent: before + text + after, parsed: text })),
    faults: textSpec(maxImageFileNameLength, fileNameForbidden).faults,
  };
}
const base64Alphabet = [
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
  '+',
  '/',
] as const;
const base64Character = fc.constantFrom(...base64Alphabet);

// Padded base64 of `byteCount` zero bytes: the largest valid upload is exactly maxImageBytes.
function base64OfZeros(byteCount: number): string {
  const tail = ['', 'AA==', 'AAA='][byteCount % 3];
  return 'A'.repeat(Math.floor(byteCount / 3) * 4) + tail;
}

const validBase64 = fc
  .tuple(
    fc.array(fc.string({ unit: base64Character, minLength: 4, maxLength: 4 }), { maxLength: 40 }),
    fc.oneof(
      fc.constant(''),
      fc.string({ unit: base64Character, minLength: 2, maxLength: 2 }).map((pair) => `${pair}==`),
      fc.string({ unit: base64Character, minLength: 3, maxLength: 3 }).map((triple) => `${triple}=`),
    ),
  )
  .map(([groups, tail]) => groups.join('') + tail);

// The schema only checks that data is base64 of at most maxImageBytes; whether the bytes are an image is the
// function's check, after parsing.
const imageDataSpec: Spec = {
  valid: asIs(
    fc.oneof(
      { arbitrary: validBase64, weight: 40 },
      { arbitrary: fc.constant(base64OfZeros(maxImageBytes)), weight: 1 },
    ),
  ),
  faults: fc.oneof(
    fc
      .tuple(validBase64, fc.constantFrom('-', '_', '!', ' ', '.', 'é', '\n', '%'), validBase64)
      .map(([before, character, after]) =>
        fault('bad-format', `base64 with ${JSON.stringify(character)}`, before + character + after),
      ),
    fc
      .tuple(validBase64, base64Character)
      .map(([text, extra]) => fault('bad-format', 'base64 one character too long', text + extra)),
    validBase64.map((text) =>
      fault('bad-format', 'a data URL instead of base64', `data:image/png;base64,${text}`),
    ),
    fc
      .integer({ min: 1, max: 3 })
      .map((extra) =>
        fault(
          'too-long',
          `${maxImageBytes + extra} bytes, over ${maxImageBytes}`,
          base64OfZeros(maxImageBytes + extra),
        ),
      ),
    wrongTypes('string'),
  ),
};

// A stored field's value as the row showed it: any text, a list of texts, or null for none (edit-conflicts.ts).
const maxShownText = 100_000;
const shownValueSpec: Spec = {
  valid: fc.oneof(
    untrimmedTextSpec(maxShownText).valid,
    asIs(fc.array(fc.string({ maxLength: 20 }), { maxLength: 5 })),
    asIs(fc.constant(null)),
  ),
  faults: fc.oneof(
    fc.constant(fault('too-long', `${maxShownText + 1} characters`, 'x'.repeat(maxShownText + 1))),
    fc.constant(fault('wrong-type', 'a number instead of a text', 42)),
    fc.constant(fault('wrong-type', 'a boolean instead of a text', true)),
    fc.constant(fault('wrong-type', 'an object instead of a text', { text: 'x' })),
  ),
};

// Optional: leaving it out (undefined) is no fault.
function startedFromSpec(target: (typeof siteContentTargetNames)[number]): Spec {
  const names = Object.keys(siteContentTargets[target].fields.shape);
  const spec = objectSpec(Object.fromEntries(names.map((name) => [name, shownValueSpec])), { partial: true });
  return { valid: spec.valid, faults: spec.faults.filter(({ value }) => value !== undefined) };
}

export const updateSiteContentSpec = unionSpec(
  siteContentTargetNames.map((target) =>
    objectSpec(
      {
        ...targetFields(target, siteContentTargetNames),
        fields: siteContentFieldsSpec(target),
        startedFrom: startedFromSpec(target),
      },
      { defaults: { startedFrom: undefined } },
    ),
  ),
);

const uploadSiteImageSpec = unionSpec(
  siteImageTargetNames.map((target) =>
    objectSpec(
      {
        ...targetFields(target, siteImageTargetNames),
        fileName: fileNameSpec(),
        contentType: enumSpec(imageContentTypes),
        data: imageDataSpec,
        alt: blankableTextSpec(maxAltTextLength),
        releaseId: recordIdSpec,
      },
      { defaults: { alt: undefined, releaseId: undefined } },
    ),
  ),
);

const chooseLibraryImageSpec = unionSpec(
  siteImageTargetNames.map((target) =>
    objectSpec(
      {
        ...targetFields(target, siteImageTargetNames),
        imageKey: recordIdSpec,
        alt: blankableTextSpec(maxAltTextLength),
        releaseId: recordIdSpec,
      },
      { defaults: { alt: undefined, releaseId: undefined } },
    ),
  ),
);

export const siteContentInputCases = {
  updateSiteContent: inputCase(updateSiteContentSpec),
  addSiteItem: inputCase(objectSpec({ target: enumSpec(siteItemTargetNames), id: newItemKeySpec })),
  deleteSiteItem: inputCase(objectSpec({ target: enumSpec(siteItemTargetNames), id: recordIdSpec })),
  uploadSiteImage: inputCase(uploadSiteImageSpec),
  restoreContentVersion: inputCase(objectSpec({ versionId: recordIdSpec })),
  chooseLibraryImage: inputCase(chooseLibraryImageSpec),
} satisfies AreaInputCases;

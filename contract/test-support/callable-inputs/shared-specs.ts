// Test support (not exported from the package): fast-check generators of every callable's input, valid and
// malformed, shared by the schemas' property tests and the fuzz suite that sends them to the Functions emulator.
import fc from 'fast-check';
import {
  activityViews,
  allFeedback,
  type CallableName,
  exportFormats,
  feedbackCategories,
  feedbackRatings,
  feedbackStatusFilters,
  imageContentTypes,
  invitationTokenLength,
  maxDescriptionLength,
  maxEmailLength,
  maxIdleTimeoutMinutes,
  maxIdsPerCall,
  maxImageBytes,
  maxImageFileNameLength,
  maxJoinedDays,
  maxMatchingSearchLength,
  maxOptionLength,
  maxOptionsPerFeature,
  maxSavedViewNameLength,
  maxSavedViewParamsLength,
  maxSearchKeywordLength,
  maxSessionHours,
  maxSignInBlockReasonLength,
  maxTeamPasswordLength,
  maxTitleLength,
  maxVideosPerSend,
  maxVideoTitleLength,
  minIdleTimeoutMinutes,
  minSessionHours,
  minTeamPasswordLength,
  roles,
  savedViewLists,
  siteContentTargetNames,
  siteContentTargets,
  siteImageTargetNames,
  siteItemTargetNames,
  userStatusFilters,
  userTypeFilters,
} from '../src/index.ts';

/** A location in an input, as zod reports it: keys, and list indices as numbers. */
type InputPath = (string | number)[];

export type FlawKind =
  | 'not-an-object'
  | 'missing-field'
  | 'unknown-key'
  | 'prototype-key'
  | 'wrong-type'
  | 'empty'
  | 'too-long'
  | 'too-short'
  | 'out-of-range'
  | 'too-many'
  | 'duplicate'
  | 'forbidden-character'
  | 'bad-format';

/** An input the schema must accept, and the value it must parse to (ids as given, texts trimmed). */
interface ValidInput {
  payload: unknown;
  parsed: unknown;
}

/**
 * An input the schema must refuse, with where it must say so: an issue whose path is `field` (empty for the
 * input itself) and, for a key it does not know, whose message names that key.
 */
export interface MalformedInput {
  kind: FlawKind;
  flaw: string;
  payload: unknown;
  field: InputPath;
  mentions?: string;
}

interface CallableInputCase {
  valid: fc.Arbitrary<ValidInput>;
  malformed: fc.Arbitrary<MalformedInput>;
}

// A value to send and what the schema must make of it.
interface Sample {
  sent: unknown;
  parsed: unknown;
}

// What is wrong somewhere inside a value: the value itself, and the path below it where the issue belongs.
interface Fault {
  kind: FlawKind;
  flaw: string;
  value: unknown;
  at: InputPath;
  mentions?: string;
}

// One part of an input: its valid values and the ways it can be wrong.
interface Spec {
  valid: fc.Arbitrary<Sample>;
  faults: fc.Arbitrary<Fault>;
}

type JsonType = 'string' | 'number' | 'boolean' | 'array' | 'object';

const prototypeKeys = ['__proto__', 'constructor', 'prototype'] as const;

function asIs<Value>(arbitrary: fc.Arbitrary<Value>): fc.Arbitrary<Sample> {
  return arbitrary.map((value) => ({ sent: value, parsed: value }));
}

function fault(kind: FlawKind, flaw: string, value: unknown, at: InputPath = []): Fault {
  return { kind, flaw, value, at };
}

// Sets a key as an own property even when it is `__proto__`, as JSON.parse does (plain assignment would set
// the prototype instead).
function withOwnKey(record: object, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...record };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

function replacedAt<Item>(items: readonly Item[], index: number, value: unknown): unknown[] {
  return items.map((item, position) => (position === index ? value : item));
}

const jsonTypeValues: Record<JsonType, fc.Arbitrary<unknown>> = {
  string: fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom('true', 'false', '0', 'null', '[]', '{}')),
  number: fc.oneof(fc.integer(), fc.double({ noNaN: true, noDefaultInfinity: true })),
  boolean: fc.boolean(),
  array: fc.oneof(fc.constant([]), fc.array(fc.string({ maxLength: 8 }), { minLength: 1, maxLength: 3 })),
  object: fc.oneof(fc.constant({}), fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }))),
};

// null and every JSON type but the expected one.
function wrongTypes(expected: JsonType): fc.Arbitrary<Fault> {
  const others = (Object.keys(jsonTypeValues) as JsonType[]).filter((type) => type !== expected);
  return fc.oneof(
    fc.constant(fault('wrong-type', `null instead of ${expected}`, null)),
    ...others.map((type) =>
      jsonTypeValues[type].map((value) => fault('wrong-type', `${type} instead of ${expected}`, value)),
    ),
  );
}

// --- texts -----------------------------------------------------------------------------------------------------

// Whitespace that String.prototype.trim (and so zod's trim) removes: the schemas must strip it.
const trimmedWhitespace = fc.constantFrom(' ', '\t', '\n', '\r', '\u00a0', '\u2003', '\u3000', '\ufeff');
const padding = fc.string({ unit: trimmedWhitespace, maxLength: 3 });
const anyGrapheme = fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 });

// Characters that are 1, 2, 3 and 4 bytes of UTF-8 (and 1, 1, 1 and 2 UTF-16 units): bounds count one or the other.
const wideCharacters = ['x', 'é', '字', '😀'] as const;

// Text of 1 to `maxLength` UTF-16 units that trimming leaves as it is, with none of `forbidden` in it.
function visibleText(maxLength: number, forbidden: readonly string[] = []) {
  const character = anyGrapheme.filter((grapheme) => !forbidden.some((bad) => grapheme.includes(bad)));
  const random = fc
    .string({ unit: character, minLength: 1, maxLength: Math.min(maxLength, 40) })
    .filter((text) => text.trim() === text && text.length <= maxLength);
  // fast-check keeps random texts short: the bound itself is reached on purpose.
  const atBound = fc
    .tuple(fc.constantFrom('x', 'é', '字'), character)
    .map(([filler, last]) => filler.repeat(maxLength - last.length) + last)
    .filter((text) => text.trim() === text && text.length === maxLength);
  return fc.oneof({ arbitrary: random, weight: 8 }, { arbitrary: atBound, weight: 1 });
}

// Longer than `maxLength` UTF-16 units even after trimming; now and then far longer.
function overlongText(maxLength: number): fc.Arbitrary<string> {
  return fc
    .tuple(
      fc.oneof(
        { arbitrary: fc.integer({ min: maxLength + 1, max: maxLength * 4 }), weight: 9 },
        { arbitrary: fc.constant(100_000), weight: 1 },
      ),
      fc.constantFrom(...wideCharacters),
      padding,
    )
    .map(([length, character, pad]) => pad + character.repeat(length) + pad);
}

function withCharacterInside(forbidden: readonly string[], maxLength: number): fc.Arbitrary<Fault> {
  const part = visibleText(Math.max(1, Math.floor((maxLength - 1) / 2)));
  return fc
    .tuple(part, fc.constantFrom(...forbidden), part)
    .map(([left, character, right]) =>
      fault('forbidden-character', `contains ${JSON.stringify(character)}`, left + character + right),
    );
}

/** A required text the administrator types: trimmed, 1 to `maxLength` characters, none of `forbidden`. */
function textSpec(maxLength: number, forbidden: readonly string[] = []): Spec {
  const faults = [
    overlongText(maxLength).map((text) =>
      fault('too-long', `${text.trim().length} characters, over ${maxLength}`, text),
    ),
    padding.map((blank) => fault('empty', `blank text ${JSON.stringify(blank)}`, blank)),
    wrongTypes('string'),
  ];
  if (forbidden.length > 0) faults.push(withCharacterInside(forbidden, maxLength));
  return {
    valid: fc
      .tuple(padding, visibleText(maxLength, forbidden), padding)
      .map(([before, text, after]) => ({ sent: before + text + after, parsed: text })),
    faults: fc.oneof(...faults),
  };
}

// --- record ids --------------------------------------------------------------------------------------------------

// The Realtime Database's rule for keys, restated here so that the tests do not take the schema's word for it.
const keyCharacters = ['/', '.', '#', '$', '[', ']'] as const;
const keyControlCharacters = ['\u0000', '\n', '\u001f', '\u007f'] as const;
const maxIdLength = 128;

const keyCharacter = anyGrapheme.filter((grapheme) => !keyCharacters.some((bad) => grapheme.includes(bad)));

// Ids are not trimmed: what is sent is the key. Prototype names are ordinary keys and must stay so.
const recordId: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: keyCharacter, minLength: 1, maxLength: 16 }), weight: 12 },
  { arbitrary: fc.constantFrom(...prototypeKeys, 'hasOwnProperty', 'toString'), weight: 1 },
  // The longest id (128 UTF-16 units, Auth's limit for a uid), in 1- and 2-unit characters.
  {
    arbitrary: fc.constantFrom(
      'a'.repeat(maxIdLength),
      'é'.repeat(maxIdLength),
      '😀'.repeat(maxIdLength / 2),
    ),
    weight: 1,
  },
);

const recordIdSpec: Spec = {
  valid: asIs(recordId),
  faults: fc.oneof(
    fc.constant(fault('empty', 'an empty id', '')),
    fc
      .tuple(
        fc.string({ unit: keyCharacter, maxLength: 6 }),
        fc.constantFrom(...keyCharacters, ...keyControlCharacters),
        fc.string({ unit: keyCharacter, maxLength: 6 }),
      )
      .map(([left, character, right]) =>
        fault('forbidden-character', `an id with ${JSON.stringify(character)}`, left + character + right),
      ),
    fc
      .tuple(fc.constantFrom(['a', 1], ['é', 1], ['😀', 2]), fc.integer({ min: 1, max: 300 }))
      .map(([[character, units], extra]) => {
        const id = character.repeat(Math.floor(maxIdLength / units) + extra);
        return fault('too-long', `an id of ${id.length} × ${units} UTF-16 units, over ${maxIdLength}`, id);
      }),
    wrongTypes('string'),
  ),
};

/** A list of distinct ids, at most maxIdsPerCall of them. */
function idListSpec(): Spec {
  const validIds = fc.oneof(
    { arbitrary: fc.uniqueArray(recordId, { minLength: 1, maxLength: 20 }), weight: 9 },
    {
      arbitrary: fc
        .string({ unit: keyCharacter, minLength: 1, maxLength: 8 })
        .map((stem) => Array.from({ length: maxIdsPerCall }, (_, index) => `${stem}${index}`)),
      weight: 1,
    },
  );
  return {
    valid: asIs(validIds),
    faults: fc.oneof(
      wrongTypes('array'),
      fc.constant(fault('empty', 'an empty list', [])),
      fc
        .tuple(
          fc.string({ unit: keyCharacter, minLength: 1, maxLength: 8 }),
          fc.integer({ min: 1, max: 500 }),
        )
        .map(([stem, extra]) => {
          const ids = Array.from({ length: maxIdsPerCall + extra }, (_, index) => `${stem}${index}`);
          return fault('too-many', `${ids.length} ids, over ${maxIdsPerCall}`, ids);
        }),
      fc.tuple(validIds, fc.nat(), fc.nat()).map(([ids, from, to]) => {
        const repeated = ids[from % ids.length];
        const withRepeat = [
          ...ids.slice(0, to % (ids.length + 1)),
          repeated,
          ...ids.slice(to % (ids.length + 1)),
        ];
        return fault('duplicate', `${JSON.stringify(repeated)} twice`, withRepeat);
      }),
      elementFault(validIds, recordIdSpec.faults),
    ),
  };
}

// A valid list with one element replaced by a faulty one, reported at that element.
function elementFault(
  list: fc.Arbitrary<unknown[]>,
  elementFaults: fc.Arbitrary<Fault>,
): fc.Arbitrary<Fault> {
  return fc.tuple(list, elementFaults, fc.nat()).map(([items, wrong, position]) => {
    const index = position % items.length;
    return { ...wrong, value: replacedAt(items, index, wrong.value), at: [index, ...wrong.at] };
  });
}

// --- objects ---------------------------------------------------------------------------------------------------

// Keys some callable knows (so they are only unknown where they do not belong), Object.prototype's own names,
// and anything else.
const unknownKeys = fc.oneof(
  fc.constantFrom(
    'id',
    'target',
    'fields',
    'userIds',
    'Title',
    'Description',
    'description',
    'options',
    'icon',
  ),
  fc.constantFrom('image', 'admin', 'force', 'toString', 'hasOwnProperty', 'valueOf', ''),
  fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 12 }),
);

function notAnObject(validValue: fc.Arbitrary<Sample>): fc.Arbitrary<Fault> {
  return fc.oneof(
    fc.constant(fault('not-an-object', 'undefined instead of an object', undefined)),
    wrongTypes('object').map((wrong) => ({ ...wrong, kind: 'not-an-object' as const })),
    validValue.map(({ sent }) => fault('not-an-object', 'the valid object inside a list', [sent])),
  );
}

interface ObjectOptions {
  // Every field may be left out, but at least one must be there (the changes of updateSiteContent).
  partial?: boolean;
  // Fields that may be left out, each parsed to its value here when it is.
  defaults?: Record<string, unknown>;
}

/**
 * A strict object: these fields and no other key, every one required unless `partial` or given a default.
 */
function objectSpec(
  fields: Record<string, Spec>,
  { partial = false, defaults = {} }: ObjectOptions = {},
): Spec {
  const keys = Object.keys(fields);
  const [firstKey] = keys;
  if (firstKey === undefined) throw new Error('An object spec needs a field');
  const required = keys.filter((key) => !Object.hasOwn(defaults, key));
  const defaulted = keys.filter((key) => Object.hasOwn(defaults, key));

  const chosenKeys = partial
    ? fc.subarray(keys, { minLength: 1 })
    : fc
        .subarray(defaulted)
        .map((sent) => keys.filter((key) => required.includes(key) || sent.includes(key)));
  const valid: fc.Arbitrary<Sample> = chosenKeys.chain((chosen) =>
    fc
      .tuple(...chosen.map((key) => (fields[key] as Spec).valid.map((sample) => [key, sample] as const)))
      .map((entries) => ({
        sent: Object.fromEntries(entries.map(([key, sample]) => [key, sample.sent])),
        parsed: {
          ...Object.fromEntries(defaulted.map((key) => [key, defaults[key]])),
          ...Object.fromEntries(entries.map(([key, sample]) => [key, sample.parsed])),
        },
      })),
  );
  const validObject = valid.map(({ sent }) => sent as Record<string, unknown>);
  const extraValue = fc.oneof(fc.jsonValue({ maxDepth: 2 }), validObject);

  const structural: fc.Arbitrary<Fault>[] = [
    notAnObject(valid),
    fc
      .tuple(validObject, unknownKeys, extraValue)
      .filter(([, key]) => !keys.includes(key) && !prototypeKeys.some((name) => name === key))
      .map(([object, key, value]) => ({
        ...fault('unknown-key', `the unknown key ${JSON.stringify(key)}`, withOwnKey(object, key, value)),
        mentions: key,
      })),
    fc.tuple(validObject, fc.constantFrom(...prototypeKeys), extraValue).map(([object, key, value]) => ({
      ...fault('prototype-key', `an own ${key} key beside the fields`, withOwnKey(object, key, value)),
      mentions: key,
    })),
    // What a crafted request does to reach Object.prototype: the fields themselves behind a __proto__ key.
    validObject.map((object) =>
      partial
        ? {
            ...fault(
              'prototype-key',
              'the fields behind an own __proto__ key',
              withOwnKey({}, '__proto__', object),
            ),
            mentions: '__proto__',
          }
        : fault(
            'prototype-key',
            'the fields behind an own __proto__ key',
            withOwnKey({}, '__proto__', object),
            [firstKey],
          ),
    ),
  ];
  if (partial) {
    structural.push(fc.constant(fault('empty', 'no field to change', {})));
  } else {
    structural.push(
      fc.tuple(validObject, fc.constantFrom(...required)).map(([object, key]) => {
        const { [key]: _left, ...rest } = object;
        return fault('missing-field', `no ${key}`, rest, [key]);
      }),
    );
  }

  const fieldFaults = keys.map((key) =>
    fc.tuple(validObject, (fields[key] as Spec).faults).map(([object, wrong]) => ({
      ...wrong,
      value: withOwnKey(object, key, wrong.value),
      at: [key, ...wrong.at],
    })),
  );
  return {
    valid,
    faults: fc.oneof(
      { arbitrary: fc.oneof(...structural), weight: 2 },
      { arbitrary: fc.oneof(...fieldFaults), weight: 3 },
    ),
  };
}

/** One of several strict objects told apart by their `target`; the target is always the object's first key. */
function unionSpec(variants: Spec[]): Spec {
  return {
    valid: fc.oneof(...variants.map((variant) => variant.valid)),
    faults: fc.oneof(...variants.map((variant) => variant.faults)),
  };
}

/** One of `values`, exactly as written. */
function enumSpec(values: readonly string[]): Spec {
  const nearMisses = fc
    .constantFrom(...values)
    .chain((value) =>
      fc.constantFrom(
        value.toUpperCase(),
        ` ${value}`,
        `${value} `,
        `${value}s`,
        value.slice(0, -1),
        `${value}/..`,
      ),
    );
  return {
    valid: asIs(fc.constantFrom(...values)),
    faults: fc.oneof(
      fc
        .oneof(nearMisses, fc.constantFrom(...prototypeKeys, 'toString', ''), fc.string({ maxLength: 20 }))
        .filter((value) => !values.includes(value))
        .map((value) => fault('bad-format', `the unknown value ${JSON.stringify(value)}`, value)),
      wrongTypes('string'),
    ),
  };
}

// A discriminated union's variant: its target is fixed, and a wrong one is any value outside `allTargets`.
function targetSpec(target: string, allTargets: readonly string[]): Spec {
  return { valid: asIs(fc.constant(target)), faults: enumSpec(allTargets).faults };
}

/**
 * Exactly one of two strict objects told apart by which key they have (eitherShape): without the second's key the
 * input is read as the first, so the second's faults are those that keep its key; naming both keys is refused as
 * an unknown key.
 */
function eitherSpec([firstKey, first]: [string, Spec], [secondKey, second]: [string, Spec]): Spec {
  // The first's key may have a default: naming both keys needs it there.
  const firstObject = first.valid
    .map(({ sent }) => sent as Record<string, unknown>)
    .filter((object) => Object.hasOwn(object, firstKey));
  const secondObject = second.valid.map(({ sent }) => sent as Record<string, unknown>);
  return {
    valid: fc.oneof(first.valid, second.valid),
    faults: fc.oneof(
      first.faults,
      second.faults.filter(
        ({ value }) => typeof value === 'object' && value !== null && Object.hasOwn(value, secondKey),
      ),
      fc.tuple(firstObject, secondObject).map(([both, other]) => ({
        ...fault('unknown-key', `both shapes at once (${secondKey} too)`, {
          ...both,
          [secondKey]: other[secondKey],
        }),
        mentions: secondKey,
      })),
    ),
  };
}

/** One of `values` (texts or numbers), exactly as written. */
function literalSpec(values: readonly (string | number)[]): Spec {
  const texts = values.filter((value): value is string => typeof value === 'string');
  const numbers = values.filter((value): value is number => typeof value === 'number');
  return {
    valid: asIs(fc.constantFrom(...values)),
    faults: fc.oneof(
      ...(texts.length > 0 ? [enumSpec(texts).faults.filter(({ kind }) => kind === 'bad-format')] : []),
      fc
        .oneof(fc.integer({ min: -3, max: 10 }), fc.double({ noNaN: true, noDefaultInfinity: true }))
        .filter((value) => !values.includes(value))
        .map((value) => fault('bad-format', `the unknown value ${value}`, value)),
      fc.constantFrom(...numbers).map((value) => fault('bad-format', `${value} as text`, String(value))),
      fc.constant(fault('wrong-type', 'null instead of a value', null)),
      jsonTypeValues.boolean.map((value) => fault('wrong-type', 'a boolean instead of a value', value)),
      jsonTypeValues.array.map((value) => fault('wrong-type', 'a list instead of a value', value)),
      jsonTypeValues.object.map((value) => fault('wrong-type', 'an object instead of a value', value)),
    ),
  };
}

/** One of `spec`'s values, or null. */
function nullableSpec(spec: Spec): Spec {
  return {
    valid: fc.oneof(spec.valid, asIs(fc.constant(null))),
    faults: spec.faults.filter(({ value }) => value !== null),
  };
}

// --- the callables' own fields -------------------------------------------------------------------------------

const userIdsInput = objectSpec({ userIds: idListSpec() });

const hexDigits = '0123456789abcdef';
const reviewedVersionLength = 16;

// The version of what an approval reviews, as the screen sends it back: sixteen lower-case hexadecimal digits.
const reviewedVersionSpec: Spec = {
  valid: asIs(
    fc.string({
      unit: fc.constantFrom(...hexDigits),
      minLength: reviewedVersionLength,
      maxLength: reviewedVersionLength,
    }),
  ),
  faults: fc.oneof(
    fc
      .oneof(
        fc.string({ maxLength: 24 }),
        fc.string({
          unit: fc.constantFrom(...hexDigits.toUpperCase()),
          minLength: reviewedVersionLength,
          maxLength: reviewedVersionLength,
        }),
      )
      .filter((text) => !new RegExp(`^[${hexDigits}]{${reviewedVersionLength}}$`).test(text))
      .map((text) => fault('bad-format', `the version ${JSON.stringify(text)}`, text)),
    wrongTypes('string'),
  ),
};

const seenVersionSpec = objectSpec({ userId: recordIdSpec, version: reviewedVersionSpec });

/**
 * The ids to approve, and (`seen`, which may be left out) the version the screen showed of some of them: each
 * entry names one of the ids, none twice.
 */
function reviewedIdsSpec(): Spec {
  const valid: fc.Arbitrary<Sample> = userIdsInput.valid.chain(({ sent, parsed }) => {
    const { userIds } = sent as { userIds: string[] };
    return fc.option(fc.subarray(userIds), { nil: undefined }).chain((seenIds) =>
      seenIds === undefined
        ? fc.constant({ sent, parsed })
        : fc.tuple(...seenIds.map(() => reviewedVersionSpec.valid)).map((versions) => {
            const seen = seenIds.map((userId, index) => ({ userId, version: versions[index]?.sent }));
            return {
              sent: { ...(sent as object), seen },
              parsed: { ...(parsed as object), seen },
            };
          }),
    );
  });
  // A valid input that names at least one id as seen.
  const withSeen = valid
    .map(({ sent }) => sent as { userIds: string[]; seen?: { userId: string; version: string }[] })
    .filter((input) => (input.seen ?? []).length > 0) as fc.Arbitrary<{
    userIds: string[];
    seen: { userId: string; version: string }[];
  }>;
  return {
    valid,
    faults: fc.oneof(
      userIdsInput.faults,
      fc
        .tuple(withSeen, wrongTypes('array'))
        .map(([input, wrong]) => ({ ...wrong, value: { ...input, seen: wrong.value }, at: ['seen'] })),
      fc.tuple(withSeen, seenVersionSpec.faults, fc.nat()).map(([input, wrong, position]) => {
        const index = position % input.seen.length;
        return {
          ...wrong,
          value: { ...input, seen: replacedAt(input.seen, index, wrong.value) },
          at: ['seen', index, ...wrong.at],
        };
      }),
      fc
        .tuple(withSeen, recordId, reviewedVersionSpec.valid)
        .filter(([input, userId]) => !input.userIds.includes(userId))
        .map(([input, userId, version]) =>
          fault(
            'bad-format',
            `a version seen of ${JSON.stringify(userId)}, not among the ids`,
            { ...input, seen: [...input.seen, { userId, version: version.sent }] },
            ['seen', input.seen.length, 'userId'],
          ),
        ),
      withSeen.map((input) =>
        fault(
          'duplicate',
          'a version seen of one id twice',
          { ...input, seen: [...input.seen, input.seen[0]] },
          ['seen', input.seen.length, 'userId'],
        ),
      ),
    ),
  };
}

const reviewedIdsInput = reviewedIdsSpec();

// Text taken as sent: not trimmed, empty allowed, at most `maxLength` UTF-16 units.
function untrimmedTextSpec(maxLength: number): Spec {
  return {
    valid: asIs(
      fc.oneof(
        { arbitrary: fc.string({ maxLength: 20 }), weight: 6 },
        { arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }), weight: 3 },
        { arbitrary: fc.constant(''), weight: 1 },
        {
          arbitrary: fc.constantFrom(...wideCharacters.slice(0, 3)).map((filler) => filler.repeat(maxLength)),
          weight: 1,
        },
      ),
    ),
    faults: fc.oneof(
      overlongText(maxLength).map((text) =>
        fault('too-long', `${text.length} characters, over ${maxLength}`, text),
      ),
      wrongTypes('string'),
    ),
  };
}

function isoDay(day: number): string {
  return new Date(day * 86_400_000).toISOString().slice(0, 10);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');
const leapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

// Dates are days 100-01-01 to 9999-12-31 (Date.UTC reads years below 100 as 19xx: the schema refuses them).
const firstDay = Date.UTC(100, 0, 1) / 86_400_000;
const lastDay = Date.UTC(9999, 11, 31) / 86_400_000;

// Shaped like a date and no day of the calendar, or a day written in another format, or no text.
const dateFaults: fc.Arbitrary<Fault> = fc.oneof(
  // Shaped like a date, but no day of the calendar.
  fc
    .tuple(
      fc.integer({ min: 1000, max: 9999 }),
      fc.oneof(
        fc.tuple(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 32, max: 99 })),
        fc.tuple(fc.constantFrom(0, 13, 20, 99), fc.integer({ min: 1, max: 28 })),
        fc.tuple(fc.integer({ min: 1, max: 12 }), fc.constant(0)),
        fc.tuple(fc.constantFrom(4, 6, 9, 11), fc.constant(31)),
        fc.tuple(fc.constant(2), fc.constantFrom(30, 31)),
      ),
    )
    .map(([year, [month, day]]) => `${year}-${twoDigits(month)}-${twoDigits(day)}`)
    .map((date) => fault('bad-format', `${date} is not a calendar date`, date)),
  fc
    .integer({ min: 1000, max: 9999 })
    .filter((year) => !leapYear(year))
    .map((year) => fault('bad-format', `29 February of ${year}`, `${year}-02-29`)),
  // A real day, written in another format (dropping the zero padding of 2025-10-12 changes nothing).
  fc
    .tuple(fc.integer({ min: firstDay, max: lastDay }), fc.nat(6))
    .map(([day, format]) => {
      const date = isoDay(day);
      const [year, month, dayOfMonth] = date.split('-');
      return {
        date,
        written: [
          date.replaceAll('-', '/'),
          `${dayOfMonth}-${month}-${year}`,
          `${year}-${Number(month)}-${Number(dayOfMonth)}`,
          `${date}T12:00:00Z`,
          date.replaceAll('-', ''),
          `+00${date}`,
          date.replace(/\d$/, (digit) => String.fromCharCode(0xff10 + Number(digit))),
        ][format],
      };
    })
    .filter(({ date, written }) => written !== date)
    .map(({ written }) => fault('bad-format', `${written} is not written YYYY-MM-DD`, written)),
  fc
    .constantFrom('', 'tomorrow', 'Invalid Date', 'NaN')
    .map((text) => fault('bad-format', 'not a date', text)),
  fc
    .integer({ min: firstDay, max: lastDay })
    .map((day) => fault('wrong-type', 'a timestamp instead of a date', day * 86_400_000)),
  wrongTypes('string'),
);

// A day of the join filter, exactly as written (no padding trimmed).
const utcDaySpec: Spec = {
  valid: asIs(fc.integer({ min: firstDay, max: lastDay }).map(isoDay)),
  faults: dateFaults,
};

// The users screen's join filter: a first and last day, at most a year apart, the last not before the first.
const joinedDaysSpec: Spec = {
  valid: fc
    .tuple(fc.integer({ min: firstDay, max: lastDay }), fc.integer({ min: 0, max: maxJoinedDays - 1 }))
    .filter(([first, span]) => first + span <= lastDay)
    .map(([first, span]) => {
      const days = { from: isoDay(first), to: isoDay(first + span) };
      return { sent: days, parsed: days };
    }),
  faults: fc.oneof(
    // Undefined is the filter left out (as JSON sends it), not a fault.
    objectSpec({ from: utcDaySpec, to: utcDaySpec }).faults.filter(({ value }) => value !== undefined),
    fc
      .tuple(fc.integer({ min: firstDay, max: lastDay }), fc.integer({ min: 1, max: 5000 }))
      .filter(([last, back]) => last - back >= firstDay)
      .map(([last, back]) =>
        fault(
          'out-of-range',
          `a range ending ${back} days before it starts`,
          { from: isoDay(last), to: isoDay(last - back) },
          ['to'],
        ),
      ),
    fc
      .tuple(fc.integer({ min: firstDay, max: lastDay }), fc.integer({ min: maxJoinedDays, max: 5000 }))
      .filter(([first, span]) => first + span <= lastDay)
      .map(([first, span]) =>
        fault(
          'out-of-range',
          `a range of ${span + 1} days`,
          { from: isoDay(first), to: isoDay(first + span) },
          ['to'],
        ),
      ),
  ),
};

// The users screen's search as typed: empty allowed (everyone).
const searchSpec = untrimmedTextSpec(maxMatchingSearchLength);

const userMatchingSpec = objectSpec(
  {
    search: searchSpec,
    type: enumSpec(userTypeFilters),
    status: enumSpec(userStatusFilters),
    joined: joinedDaysSpec,
  },
  { defaults: { status: 'All', joined: undefined } },
);
const userMatchingInput = objectSpec({ matching: userMatchingSpec });
const userIdsOrMatchingInput = eitherSpec(['userIds', userIdsInput], ['matching', userMatchingInput]);
const reviewedIdsOrMatchingInput = eitherSpec(['userIds', reviewedIdsInput], ['matching', userMatchingInput]);

const feedbackMatchingSpec = objectSpec({
  status: enumSpec(feedbackStatusFilters),
  category: enumSpec([allFeedback, ...feedbackCategories.map((category) => category.label)]),
  rating: literalSpec([allFeedback, ...feedbackRatings]),
});
const feedbackMatchingInput = objectSpec({ matching: feedbackMatchingSpec });

const exportFormatSpec = enumSpec(exportFormats);

const dateSpec: Spec = {
  valid: fc
    .tuple(padding, fc.integer({ min: firstDay, max: lastDay }), padding)
    .map(([before, day, after]) => ({
      sent: before + isoDay(day) + after,
      parsed: { date: isoDay(day), timestamp: day * 86_400_000 + 12 * 3_600_000 },
    })),
  faults: dateFaults,
};

const urlSafeKeyAlphabet = [
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
  '_',
  '-',
] as const;
const urlSafeKeyCharacter = fc.constantFrom(...urlSafeKeyAlphabet);

// An id of exactly `length` characters of the URL-safe alphabet that video ids and push keys are made of.
function fixedLengthKeySpec(length: number, noun: string): Spec {
  return {
    valid: asIs(fc.string({ unit: urlSafeKeyCharacter, minLength: length, maxLength: length })),
    faults: fc.oneof(
      fc
        .string({ unit: urlSafeKeyCharacter, maxLength: 30 })
        .filter((id) => id.length !== length)
        .map((id) => fault('bad-format', `${noun} of ${id.length} characters`, id)),
      fc
        .tuple(
          fc.string({ unit: urlSafeKeyCharacter, minLength: length - 1, maxLength: length - 1 }),
          fc.constantFrom(' ', '/', '.', '=', '+', 'é', '#', '\u0000'),
          fc.nat(length - 1),
        )
        .map(([id, character, position]) =>
          fault(
            'forbidden-character',
            `${noun} with ${JSON.stringify(character)}`,
            id.slice(0, position) + character + id.slice(position),
          ),
        ),
      wrongTypes('string'),
    ),
  };
}

const videoIdLength = 11;
const videoIdSpec = fixedLengthKeySpec(videoIdLength, 'a video id');
// The keys of the database SDK's push(), which the console makes for a new website item.
const newItemKeySpec = fixedLengthKeySpec(20, 'an item key');

const videoSpec = objectSpec({ videoId: videoIdSpec, title: textSpec(maxVideoTitleLength) });
const videoIdOf = (sample: Sample) => (sample.sent as { videoId: string }).videoId;

const validVideos = fc.oneof(
  {
    arbitrary: fc.uniqueArray(videoSpec.valid, { selector: videoIdOf, minLength: 1, maxLength: 12 }),
    weight: 9,
  },
  {
    arbitrary: fc.uniqueArray(videoSpec.valid, {
      selector: videoIdOf,
      minLength: maxVideosPerSend,
      maxLength: maxVideosPerSend,
    }),
    weight: 1,
  },
);
const validVideoList = validVideos.map((samples) => samples.map(({ sent }) => sent));

const videosSpec: Spec = {
  valid: validVideos.map((samples) => ({
    sent: samples.map(({ sent }) => sent),
    parsed: samples.map(({ parsed }) => parsed),
  })),
  faults: fc.oneof(
    wrongTypes('array'),
    fc.constant(fault('empty', 'no video', [])),
    fc.integer({ min: 1, max: 200 }).map((extra) => {
      const videos = Array.from({ length: maxVideosPerSend + extra }, (_, index) => ({
        videoId: index.toString(36).padStart(videoIdLength, '0'),
        title: `Video ${index}`,
      }));
      return fault('too-many', `${videos.length} videos, over ${maxVideosPerSend}`, videos);
    }),
    fc
      .tuple(validVideoList, fc.nat(), fc.string({ minLength: 1, maxLength: 20 }))
      .map(([videos, from, title]) => {
        const { videoId } = videos[from % videos.length] as { videoId: string };
        return fault('duplicate', `the video ${videoId} twice`, [
          ...videos,
          { videoId, title: `${title} again` },
        ]);
      }),
    elementFault(validVideoList, videoSpec.faults),
  ),
};

// The site content fields by name; each target's `fields` schema says which of them it takes.
const siteContentFieldSpecs: Record<string, Spec> = {
  Title: textSpec(maxTitleLength),
  Description: textSpec(maxDescriptionLength),
  description: textSpec(maxDescriptionLength),
  CompanyInformation: textSpec(maxDescriptionLength),
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

const updateSiteContentSpec = unionSpec(
  siteContentTargetNames.map((target) =>
    objectSpec({ ...targetFields(target, siteContentTargetNames), fields: siteContentFieldsSpec(target) }),
  ),
);

const uploadSiteImageSpec = unionSpec(
  siteImageTargetNames.map((target) =>
    objectSpec({
      ...targetFields(target, siteImageTargetNames),
      fileName: fileNameSpec(),
      contentType: enumSpec(imageContentTypes),
      data: imageDataSpec,
    }),
  ),
);

// --- the team ----------------------------------------------------------------------------------------------------

// Addresses both Auth and the schema's check take; sent with blanks around and in any case, kept trimmed and in
// lower case.
const emailLocalPart = fc.stringMatching(/^[a-z0-9](?:[a-z0-9_+-]{0,15}[a-z0-9])?$/);
const emailDomain = fc.stringMatching(/^[a-z0-9]{1,12}\.(?:com|org|io|fitness)$/);
const emailAddress = fc.tuple(emailLocalPart, emailDomain).map(([local, domain]) => `${local}@${domain}`);

function withUpperCase(text: string, positions: readonly boolean[]): string {
  return [...text]
    .map((character, index) => (positions[index] ? character.toUpperCase() : character))
    .join('');
}

const emailSpec: Spec = {
  valid: fc
    .tuple(padding, emailAddress, fc.array(fc.boolean(), { maxLength: 40 }), padding)
    .map(([before, email, upper, after]) => ({
      sent: before + withUpperCase(email, upper) + after,
      parsed: email,
    })),
  faults: fc.oneof(
    emailAddress.map((email) => fault('bad-format', 'an address without @', email.replace('@', ''))),
    emailAddress.map((email) => fault('bad-format', 'an address with two @', email.replace('@', '@@'))),
    emailAddress.map((email) =>
      fault('bad-format', 'an address with a blank inside', email.replace('@', ' @')),
    ),
    emailLocalPart.map((local) => fault('bad-format', 'an address without a domain', `${local}@`)),
    fc
      .tuple(emailLocalPart, fc.integer({ min: 255, max: 400 }))
      .map(([local, length]) =>
        fault(
          'too-long',
          `${length} characters, over ${maxEmailLength}`,
          `${local}@${'a'.repeat(length)}.com`,
        ),
      ),
    wrongTypes('string'),
  ),
};

const passwordSpec: Spec = {
  valid: asIs(fc.string({ minLength: minTeamPasswordLength, maxLength: maxTeamPasswordLength })),
  faults: fc.oneof(
    fc
      .string({ maxLength: minTeamPasswordLength - 1 })
      .map((password) => fault('too-short', `a password of ${password.length} characters`, password)),
    fc
      .string({ minLength: maxTeamPasswordLength + 1, maxLength: maxTeamPasswordLength + 20 })
      .map((password) => fault('too-long', `a password of ${password.length} characters`, password)),
    wrongTypes('string'),
  ),
};

// A whole number from `min` to `max`.
function integerSpec(min: number, max: number): Spec {
  return {
    valid: asIs(fc.integer({ min, max })),
    faults: fc.oneof(
      fc
        .maxSafeInteger()
        .filter((value) => value < min || value > max)
        .map((value) => fault('out-of-range', `${value}, outside ${min} to ${max}`, value)),
      fc
        .double({ min, max: Math.min(max, 2 ** 31), noNaN: true })
        .filter((value) => !Number.isInteger(value))
        .map((value) => fault('bad-format', `the fraction ${value}`, value)),
      wrongTypes('number'),
    ),
  };
}

// An input without fields ({}): only its structure can be wrong.
const noFieldsSpec: Spec = {
  valid: fc.constant({ sent: {}, parsed: {} }),
  faults: fc.oneof(
    notAnObject(fc.constant({ sent: {}, parsed: {} })),
    fc
      .tuple(unknownKeys, fc.jsonValue({ maxDepth: 2 }))
      .filter(([key]) => !prototypeKeys.some((name) => name === key))
      .map(([key, value]) => ({
        ...fault('unknown-key', `the unknown key ${JSON.stringify(key)}`, withOwnKey({}, key, value)),
        mentions: key,
      })),
    fc.tuple(fc.constantFrom(...prototypeKeys), fc.jsonValue({ maxDepth: 2 })).map(([key, value]) => ({
      ...fault('prototype-key', `an own ${key} key`, withOwnKey({}, key, value)),
      mentions: key,
    })),
  ),
};

function inputCase(spec: Spec): CallableInputCase {
  return {
    valid: spec.valid.map(({ sent, parsed }) => ({ payload: sent, parsed })),
    malformed: spec.faults.map(({ value, at, ...rest }) => ({ ...rest, payload: value, field: at })),
  };
}

/**
 * Generators of inputs every callable of the registry must accept and of inputs it must refuse, checked against
 * the registry's input schema. Keyed by the registry: a callable added there needs its cases here.
 */
export const callableInputCases: { [Name in CallableName]: CallableInputCase } = {
  approveBusinessUsers: inputCase(reviewedIdsOrMatchingInput),
  retryApprovalEmails: inputCase(userIdsInput),
  deleteUsers: inputCase(userIdsOrMatchingInput),
  countMatchingUsers: inputCase(userMatchingInput),
  restoreUsers: inputCase(userIdsInput),
  deleteUsersForever: inputCase(userIdsInput),
  readSignInAccount: inputCase(objectSpec({ userId: recordIdSpec })),
  signOutUser: inputCase(objectSpec({ userId: recordIdSpec })),
  removeUserSecondFactors: inputCase(objectSpec({ userId: recordIdSpec })),
  disableSignIn: inputCase(
    eitherSpec(
      [
        'days',
        objectSpec(
          {
            userId: recordIdSpec,
            reason: textSpec(maxSignInBlockReasonLength),
            days: nullableSpec(literalSpec([1, 7, 30])),
          },
          { defaults: { days: null } },
        ),
      ],
      [
        'until',
        objectSpec({
          userId: recordIdSpec,
          reason: textSpec(maxSignInBlockReasonLength),
          until: integerSpec(0, Number.MAX_SAFE_INTEGER),
        }),
      ],
    ),
  ),
  enableSignIn: inputCase(objectSpec({ userId: recordIdSpec })),
  sendPasswordResetEmail: inputCase(objectSpec({ userId: recordIdSpec })),
  sendVerificationEmail: inputCase(objectSpec({ userId: recordIdSpec })),
  approveFeedback: inputCase(eitherSpec(['userIds', reviewedIdsInput], ['matching', feedbackMatchingInput])),
  withdrawFeedbackApproval: inputCase(
    objectSpec({ userIds: idListSpec(), approvedAt: integerSpec(0, Number.MAX_SAFE_INTEGER) }),
  ),
  scheduleFeedback: inputCase(objectSpec({ date: dateSpec })),
  searchVideos: inputCase(objectSpec({ keyword: textSpec(maxSearchKeywordLength) })),
  sendWorkoutVideos: inputCase(objectSpec({ videos: videosSpec })),
  updateSiteContent: inputCase(updateSiteContentSpec),
  addSiteItem: inputCase(objectSpec({ target: enumSpec(siteItemTargetNames), id: newItemKeySpec })),
  deleteSiteItem: inputCase(objectSpec({ target: enumSpec(siteItemTargetNames), id: recordIdSpec })),
  uploadSiteImage: inputCase(uploadSiteImageSpec),
  restoreContentVersion: inputCase(objectSpec({ versionId: recordIdSpec })),
  listTeam: inputCase(noFieldsSpec),
  inviteTeamMember: inputCase(
    objectSpec(
      {
        email: emailSpec,
        role: enumSpec(roles),
        takeOver: { valid: asIs(fc.boolean()), faults: wrongTypes('boolean') },
      },
      { defaults: { takeOver: false } },
    ),
  ),
  changeTeamRole: inputCase(objectSpec({ uid: recordIdSpec, role: enumSpec(roles) })),
  removeTeamMember: inputCase(objectSpec({ uid: recordIdSpec })),
  resetSecondFactor: inputCase(objectSpec({ uid: recordIdSpec })),
  updateTeamSettings: inputCase(
    objectSpec({
      idleTimeoutMinutes: integerSpec(minIdleTimeoutMinutes, maxIdleTimeoutMinutes),
      requireSecondFactor: { valid: asIs(fc.boolean()), faults: wrongTypes('boolean') },
      sessionHours: integerSpec(minSessionHours, maxSessionHours),
    }),
  ),
  signOutEverywhere: inputCase(noFieldsSpec),
  acceptTeamInvitation: inputCase(
    objectSpec({
      uid: recordIdSpec,
      token: fixedLengthKeySpec(invitationTokenLength, 'an invitation token'),
      password: passwordSpec,
    }),
  ),
  runCleanup: inputCase(objectSpec({ dryRun: { valid: asIs(fc.boolean()), faults: wrongTypes('boolean') } })),
  saveView: inputCase(
    objectSpec({
      list: enumSpec(savedViewLists),
      name: textSpec(maxSavedViewNameLength),
      params: untrimmedTextSpec(maxSavedViewParamsLength),
    }),
  ),
  deleteSavedView: inputCase(objectSpec({ list: enumSpec(savedViewLists), viewKey: recordIdSpec })),
  exportUsers: inputCase(objectSpec({ matching: userMatchingSpec, format: exportFormatSpec })),
  exportFeedback: inputCase(objectSpec({ matching: feedbackMatchingSpec, format: exportFormatSpec })),
  exportTrash: inputCase(objectSpec({ format: exportFormatSpec })),
  exportActivity: inputCase(objectSpec({ view: enumSpec(activityViews), format: exportFormatSpec })),
};

// Test support (not exported from the package): the building blocks of the fuzz specs of every callable's input,
// valid and malformed: the spec of a part of an input, its faults, and the texts, ids, objects, numbers and days
// the callables share. Each area's file (users.ts, team.ts, ...) builds its callables' specs from these.
import fc from 'fast-check';
import { type CallableName, dayMs, maxIdsPerCall } from '../../src/index.ts';

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

export interface CallableInputCase {
  valid: fc.Arbitrary<ValidInput>;
  malformed: fc.Arbitrary<MalformedInput>;
}

// A value to send and what the schema must make of it.
export interface Sample {
  sent: unknown;
  parsed: unknown;
}

// What is wrong somewhere inside a value: the value itself, and the path below it where the issue belongs.
export interface Fault {
  kind: FlawKind;
  flaw: string;
  value: unknown;
  at: InputPath;
  mentions?: string;
}

// One part of an input: its valid values and the ways it can be wrong.
export interface Spec {
  valid: fc.Arbitrary<Sample>;
  faults: fc.Arbitrary<Fault>;
}

type JsonType = 'string' | 'number' | 'boolean' | 'array' | 'object';

const prototypeKeys = ['__proto__', 'constructor', 'prototype'] as const;

export function asIs<Value>(arbitrary: fc.Arbitrary<Value>): fc.Arbitrary<Sample> {
  return arbitrary.map((value) => ({ sent: value, parsed: value }));
}

export function fault(kind: FlawKind, flaw: string, value: unknown, at: InputPath = []): Fault {
  return { kind, flaw, value, at };
}

// Sets a key as an own property even when it is `__proto__`, as JSON.parse does (plain assignment would set
// the prototype instead).
function withOwnKey(record: object, key: string, value: unknown): Record<string, unknown> {
  const copy: Record<string, unknown> = { ...record };
  Object.defineProperty(copy, key, { value, enumerable: true, writable: true, configurable: true });
  return copy;
}

export function replacedAt<Item>(items: readonly Item[], index: number, value: unknown): unknown[] {
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
export function wrongTypes(expected: JsonType): fc.Arbitrary<Fault> {
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
export const padding = fc.string({ unit: trimmedWhitespace, maxLength: 3 });
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
export function textSpec(maxLength: number, forbidden: readonly string[] = []): Spec {
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

/** A text the administrator types that may be left blank (an alt text): trimmed, 0 to `maxLength` characters. */
export function blankableTextSpec(maxLength: number): Spec {
  return {
    valid: fc
      .tuple(padding, fc.oneof(visibleText(maxLength), fc.constant('')), padding)
      .map(([before, text, after]) => ({ sent: before + text + after, parsed: text })),
    faults: fc.oneof(
      overlongText(maxLength).map((text) =>
        fault('too-long', `${text.trim().length} characters, over ${maxLength}`, text),
      ),
      wrongTypes('string'),
    ),
  };
}

// Text taken as sent: not trimmed, empty allowed, at most `maxLength` UTF-16 units.
export function untrimmedTextSpec(maxLength: number): Spec {
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

// --- record ids --------------------------------------------------------------------------------------------------

// The Realtime Database's rule for keys, restated here so that the tests do not take the schema's word for it.
const keyCharacters = ['/', '.', '#', '$', '[', ']'] as const;
const keyControlCharacters = ['\u0000', '\n', '\u001f', '\u007f'] as const;
const maxIdLength = 128;

const keyCharacter = anyGrapheme.filter((grapheme) => !keyCharacters.some((bad) => grapheme.includes(bad)));

// Ids are not trimmed: what is sent is the key. Prototype names are ordinary keys and must stay so.
export const recordId: fc.Arbitrary<string> = fc.oneof(
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

export const recordIdSpec: Spec = {
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
export function idListSpec(): Spec {
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
export function elementFault(
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
export function objectSpec(
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
export function unionSpec(variants: Spec[]): Spec {
  return {
    valid: fc.oneof(...variants.map((variant) => variant.valid)),
    faults: fc.oneof(...variants.map((variant) => variant.faults)),
  };
}

/** One of `values`, exactly as written. */
export function enumSpec(values: readonly string[]): Spec {
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

/**
 * Exactly one of two strict objects told apart by which key they have (eitherShape): without the second's key the
 * input is read as the first, so the second's faults are those that keep its key; naming both keys is refused as
 * an unknown key.
 */
export function eitherSpec([firstKey, first]: [string, Spec], [secondKey, second]: [string, Spec]): Spec {
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
export function literalSpec(values: readonly (string | number)[]): Spec {
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
export function nullableSpec(spec: Spec): Spec {
  return {
    valid: fc.oneof(spec.valid, asIs(fc.constant(null))),
    faults: spec.faults.filter(({ value }) => value !== null),
  };
}

// --- days ------------------------------------------------------------------------------------------------------

export function isoDay(day: number): string {
  return new Date(day * dayMs).toISOString().slice(0, 10);
}

const twoDigits = (value: number) => String(value).padStart(2, '0');
const leapYear = (year: number) => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

// Dates are days 100-01-01 to 9999-12-31 (Date.UTC reads years below 100 as 19xx: the schema refuses them).
export const firstDay = Date.UTC(100, 0, 1) / dayMs;
export const lastDay = Date.UTC(9999, 11, 31) / dayMs;

// Shaped like a date and no day of the calendar, or a day written in another format, or no text.
export const dateFaults: fc.Arbitrary<Fault> = fc.oneof(
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
    .map((day) => fault('wrong-type', 'a timestamp instead of a date', day * dayMs)),
  wrongTypes('string'),
);

// --- numbers and keys ----------------------------------------------------------------------------------------

// A whole number from `min` to `max`.
export function integerSpec(min: number, max: number): Spec {
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

const urlSafeKeyAlphabet = [
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
  '_',
  '-',
] as const;
const urlSafeKeyCharacter = fc.constantFrom(...urlSafeKeyAlphabet);

// An id of exactly `length` characters of the URL-safe alphabet that video ids and push keys are made of.
export function fixedLengthKeySpec(length: number, noun: string): Spec {
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

// --- inputs ----------------------------------------------------------------------------------------------------

// An input without fields ({}): only its structure can be wrong.
export const noFieldsSpec: Spec = {
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

export function inputCase(spec: Spec): CallableInputCase {
  return {
    valid: spec.valid.map(({ sent, parsed }) => ({ payload: sent, parsed })),
    malformed: spec.faults.map(({ value, at, ...rest }) => ({ ...rest, payload: value, field: at })),
  };
}

/** The cases of the callables of one area, by name: the index checks that every callable has its cases. */
export type AreaInputCases = { [Name in CallableName]?: CallableInputCase };

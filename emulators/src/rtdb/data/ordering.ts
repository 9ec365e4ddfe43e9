/**
 * The sort orders of the Realtime Database, as the SDK implements them: clients check the windows the server
 * sends against their own ordering, so both sides must agree exactly.
 */

/** Sentinel key names used by query bounds (`startAfter` arrives as `sn: "[MAX_NAME]"`). */
export const MIN_NAME = '[MIN_NAME]';
export const MAX_NAME = '[MAX_NAME]';

const INTEGER_KEY = /^-?(0*)\d{1,10}$/;
const INT32_MIN = -2147483648;
const INT32_MAX = 2147483647;

function isDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function integerKeyValue(key: string): number | null {
  // Checked before the expression because children are sorted by key: most keys (push ids, user ids) fail here.
  const first = key.charCodeAt(0);
  if (!isDigit(first) && !(first === 45 && isDigit(key.charCodeAt(1)))) {
    return null;
  }
  if (!INTEGER_KEY.test(key)) {
    return null;
  }
  const value = Number(key);
  return value >= INT32_MIN && value <= INT32_MAX ? value : null;
}

/** Keys that look like 32-bit integers come first, numerically; then the others as strings. */
export function compareKeys(a: string, b: string): number {
  if (a === b) {
    return 0;
  }
  if (a === MIN_NAME || b === MAX_NAME) {
    return -1;
  }
  if (b === MIN_NAME || a === MAX_NAME) {
    return 1;
  }
  const aInteger = integerKeyValue(a);
  const bInteger = integerKeyValue(b);
  if (aInteger !== null) {
    if (bInteger === null) {
      return -1;
    }
    return aInteger === bInteger ? a.length - b.length : aInteger - bInteger;
  }
  if (bInteger !== null) {
    return 1;
  }
  return a < b ? -1 : 1;
}

/**
 * `compareKeys`, with the distinct keys it finds equal ("-0" and "00": the same integer, the same length) told
 * apart by their code units: the total order a sorted map of children needs.
 */
export function compareKeysTotally(a: string, b: string): number {
  return compareKeys(a, b) || (a < b ? -1 : a > b ? 1 : 0);
}

/** Stands for any node with children: they all sort equal, after every leaf. */
export const BRANCH_VALUE: unique symbol = Symbol('branch');
/** What a child sorts by under an index: absent (null), a leaf value, or "has children". */
export type SortValue = null | boolean | number | string | typeof BRANCH_VALUE;

function typeRank(value: SortValue): number {
  if (value === null) {
    return 0;
  }
  if (value === BRANCH_VALUE) {
    return 4;
  }
  switch (typeof value) {
    case 'boolean':
      return 1;
    case 'number':
      return 2;
    default:
      return 3;
  }
}

/** null < false < true < numbers < strings < nodes with children. */
export function compareSortValues(a: SortValue, b: SortValue): number {
  const rankDifference = typeRank(a) - typeRank(b);
  if (rankDifference !== 0) {
    return rankDifference;
  }
  if (a === b || typeof a === 'symbol') {
    return 0;
  }
  if ((typeof a === 'number' && typeof b === 'number') || (typeof a === 'string' && typeof b === 'string')) {
    return a < b ? -1 : 1;
  }
  return a === false ? -1 : 1;
}

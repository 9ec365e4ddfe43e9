import { createHash } from 'node:crypto';
import { compareKeys, compareSortValues } from './ordering.ts';
import type { DataNode, Priority, Tree } from './tree.ts';

/**
 * The SDK's own encoding of a double as 16 hex digits, ported operation by operation: it computes the
 * exponent with `Math.log`, which rounds differently from the exact IEEE 754 bits for some values, and a
 * transaction only succeeds when both sides produce the very same string.
 */
export function doubleToIEEE754String(input: number): string {
  const exponentBits = 11;
  const fractionBits = 52;
  const bias = (1 << (exponentBits - 1)) - 1;
  let sign: boolean;
  let exponent: number;
  let fraction: number;
  let value = input;
  if (value === 0) {
    exponent = 0;
    fraction = 0;
    sign = 1 / value === -Infinity;
  } else {
    sign = value < 0;
    value = Math.abs(value);
    if (value >= 2 ** (1 - bias)) {
      const logarithm = Math.min(Math.floor(Math.log(value) / Math.LN2), bias);
      exponent = logarithm + bias;
      fraction = Math.round(value * 2 ** (fractionBits - logarithm) - 2 ** fractionBits);
    } else {
      exponent = 0;
      fraction = Math.round(value / 2 ** (1 - bias - fractionBits));
    }
  }
  const bits: number[] = [];
  for (let index = fractionBits; index; index -= 1) {
    bits.push(fraction % 2 ? 1 : 0);
    fraction = Math.floor(fraction / 2);
  }
  for (let index = exponentBits; index; index -= 1) {
    bits.push(exponent % 2 ? 1 : 0);
    exponent = Math.floor(exponent / 2);
  }
  bits.push(sign ? 1 : 0);
  bits.reverse();
  const binary = bits.join('');
  let hex = '';
  for (let index = 0; index < 64; index += 8) {
    hex += Number.parseInt(binary.substring(index, index + 8), 2)
      .toString(16)
      .padStart(2, '0');
  }
  return hex;
}

/**
 * UTF-8 as the SDK's `stringToByteArray` produces it. It differs from `Buffer.from(text)` only for unpaired
 * surrogates: a lead surrogate always swallows the next code unit, a lone trail surrogate becomes 3 bytes.
 */
function sdkUtf8Bytes(text: string): Uint8Array {
  const bytes: number[] = [];
  for (let index = 0; index < text.length; index++) {
    let code = text.charCodeAt(index);
    if (code >= 0xd800 && code <= 0xdbff && index + 1 < text.length) {
      index++;
      code = 0x10000 + ((code - 0xd800) << 10) + (text.charCodeAt(index) - 0xdc00);
    }
    if (code < 0x80) {
      bytes.push(code);
    } else if (code < 0x800) {
      bytes.push((code >> 6) | 0xc0, (code & 0x3f) | 0x80);
    } else if (code < 0x10000) {
      bytes.push((code >> 12) | 0xe0, ((code >> 6) & 0x3f) | 0x80, (code & 0x3f) | 0x80);
    } else {
      bytes.push(
        (code >> 18) | 0xf0,
        ((code >> 12) & 0x3f) | 0x80,
        ((code >> 6) & 0x3f) | 0x80,
        (code & 0x3f) | 0x80,
      );
    }
  }
  return Uint8Array.from(bytes);
}

function sha1Base64(text: string): string {
  return createHash('sha1').update(sdkUtf8Bytes(text)).digest('base64');
}

function priorityHashText(priority: Priority): string {
  return typeof priority === 'number' ? `number:${doubleToIEEE754String(priority)}` : `string:${priority}`;
}

function priorityPrefix(node: DataNode): string {
  return node.priority === null ? '' : `priority:${priorityHashText(node.priority)}:`;
}

/** Children in the SDK's priority order (priority first, then key), the order the hash is defined over. */
function byPriorityThenKey([aKey, a]: [string, DataNode], [bKey, b]: [string, DataNode]): number {
  return compareSortValues(a.priority, b.priority) || compareKeys(aKey, bKey);
}

const hashes = new WeakMap<DataNode, string>();

function computeHash(node: DataNode): string {
  if (node.kind === 'leaf') {
    const valueText = typeof node.value === 'number' ? doubleToIEEE754String(node.value) : String(node.value);
    return sha1Base64(`${priorityPrefix(node)}${typeof node.value}:${valueText}`);
  }
  let text = priorityPrefix(node);
  for (const [key, child] of [...node.children].sort(byPriorityThenKey)) {
    text += `:${key}:${nodeHash(child)}`;
  }
  return sha1Base64(text);
}

/** `Node.hash()` of the SDK: what a transaction sends as `h` to say "I computed this from that data". */
export function nodeHash(tree: Tree): string {
  if (tree === null) {
    return '';
  }
  const cached = hashes.get(tree);
  if (cached !== undefined) {
    return cached;
  }
  const hash = computeHash(tree);
  hashes.set(tree, hash);
  return hash;
}

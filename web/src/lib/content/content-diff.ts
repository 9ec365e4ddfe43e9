import {
  type ContentNodeValue,
  type SiteContentTargetName,
  versionFields,
} from '@management-center/contract';

// What a change of one content node does, field by field, as the history's Restore and a release show it: texts
// word by word, lists item by item, images as before and after.

export interface DiffPart {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

export type FieldDiff =
  | { field: string; kind: 'text'; parts: DiffPart[] }
  | { field: string; kind: 'list'; items: DiffPart[] }
  | { field: string; kind: 'image'; before: string | undefined; after: string | undefined };

// Past this many token pairs a text is shown as removed and added whole: the comparison's table would grow too big.
const maxComparedPairs = 1_000_000;

/**
 * The longest common subsequence of two token lists, as the parts that turn `before` into `after`: where both
 * would do, what goes comes before what replaces it.
 */
function sequenceDiff(before: readonly string[], after: readonly string[]): DiffPart[] {
  if (before.length * after.length > maxComparedPairs) {
    return [
      ...before.map((text): DiffPart => ({ kind: 'removed', text })),
      ...after.map((text): DiffPart => ({ kind: 'added', text })),
    ];
  }
  const columns = after.length + 1;
  // lengths[i * columns + j]: the common length of before[i..] and after[j..].
  const lengths = new Uint32Array((before.length + 1) * columns);
  for (let i = before.length - 1; i >= 0; i -= 1) {
    for (let j = after.length - 1; j >= 0; j -= 1) {
      lengths[i * columns + j] =
        before[i] === after[j]
          ? (lengths[(i + 1) * columns + j + 1] ?? 0) + 1
          : Math.max(lengths[(i + 1) * columns + j] ?? 0, lengths[i * columns + j + 1] ?? 0);
    }
  }
  const parts: DiffPart[] = [];
  let i = 0;
  let j = 0;
  while (i < before.length || j < after.length) {
    const kept = before[i];
    if (i < before.length && j < after.length && kept === after[j]) {
      parts.push({ kind: 'same', text: kept ?? '' });
      i += 1;
      j += 1;
    } else if (
      j < after.length &&
      (i === before.length || (lengths[i * columns + j + 1] ?? 0) > (lengths[(i + 1) * columns + j] ?? 0))
    ) {
      parts.push({ kind: 'added', text: after[j] ?? '' });
      j += 1;
    } else {
      parts.push({ kind: 'removed', text: before[i] ?? '' });
      i += 1;
    }
  }
  return parts;
}

// Neighbouring parts of one kind read as one stretch: "the old words" struck through once, not word by word.
function merged(parts: readonly DiffPart[]): DiffPart[] {
  const result: DiffPart[] = [];
  for (const part of parts) {
    const last = result[result.length - 1];
    if (last && last.kind === part.kind) last.text += part.text;
    else result.push({ ...part });
  }
  return result;
}

// Words removed and added in turn, with only spaces between them, read as the old words then the new ones: "A title
// for a day" struck through once and "Everything you need" beside it, rather than a word of each in turn.
function grouped(parts: readonly DiffPart[]): DiffPart[] {
  const result: DiffPart[] = [];
  let block: DiffPart[] = [];
  let spaces: DiffPart[] = [];
  function endBlock() {
    const twoSided =
      block.some(({ kind }) => kind === 'removed') && block.some(({ kind }) => kind === 'added');
    if (twoSided) {
      const side = (kind: DiffPart['kind']) =>
        block
          .filter((part) => part.kind === kind || part.kind === 'same')
          .map(({ text }) => text)
          .join('');
      result.push({ kind: 'removed', text: side('removed') }, { kind: 'added', text: side('added') });
    } else {
      result.push(...block);
    }
    result.push(...spaces);
    block = [];
    spaces = [];
  }
  for (const part of parts) {
    if (part.kind !== 'same') {
      block.push(...spaces, part);
      spaces = [];
    } else if (block.length > 0 && part.text.trim() === '') {
      spaces.push(part);
    } else {
      endBlock();
      result.push(part);
    }
  }
  endBlock();
  return merged(result);
}

/** A text's change word by word (spaces and line breaks kept as they are). */
export function wordDiff(before: string, after: string): DiffPart[] {
  const tokens = (text: string) => text.split(/(\s+)/).filter((token) => token !== '');
  return grouped(merged(sequenceDiff(tokens(before), tokens(after))));
}

/** A list's change item by item. */
export function listDiff(before: readonly string[], after: readonly string[]): DiffPart[] {
  return sequenceDiff(before, after);
}

function textOf(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function listOf(value: unknown): string[] {
  return Array.isArray(value) ? value.map(String) : [];
}

/**
 * The fields of `target` that differ between `before` and `after` (undefined: the node does not exist), in the
 * order its screen shows them; an alt text is a text beside its image.
 */
export function nodeDiff(
  target: SiteContentTargetName,
  before: ContentNodeValue | undefined,
  after: ContentNodeValue | undefined,
): FieldDiff[] {
  const { texts, image, imageAlt } = versionFields(target);
  const diffs: FieldDiff[] = [];
  if (image !== undefined && before?.[image] !== after?.[image]) {
    const url = (value: unknown) => (typeof value === 'string' ? value : undefined);
    diffs.push({ field: image, kind: 'image', before: url(before?.[image]), after: url(after?.[image]) });
  }
  for (const field of [...texts, ...(imageAlt === undefined ? [] : [imageAlt])]) {
    const was = before?.[field];
    const now = after?.[field];
    if (Array.isArray(was) || Array.isArray(now)) {
      const items = listDiff(listOf(was), listOf(now));
      if (items.some(({ kind }) => kind !== 'same')) diffs.push({ field, kind: 'list', items });
    } else if (textOf(was) !== textOf(now)) {
      diffs.push({ field, kind: 'text', parts: wordDiff(textOf(was), textOf(now)) });
    }
  }
  return diffs;
}

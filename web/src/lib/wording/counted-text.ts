// Counts as the console writes them everywhere: with thousands separators ("12,345"), and the noun to match.

const countFormat = new Intl.NumberFormat('en-US');

export function formatCount(count: number): string {
  return countFormat.format(count);
}

export interface CountedNoun {
  one: string;
  many: string;
}

export function countedText(count: number, noun: CountedNoun): string {
  return `${formatCount(count)} ${count === 1 ? noun.one : noun.many}`;
}

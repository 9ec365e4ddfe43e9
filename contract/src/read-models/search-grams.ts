// The users search is a case-insensitive substring of the user name (docs/product.md, Users). The server
// keeps, for every string of one to three characters, the users whose lower-cased name contains it
// (`userSearch/{gram}/{directoryKey}` = the entry's `kindNameKey`, status and join day (`searchListValue`), ordered
// by value: one range per collection, each in name order). A search of up to three characters is one of those
// lists exactly; a longer one contains each of its three-character strings, so it is found in the shortest of
// their lists, checked against the name kept in the list.
import { databaseKeyOf } from './database-key.ts';

export const longestGram = 3;

/** A gram as a database key. */
export function searchGramKey(gram: string): string {
  return databaseKeyOf(gram);
}

function gramsOfLength(text: string, length: number): string[] {
  const grams: string[] = [];
  for (let start = 0; start + length <= text.length; start += 1)
    grams.push(text.slice(start, start + length));
  return grams;
}

/** Every distinct string of one to three characters in a lower-cased name: the lists the name belongs to. */
export function searchGramsOfName(nameKey: string): Set<string> {
  const grams = new Set<string>();
  for (let length = 1; length <= longestGram; length += 1) {
    for (const gram of gramsOfLength(nameKey, length)) grams.add(gram);
  }
  return grams;
}

/**
 * The lists a lower-cased search can be answered from: the search itself when it is short enough to be a gram
 * (every name in that list matches), else its distinct three-character strings (every match is in each of them).
 */
export function searchGramsOfQuery(search: string): { grams: string[]; exact: boolean } {
  if (search.length <= longestGram) return { grams: [search], exact: true };
  return { grams: [...new Set(gramsOfLength(search, longestGram))], exact: false };
}

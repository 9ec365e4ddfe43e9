// Characters a database key cannot hold (and `%`, which escapes them), control characters, and lone surrogates
// (a name cut into grams can produce them; UTF-8 cannot carry them) are written as `%` and four hex digits.
function isKeySafe(code: number): boolean {
  if (code < 0x20 || code === 0x7f) return false;
  if (code >= 0xd800 && code <= 0xdfff) return false;
  return !'.$#[]/%'.includes(String.fromCharCode(code));
}

/** Any text as a database key: readable when it can be, and never the same key for two texts. */
export function databaseKeyOf(text: string): string {
  if (text === '') return '%';
  let key = '';
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    key += isKeySafe(code) ? text[index] : `%${code.toString(16).padStart(4, '0')}`;
  }
  return key;
}

/** The text a key of `databaseKeyOf` was made from. */
export function textOfDatabaseKey(key: string): string {
  if (key === '%') return '';
  return key.replace(/%([0-9a-f]{4})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

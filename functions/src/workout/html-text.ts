const namedEntities: Readonly<Record<string, string>> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

const entityPattern = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]+));/g;

function character(codePoint: number, entity: string): string {
  return codePoint <= 0x10ffff ? String.fromCodePoint(codePoint) : entity;
}

// The YouTube Data API answers titles HTML-escaped ("Rock &amp; Roll", "Today&#39;s"). One pass, so an escaped
// entity ("&amp;lt;") becomes its literal text ("&lt;") and is not decoded twice; unknown entities stay as written.
export function unescapeHtml(text: string): string {
  return text.replace(entityPattern, (entity, decimal?: string, hex?: string, name?: string) => {
    if (decimal !== undefined) return character(Number.parseInt(decimal, 10), entity);
    if (hex !== undefined) return character(Number.parseInt(hex, 16), entity);
    return namedEntities[name ?? ''] ?? entity;
  });
}

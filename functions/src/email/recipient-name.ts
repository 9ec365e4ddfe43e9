export const maxRecipientNameLength = 100;

// Control and format characters (line breaks, bidirectional overrides) and the characters of HTML markup.
const strippedCharacters = /[\p{Cc}\p{Cf}<>&"]/gu;

/**
 * The name an approval e-mail greets its recipient with, from the username the app user wrote: without control
 * or markup characters, whitespace collapsed, at most 100 characters. Empty when nothing is left (no name).
 */
export function recipientName(username: string): string {
  const cleaned = username.replace(strippedCharacters, ' ').replace(/\s+/gu, ' ').trim();
  return Array.from(cleaned).slice(0, maxRecipientNameLength).join('').trim();
}

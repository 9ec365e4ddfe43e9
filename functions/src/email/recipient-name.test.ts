import { describe, expect, it } from 'vitest';
import { maxRecipientNameLength, recipientName } from './recipient-name.ts';

describe('recipientName', () => {
  it('keeps an ordinary name', () => {
    expect(recipientName("Zoë O'Brien-Okafor")).toBe("Zoë O'Brien-Okafor");
  });

  it('strips markup characters and control characters, and collapses whitespace', () => {
    expect(recipientName('<a href="https://evil.example">Win</a> &amp;\u0007 prizes\r\n\t now\u202e')).toBe(
      'a href= https://evil.example Win /a amp; prizes now',
    );
  });

  it(`caps the name at ${maxRecipientNameLength} characters without splitting one`, () => {
    const name = recipientName(`${'😀'.repeat(maxRecipientNameLength)}tail`);
    expect(Array.from(name)).toHaveLength(maxRecipientNameLength);
    expect(name).toBe('😀'.repeat(maxRecipientNameLength));
  });

  it('answers no name when nothing is left', () => {
    expect(recipientName(' <>\u0000 "&" ')).toBe('');
  });
});

import { describe, expect, it } from 'vitest';
import { unescapeHtml } from './html-text.ts';

describe('unescapeHtml', () => {
  it.each([
    ['Rock &amp; Roll', 'Rock & Roll'],
    ['Today&#39;s &quot;Best&quot; Workout', 'Today\'s "Best" Workout'],
    ['&lt;b&gt;Core&lt;/b&gt;', '<b>Core</b>'],
    ['It&apos;s &#x27;fine&#X27;', "It's 'fine'"],
    ['Caf&#233; &#x1F4AA;', 'Café 💪'],
    ['Plain title', 'Plain title'],
  ])('decodes %j', (escaped, text) => {
    expect(unescapeHtml(escaped)).toBe(text);
  });

  it('decodes once, so escaped entities stay literal text', () => {
    expect(unescapeHtml('&amp;lt;3 &amp;amp;')).toBe('&lt;3 &amp;');
  });

  it('leaves unknown entities, bare ampersands and impossible code points as they are', () => {
    expect(unescapeHtml('A &bogus; B & C &#99999999; &#x110000;')).toBe(
      'A &bogus; B & C &#99999999; &#x110000;',
    );
  });
});

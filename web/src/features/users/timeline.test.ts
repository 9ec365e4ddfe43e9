import { describe, expect, it } from 'vitest';
import {
  appChangeText,
  emailStateRows,
  newestFirst,
  type TimelineRow,
  timelineActionText,
} from './timeline.ts';

function action(key: string, name: string, at: number): TimelineRow {
  return { key, entry: { type: 'action', at, action: name, actor: 'admin@example.com' } };
}

describe('the timeline', () => {
  it("says what the team did and what the app changed in the support desk's words", () => {
    expect(timelineActionText('disableSignIn')).toBe('Sign-in disabled');
    expect(timelineActionText('someFutureCall')).toBe('Some future call');
    expect(appChangeText({ kind: 'username', from: 'Ada', to: 'Ada L.' })).toBe(
      'Changed their username from “Ada” to “Ada L.”',
    );
    expect(appChangeText({ kind: 'email', to: 'a@example.com' })).toBe(
      'Changed their e-mail from nothing to “a@example.com”',
    );
  });

  it('orders rows newest first, ties by key', () => {
    const rows = [action('a', 'x', 1), action('c', 'x', 2), action('b', 'x', 2)];
    expect(newestFirst(rows).map(({ key }) => key)).toEqual(['c', 'b', 'a']);
  });

  it("shows each e-mail's state on the newest row that owed it only", () => {
    const rows = newestFirst([
      action('r1', 'sendPasswordResetEmail', 1),
      action('r2', 'sendPasswordResetEmail', 3),
      action('v1', 'sendVerificationEmail', 2),
      action('d1', 'disableSignIn', 4),
    ]);
    expect(emailStateRows(rows, 'u1')).toEqual(
      new Map([
        ['r2', 'passwordReset-u1'],
        ['v1', 'emailVerification-u1'],
      ]),
    );
  });
});

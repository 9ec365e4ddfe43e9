import { type CountedNoun, countedText } from './counted-text.ts';

export const feedbackEntries: CountedNoun = { one: 'feedback entry', many: 'feedback entries' };

export function countFeedbackEntries(count: number): string {
  return countedText(count, feedbackEntries);
}

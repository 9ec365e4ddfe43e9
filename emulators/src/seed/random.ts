import type { SeededRandom } from '../shared/seeded-random.ts';

const idAlphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

// Shaped like Firebase Auth uids (28 characters), which is what the fitness app uses as user keys.
export function authUid(random: SeededRandom): string {
  return Array.from({ length: 28 }, () => random.pick([...idAlphabet])).join('');
}

const pushIdAlphabet = '-0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz';

// Shaped like RTDB push ids: a time prefix that sorts in creation order, then random characters.
export function pushId(time: number, random: SeededRandom): string {
  let prefix = '';
  let remaining = time;
  for (let index = 0; index < 8; index += 1) {
    prefix = (pushIdAlphabet[remaining % 64] ?? '-') + prefix;
    remaining = Math.floor(remaining / 64);
  }
  return prefix + Array.from({ length: 12 }, () => random.pick([...pushIdAlphabet])).join('');
}

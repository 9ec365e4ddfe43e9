import { countedText, formatCount } from '../wording/counted-text.ts';

export interface NamedUser {
  id: string;
  username: string;
  email: string;
}

// A record the app wrote without a username is still named, so that no one is deleted or approved unnamed.
export function userName(user: NamedUser): string {
  return user.username.trim() || user.email.trim() || user.id;
}

export function userNameWithEmail(user: NamedUser): string {
  const name = userName(user);
  const email = user.email.trim();
  return email === '' || email === name ? name : `${name} (${email})`;
}

export function countOf(count: number, noun: string): string {
  return countedText(count, { one: noun, many: `${noun}s` });
}

export function countUsers(count: number): string {
  return countOf(count, 'user');
}

// "Ann, Bob and Cy"; past `limit` names the rest are counted: "Ann, Bob, Cy, Di, Ed and 12 more".
export function nameList(names: readonly string[], limit = 5): string {
  const listed = names.slice(0, limit);
  const more = names.length - listed.length;
  const items = more > 0 ? [...listed, `${formatCount(more)} more`] : listed;
  const last = items.pop();
  if (last === undefined) return '';
  return items.length === 0 ? last : `${items.join(', ')} and ${last}`;
}

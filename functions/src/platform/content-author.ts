import type { ContentAuthor } from '@management-center/contract';
import type { Caller } from './callable-steps.ts';

/** The member a change, an upload or a release is credited to, as the content history names them. */
export function authorOf(caller: Caller): ContentAuthor {
  return caller.email === null ? { uid: caller.uid } : { uid: caller.uid, email: caller.email };
}

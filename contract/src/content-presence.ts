import { z } from 'zod';

// Who has a content row open in edit mode, by the row's node key (contentNodeKey) and member: `{ email, since }`.
// The member's own browser writes it (database.rules.json lets a member who edits content write their own entry,
// and nothing else): it changes nothing on the websites and is no change to audit, a callable per heartbeat would
// flood the Activity page, and only the database's onDisconnect removes it the moment a tab closes.
export const contentPresencePath = 'contentPresence';

export function contentPresenceOf(nodeKey: string): string {
  return `${contentPresencePath}/${nodeKey}`;
}

export function contentPresenceEntryPath(nodeKey: string, uid: string): string {
  return `${contentPresenceOf(nodeKey)}/${uid}`;
}

export const contentPresenceEntrySchema = z.object({ email: z.string(), since: z.number() });

export const contentPresenceSchema = z.record(z.string(), contentPresenceEntrySchema).nullable();

/** "dana@example.com is editing", "dana@example.com and sam@example.com are editing". */
export function editingText(emails: readonly string[]): string {
  const names =
    emails.length <= 1 ? emails.join('') : `${emails.slice(0, -1).join(', ')} and ${emails.at(-1)}`;
  return `${names} ${emails.length === 1 ? 'is' : 'are'} editing`;
}

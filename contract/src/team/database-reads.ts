import { contentPresencePath } from '../content-presence.ts';
import { emailOutboxPath, invitationOutboxEntryId } from '../email-outbox.ts';
import { mediaLibraryPath } from '../media/media-library.ts';
import { mediaSearchGramCountsPath, mediaSearchPath } from '../media/media-search.ts';
import { memberRevocationsPath } from '../member-access.ts';
import { databasePaths } from '../paths.ts';
import { readModelPaths } from '../read-models/paths.ts';
import { releasesPath } from '../releases/releases.ts';
import { savedViewsPath } from '../saved-views.ts';
import { signInBlocksPath } from '../sign-in-blocks.ts';
import { userTimelinePath } from '../user-timeline.ts';
import { userTrashPath, userTrashRecordsPath, userTrashRetentionPath } from '../user-trash.ts';
import { hourMs } from '../utc-days.ts';
import { type Permission, roleClaim, rolesAllowing } from './roles.ts';
import { secondFactorDatabaseCondition } from './second-factor.ts';
import { defaultSessionHours, sessionHoursPath, teamMembersPath, teamSettingsPath } from './team.ts';

/** A place in database.rules.json that members of the team read, and the permissions that let them. */
export interface DatabaseRead {
  // The rules' path: `$uid` stands for each child.
  path: string;
  permissions: readonly Permission[];
  // The app user whose record it is reads it too (database.rules.json's own-record rule, before the team's).
  ownRecord?: boolean;
  // Only the member it belongs to (`$uid`) reads it: a member's own saved views.
  ownOnly?: boolean;
  // Read by a member the team requires a second factor of before they have signed in with one.
  beforeSecondFactor?: boolean;
  // Children (`$uid`) whose key begins with `keyPrefix` are read with these permissions instead.
  keyPrefixRead?: { keyPrefix: string; permissions: readonly Permission[] };
}

function parentOf(path: string): string {
  return path.slice(0, path.lastIndexOf('/'));
}

// What each screen of the console reads, by the permission that shows the screen. The rules give a member exactly
// these (database.rules.json, checked against this list by database-reads.test.ts); no other place is readable by
// the team, and the server's own paths (revocations, leases, caches, shards) by no client at all.
export const databaseReads: readonly DatabaseRead[] = [
  { path: `${databasePaths.normalUsers}/$uid`, permissions: ['readUsers', 'readFeedback'], ownRecord: true },
  { path: `${databasePaths.businessUsers}/$uid`, permissions: ['readUsers'], ownRecord: true },
  { path: databasePaths.auditLog, permissions: ['readActivity'] },
  { path: userTrashPath, permissions: ['readUsers'] },
  { path: userTrashRecordsPath, permissions: ['readUsers'] },
  { path: parentOf(userTrashRetentionPath), permissions: ['readUsers'] },
  // Why and until when a user's sign-in is disabled, and what happened to them, on their page.
  { path: signInBlocksPath, permissions: ['readUsers'] },
  { path: userTimelinePath, permissions: ['readUsers'] },
  // The content screens' history, and the Activity page's undo of a content change.
  { path: parentOf(databasePaths.contentVersions), permissions: ['editContent', 'readActivity'] },
  // An e-mail's delivery, on a user's page, entry by entry; an invitation's is the team's business.
  {
    path: `${emailOutboxPath}/$uid`,
    permissions: ['readUsers'],
    keyPrefixRead: { keyPrefix: invitationOutboxEntryId(''), permissions: ['manageTeam'] },
  },
  { path: readModelPaths.userDirectory, permissions: ['readUsers'] },
  { path: readModelPaths.userSearch, permissions: ['readUsers'] },
  { path: readModelPaths.searchGramCounts, permissions: ['readUsers'] },
  { path: readModelPaths.approvalEmailFailures, permissions: ['readUsers'] },
  { path: readModelPaths.counts, permissions: ['readUsers', 'readFeedback'] },
  { path: readModelPaths.feedbackQueue, permissions: ['readFeedback'] },
  // The home page's figures and charts.
  { path: readModelPaths.homeFigures, permissions: ['readUsers'] },
  { path: readModelPaths.chartDays, permissions: ['readUsers'] },
  { path: readModelPaths.approvalQueue, permissions: ['readUsers'] },
  // The media library's entries, which the content screens' image choice reads too.
  { path: mediaLibraryPath, permissions: ['editContent'] },
  // Its search: the lists of the images by the strings of their file names and alt texts, and the lists' sizes.
  { path: mediaSearchPath, permissions: ['editContent'] },
  { path: mediaSearchGramCountsPath, permissions: ['editContent'] },
  // The releases of website changes, on their screen and the content screens working in one.
  { path: releasesPath, permissions: ['editContent'] },
  // Who has a content row in edit mode, on the content screens.
  { path: contentPresencePath, permissions: ['editContent'] },
  { path: parentOf(teamMembersPath), permissions: ['manageTeam'] },
  // Every member's console applies the team's settings (the sign-out after inactivity), also while it walks a
  // member through the enrolment of a second factor.
  { path: teamSettingsPath, permissions: ['manageOwnAccount'], beforeSecondFactor: true },
  // The lists' menus of saved views, each member's own.
  { path: `${savedViewsPath}/$uid`, permissions: ['manageOwnAccount'], ownOnly: true },
];

// An app user's own record: the rule the fitness app reads it by.
export const ownRecordRead = 'auth != null && auth.uid === $uid';

function revocation(): string {
  return `root.child('${memberRevocationsPath}/' + auth.uid)`;
}

// sessionTooOld negated, in the rules' milliseconds: the team's hours where set, the default where not.
function withinSession(): string {
  const stored = `root.child('${sessionHoursPath}')`;
  return `auth.token.auth_time * 1000 > now - (${stored}.isNumber() ? ${stored}.val() : ${defaultSessionHours}) * ${hourMs}`;
}

/**
 * The condition of database.rules.json under which a member of the team with one of `permissions` reads: a role
 * that gives one of them, in a token signed in after the account's role last changed or was removed and within the
 * team's longest session, and with a second factor where the team requires one (unless `beforeSecondFactor`).
 */
export function teamReadCondition(permissions: readonly Permission[], beforeSecondFactor = false): string {
  const roles = [...new Set(permissions.flatMap((permission) => rolesAllowing(permission)))];
  const roleTest = roles.map((role) => `auth.token.${roleClaim} === '${role}'`).join(' || ');
  const signedInAfterRevocation = `(!${revocation()}.exists() || auth.token.auth_time > ${revocation()}.val())`;
  const condition = `auth != null && (${roleTest}) && ${signedInAfterRevocation} && ${withinSession()}`;
  return beforeSecondFactor ? condition : `${condition} && ${secondFactorDatabaseCondition}`;
}

/** The `.read` rule database.rules.json has at `read.path`. */
export function databaseReadRule(read: DatabaseRead): string {
  const team = teamReadCondition(read.permissions, read.beforeSecondFactor);
  if (read.ownOnly) return `${team} && auth.uid === $uid`;
  if (read.keyPrefixRead) {
    const { keyPrefix, permissions } = read.keyPrefixRead;
    return `(${team} && !$uid.beginsWith('${keyPrefix}')) || (${teamReadCondition(permissions)} && $uid.beginsWith('${keyPrefix}'))`;
  }
  return read.ownRecord ? `(${ownRecordRead}) || (${team})` : team;
}

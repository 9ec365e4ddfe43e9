import { readFile } from 'node:fs/promises';
import {
  exportFilePath,
  exportLinkLifetimeMs,
  exportListPermissions,
  exportLists,
  rolesAllowing,
  storageFolders,
} from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import {
  type ClientRequest,
  contentEditorRoles,
  isAllowedByRules,
  type RequestAuth,
  type TeamAccessLookups,
} from './policy.ts';

const now = Date.UTC(2026, 10, 29, 3, 0);
// Tokens signed in a minute before `now` unless given, within the team's longest session.
const signedInAt = Math.floor(now / 1000) - 60;
const sessionHours = 12;
const signedIn: RequestAuth = {
  uid: 'u1',
  token: { user_id: 'u1', sub: 'u1', email: 'member@example.com', auth_time: signedInAt },
};
function member(uid: string, claims: Record<string, unknown>): RequestAuth {
  return { uid, token: { user_id: uid, sub: uid, auth_time: signedInAt, ...claims } };
}
const admin = member('a1', { email: 'admin@example.com', role: 'administrator' });
const editor = member('e1', { role: 'editor' });
const owner = member('o1', { role: 'owner' });
const support = member('s1', { role: 'support' });
// Revoked ten seconds after `signedInAt`: one token signed in then, one signed in again after the role was given
// again.
const revokedAt = signedInAt + 10;
const revokedAdmin = member('a3', { role: 'administrator', auth_time: revokedAt });
const adminSignedInAgain = member('a3', { role: 'administrator', auth_time: revokedAt + 1 });
const revocations = new Map([['a3', revokedAt]]);
const access: TeamAccessLookups = {
  memberRevokedAt: async (uid) => revocations.get(uid) ?? null,
  sessionHours: async () => sessionHours,
};
// An editor whose sign-in is older than the team's longest session.
const editorPastTheSession = member('e4', { role: 'editor', auth_time: signedInAt - sessionHours * 3600 });
const formerAdminClaim = member('a2', { admin: true });
// The team requires a second factor: one editor signed in without, one with (the claims Auth puts in the token).
const editorWithoutSecondFactor = member('e2', {
  role: 'editor',
  secondFactorRequired: true,
  firebase: { sign_in_provider: 'password' },
});
const editorWithSecondFactor = member('e3', {
  role: 'editor',
  secondFactorRequired: true,
  firebase: { sign_in_provider: 'password', sign_in_second_factor: 'phone' },
});
const roleInOtherCase = member('a4', { role: 'Administrator' });

interface Case {
  readonly grants: string;
  // `request.time` is `now` unless given.
  readonly request: Omit<ClientRequest, 'time'> & Partial<Pick<ClientRequest, 'time'>>;
  readonly allowed: boolean;
}

// An export the administrator made a minute ago; the support member's own.
const exportedAt = now - 60_000;
const adminsExport = exportFilePath('a1', 'users', '-Nexport', 'csv');
const supportsExport = exportFilePath('s1', 'feedback', '-Nexport', 'json');
const supportsActivityExport = exportFilePath('s1', 'activity', '-Nexport', 'csv');

// What storage.rules grants to Firebase client SDK requests, one row per branch. Admin SDK requests bypass the
// rules altogether (see admin-sdk.ts).
const cases: readonly Case[] = [
  // match /{folder}/{fileName} { allow get: if folder in [the six content folders] }
  ...storageFolders.map(
    (folder): Case => ({
      grants: `anyone reads an object directly inside ${folder}`,
      request: { method: 'get', path: `${folder}/photo.png`, auth: null },
      allowed: true,
    }),
  ),
  {
    grants: 'a signed-in member outside the team reads a content object',
    request: { method: 'get', path: 'AboutMembers/photo.png', auth: signedIn },
    allowed: true,
  },
  {
    grants:
      'the generic read method (get and list) is not granted on content objects to member outside the teams',
    request: { method: 'read', path: 'AboutMembers/photo.png', auth: null },
    allowed: false,
  },
  ...storageFolders.map(
    (folder): Case => ({
      grants: `nobody but admins lists ${folder} (images are fetched by their path)`,
      request: { method: 'list', path: folder, auth: null },
      allowed: false,
    }),
  ),
  {
    grants: 'a signed-in member outside the team cannot list a content folder either',
    request: { method: 'list', path: 'ProductFeatureIcons', auth: signedIn },
    allowed: false,
  },
  {
    grants: 'an admin lists a content folder',
    request: { method: 'list', path: 'ProductFeatureIcons', auth: admin },
    allowed: true,
  },
  {
    grants: 'a content folder grants nothing below its first level',
    request: { method: 'get', path: 'ProductFeatureIcons/old/photo.png', auth: signedIn },
    allowed: false,
  },
  {
    grants: 'folder names are case-sensitive',
    request: { method: 'get', path: 'productfeatureicons/photo.png', auth: null },
    allowed: false,
  },
  {
    grants: 'a folder whose name only starts with a content folder name is not one',
    request: { method: 'get', path: 'AboutMembersArchive/photo.png', auth: null },
    allowed: false,
  },
  // match /{allPaths=**} { allow read: if isAdministrator() }
  {
    grants: 'without a token, other objects are not readable',
    request: { method: 'get', path: 'Private/report.pdf', auth: null },
    allowed: false,
  },
  {
    grants: 'a signed-in member outside the team cannot read other objects',
    request: { method: 'get', path: 'Private/report.pdf', auth: signedIn },
    allowed: false,
  },
  {
    grants: 'an admin reads any object',
    request: { method: 'get', path: 'Private/report.pdf', auth: admin },
    allowed: true,
  },
  {
    grants: 'an admin reads objects at the bucket root',
    request: { method: 'get', path: 'report.pdf', auth: admin },
    allowed: true,
  },
  {
    grants: 'an admin reads deep objects',
    request: { method: 'read', path: 'ProductFeatureIcons/old/photo.png', auth: admin },
    allowed: true,
  },
  {
    grants: 'an owner and an editor read any object',
    request: { method: 'get', path: 'Private/report.pdf', auth: owner },
    allowed: true,
  },
  {
    grants: 'an editor lists a content folder',
    request: { method: 'list', path: 'AboutMembers', auth: editor },
    allowed: true,
  },
  {
    grants: 'a support member (who edits no content) lists nothing',
    request: { method: 'list', path: 'AboutMembers', auth: support },
    allowed: false,
  },
  {
    grants: 'a support member reads no other object',
    request: { method: 'get', path: 'Private/report.pdf', auth: support },
    allowed: false,
  },
  {
    grants: 'the former admin claim gives nothing',
    request: { method: 'get', path: 'Private/report.pdf', auth: formerAdminClaim },
    allowed: false,
  },
  {
    grants: 'a role is matched exactly',
    request: { method: 'get', path: 'Private/report.pdf', auth: roleInOtherCase },
    allowed: false,
  },
  {
    grants: 'an admin whose token was signed in by the time their role changed reads nothing private',
    request: { method: 'get', path: 'Private/report.pdf', auth: revokedAdmin },
    allowed: false,
  },
  {
    grants: 'that admin still reads content objects, as anyone does',
    request: { method: 'get', path: 'AboutMembers/photo.png', auth: revokedAdmin },
    allowed: true,
  },
  {
    grants: 'an editor the team requires a second factor of, signed in without one, reads nothing private',
    request: { method: 'list', path: 'ProductFeatureIcons', auth: editorWithoutSecondFactor },
    allowed: false,
  },
  {
    grants: 'that editor still reads content objects, as anyone does',
    request: { method: 'get', path: 'AboutMembers/photo.png', auth: editorWithoutSecondFactor },
    allowed: true,
  },
  {
    grants: 'an editor signed in with the second factor the team requires lists a content folder',
    request: { method: 'list', path: 'ProductFeatureIcons', auth: editorWithSecondFactor },
    allowed: true,
  },
  {
    grants: 'an editor signed in longer ago than the team lets a session last reads nothing private',
    request: { method: 'list', path: 'ProductFeatureIcons', auth: editorPastTheSession },
    allowed: false,
  },
  {
    grants: 'nor gets their own export',
    request: {
      method: 'get',
      path: exportFilePath('e4', 'users', '-Nexport', 'csv'),
      auth: member('e4', { role: 'administrator', auth_time: signedInAt - sessionHours * 3600 }),
      resourceCreatedAt: exportedAt,
    },
    allowed: false,
  },
  {
    grants: 'an admin signed in after the change (the role given again) reads any object',
    request: { method: 'get', path: 'Private/report.pdf', auth: adminSignedInAgain },
    allowed: true,
  },
  {
    grants: 'nobody lists the bucket root (the console never does): it would name the exports folder',
    request: { method: 'list', path: '', auth: admin },
    allowed: false,
  },
  // match /exports/{uid}/{list}/{fileName} { allow get: if mayReadExport(uid, list) }
  {
    grants: 'the member who exported gets the file',
    request: { method: 'get', path: adminsExport, auth: admin, resourceCreatedAt: exportedAt },
    allowed: true,
  },
  {
    grants: 'a support member gets their own export of a list their role shows',
    request: { method: 'get', path: supportsExport, auth: support, resourceCreatedAt: exportedAt },
    allowed: true,
  },
  {
    grants: 'no other member gets it, an owner included',
    request: { method: 'get', path: adminsExport, auth: owner, resourceCreatedAt: exportedAt },
    allowed: false,
  },
  {
    grants: 'an editor (who reads the rest of the bucket) gets no export',
    request: {
      method: 'get',
      path: exportFilePath('e1', 'users', '-Nexport', 'csv'),
      auth: editor,
      resourceCreatedAt: exportedAt,
    },
    allowed: false,
  },
  {
    grants: 'an editor lists no export folder',
    request: { method: 'list', path: 'exports/a1/users', auth: editor },
    allowed: false,
  },
  {
    grants: 'an admin lists no export folder, their own included',
    request: { method: 'list', path: 'exports/a1', auth: admin },
    allowed: false,
  },
  {
    grants: 'the link expires an hour after the file was written',
    request: {
      method: 'get',
      path: adminsExport,
      auth: admin,
      resourceCreatedAt: now - exportLinkLifetimeMs,
    },
    allowed: false,
  },
  {
    grants: "a member whose role no longer shows the list (support, once an administrator) doesn't get it",
    request: { method: 'get', path: supportsActivityExport, auth: support, resourceCreatedAt: exportedAt },
    allowed: false,
  },
  {
    grants: 'a token signed in before the role last changed gets no export',
    request: {
      method: 'get',
      path: exportFilePath('a3', 'users', '-Nexport', 'csv'),
      auth: revokedAdmin,
      resourceCreatedAt: exportedAt,
    },
    allowed: false,
  },
  {
    grants: 'nor does a session without the second factor the team requires',
    request: {
      method: 'get',
      path: exportFilePath('e2', 'users', '-Nexport', 'csv'),
      auth: member('e2', {
        role: 'administrator',
        secondFactorRequired: true,
        firebase: { sign_in_provider: 'password' },
      }),
      resourceCreatedAt: exportedAt,
    },
    allowed: false,
  },
  {
    grants: "an unknown list under exports is nobody's",
    request: {
      method: 'get',
      path: 'exports/a1/payroll/-Nexport.csv',
      auth: admin,
      resourceCreatedAt: exportedAt,
    },
    allowed: false,
  },
  {
    grants: 'a member outside the team cannot list the bucket root',
    request: { method: 'list', path: '', auth: signedIn },
    allowed: false,
  },
  {
    grants: 'a member outside the team cannot list other folders',
    request: { method: 'list', path: 'Private', auth: null },
    allowed: false,
  },
  // match /{allPaths=**} { allow write: if false }
  {
    grants: 'nobody uploads, not even an admin',
    request: { method: 'create', path: 'AboutMembers/photo.png', auth: admin },
    allowed: false,
  },
  {
    grants: 'nobody uploads without a token',
    request: { method: 'create', path: 'AboutMembers/photo.png', auth: null },
    allowed: false,
  },
  {
    grants: 'nobody updates metadata',
    request: { method: 'update', path: 'AboutMembers/photo.png', auth: admin },
    allowed: false,
  },
  {
    grants: 'nobody deletes',
    request: { method: 'delete', path: 'Private/report.pdf', auth: admin },
    allowed: false,
  },
  {
    grants: 'the generic write method is refused',
    request: { method: 'write', path: 'Private/report.pdf', auth: signedIn },
    allowed: false,
  },
];

describe('isAllowedByRules', () => {
  it.each(cases)('$grants', async ({ request, allowed }) => {
    await expect(isAllowedByRules({ time: now, ...request }, access)).resolves.toBe(allowed);
  });
});

describe('storage.rules', () => {
  it("lets anyone get exactly the contract's content folders", async () => {
    const rules = await readFile(new URL('../../../storage.rules', import.meta.url), 'utf8');
    const list = /allow get: if folder in \[([^\]]*)\]/.exec(rules)?.[1];
    expect(list).toBeDefined();
    const folders = [...(list ?? '').matchAll(/'([^']*)'/g)].map((match) => match[1]);
    expect(folders.sort()).toEqual([...storageFolders].sort());
  });

  it("lets read the rest exactly the contract's roles that edit content", async () => {
    const rules = await readFile(new URL('../../../storage.rules', import.meta.url), 'utf8');
    const list = /request\.auth\.token\.role in \[([^\]]*)\]/.exec(rules)?.[1];
    expect(list).toBeDefined();
    const named = [...(list ?? '').matchAll(/'([^']*)'/g)].map((match) => match[1]);
    expect(named).toEqual(contentEditorRoles);
  });

  it("lets get an export exactly the contract's roles that show its list, within the contract's hour", async () => {
    const rules = await readFile(new URL('../../../storage.rules', import.meta.url), 'utf8');
    const named = Object.fromEntries(
      [...rules.matchAll(/list == '(\w+)' && request\.auth\.token\.role in \[([^\]]*)\]/g)].map((match) => [
        match[1],
        [...(match[2] ?? '').matchAll(/'([^']*)'/g)].map((role) => role[1]),
      ]),
    );
    expect(named).toEqual(
      Object.fromEntries(exportLists.map((list) => [list, rolesAllowing(exportListPermissions[list])])),
    );
    expect(rules).toContain(
      `request.time < resource.timeCreated + duration.value(${exportLinkLifetimeMs / 3_600_000}, 'h')`,
    );
  });
});

import { readFile } from 'node:fs/promises';
import { storageFolders } from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import {
  type AdminRevocationLookup,
  type ClientRequest,
  contentEditorRoles,
  isAllowedByRules,
  type RequestAuth,
} from './policy.ts';

const signedIn: RequestAuth = { uid: 'u1', token: { user_id: 'u1', sub: 'u1', email: 'member@example.com' } };
function member(uid: string, claims: Record<string, unknown>): RequestAuth {
  return { uid, token: { user_id: uid, sub: uid, ...claims } };
}
const admin = member('a1', { email: 'admin@example.com', role: 'administrator' });
const editor = member('e1', { role: 'editor' });
const owner = member('o1', { role: 'owner' });
const support = member('s1', { role: 'support' });
// Revoked at 1000: one token signed in then, one signed in again after the role was given again.
const revokedAdmin = member('a3', { role: 'administrator', auth_time: 1000 });
const adminSignedInAgain = member('a3', { role: 'administrator', auth_time: 1001 });
const revocations = new Map([['a3', 1000]]);
const adminRevokedAt: AdminRevocationLookup = async (uid) => revocations.get(uid) ?? null;
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
  readonly request: ClientRequest;
  readonly allowed: boolean;
}

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
    grants: 'an admin signed in after the change (the role given again) reads any object',
    request: { method: 'get', path: 'Private/report.pdf', auth: adminSignedInAgain },
    allowed: true,
  },
  {
    grants: 'an admin lists the bucket root',
    request: { method: 'list', path: '', auth: admin },
    allowed: true,
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
    await expect(isAllowedByRules(request, adminRevokedAt)).resolves.toBe(allowed);
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
});

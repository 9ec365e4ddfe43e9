import {
  contentFolderOf,
  exportFileOf,
  exportLinkLifetimeMs,
  exportListPermissions,
  exportsFolder,
  lacksRequiredSecondFactor,
  roleAllows,
  roleOfClaims,
  rolesAllowing,
  sessionTooOld,
} from '@management-center/contract';

// The project's storage.rules, restated as a function: firebase-tools evaluates the rules language in a Java
// runtime that is not available here. Keep this in step with /storage.rules; policy.test.ts lists every branch
// and checks that the rules' content folders are the contract's.

/** The rules language's methods: `read` covers get and list, `write` covers create, update and delete. */
type RulesMethod = 'read' | 'write' | 'get' | 'list' | 'create' | 'update' | 'delete';

/** `request.auth`: the claims of the caller's Firebase ID token, or null without one. */
export interface RequestAuth {
  readonly uid: string | null;
  readonly token: Readonly<Record<string, unknown>>;
}

/** A request from a Firebase client SDK. Admin SDK requests never reach the rules, as in production. */
export interface ClientRequest {
  readonly method: RulesMethod;
  /** The object name inside the bucket; for `list`, the listed prefix without its trailing slash ('' = root). */
  readonly path: string;
  readonly auth: RequestAuth | null;
  /** `resource.timeCreated` in milliseconds: when the object was written, for a request about a stored object. */
  readonly resourceCreatedAt?: number;
  /** `request.time` in milliseconds. */
  readonly time: number;
}

/**
 * `firestore.get(/databases/(default)/documents/adminRevocations/{uid}).data.revokedAt`: when the server last
 * changed or removed the account's role (seconds since the epoch), or null when there is no such document.
 */
export type AdminRevocationLookup = (uid: string) => Promise<number | null>;

/** What storage.rules read of the team in Firestore: an account's revocation time, and the team's longest session. */
export interface TeamAccessLookups {
  memberRevokedAt: AdminRevocationLookup;
  // `firestore.get(/databases/(default)/documents/teamSettings/sessions).data.sessionHours`, or the default.
  sessionHours: () => Promise<number>;
}

const READ_METHODS: ReadonlySet<RulesMethod> = new Set(['read', 'get', 'list']);

export async function isAllowedByRules(request: ClientRequest, access: TeamAccessLookups): Promise<boolean> {
  // `allow write: if false`
  if (!READ_METHODS.has(request.method)) {
    return false;
  }
  // `match /exports/{uid}/{list}/{fileName} { allow get: if mayReadExport(uid, list) }`
  const exportFile = exportFileOf(request.path);
  if (exportFile && request.method === 'get' && (await mayReadExport(request, exportFile, access))) {
    return true;
  }
  // `match /{folder}/{allPaths=**} { allow read: if folder != 'exports' && isContentEditor() }`: a folder, or an
  // object at the root (a folder of no more), never the root's listing
  const folder = request.path.split('/')[0];
  if (folder !== '' && folder !== exportsFolder && (await isContentEditor(request, access))) {
    return true;
  }
  // `match /{folder}/{fileName} { allow get: if folder in [...] }`: `read` would include list, which is not granted
  return request.method === 'get' && contentFolderOf(request.path) !== undefined;
}

// The member who made the export, with a role that shows its list, signed in after any change of it and with the
// second factor the team requires, within an hour of the file's writing.
async function mayReadExport(
  request: ClientRequest,
  exportFile: { uid: string; list: keyof typeof exportListPermissions },
  access: TeamAccessLookups,
): Promise<boolean> {
  const { auth, resourceCreatedAt, time } = request;
  if (!auth || auth.uid !== exportFile.uid) return false;
  if (!roleAllows(roleOfClaims(auth.token), exportListPermissions[exportFile.list])) return false;
  if (!(await signedInLately(request, access)) || lacksRequiredSecondFactor(auth.token)) return false;
  return resourceCreatedAt !== undefined && time < resourceCreatedAt + exportLinkLifetimeMs;
}

// `signedInAfterRevocation(...) && withinSession()`: no revocation or a token signed in after it, and within the
// team's longest session at `request.time`.
async function signedInLately({ auth, time }: ClientRequest, access: TeamAccessLookups): Promise<boolean> {
  const authTime = auth?.token.auth_time;
  if (!auth || typeof authTime !== 'number') return false;
  const [revokedAt, sessionHours] = await Promise.all([
    auth.uid === null ? null : access.memberRevokedAt(auth.uid),
    access.sessionHours(),
  ]);
  return (revokedAt === null || authTime > revokedAt) && !sessionTooOld(authTime, sessionHours, time);
}

// The roles storage.rules names in isContentEditor().
export const contentEditorRoles = rolesAllowing('editContent');

// `request.auth.token.role in [the roles that edit content]`, signed in lately (signedInLately), and with a second
// factor where the team requires one (hasRequiredSecondFactor()).
async function isContentEditor(request: ClientRequest, access: TeamAccessLookups): Promise<boolean> {
  const { auth } = request;
  const role = auth ? roleOfClaims(auth.token) : null;
  if (!auth || role === null || !contentEditorRoles.includes(role)) return false;
  if (lacksRequiredSecondFactor(auth.token)) return false;
  return signedInLately(request, access);
}

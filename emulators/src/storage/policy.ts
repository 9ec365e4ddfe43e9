import {
  contentFolderOf,
  lacksRequiredSecondFactor,
  roleOfClaims,
  rolesAllowing,
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
}

/**
 * `firestore.get(/databases/(default)/documents/adminRevocations/{uid}).data.revokedAt`: when the server last
 * changed or removed the account's role (seconds since the epoch), or null when there is no such document.
 */
export type AdminRevocationLookup = (uid: string) => Promise<number | null>;

const READ_METHODS: ReadonlySet<RulesMethod> = new Set(['read', 'get', 'list']);

export async function isAllowedByRules(
  request: ClientRequest,
  adminRevokedAt: AdminRevocationLookup,
): Promise<boolean> {
  // `allow write: if false`
  if (!READ_METHODS.has(request.method)) {
    return false;
  }
  // `match /{allPaths=**} { allow read: if isContentEditor() }`
  if (await isContentEditor(request.auth, adminRevokedAt)) {
    return true;
  }
  // `match /{folder}/{fileName} { allow get: if folder in [...] }`: `read` would include list, which is not granted
  return request.method === 'get' && contentFolderOf(request.path) !== undefined;
}

// The roles storage.rules names in isContentEditor().
export const contentEditorRoles = rolesAllowing('editContent');

// `request.auth.token.role in [the roles that edit content]`, if the account's role was ever changed or removed a
// token signed in after, and a second factor where the team requires one (hasRequiredSecondFactor()).
async function isContentEditor(
  auth: RequestAuth | null,
  adminRevokedAt: AdminRevocationLookup,
): Promise<boolean> {
  const role = auth ? roleOfClaims(auth.token) : null;
  if (!auth || role === null || !contentEditorRoles.includes(role)) return false;
  if (lacksRequiredSecondFactor(auth.token)) return false;
  const revokedAt = auth.uid === null ? null : await adminRevokedAt(auth.uid);
  if (revokedAt === null) return true;
  const authTime = auth.token.auth_time;
  return typeof authTime === 'number' && authTime > revokedAt;
}

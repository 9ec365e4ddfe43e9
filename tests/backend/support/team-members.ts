import { databasePaths, type Role } from '@management-center/contract';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { getFirestore } from 'firebase-admin/firestore';
import { setTeamMember } from '../../../functions/src/team/team-membership.ts';
import { type Account, administrator } from './clients.ts';

/** The stores the team's own functions act on, of the suite's admin app. */
export function teamStoresOf(app: App) {
  return { auth: getAuth(app), database: getDatabase(app), firestore: getFirestore(app) };
}

/** A new account with a verified address, made a member of the team with `role` at once: its uid. */
export async function addTeamMember(app: App, account: Account, role: Role): Promise<string> {
  const stores = teamStoresOf(app);
  const { uid } = await stores.auth.createUser({ ...account, emailVerified: true });
  await setTeamMember(stores, uid, { email: account.email, role, addedAt: Date.now(), addedBy: 'test' });
  return uid;
}

/** Makes the demo owner an app user too, with a normal user's record on the users screen: their uid. */
export async function ownerAsAppUser(app: App): Promise<string> {
  const { uid } = await getAuth(app).getUserByEmail(administrator.email);
  await getDatabase(app)
    .ref(`${databasePaths.normalUsers}/${uid}`)
    .set({ username: 'Demo Owner', email: administrator.email, userType: 'normal' });
  return uid;
}

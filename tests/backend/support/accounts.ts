import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';

/** The sign-in account under `uid` as the console leaves it: 'gone' when there is none. */
export async function accountState(app: App, uid: string): Promise<'enabled' | 'disabled' | 'gone'> {
  try {
    return (await getAuth(app).getUser(uid)).disabled ? 'disabled' : 'enabled';
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') return 'gone';
    throw error;
  }
}

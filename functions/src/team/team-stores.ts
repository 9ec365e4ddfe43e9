import { authentication, database, firestore } from '../platform/firebase.ts';
import type { TeamStores } from './team-membership.ts';

export async function teamStores(): Promise<TeamStores> {
  const [auth, realtimeDatabase, documents] = await Promise.all([authentication(), database(), firestore()]);
  return { auth, database: realtimeDatabase, firestore: documents };
}

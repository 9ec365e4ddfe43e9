import {
  accessMessages,
  defaultIdleTimeoutMinutes,
  defaultSessionHours,
  signInAgainReason,
  teamMembersPath,
  teamSessionsDocumentPath,
} from '@management-center/contract';
import { get, ref } from 'firebase/database';
import { list, ref as storageRef } from 'firebase/storage';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../support/callables.ts';
import { administrator, mockSessionClient } from '../support/clients.ts';
import { callWithSession } from '../support/second-factor.ts';
import { sessionToken } from '../support/session-tokens.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';

const hourSeconds = 3600;

// Hole: a session lasted as long as its refresh token, which nothing on the server ended. Sessions of the owner,
// signed in some hours ago (a sign-in no test can make, so an unsigned token the emulators take), through every
// way the console reaches the backend: a callable, a read of the Realtime Database, a listing of Storage.
describe("a session ends on the server after the team's longest session", () => {
  const app = adminAppForSuite();
  let ownerUid: string;

  const signedInHoursAgo = (hours: number) => Math.floor(Date.now() / 1000) - hours * hourSeconds;

  async function callableAnswer(hoursAgo: number) {
    const token = sessionToken({
      uid: ownerUid,
      email: administrator.email,
      authTime: signedInHoursAgo(hoursAgo),
      claims: { role: 'owner' },
    });
    return callWithSession(token, 'listTeam', {});
  }

  // Whether the session reads the team registry (the rules) and lists a content folder (storage.rules).
  async function reads(hoursAgo: number): Promise<{ database: boolean; storage: boolean }> {
    const client = mockSessionClient({
      sub: ownerUid,
      email: administrator.email,
      role: 'owner',
      iat: Math.floor(Date.now() / 1000),
      auth_time: signedInHoursAgo(hoursAgo),
    });
    try {
      const [database, storage] = await Promise.all([
        get(ref(client.database, teamMembersPath)).then(
          () => true,
          () => false,
        ),
        list(storageRef(client.storage, 'AboutMembers')).then(
          () => true,
          () => false,
        ),
      ]);
      return { database, storage };
    } finally {
      await client.close();
    }
  }

  function ended(hours: number) {
    return {
      error: {
        status: 'UNAUTHENTICATED',
        message: accessMessages.sessionTooOld(hours),
        details: { reason: signInAgainReason },
      },
    };
  }

  beforeAll(async () => {
    ownerUid = (await getAuth(app).getUserByEmail(administrator.email)).uid;
  });

  it(`refuses a session older than the default ${defaultSessionHours} hours everywhere, and keeps a younger one`, async () => {
    expect(await callableAnswer(defaultSessionHours + 1)).toEqual(ended(defaultSessionHours));
    expect(await reads(defaultSessionHours + 1)).toEqual({ database: false, storage: false });
    expect(await callableAnswer(defaultSessionHours - 1)).toHaveProperty('result');
    expect(await reads(defaultSessionHours - 1)).toEqual({ database: true, storage: true });
  });

  it('follows the hours an owner sets, in the callables and in both rules files', async () => {
    await callAs(administrator, 'updateTeamSettings', {
      idleTimeoutMinutes: defaultIdleTimeoutMinutes,
      requireSecondFactor: false,
      sessionHours: 1,
    });
    expect((await getFirestore(app).doc(teamSessionsDocumentPath).get()).data()).toEqual({ sessionHours: 1 });
    expect(await callableAnswer(2)).toEqual(ended(1));
    expect(await reads(2)).toEqual({ database: false, storage: false });
    expect(await reads(0.5)).toEqual({ database: true, storage: true });
  });
});

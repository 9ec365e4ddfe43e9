import {
  accessMessages,
  type CallableName,
  deleteMediaImagesOutputSchema,
  deleteUsersForeverOutputSchema,
  mediaImageSchema,
  mediaLibraryPath,
  recentSignInRequiredReason,
  runCleanupOutputSchema,
  trashedUserPath,
} from '@management-center/contract';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountState } from '../support/accounts.ts';
import { callAs } from '../support/callables.ts';
import { administrator } from '../support/clients.ts';
import { pick, readDemoUsers } from '../support/demo-users.ts';
import { callWithSession, enrolPhoneAfterPassword } from '../support/second-factor.ts';
import { minutesAgo, sessionToken } from '../support/session-tokens.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';

const mediaLibrarySchema = z.record(z.string(), mediaImageSchema);

describe('a change of who holds power, an export or what cannot be undone needs a recent sign-in', () => {
  const app = adminAppForSuite();
  let administratorUid: string;

  function tokenSignedIn(minutes: number): string {
    return sessionToken({
      uid: administratorUid,
      email: administrator.email,
      authTime: minutesAgo(minutes),
      claims: { role: 'owner' },
    });
  }

  const callWithToken = (name: CallableName, data: unknown, idToken: string) =>
    callWithSession(idToken, name, data);

  const refusal = {
    error: {
      status: 'FAILED_PRECONDITION',
      message: accessMessages.recentSignInRequired,
      details: { reason: recentSignInRequiredReason },
    },
  };

  beforeAll(async () => {
    administratorUid = (await getAuth(app).getUserByEmail(administrator.email)).uid;
  });

  it('refuses deleting forever with a sign-in 16 minutes old, deletes nothing, and deletes with a fresh one', async () => {
    const userId = pick((await readDemoUsers(app)).normalUserIds, 0);
    await callAs(administrator, 'deleteUsers', { userIds: [userId] });
    const inTrash = async () => (await getDatabase(app).ref(trashedUserPath(userId)).get()).exists();
    expect(await inTrash()).toBe(true);

    expect(await callWithToken('deleteUsersForever', { userIds: [userId] }, tokenSignedIn(16))).toEqual(
      refusal,
    );
    expect(await inTrash()).toBe(true);
    expect(await accountState(app, userId)).toBe('disabled');

    const answer = await callWithToken('deleteUsersForever', { userIds: [userId] }, tokenSignedIn(14));
    expect(deleteUsersForeverOutputSchema.parse('result' in answer ? answer.result : answer)).toMatchObject({
      deleted: [userId],
    });
    expect(await inTrash()).toBe(false);
    expect(await accountState(app, userId)).toBe('gone');
  });

  it('refuses deleting images from the library with an old sign-in, and deletes them with a fresh one', async () => {
    const library = getDatabase(app).ref(mediaLibraryPath);
    const unused = Object.entries(mediaLibrarySchema.parse((await library.get()).val())).find(
      ([, image]) => Object.keys(image.uses ?? {}).length === 0,
    );
    if (!unused) throw new Error('The demo library has an unused image');
    const [imageKey] = unused;
    expect(await callWithToken('deleteMediaImages', { imageKeys: [imageKey] }, tokenSignedIn(16))).toEqual(
      refusal,
    );
    expect((await library.child(imageKey).get()).exists()).toBe(true);
    const answer = await callWithToken('deleteMediaImages', { imageKeys: [imageKey] }, tokenSignedIn(14));
    expect(deleteMediaImagesOutputSchema.parse('result' in answer ? answer.result : answer).deleted).toEqual([
      imageKey,
    ]);
    expect((await library.child(imageKey).get()).exists()).toBe(false);
  });

  it('refuses a real cleanup run with an old sign-in, and lets it preview', async () => {
    expect(await callWithToken('runCleanup', { dryRun: false }, tokenSignedIn(60))).toEqual(refusal);
    const preview = await callWithToken('runCleanup', { dryRun: true }, tokenSignedIn(60));
    expect(runCleanupOutputSchema.parse('result' in preview ? preview.result : preview).dryRun).toBe(true);
  });

  it('refuses team changes, sign-in changes and exports to an hour-old sign-in, and reads nothing less', async () => {
    const old = tokenSignedIn(60);
    const stepUps: [CallableName, unknown][] = [
      ['inviteTeamMember', { email: 'step-up-invitee@example.com', role: 'owner' }],
      ['updateTeamSettings', { idleTimeoutMinutes: 480, requireSecondFactor: false, sessionHours: 12 }],
      ['exportUsers', { matching: { search: '', type: 'All' }, format: 'csv' }],
    ];
    for (const [name, data] of stepUps) expect(await callWithToken(name, data, old)).toEqual(refusal);
    const userId = pick((await readDemoUsers(app)).normalUserIds, 1);
    expect(
      await callWithToken(
        'disableSignIn',
        { userId, reason: 'Left open on a shared computer', days: 1 },
        old,
      ),
    ).toEqual(refusal);
    expect(await accountState(app, userId)).toBe('enabled');
    await expect(getAuth(app).getUserByEmail('step-up-invitee@example.com')).rejects.toThrow();

    expect(await callWithToken('listTeam', {}, old)).toHaveProperty('result');
    expect(await callWithToken('readSignInAccount', { userId }, old)).toHaveProperty('result');
  });

  it('asks a member with a second factor to use it, however recent the password', async () => {
    const account = { email: 'step-up-factor@example.com', password: 'a password long enough' };
    const { uid } = await getAuth(app).createUser({ ...account, emailVerified: true });
    await getAuth(app).setCustomUserClaims(uid, { role: 'owner' });
    await enrolPhoneAfterPassword(account, '+15555550161');
    const passwordOnly = sessionToken({
      uid,
      email: account.email,
      authTime: minutesAgo(1),
      claims: { role: 'owner' },
    });
    const withFactor = sessionToken({
      uid,
      email: account.email,
      authTime: minutesAgo(1),
      claims: { role: 'owner' },
      secondFactor: 'phone',
    });
    const settings = { idleTimeoutMinutes: 45, requireSecondFactor: false, sessionHours: 12 };
    expect(await callWithToken('updateTeamSettings', settings, passwordOnly)).toEqual(refusal);
    expect(await callWithToken('updateTeamSettings', settings, withFactor)).toHaveProperty('result');
  });
});

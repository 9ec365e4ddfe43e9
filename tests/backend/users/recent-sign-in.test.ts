import {
  accessMessages,
  deleteUsersForeverOutputSchema,
  recentSignInRequiredReason,
  runCleanupOutputSchema,
  trashedUserPath,
} from '@management-center/contract';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { z } from 'zod';
import { accountState } from '../support/accounts.ts';
import { callAs } from '../support/callables.ts';
import { administrator } from '../support/clients.ts';
import { pick, readDemoUsers } from '../support/demo-users.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';

const backend = inject('backend');

// The callable protocol's answer: the result, or the error with its status, message and details.
const callableAnswer = z.union([
  z.object({ result: z.unknown() }),
  z.object({ error: z.object({ status: z.string(), message: z.string(), details: z.unknown() }) }),
]);

describe('a call that cannot be undone needs a recent sign-in', () => {
  const app = adminAppForSuite();
  let administratorUid: string;

  // An ID token of the administrator as the Auth emulator makes them (unsigned), but signed in `minutesAgo`: the
  // emulators accept unsigned tokens, and no sign-in can be made in the past.
  function tokenSignedIn(minutesAgo: number): string {
    const now = Math.floor(Date.now() / 1000);
    const encode = (part: object) => Buffer.from(JSON.stringify(part)).toString('base64url');
    const claims = {
      iss: `https://securetoken.google.com/${backend.projectId}`,
      aud: backend.projectId,
      auth_time: now - minutesAgo * 60,
      iat: now,
      exp: now + 3600,
      sub: administratorUid,
      user_id: administratorUid,
      email: administrator.email,
      email_verified: true,
      role: 'owner',
      firebase: { identities: { email: [administrator.email] }, sign_in_provider: 'password' },
    };
    return `${encode({ alg: 'none', typ: 'JWT' })}.${encode(claims)}.`;
  }

  async function callWithToken(name: string, data: unknown, idToken: string) {
    const url = `http://${backend.host}:${backend.ports.functions}/${backend.projectId}/us-central1/${name}`;
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ data }),
    });
    return callableAnswer.parse(await response.json());
  }

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

  it('refuses a real cleanup run with an old sign-in, and lets it preview', async () => {
    expect(await callWithToken('runCleanup', { dryRun: false }, tokenSignedIn(60))).toEqual(refusal);
    const preview = await callWithToken('runCleanup', { dryRun: true }, tokenSignedIn(60));
    expect(runCleanupOutputSchema.parse('result' in preview ? preview.result : preview).dryRun).toBe(true);
  });
});

import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import {
  accessMessages,
  callableEntry,
  callableNames,
  memberRevocationPath,
  memberRevocationsCollection,
  teamMemberPath,
  teamMembersPath,
} from '@management-center/contract';
import { projectFile } from '@management-center/emulators/launcher/project';
import { ref as databaseRef, get } from 'firebase/database';
import { httpsCallable } from 'firebase/functions';
import { getBytes, ref as storageRef } from 'firebase/storage';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { type Account, type WebClient, webClient } from './support/clients.ts';
import { adminAppForSuite } from './support/suite-hooks.ts';

const backend = inject('backend');
const account: Account = { email: 'leaving-administrator@example.com', password: 'a-password' };
const privateObject = 'Private/revocation.txt';

const runTool = promisify(execFile);

// Run without blocking the event loop: while it is blocked for the tool's seconds, the emulators close the idle
// keep-alive connections this process pooled, unseen, and the next request would go out on a closed one. A tool
// that exits with an error rejects.
async function grantOwner(...args: string[]): Promise<void> {
  const { stderr } = await runTool(
    process.execPath,
    [
      '--import',
      'tsx',
      projectFile('tools/grant-owner.ts'),
      account.email,
      '--yes',
      // The demo team has its owner already: this account is made another, as when no owner can sign in.
      '--recovery',
      ...args,
      '--project',
      backend.projectId,
    ],
    { cwd: projectFile('.'), env: { ...process.env, ...backend.environment }, encoding: 'utf8' },
  );
  expect(stderr).toBe('');
}

// What an owner's token opens: a path of the team in each store that has one, and the callables' guard (an empty
// input gets past the guard to the input check). Firestore holds nothing for the team alone: the workout library
// is read by every signed-in account of the app.
async function accessOf(client: WebClient) {
  const outcome = (work: Promise<unknown>) =>
    work.then(
      () => 'allowed',
      (error: { code?: string }) => error.code ?? String(error),
    );
  return {
    database: await outcome(get(databaseRef(client.database, teamMembersPath))),
    storage: await outcome(getBytes(storageRef(client.storage, privateObject))),
  };
}

// The callables that ask for a role; an invitee's asks for none, and takes no token into account.
const teamCallables = Object.values(callableNames).filter((name) => callableEntry(name).permission !== null);

async function callableAnswers(client: WebClient) {
  const answers: Record<string, string> = {};
  for (const name of Object.values(callableNames)) {
    // Input no callable takes: a call let past the guard is refused by the validation, and does nothing.
    answers[name] = await httpsCallable(
      client.functions,
      name,
    )('not an object').then(
      () => 'succeeded',
      (error: { code: string; message: string }) => `${error.code}: ${error.message}`,
    );
  }
  return answers;
}

describe('taking an owner out of the team', () => {
  const app = adminAppForSuite({ changesDemoData: false });
  const clients: WebClient[] = [];
  let uid: string;

  async function signIn(): Promise<WebClient> {
    const client = await webClient(account);
    clients.push(client);
    return client;
  }

  beforeAll(async () => {
    uid = (await getAuth(app).createUser({ ...account, emailVerified: true })).uid;
    await getStorage(app).bucket().file(privateObject).save('admins only', { contentType: 'text/plain' });
  });
  afterAll(async () => {
    await Promise.all(clients.map((client) => client.close()));
    await getAuth(app).deleteUser(uid);
    await getStorage(app).bucket().file(privateObject).delete();
    await getDatabase(app).ref(memberRevocationPath(uid)).remove();
    await getFirestore(app).collection(memberRevocationsCollection).doc(uid).delete();
    await getDatabase(app).ref(teamMemberPath(uid)).remove();
  });

  // The tests carry on from each other: one account granted, removed and granted again.
  let signedInBefore: WebClient;

  it("opens each store to an owner's token", async () => {
    await grantOwner();
    signedInBefore = await signIn();
    expect(await accessOf(signedInBefore)).toEqual({
      database: 'allowed',
      storage: 'allowed',
    });
  });

  it('refuses that token in every store once the role is removed, though it still carries the role', async () => {
    await grantOwner('--revoke');
    // The client still holds its unexpired ID token with the role: only the revocation time refuses it.
    const held = await signedInBefore.auth.currentUser?.getIdTokenResult();
    expect(held?.claims.role).toBe('owner');
    expect(await accessOf(signedInBefore)).toEqual({
      // The web SDK's get() rejects a refused read with a plain error, without a code.
      database: 'Error: Permission denied',
      storage: 'storage/unauthorized',
    });
  });

  it('refuses that token in every callable, asking to sign in again', async () => {
    const refusals = await callableAnswers(signedInBefore);
    for (const name of teamCallables) {
      // The web SDK appends the HTTP status to the server's message.
      expect(refusals[name], name).toBe(`functions/unauthenticated: ${accessMessages.signInAgain} [401]`);
    }
    expect(refusals.acceptTeamInvitation).toMatch(/^functions\/invalid-argument: /);
  });

  it('lets a sign-in after the role is given again in everywhere', async () => {
    await grantOwner();
    // auth_time counts seconds: a sign-in in the second of the revocation is refused as one before it.
    const revokedAt = (await getDatabase(app).ref(memberRevocationPath(uid)).get()).val() as number;
    while (Math.floor(Date.now() / 1000) <= revokedAt)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const signedInAgain = await signIn();
    expect(await accessOf(signedInAgain)).toEqual({
      database: 'allowed',
      storage: 'allowed',
    });
    const answers = await callableAnswers(signedInAgain);
    for (const name of Object.values(callableNames)) {
      expect(answers[name], name).toMatch(/^functions\/invalid-argument: /);
    }
  });
});

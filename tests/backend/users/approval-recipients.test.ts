import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { beforeAll, describe, expect, it } from 'vitest';
import { type DemoUsers, pick, readDemoUsers } from '../support/demo-users.ts';
import { freshMailStandIn, mailAttempts, sentMessages, sentRecipients } from '../support/mail.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';
import { approveAsAdministrator, storedBusinessUser } from './business-users.ts';

const victim = 'victim@example.org';
const noSignInEmail = 'No sign-in account with an e-mail address for this user.';

// The approval e-mail goes to the address of the user's sign-in account, never to the one its record holds, and
// greets the user with a cleaned, capped name.
describe('approval e-mail recipients', () => {
  freshMailStandIn();
  const app = adminAppForSuite();
  let users: DemoUsers;

  beforeAll(async () => {
    users = await readDemoUsers(app);
  });

  it('sends to the sign-in address only, with an HTML username cleaned', async () => {
    const user = pick(users.waiting, 0);
    const signInEmail = `owner-${user.id.toLowerCase()}@example.com`;
    await getAuth(app).updateUser(user.id, { email: signInEmail });
    await getDatabase(app)
      .ref(`business-users/${user.id}`)
      .update({ email: victim, username: '<a href="https://evil.example">Claim\u0007 your\n\n  prize</a>' });

    expect(await approveAsAdministrator([user.id])).toEqual({
      approved: [user.id],
      alreadyApproved: [],
      changedSinceSeen: [],
      notFound: [],
      emailFailures: [],
      emailsQueued: [],
    });

    expect(await sentRecipients()).toEqual([signInEmail]);
    // Not a single attempt, sent or failed, names the record's address.
    expect(JSON.stringify(await mailAttempts())).not.toContain(victim);
    const cleanedName = 'a href= https://evil.example Claim your prize /a';
    expect((await sentMessages())[0]?.body.personalizations).toEqual([
      {
        to: [{ email: signInEmail, name: cleanedName }],
        dynamic_template_data: { to_email: signInEmail, to_name: cleanedName },
        custom_args: { outboxEntryId: `businessApproval-${user.id}` },
      },
    ]);
  });

  it('caps a long username at 100 characters, and sends no name when nothing is left of it', async () => {
    const longName = pick(users.waiting, 1);
    const noName = pick(users.waiting, 2);
    const database = getDatabase(app);
    await database.ref(`business-users/${longName.id}/username`).set(`${'Long name '.repeat(30)}`);
    await database.ref(`business-users/${noName.id}/username`).set('<>\u0000"&');

    await approveAsAdministrator([longName.id, noName.id]);

    const toOf = new Map(
      (await sentMessages()).flatMap((message) =>
        message.body.personalizations.flatMap((personalization) =>
          personalization.to.map((address) => [address.email, address] as const),
        ),
      ),
    );
    const longTo = toOf.get(longName.email);
    expect(longTo?.name).toBe('Long name '.repeat(10).trim());
    expect(toOf.get(noName.email)).toEqual({ email: noName.email });
  });

  it('sends nothing to a user without a sign-in account, or without an address on it, and reports why', async () => {
    const withoutAccount = pick(users.waiting, 3);
    const withoutAddress = 'business-without-address';
    const auth = getAuth(app);
    await auth.deleteUser(withoutAccount.id);
    await auth.createUser({ uid: withoutAddress, password: 'secret-123' });
    await getDatabase(app)
      .ref(`business-users/${withoutAddress}`)
      .set({ username: 'No Address Ltd', email: victim, userType: 'business', isApproveUser: false });

    const result = await approveAsAdministrator([withoutAccount.id, withoutAddress]);

    expect(result).toEqual({
      approved: [withoutAccount.id, withoutAddress],
      alreadyApproved: [],
      changedSinceSeen: [],
      notFound: [],
      emailFailures: [
        { userId: withoutAccount.id, email: '', username: withoutAccount.username, message: noSignInEmail },
        { userId: withoutAddress, email: '', username: 'No Address Ltd', message: noSignInEmail },
      ],
      emailsQueued: [],
    });
    expect(await mailAttempts()).toEqual([]);
    for (const userId of [withoutAccount.id, withoutAddress]) {
      expect(await storedBusinessUser(app, userId)).toMatchObject({
        isApproveUser: true,
        approvalEmail: { status: 'failed', at: expect.any(Number), message: noSignInEmail },
      });
    }
  });
});

// @vitest-environment happy-dom
import {
  accountEmailOutboxEntryId,
  outboxEntryPath,
  type Role,
  type SignInAccountView,
  type SignInBlock,
  signInBlockPath,
  teamAccountReason,
} from '@management-center/contract';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  answerCalls,
  type CallableAnswers,
  inputsSentTo,
} from '../../../../test-support/callable-answers.ts';
import { storedData } from '../../../../test-support/live-database.ts';
import { renderInConsole, replaceText } from '../../../../test-support/render.tsx';
import { SignInAccountCard } from './SignInAccountCard.tsx';

vi.mock('../../../lib/callables/callables.ts', () => import('../../../../test-support/callables.ts'));
vi.mock('../../../lib/firebase/firebase.ts', () => import('../../../../test-support/firebase-handles.ts'));
vi.mock('../../../lib/database/live-database.ts', () => import('../../../../test-support/live-database.ts'));

const created = Date.UTC(2025, 5, 1, 8);
const lastSignIn = Date.UTC(2026, 0, 4, 18);

// Abe's account: a password and Google, the address not verified, enabled, with one named phone and one not.
const abesAccount: SignInAccountView = {
  createdAt: created,
  lastSignInAt: lastSignIn,
  lastActiveAt: null,
  providers: ['password', 'google.com'],
  email: 'abe@example.com',
  emailVerified: false,
  disabled: false,
  secondFactors: [
    { phoneNumber: '+44 ••• ••• 4567', displayName: 'Work phone', enrolledAt: created },
    { phoneNumber: '+1 ••• ••• 9876', displayName: null, enrolledAt: created },
  ],
};

const block: SignInBlock = {
  reason: 'Reported for spam',
  disabledAt: Date.UTC(2026, 0, 5, 9),
  disabledBy: 'admin@example.com',
};

// Every call answers as the server would for Abe; `answers` changes some.
function answerFor(account: SignInAccountView | null, answers: CallableAnswers = {}) {
  answerCalls({
    readSignInAccount: async () => ({ account }),
    disableSignIn: async ({ reason }) => ({ changed: true, block: { ...block, reason } }),
    enableSignIn: async () => ({ changed: true, liftedBlock: block }),
    signOutUser: async () => ({ signedOutAt: Date.UTC(2026, 0, 6) }),
    removeUserSecondFactors: async () => ({ removedFactors: 2 }),
    sendPasswordResetEmail: async ({ userId }) => ({
      entryId: accountEmailOutboxEntryId('passwordReset', userId),
    }),
    sendVerificationEmail: async ({ userId }) => ({
      entryId: accountEmailOutboxEntryId('emailVerification', userId),
    }),
    ...answers,
  });
}

beforeEach(() => {
  answerFor(abesAccount);
});

async function renderCard(role: Role = 'owner') {
  const rendered = renderInConsole(<SignInAccountCard userId="abe" />, {
    at: '/view_user_dashboard/abe',
    role,
  });
  await screen.findByText('Signs in with');
  return rendered;
}

function card(): HTMLElement {
  return screen.getByRole('region', { name: 'Sign-in account' });
}

function shownFor(label: string): string | null {
  return within(card()).getByText(label).nextElementSibling?.textContent ?? null;
}

function buttonsShown(): string[] {
  return within(card())
    .queryAllByRole('button')
    .map((button) => button.textContent ?? '');
}

async function confirmIn(user: UserEvent, title: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

describe('the sign-in account', () => {
  it('shows what Auth keeps of the account, read for this user alone', async () => {
    await renderCard();
    expect(shownFor('Created')).toBe(new Date(created).toLocaleString());
    expect(shownFor('Last sign-in')).toBe(new Date(lastSignIn).toLocaleString());
    expect(shownFor('Last active')).toBe('Never');
    expect(shownFor('Signs in with')).toBe('password, google.com');
    expect(shownFor('E-mail verified')).toBe('No');
    expect(shownFor('Sign-in')).toBe('Enabled');
    expect(shownFor('Second factors')).toBe('Work phone, +1 ••• ••• 9876');
    expect(inputsSentTo('readSignInAccount')).toEqual([{ userId: 'abe' }]);
  });

  it('says when the user has no sign-in account', async () => {
    answerFor(null);
    renderInConsole(<SignInAccountCard userId="abe" />, { role: 'owner' });
    await screen.findByText('This user has no sign-in account: it was deleted apart from their record.');
    expect(within(card()).queryByRole('button')).toBeNull();
  });

  it.each<[Role, boolean]>([
    ['owner', true],
    ['administrator', false],
  ])(
    "shows a team member's account to %s as the Team screen's, offering it only to who manages the team",
    async (role, linked) => {
      answerFor(abesAccount, {
        readSignInAccount: async () => {
          throw Object.assign(
            new FirebaseError(
              'functions/failed-precondition',
              'This account belongs to a member of the team: manage it on the Team screen. [400]',
            ),
            { details: { reason: teamAccountReason } },
          );
        },
      });
      renderInConsole(<SignInAccountCard userId="abe" />, { role });
      await screen.findByText('A member of the team');
      within(card()).getByText(
        /^This account belongs to a member of the team: manage it on the Team screen\./,
      );
      expect(within(card()).queryByRole('link', { name: 'Open the Team screen' }) !== null).toBe(linked);
      // The refusal is an answer, not a failure to read again.
      expect(inputsSentTo('readSignInAccount')).toHaveLength(1);
      expect(buttonsShown()).toEqual([]);
    },
  );

  it('says why the account could not be read', async () => {
    answerFor(abesAccount, {
      readSignInAccount: async () => {
        throw new FirebaseError('functions/internal', 'INTERNAL');
      },
    });
    renderInConsole(<SignInAccountCard userId="abe" />, { role: 'owner' });
    // The console reads a failed query once more before it says so.
    await screen.findByText('The sign-in account could not be read: INTERNAL', undefined, { timeout: 5000 });
  });
});

describe("the support desk's actions", () => {
  it.each<[Role, string[]]>([
    [
      'owner',
      [
        'Send password reset e-mail',
        'Send verification e-mail',
        'Disable sign-in',
        'Sign out everywhere',
        'Remove second factors',
      ],
    ],
    [
      'administrator',
      [
        'Send password reset e-mail',
        'Send verification e-mail',
        'Disable sign-in',
        'Sign out everywhere',
        'Remove second factors',
      ],
    ],
    ['support', ['Send password reset e-mail', 'Send verification e-mail']],
  ])('offers %s the actions its role may take', async (role, actions) => {
    await renderCard(role);
    expect(buttonsShown()).toEqual(actions);
  });

  it.each<[string, Partial<SignInAccountView>, string[]]>([
    [
      'no verification e-mail to a verified address, nor a removal without a second factor',
      { emailVerified: true, secondFactors: [] },
      ['Send password reset e-mail', 'Disable sign-in', 'Sign out everywhere'],
    ],
    [
      'no e-mail to an account without an address',
      { email: null },
      ['Disable sign-in', 'Sign out everywhere', 'Remove second factors'],
    ],
  ])('offers %s', async (_case, account, actions) => {
    answerFor({ ...abesAccount, ...account });
    await renderCard();
    expect(buttonsShown()).toEqual(actions);
    // Where the last e-mail of the kind stands is shown all the same.
    await vi.waitFor(() => expect(shownFor('Password reset e-mail')).toBe('None sent from the console.'));
  });
});

describe('disabling and enabling sign-in', () => {
  it('disables for the time chosen once a reason is given, with Undo that enables again', async () => {
    const { user } = await renderCard();
    await user.click(within(card()).getByRole('button', { name: 'Disable sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: "Disable this user's sign-in?" });
    const confirm = within(dialog).getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveProperty('disabled', true);
    within(dialog).getByText(/Their sign-in is enabled again after 1 day, or sooner with Enable sign-in\.$/);

    await replaceText(user, within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Reported for spam');
    await user.click(within(dialog).getByRole('radio', { name: '7 days' }));
    within(dialog).getByText(/Their sign-in is enabled again after 7 days/);
    await user.click(confirm);

    await screen.findByText(
      'Sign-in disabled: the user cannot sign in, and their sessions end within the hour.',
    );
    expect(inputsSentTo('disableSignIn')).toEqual([{ userId: 'abe', reason: 'Reported for spam', days: 7 }]);
    // The account is read again to show the change.
    expect(inputsSentTo('readSignInAccount')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await screen.findByText('Sign-in enabled again: the user can sign in.');
    expect(inputsSentTo('enableSignIn')).toEqual([{ userId: 'abe' }]);
  });

  it('disables until someone enables it, when asked so', async () => {
    const { user } = await renderCard('administrator');
    await user.click(within(card()).getByRole('button', { name: 'Disable sign-in' }));
    const dialog = await screen.findByRole('dialog', { name: "Disable this user's sign-in?" });
    await replaceText(user, within(dialog).getByRole('textbox', { name: /^Reason/ }), 'Asked to');
    await user.click(within(dialog).getByRole('radio', { name: 'Until enabled' }));
    within(dialog).getByText(/It lasts until someone enables their sign-in\.$/);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await vi.waitFor(() =>
      expect(inputsSentTo('disableSignIn')).toEqual([{ userId: 'abe', reason: 'Asked to', days: null }]),
    );
  });

  it('shows who disabled sign-in and why, and enables it again once confirmed, with Undo', async () => {
    storedData.set(signInBlockPath('abe'), block);
    answerFor({ ...abesAccount, disabled: true });
    const { user } = await renderCard();
    expect(shownFor('Sign-in')).toBe('Disabled');
    const note = await within(card()).findByRole('alert');
    within(note).getByText('Sign-in disabled');
    within(note).getByText(
      `By admin@example.com on ${new Date(block.disabledAt).toLocaleString()}, until someone enables it.`,
    );
    within(note).getByText('Reason: Reported for spam');
    expect(buttonsShown()).toContain('Enable sign-in');
    expect(buttonsShown()).not.toContain('Disable sign-in');

    await user.click(within(card()).getByRole('button', { name: 'Enable sign-in' }));
    await confirmIn(user, "Enable this user's sign-in?");
    await screen.findByText('Sign-in enabled: the user can sign in again.');
    expect(inputsSentTo('enableSignIn')).toEqual([{ userId: 'abe' }]);

    await user.click(screen.getByRole('button', { name: 'Undo' }));
    await screen.findByText('Sign-in disabled again, as before: the user cannot sign in.');
    expect(inputsSentTo('disableSignIn')).toEqual([
      { userId: 'abe', reason: 'Reported for spam', days: null },
    ]);
  });

  it("shows the server's refusal to enable a user in the trash", async () => {
    storedData.set(signInBlockPath('abe'), block);
    answerFor(abesAccount, {
      enableSignIn: async () => {
        throw new FirebaseError(
          'functions/failed-precondition',
          'This user is in the trash: restore them before enabling their sign-in. [400]',
        );
      },
    });
    const { user } = await renderCard();
    await user.click(await within(card()).findByRole('button', { name: 'Enable sign-in' }));
    await confirmIn(user, "Enable this user's sign-in?");
    await screen.findByText('This user is in the trash: restore them before enabling their sign-in.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('signing out and removing second factors', () => {
  it('signs the user out everywhere once confirmed', async () => {
    const { user } = await renderCard();
    await user.click(within(card()).getByRole('button', { name: 'Sign out everywhere' }));
    const dialog = await screen.findByRole('dialog', { name: 'Sign this user out everywhere?' });
    within(dialog).getByText(/there is nothing to undo\.$/);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByText(
      'Signed out everywhere: the app asks this user to sign in again within the hour.',
    );
    expect(inputsSentTo('signOutUser')).toEqual([{ userId: 'abe' }]);
    expect(screen.queryByRole('button', { name: 'Undo' })).toBeNull();
  });

  it("removes the user's second factors once confirmed, saying it cannot be undone", async () => {
    const { user } = await renderCard();
    await user.click(within(card()).getByRole('button', { name: 'Remove second factors' }));
    const dialog = await screen.findByRole('dialog', { name: "Remove this user's second factors?" });
    within(dialog).getByText(/it cannot be undone, only they can enrol a phone again\.$/);
    expect(inputsSentTo('removeUserSecondFactors')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByText(
      'Second factors removed: the user signs in with their password alone until they add a new phone.',
    );
    expect(inputsSentTo('removeUserSecondFactors')).toEqual([{ userId: 'abe' }]);
  });

  it('cancels without calling anything', async () => {
    const { user } = await renderCard();
    await user.click(within(card()).getByRole('button', { name: 'Remove second factors' }));
    const dialog = await screen.findByRole('dialog', { name: "Remove this user's second factors?" });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(inputsSentTo('removeUserSecondFactors')).toEqual([]);
  });
});

describe("the account's e-mails", () => {
  it('sends a password reset e-mail once confirmed, for support too', async () => {
    const { user } = await renderCard('support');
    await user.click(within(card()).getByRole('button', { name: 'Send password reset e-mail' }));
    await confirmIn(user, 'Send a password reset e-mail?');
    await screen.findByText('Password reset e-mail queued: its state shows on this page.');
    expect(inputsSentTo('sendPasswordResetEmail')).toEqual([{ userId: 'abe' }]);
    expect(inputsSentTo('sendVerificationEmail')).toEqual([]);
  });

  it('sends the verification e-mail once confirmed', async () => {
    const { user } = await renderCard('support');
    await user.click(within(card()).getByRole('button', { name: 'Send verification e-mail' }));
    await confirmIn(user, 'Send the verification e-mail again?');
    await screen.findByText('Verification e-mail queued: its state shows on this page.');
    expect(inputsSentTo('sendVerificationEmail')).toEqual([{ userId: 'abe' }]);
  });

  it('shows where the last e-mail of each kind stands', async () => {
    const request = { userId: 'abe', requestedBy: 'support@example.com', owedAt: Date.UTC(2026, 0, 5) };
    storedData.set(outboxEntryPath(accountEmailOutboxEntryId('passwordReset', 'abe')), {
      request: { kind: 'passwordReset', ...request },
      delivery: { state: 'failed', attempts: 5, updatedAt: Date.UTC(2026, 0, 5), lastError: 'Mailbox full.' },
    });
    storedData.set(outboxEntryPath(accountEmailOutboxEntryId('emailVerification', 'abe')), {
      request: { kind: 'emailVerification', ...request },
      delivery: { state: 'pending', attempts: 0, updatedAt: Date.UTC(2026, 0, 5) },
    });
    await renderCard('support');
    await vi.waitFor(() =>
      expect(shownFor('Password reset e-mail')).toBe('Failed: Mailbox full. Send it again.'),
    );
    expect(shownFor('Verification e-mail')).toBe('Waiting to be sent.');
  });

  it("shows the server's refusal of an e-mail in its words", async () => {
    answerFor(abesAccount, {
      sendPasswordResetEmail: async () => {
        throw new FirebaseError(
          'functions/failed-precondition',
          'The last e-mail of this kind to this user is being handed to the e-mail service right now: try again in a minute. [400]',
        );
      },
    });
    const { user } = await renderCard('support');
    await user.click(within(card()).getByRole('button', { name: 'Send password reset e-mail' }));
    await confirmIn(user, 'Send a password reset e-mail?');
    await screen.findByText(
      'The last e-mail of this kind to this user is being handed to the e-mail service right now: try again in a minute.',
    );
  });
});

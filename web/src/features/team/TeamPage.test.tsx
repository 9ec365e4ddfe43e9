// @vitest-environment happy-dom
import {
  accountNotBoundReason,
  type CallableInput,
  type CallableName,
  type CallableOutput,
  type TeamMemberView,
  type TeamSettings,
  teamSettingsPath,
} from '@management-center/contract';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { FirebaseError } from 'firebase/app';
import { onIdTokenChanged, type User } from 'firebase/auth';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callsSent } from '../../../test-support/callables.ts';
import { storedData } from '../../../test-support/live-database.ts';
import { showOnPhone } from '../../../test-support/phone-screen.ts';
import { renderInConsole, replaceText } from '../../../test-support/render.tsx';
import { invokeCallable } from '../../lib/callables/callables.ts';
import { auth } from '../../lib/firebase/firebase.ts';
import { rolesTable } from './roles-table.ts';
import { TeamPage } from './TeamPage.tsx';

vi.mock('../../lib/callables/callables.ts', () => import('../../../test-support/callables.ts'));
vi.mock('../../lib/firebase/firebase.ts', () => import('../../../test-support/firebase-handles.ts'));
vi.mock('../../lib/database/live-database.ts', () => import('../../../test-support/live-database.ts'));
vi.mock('firebase/auth', () => ({ onIdTokenChanged: vi.fn() }));

const invitationExpiry = Date.UTC(2026, 0, 12, 9, 30);

function member(email: string, fields: Partial<TeamMemberView> = {}): TeamMemberView {
  return {
    uid: `uid-${email.split('@')[0]}`,
    email,
    role: 'support',
    addedAt: Date.UTC(2026, 0, 1),
    addedBy: 'owner@example.com',
    lastSignInAt: null,
    secondFactors: 0,
    invitation: null,
    ...fields,
  };
}

// The signed-in owner, an administrator with a phone, a support member without one, and two invitations.
const team = [
  member('owner@example.com', { role: 'owner', addedBy: 'cli:root', secondFactors: 1 }),
  member('admin@example.com', { role: 'administrator', secondFactors: 2 }),
  member('support@example.com'),
  member('new@example.com', {
    role: 'editor',
    invitation: { state: 'pending', expiresAt: invitationExpiry, emailState: 'sent', emailError: null },
  }),
  member('late@example.com', {
    invitation: { state: 'expired', expiresAt: invitationExpiry, emailState: 'sent', emailError: null },
  }),
];

type CallableAnswers = {
  [Name in CallableName]?: (input: CallableInput<Name>) => Promise<CallableOutput<Name>>;
};

// Each callable the screen may call, answered as the server would; a call of any other fails the test.
function answerCalls(answers: CallableAnswers) {
  const all: CallableAnswers = { listTeam: async () => ({ members: team }), ...answers };
  vi.mocked(invokeCallable).mockImplementation(async (name, input) => {
    const answer = all[name] as ((input: unknown) => Promise<unknown>) | undefined;
    if (!answer) throw new Error(`The screen called ${name}, which the test does not answer`);
    return (await answer(input)) as never;
  });
}

// The signed-in member's session, as the ID token gives it: the owner, signed in with or without a second factor.
function signInAsOwner({ secondFactor }: { secondFactor: boolean }) {
  Object.assign(auth, { currentUser: { uid: 'uid-owner' } });
  const claims = {
    role: 'owner',
    auth_time: Math.floor(Date.now() / 1000),
    firebase: secondFactor ? { sign_in_second_factor: 'phone' } : {},
  };
  const user = { uid: 'uid-owner', getIdTokenResult: async () => ({ claims }) } as unknown as User;
  vi.mocked(onIdTokenChanged).mockImplementation((_auth, observer) => {
    if (typeof observer === 'function') observer(user);
    return () => {};
  });
}

function storeSettings(settings: TeamSettings) {
  storedData.set(teamSettingsPath, settings);
}

beforeEach(() => {
  answerCalls({});
  signInAsOwner({ secondFactor: true });
  storeSettings({ idleTimeoutMinutes: 30, sessionHours: 12, requireSecondFactor: false });
});

async function renderTeam() {
  const rendered = renderInConsole(<TeamPage />, { role: 'owner', at: '/team' });
  await screen.findByText('support@example.com');
  return rendered;
}

function membersTable(): HTMLElement {
  return screen.getByRole('table', { name: 'Team members' });
}

// A member's row of the table, found by their address.
function rowOf(email: string): HTMLElement {
  const row = within(membersTable()).getByText(email).closest('tr');
  if (!row) throw new Error(`No row for ${email}`);
  return row;
}

function actionsOf(email: string): string[] {
  return within(rowOf(email))
    .queryAllByRole('button')
    .map((button) => button.getAttribute('aria-label') ?? button.textContent ?? '');
}

function roleSelect(email: string): HTMLInputElement {
  return screen.getByRole('combobox', { name: `Role of ${email}` });
}

async function chooseRole(user: UserEvent, picker: HTMLElement, role: string) {
  await user.click(picker);
  await user.click(await screen.findByRole('option', { name: role }));
}

async function confirm(user: UserEvent, title: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

function callsOf(name: CallableName) {
  return callsSent(vi.mocked(invokeCallable)).filter((call) => call.name === name);
}

describe('the members of the team', () => {
  it('lists every member with their role, access and who added them, the own row marked', async () => {
    await renderTeam();
    const rows = within(membersTable()).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'owner@example.comAdded by cli:root · you',
      'admin@example.comAdded by owner@example.com',
      'support@example.comAdded by owner@example.com',
      'new@example.comAdded by owner@example.com',
      'late@example.comAdded by owner@example.com',
    ]);
    expect(team.map(({ email }) => roleSelect(email).value)).toEqual([
      'Owner',
      'Administrator',
      'Support',
      'Editor',
      'Support',
    ]);
    within(rowOf('admin@example.com')).getByText('2 factors');
    within(rowOf('support@example.com')).getByText('None');
    within(rowOf('support@example.com')).getByText('Active');
    within(rowOf('new@example.com')).getByText(/^Invited until .*, e-mail sent$/);
    within(rowOf('late@example.com')).getByText(/^Invitation expired on /);
    expect(callsOf('listTeam')).toEqual([{ name: 'listTeam', input: {} }]);
  });

  it("offers no change of the signed-in owner's own role or access", async () => {
    await renderTeam();
    expect(roleSelect('owner@example.com').disabled).toBe(true);
    expect(actionsOf('owner@example.com')).toEqual([]);
    expect(roleSelect('support@example.com').disabled).toBe(false);
  });

  it('offers a second factor reset only where there is one, and to invite again while invited', async () => {
    await renderTeam();
    expect(actionsOf('admin@example.com')).toEqual([
      'Reset the second factor of admin@example.com',
      'Remove admin@example.com',
    ]);
    expect(actionsOf('support@example.com')).toEqual(['Remove support@example.com']);
    expect(actionsOf('late@example.com')).toEqual(['Invite again', 'Remove late@example.com']);
  });

  it('says why the team could not be read', async () => {
    answerCalls({
      listTeam: async () => {
        throw new FirebaseError('functions/unavailable', 'The service is unavailable [503]');
      },
    });
    renderInConsole(<TeamPage />, { role: 'owner', at: '/team' });
    // The console reads a failed query once more before it says so.
    await screen.findByText('The team could not be read: The service is unavailable [503]', undefined, {
      timeout: 5000,
    });
    expect(screen.queryByRole('table', { name: 'Team members' })).toBeNull();
  });

  it('shows a card per member on a phone, with the same actions', async () => {
    showOnPhone();
    await renderTeam();
    expect(screen.queryByRole('table', { name: 'Team members' })).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Team members' })).getAllByRole('listitem');
    expect(cards.map((card) => within(card).getByTitle(/@example\.com$/).textContent)).toEqual(
      team.map(({ email }) => email),
    );
    const own = cards[0] as HTMLElement;
    within(own).getByText('cli:root · you');
    expect(within(own).queryAllByRole('button')).toEqual([]);
    within(cards[1] as HTMLElement).getByRole('button', { name: 'Remove admin@example.com' });
  });
});

describe('changing a member', () => {
  it('gives another role once confirmed, saying when it takes effect', async () => {
    answerCalls({ changeTeamRole: async () => ({ previousRole: 'support', role: 'administrator' }) });
    const { user } = await renderTeam();
    await chooseRole(user, roleSelect('support@example.com'), 'Administrator');
    const dialog = await screen.findByRole('dialog', { name: 'Make support@example.com Administrator?' });
    within(dialog).getByText(
      'support@example.com becomes Administrator at once: their open sessions end, and they sign in again with the new role.',
    );
    expect(callsOf('changeTeamRole')).toEqual([]);

    await confirm(user, 'Make support@example.com Administrator?');
    await screen.findByText('support@example.com is now Administrator.');
    expect(callsOf('changeTeamRole')).toEqual([
      { name: 'changeTeamRole', input: { uid: 'uid-support', role: 'administrator' } },
    ]);
    // The list is read again to show the change.
    expect(callsOf('listTeam')).toHaveLength(2);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('changes nothing when the dialog is cancelled', async () => {
    const { user } = await renderTeam();
    await chooseRole(user, roleSelect('new@example.com'), 'Support');
    const dialog = await screen.findByRole('dialog', { name: 'Make new@example.com Support?' });
    within(dialog).getByText('new@example.com will be Support once they accept the invitation.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(callsOf('changeTeamRole')).toEqual([]);
  });

  it('removes a member once confirmed', async () => {
    answerCalls({ removeTeamMember: async () => ({ removedRole: 'support' }) });
    const { user } = await renderTeam();
    await user.click(screen.getByRole('button', { name: 'Remove support@example.com' }));
    await confirm(user, 'Remove support@example.com from the team?');
    await screen.findByText('support@example.com was removed from the team: their sessions have ended.');
    expect(callsOf('removeTeamMember')).toEqual([
      { name: 'removeTeamMember', input: { uid: 'uid-support' } },
    ]);
  });

  it("resets a member's second factor once confirmed", async () => {
    answerCalls({ resetSecondFactor: async () => ({ removedFactors: 2 }) });
    const { user } = await renderTeam();
    await user.click(screen.getByRole('button', { name: 'Reset the second factor of admin@example.com' }));
    await confirm(user, 'Reset the second factor of admin@example.com?');
    await screen.findByText(/^admin@example\.com has no second factor any more/);
    expect(callsOf('resetSecondFactor')).toEqual([
      { name: 'resetSecondFactor', input: { uid: 'uid-admin' } },
    ]);
  });

  it('reports a refused change in the words of the server', async () => {
    answerCalls({
      removeTeamMember: async () => {
        throw new FirebaseError('functions/failed-precondition', 'The team must keep an owner. [400]');
      },
    });
    const { user } = await renderTeam();
    await user.click(screen.getByRole('button', { name: 'Remove admin@example.com' }));
    await confirm(user, 'Remove admin@example.com from the team?');
    await screen.findByText('The team must keep an owner.');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('invites a member again at once, with the role they were invited with', async () => {
    answerCalls({
      inviteTeamMember: async () => ({
        uid: 'uid-late',
        accountCreated: false,
        invitedAgain: true,
        expiresAt: invitationExpiry,
      }),
    });
    const { user } = await renderTeam();
    await user.click(within(rowOf('late@example.com')).getByRole('button', { name: 'Invite again' }));
    await screen.findByText(
      'Invited again: late@example.com as Support. The invitation e-mail is on its way.',
    );
    expect(callsOf('inviteTeamMember')).toEqual([
      { name: 'inviteTeamMember', input: { email: 'late@example.com', role: 'support' } },
    ]);
  });
});

describe('the invitation form', () => {
  function inviteForm(): HTMLElement {
    return screen.getByRole('form', { name: 'Invite someone' });
  }

  async function invite(user: UserEvent, email: string, role?: string) {
    const form = inviteForm();
    await replaceText(user, within(form).getByRole('textbox', { name: 'E-mail' }), email);
    if (role) await chooseRole(user, within(form).getByRole('combobox', { name: 'Role' }), role);
    await user.click(within(form).getByRole('button', { name: 'Invite' }));
  }

  function emailField(): HTMLInputElement {
    return within(inviteForm()).getByRole('textbox', { name: 'E-mail' });
  }

  const invitation = async () => ({
    uid: 'uid-invitee',
    accountCreated: true,
    invitedAgain: false,
    expiresAt: invitationExpiry,
  });

  it('invites an address as Support unless another role is chosen, and empties the field', async () => {
    answerCalls({ inviteTeamMember: invitation });
    const { user } = await renderTeam();
    await invite(user, 'first@example.com');
    await screen.findByText('Invited: first@example.com as Support. The invitation e-mail is on its way.');
    expect(emailField().value).toBe('');

    await invite(user, 'second@example.com', 'Editor');
    await screen.findByText('Invited: second@example.com as Editor. The invitation e-mail is on its way.');
    expect(callsOf('inviteTeamMember')).toEqual([
      { name: 'inviteTeamMember', input: { email: 'first@example.com', role: 'support' } },
      { name: 'inviteTeamMember', input: { email: 'second@example.com', role: 'editor' } },
    ]);
  });

  it("offers to take over an account that may be someone else's, and invites so once confirmed", async () => {
    const reason = 'taken@example.com signed up in the app with a phone first.';
    answerCalls({
      inviteTeamMember: async (input) => {
        if (input.takeOver) return invitation();
        throw Object.assign(new FirebaseError('functions/failed-precondition', `${reason} [400]`), {
          details: { reason: accountNotBoundReason },
        });
      },
    });
    const { user } = await renderTeam();
    await invite(user, 'taken@example.com', 'Administrator');
    const dialog = await screen.findByRole('dialog', { name: 'Take over the account of taken@example.com?' });
    within(dialog).getByText(reason);
    // The refusal is answered by the question, not reported as a failure.
    expect(screen.queryByRole('alert')).toBeNull();
    expect(emailField().value).toBe('taken@example.com');

    await confirm(user, 'Take over the account of taken@example.com?');
    await screen.findByText(
      'Invited: taken@example.com as Administrator. The invitation e-mail is on its way.',
    );
    expect(callsOf('inviteTeamMember').map((call) => call.input)).toEqual([
      { email: 'taken@example.com', role: 'administrator' },
      { email: 'taken@example.com', role: 'administrator', takeOver: true },
    ]);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(emailField().value).toBe('');
  });

  it('keeps the address and offers no take-over when the invitation is refused otherwise', async () => {
    answerCalls({
      inviteTeamMember: async () => {
        throw new FirebaseError('functions/invalid-argument', 'email: must be an e-mail address [400]');
      },
    });
    const { user } = await renderTeam();
    await invite(user, 'someone@example');
    await screen.findByText('email: must be an e-mail address');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(emailField().value).toBe('someone@example');
  });
});

describe('the sessions form', () => {
  function sessionsForm(): HTMLElement {
    return screen.getByRole('form', { name: 'Sessions' });
  }

  function field(name: string): HTMLInputElement {
    return within(sessionsForm()).getByRole('textbox', { name });
  }

  // Its label holds its description.
  function requirementSwitch(): HTMLInputElement {
    return within(sessionsForm()).getByRole('switch', { name: /^Require a second factor of everyone/ });
  }

  it('shows the stored settings and saves what was changed', async () => {
    answerCalls({
      updateTeamSettings: async (input) => ({ ...input, signedOut: 0 }),
    });
    const { user } = await renderTeam();
    expect(field('Sign out after (minutes)').value).toBe('30');
    expect(field('Sessions last at most (hours)').value).toBe('12');
    expect(requirementSwitch().checked).toBe(false);

    await replaceText(user, field('Sign out after (minutes)'), '45');
    await user.click(within(sessionsForm()).getByRole('button', { name: 'Save' }));
    await screen.findByText(
      'Consoles sign out after 45 minutes without activity; sessions last at most 12 hours. A second factor is not required.',
    );
    expect(callsOf('updateTeamSettings')).toEqual([
      {
        name: 'updateTeamSettings',
        input: { idleTimeoutMinutes: 45, requireSecondFactor: false, sessionHours: 12 },
      },
    ]);
  });

  it('lets an owner signed in without a second factor not require one of everyone', async () => {
    signInAsOwner({ secondFactor: false });
    await renderTeam();
    expect(requirementSwitch().disabled).toBe(true);
    within(sessionsForm()).getByText(
      'Set up a second factor on My account, and sign in with it, before you require one of everyone.',
    );
  });

  it('asks before requiring a second factor of everyone, which signs the others out', async () => {
    answerCalls({
      updateTeamSettings: async (input) => ({ ...input, signedOut: 2 }),
    });
    const { user } = await renderTeam();
    await vi.waitFor(() => expect(requirementSwitch().disabled).toBe(false));
    await user.click(requirementSwitch());
    await user.click(within(sessionsForm()).getByRole('button', { name: 'Save' }));
    await screen.findByRole('dialog', { name: 'Require a second factor of everyone?' });
    expect(callsOf('updateTeamSettings')).toEqual([]);

    await confirm(user, 'Require a second factor of everyone?');
    await screen.findByText(/Everyone signs in with a second factor: 2 members were signed out to do so\.$/);
    expect(callsOf('updateTeamSettings')).toEqual([
      {
        name: 'updateTeamSettings',
        input: { idleTimeoutMinutes: 30, requireSecondFactor: true, sessionHours: 12 },
      },
    ]);
  });

  it('saves a requirement already in force without asking again', async () => {
    storeSettings({ idleTimeoutMinutes: 30, sessionHours: 12, requireSecondFactor: true });
    answerCalls({
      updateTeamSettings: async (input) => ({ ...input, signedOut: 0 }),
    });
    const { user } = await renderTeam();
    await vi.waitFor(() => expect(requirementSwitch().checked).toBe(true));
    await replaceText(user, field('Sessions last at most (hours)'), '1');
    await user.click(within(sessionsForm()).getByRole('button', { name: 'Save' }));
    await screen.findByText(/sessions last at most 1 hour\. Everyone signs in with a second factor\.$/);
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

describe('the table of roles', () => {
  it("says what each role may do, as the contract's table", async () => {
    await renderTeam();
    const table = screen.getByRole('table', { name: 'What each role may do' });
    const cells = within(table)
      .getAllByRole('row')
      .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));
    const { header, rows } = rolesTable();
    expect(cells).toEqual([header, ...rows]);
  });
});

// @vitest-environment happy-dom
import {
  approvalOutboxEntryId,
  businessUserPath,
  normalUserPath,
  outboxEntryPath,
  type Role,
  type TimelineEntry,
  userTimelineOf,
} from '@management-center/contract';
import { screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { type InitialEntry, Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCalls, inputsSentTo } from '../../../test-support/callable-answers.ts';
import { storedData } from '../../../test-support/live-database.ts';
import { renderInConsole, replaceText } from '../../../test-support/render.tsx';
import { listReturnState } from '../../lib/users/users-list-return.ts';
import { ViewUserPage } from './ViewUserPage.tsx';

vi.mock('../../lib/callables/callables.ts', () => import('../../../test-support/callables.ts'));
vi.mock('../../lib/firebase/firebase.ts', () => import('../../../test-support/firebase-handles.ts'));
vi.mock('../../lib/database/live-database.ts', () => import('../../../test-support/live-database.ts'));

// The trash's notice, which the app gives this page: here it knows one deleted user, and otherwise shows what the
// page would.
function TrashedUserNotice({ userId, otherwise }: { userId: string; otherwise: ReactNode }) {
  return userId === 'deleted-dora' ? <p>The trash's notice for {userId}</p> : otherwise;
}

beforeEach(() => {
  // The sign-in account has its own tests (components/SignInAccountCard.test.tsx): here the user has none.
  answerCalls({ readSignInAccount: async () => ({ account: null }) });
});

function renderUser(at: InitialEntry, role: Role = 'support') {
  return renderInConsole(
    <Routes>
      <Route
        path="/view_user_dashboard/:id"
        element={<ViewUserPage TrashedUserNotice={TrashedUserNotice} />}
      />
    </Routes>,
    { at, role },
  );
}

// The fields of every record card and of its registration details: label and value, in the order shown. The
// sign-in account's fields, in a section of their own, are left out.
function fieldsShown(): Record<string, string>[] {
  return [...document.querySelectorAll('.mantine-DataList-root')]
    .filter((list) => list.closest('section') === null)
    .map((list) =>
      Object.fromEntries(
        [...list.querySelectorAll('.mantine-DataList-item')].map((item) => [
          item.querySelector('.mantine-DataList-itemLabel')?.textContent ?? '',
          item.querySelector('.mantine-DataList-itemValue')?.textContent ?? '',
        ]),
      ),
    );
}

describe("a normal user's page", () => {
  it('shows the record and the registration details, a value not recorded said so', async () => {
    storedData.set(normalUserPath('abe'), {
      username: 'Abe',
      email: 'abe@example.com',
      userType: 'normal',
      registrationDetails: { age: 30, height: 180 },
    });
    renderUser('/view_user_dashboard/abe');
    await screen.findByText('Abe');
    screen.getByRole('heading', { level: 1, name: 'User information' });
    expect(fieldsShown()).toEqual([
      { Username: 'Abe', Email: 'abe@example.com', 'User Type': 'normal', Status: 'Live' },
      { Age: '30', Height: '180', Weight: 'Not recorded' },
    ]);
    expect(screen.queryByText('Business Certification')).toBeNull();
    // Read-only: the page has no field to change the record with.
    expect(screen.queryByRole('textbox')).toBeNull();
  });

  it('says a field the app did not store is not stored, and that an unregistered user has no details', async () => {
    storedData.set(normalUserPath('cole'), { email: 'cole@example.com', userType: 'normal' });
    renderUser('/view_user_dashboard/cole');
    await screen.findByText('cole@example.com');
    expect(fieldsShown()).toEqual([
      { Username: 'Not stored', Email: 'cole@example.com', 'User Type': 'normal', Status: 'Unalive' },
    ]);
    screen.getByText('This user has not registered yet: no age, height or weight is recorded.');
  });

  it('goes back to the list as it was left', async () => {
    storedData.set(normalUserPath('abe'), { username: 'Abe', email: 'abe@example.com', userType: 'normal' });
    renderUser({ pathname: '/view_user_dashboard/abe', state: listReturnState('?type=Normal+User&page=2') });
    await screen.findByText('Abe');
    expect(screen.getByRole('link', { name: 'Back to Manage User Dashboard' }).getAttribute('href')).toBe(
      '/manage_user_dashboard?type=Normal+User&page=2',
    );
  });

  it('goes back to the whole list when opened from elsewhere', async () => {
    storedData.set(normalUserPath('abe'), { username: 'Abe', email: 'abe@example.com', userType: 'normal' });
    renderUser('/view_user_dashboard/abe');
    await screen.findByText('Abe');
    expect(screen.getByRole('link', { name: 'Back to Manage User Dashboard' }).getAttribute('href')).toBe(
      '/manage_user_dashboard',
    );
  });
});

describe("a business user's page", () => {
  function storeBusinessUser(id: string, fields: Record<string, unknown>) {
    storedData.set(businessUserPath(id), {
      username: 'Anna',
      email: 'anna@example.com',
      userType: 'business',
      isApproveUser: false,
      ...fields,
    });
  }

  it('links the business certification and says where the approval e-mail stands', async () => {
    storeBusinessUser('anna', {
      isApproveUser: true,
      businessCertification: 'https://certificates.example.com/anna.pdf',
    });
    storedData.set(outboxEntryPath(approvalOutboxEntryId('anna')), {
      request: { kind: 'businessApproval', userId: 'anna', username: 'Anna', owedAt: Date.UTC(2026, 0, 5) },
      delivery: {
        state: 'failed',
        attempts: 5,
        updatedAt: Date.UTC(2026, 0, 5),
        lastError: 'The mailbox is full.',
      },
    });
    renderUser('/view_user_dashboard/anna');
    await screen.findByText('Failed: The mailbox is full. Retry it from the users screen.');
    expect(fieldsShown()).toEqual([
      {
        Username: 'Anna',
        Email: 'anna@example.com',
        'User Type': 'business',
        Status: 'Approved',
        'Business Certification': 'Open the business certification',
        'Approval e-mail': 'Failed: The mailbox is full. Retry it from the users screen.',
      },
    ]);
    const certification = screen.getByRole('link', { name: 'Open the business certification' });
    expect(certification.getAttribute('href')).toBe('https://certificates.example.com/anna.pdf');
    // In a tab of its own, which the console's page cannot reach into.
    expect(certification.getAttribute('target')).toBe('_blank');
    expect(certification.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.queryByText('Registration details')).toBeNull();
  });

  it.each([
    ['a link that is no web address', 'javascript:alert(1)', 'Not a web address: javascript:alert(1)'],
    ['no certification', undefined, 'No business certification has been provided.'],
  ])('shows %s as text, never as a link', async (_case, link, shown) => {
    storeBusinessUser('anna', link === undefined ? {} : { businessCertification: link });
    renderUser('/view_user_dashboard/anna');
    await screen.findByText(shown);
    expect(screen.queryByRole('link', { name: 'Open the business certification' })).toBeNull();
    await screen.findByText('None owed: no approval through the console is on record.');
    expect(fieldsShown()[0]?.Status).toBe('Waiting for approval');
  });

  it('shows both records of an id stored in both collections', async () => {
    storeBusinessUser('twin', { username: 'Twin B' });
    storedData.set(normalUserPath('twin'), {
      username: 'Twin N',
      email: 'twin@example.com',
      userType: 'normal',
    });
    renderUser('/view_user_dashboard/twin');
    await screen.findByText('Twin B');
    expect(fieldsShown().map((fields) => fields.Username)).toEqual(['Twin N', 'Twin B']);
    screen.getByRole('button', { name: 'Show the record as stored (users/twin)' });
    screen.getByRole('button', { name: 'Show the record as stored (business-users/twin)' });
  });
});

describe('a user who is not there', () => {
  it('says no user has an unknown id', async () => {
    renderUser('/view_user_dashboard/ghost');
    await screen.findByText('User not found');
    screen.getByText('There is no user with the id “ghost”. They may have been deleted.');
    expect(inputsSentTo('readSignInAccount')).toEqual([]);
  });

  it("shows the trash's notice for a deleted user", async () => {
    renderUser('/view_user_dashboard/deleted-dora');
    await screen.findByText("The trash's notice for deleted-dora");
    expect(screen.queryByText('User not found')).toBeNull();
  });

  it('reads nothing for an id the database could not hold', () => {
    renderUser('/view_user_dashboard/a.b');
    screen.getByText('There is no user with the id “a.b”. They may have been deleted.');
    expect(screen.queryByText('Loading the user…')).toBeNull();
  });
});

describe("the user's timeline", () => {
  function storeTimeline(entries: Record<string, TimelineEntry>) {
    for (const [key, entry] of Object.entries(entries))
      storedData.set(`${userTimelineOf('abe')}/${key}`, entry);
  }

  beforeEach(() => {
    storedData.set(normalUserPath('abe'), { username: 'Abe', email: 'abe@example.com', userType: 'normal' });
  });

  function timeline(): HTMLElement {
    return screen.getByRole('region', { name: 'Timeline' });
  }

  // Mantine's timeline is not a list to assistive technology: its items are found by their class.
  async function timelineItems(count: number): Promise<HTMLElement[]> {
    return vi.waitFor(() => {
      const items = [...timeline().querySelectorAll<HTMLElement>('.mantine-Timeline-item')];
      expect(items).toHaveLength(count);
      return items;
    });
  }

  async function renderAbe(role: Role = 'support') {
    const rendered = renderUser('/view_user_dashboard/abe', role);
    await screen.findByText('abe@example.com');
    return rendered;
  }

  it("lists the team's actions and the app's changes newest first, each action linked to its entry", async () => {
    storeTimeline({
      '-Call1': {
        type: 'action',
        at: Date.UTC(2026, 0, 3),
        action: 'disableSignIn',
        actor: 'admin@example.com',
        reason: 'Reported for spam',
      },
      'change-ev1': {
        type: 'change',
        at: Date.UTC(2026, 0, 4),
        changes: [{ kind: 'username', from: 'Abraham', to: 'Abe' }],
      },
      '-Call0': {
        type: 'action',
        at: Date.UTC(2026, 0, 1),
        action: 'signOutUser',
        actor: 'admin@example.com',
      },
    });
    await renderAbe('owner');
    const list = await timelineItems(3);
    expect(list.map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Changed their username from “Abraham” to “Abe”',
      'Sign-in disabled',
      'Signed out everywhere',
    ]);
    within(list[1] as HTMLElement).getByText('Reason: Reported for spam');
    expect(
      within(timeline())
        .getAllByRole('link', { name: /^Activity entry: / })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/activity/-Call1', '/activity/-Call0']);
  });

  it('links no action to the Activity page for a role that does not see it', async () => {
    storeTimeline({
      '-Call1': {
        type: 'action',
        at: Date.UTC(2026, 0, 3),
        action: 'signOutUser',
        actor: 'admin@example.com',
      },
    });
    await renderAbe('support');
    await within(timeline()).findByText('Signed out everywhere');
    expect(within(timeline()).queryByRole('link')).toBeNull();
  });

  it('says when nothing has happened to the user', async () => {
    await renderAbe();
    await within(timeline()).findByText(
      'Nothing has happened to this user since the console began keeping their timeline.',
    );
  });

  it('shows 20 entries at a time, and older ones on asking', async () => {
    storeTimeline(
      Object.fromEntries(
        Array.from({ length: 21 }, (_, index) => [
          `-Call${String(index).padStart(2, '0')}`,
          {
            type: 'action',
            at: Date.UTC(2026, 0, 1, index),
            action: 'signOutUser',
            actor: 'admin@example.com',
          },
        ]),
      ),
    );
    const { user } = await renderAbe();
    await timelineItems(20);
    await user.click(within(timeline()).getByRole('button', { name: 'Show older' }));
    await timelineItems(21);
    expect(within(timeline()).queryByRole('button', { name: 'Show older' })).toBeNull();
  });
});

describe('the record as stored', () => {
  it('shows the record as JSON on asking, and finds the fields holding a text', async () => {
    const record = {
      username: 'Abe',
      email: 'abe@example.com',
      userType: 'normal',
      registrationDetails: { age: 30, height: 180, weight: 75 },
    };
    storedData.set(normalUserPath('abe'), record);
    const { user } = renderUser('/view_user_dashboard/abe');
    await user.click(await screen.findByRole('button', { name: 'Show the record as stored (users/abe)' }));
    expect((await screen.findByText(/"registrationDetails"/)).textContent).toBe(
      JSON.stringify(record, null, 2),
    );

    await replaceText(user, screen.getByRole('textbox', { name: 'Find in the record' }), 'weight');
    screen.getByText('1 field matches.');
    screen.getByText('registrationDetails.weight: 75');
    await replaceText(user, screen.getByRole('textbox', { name: 'Find in the record' }), 'example');
    screen.getByText('1 field matches.');
    await replaceText(user, screen.getByRole('textbox', { name: 'Find in the record' }), 'a');
    screen.getByText('6 fields match.');
  });
});

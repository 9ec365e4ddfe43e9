// @vitest-environment happy-dom
import {
  alertMessages,
  databasePaths,
  type FeedbackEntry,
  feedbackCountMetric,
  feedbackFiltersOf,
  feedbackQueueEntryOf,
  feedbackReviewVersionOf,
  readModelPaths,
} from '@management-center/contract';
import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AddressBar } from '../../../test-support/address-bar.tsx';
import { callsSent } from '../../../test-support/callables.ts';
import { storedData } from '../../../test-support/live-database.ts';
import { showOnPhone } from '../../../test-support/phone-screen.ts';
import { renderInConsole } from '../../../test-support/render.tsx';
import { invokeCallable, streamCallable } from '../../lib/callables/callables.ts';
import { countedFigurePath } from '../../lib/users/counted-figures.ts';
import { ManageFeedbackPage } from './ManageFeedbackPage.tsx';

vi.mock('../../lib/callables/callables.ts', () => import('../../../test-support/callables.ts'));
vi.mock('../../lib/firebase/firebase.ts', () => import('../../../test-support/firebase-handles.ts'));
vi.mock('../../lib/database/live-database.ts', () => import('../../../test-support/live-database.ts'));

function waitingEntry(username: string, minutesAfterNewYear: number, category = 'Workouts'): FeedbackEntry {
  return {
    userId: `id-${username.toLowerCase()}`,
    username,
    email: `${username.toLowerCase()}@example.com`,
    status: 'Live',
    feedback: {
      timestamp: Date.UTC(2026, 0, 1) + minutesAfterNewYear * 60_000,
      category,
      rating: 4,
      review: `Review by ${username}`,
      approveFeedback: false,
    },
    changedAfterApproval: false,
  };
}

// The newest entries, newest first; two are about widgets ("Dashboard Customization" as stored).
const newest = [
  waitingEntry('Dana', 54, 'Dashboard Customization'),
  waitingEntry('Cole', 53),
  waitingEntry('Bea', 52, 'Dashboard Customization'),
  waitingEntry('Abe', 51),
];
// Older entries are counted but left out of the queue: the selection and its banner go by the rows shown and the
// counts, and a full page of fifty rows would make each of these tests many times slower.
const olderEntries = Array.from({ length: 50 }, (_, index) => waitingEntry(`Older${index}`, index));

// The queue and its counts as the database triggers keep them: each entry counted under every filter it matches.
function storeWaitingFeedback() {
  for (const entry of newest) {
    storedData.set(`${readModelPaths.feedbackQueue}/${entry.userId}`, feedbackQueueEntryOf(entry));
  }
  const counts = new Map<string, number>();
  for (const filter of [...newest, ...olderEntries].flatMap(feedbackFiltersOf)) {
    const metric = feedbackCountMetric(filter);
    counts.set(metric, (counts.get(metric) ?? 0) + 1);
  }
  for (const [metric, count] of counts) storedData.set(countedFigurePath(metric), { 0: count });
}

// The address the screen shows, and the browser's Back.
async function renderQueue(at = '/manage_feedback') {
  storeWaitingFeedback();
  const rendered = renderInConsole(
    <>
      <ManageFeedbackPage />
      <AddressBar />
    </>,
    { at },
  );
  await screen.findAllByRole('checkbox', { name: /^Select feedback of / });
  return rendered;
}

function addressShown(): string {
  return screen.getByRole('status', { name: 'Address' }).textContent ?? '';
}

function rowCheckbox(username: string): HTMLInputElement {
  return screen.getByRole('checkbox', { name: `Select feedback of ${username}` });
}

function rowsShown(): string[] {
  return screen
    .getAllByRole('checkbox', { name: /^Select feedback of / })
    .map((checkbox) => checkbox.getAttribute('aria-label')?.replace('Select feedback of ', '') ?? '');
}

async function selectWholePage(user: UserEvent) {
  await user.click(screen.getByRole('checkbox', { name: 'Select all feedback on this page' }));
}

function uploadButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: 'Upload' });
}

describe('the feedback queue', () => {
  it('lists the newest entries and says how many wait, none selected', async () => {
    await renderQueue();
    expect(rowsShown()).toEqual(['Dana', 'Cole', 'Bea', 'Abe']);
    screen.getByText('0 selected of 54 waiting for approval');
    expect(uploadButton().disabled).toBe(true);
    expect(screen.queryByRole('button', { name: 'Clear selection' })).toBeNull();
    expect(screen.queryByText(/are selected\.$/)).toBeNull();
  });

  it('counts the rows ticked, and Upload approves those rows', async () => {
    vi.mocked(invokeCallable).mockResolvedValue({
      approved: ['id-dana', 'id-bea'],
      alreadyApproved: [],
      changedSinceSeen: [],
      withoutFeedback: [],
      notFound: [],
    });
    const { user } = await renderQueue();
    await user.click(rowCheckbox('Dana'));
    await user.click(rowCheckbox('Bea'));
    screen.getByText('2 selected of 54 waiting for approval');

    await user.click(uploadButton());
    const uploaded = await screen.findByRole('dialog', { name: 'Uploaded successfully' });
    within(uploaded).getByText('2 feedback entries approved.');
    // The answer named nothing that undoes it.
    expect(within(uploaded).queryByRole('button', { name: 'Undo' })).toBeNull();
    // With the version of the review each row showed: one changed since is not approved.
    const seen = [newest[0], newest[2]].map((entry) => ({
      userId: entry?.userId,
      version: feedbackReviewVersionOf(entry?.feedback ?? {}),
    }));
    expect(callsSent(vi.mocked(invokeCallable))).toEqual([
      { name: 'approveFeedback', input: { userIds: ['id-dana', 'id-bea'], seen } },
    ]);
  });

  it('lists the entries as cards on a phone, ticked by the same names, and Upload approves those ticked', async () => {
    vi.mocked(invokeCallable).mockResolvedValue({
      approved: ['id-cole'],
      alreadyApproved: [],
      changedSinceSeen: [],
      withoutFeedback: [],
      notFound: [],
    });
    showOnPhone();
    const { user } = await renderQueue();
    expect(screen.queryByRole('table')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Feedback' })).getAllByRole('listitem');
    expect(cards).toHaveLength(newest.length);
    const [dana] = cards;
    if (!dana) throw new Error('No card for Dana');
    within(dana).getByText('Review by Dana');
    within(dana).getByRole('img', { name: '4 out of 5 stars' });
    within(dana).getByRole('link', { name: 'View feedback of Dana' });

    await user.click(rowCheckbox('Cole'));
    screen.getByText('1 selected of 54 waiting for approval');
    await user.click(uploadButton());
    const uploaded = await screen.findByRole('dialog', { name: 'Uploaded successfully' });
    within(uploaded).getByText('1 feedback entry approved.');
    expect(uploaded.getAttribute('data-full-screen')).toBe('true');
    expect(callsSent(vi.mocked(invokeCallable))).toEqual([
      {
        name: 'approveFeedback',
        input: {
          userIds: ['id-cole'],
          seen: [{ userId: 'id-cole', version: feedbackReviewVersionOf(newest[1]?.feedback ?? {}) }],
        },
      },
    ]);
  });

  it('offers Undo in the Upload popup, which withdraws the approval on the server', async () => {
    const withdrawal = { userIds: ['id-dana'], approvedAt: Date.UTC(2026, 10, 28, 9) };
    vi.mocked(invokeCallable)
      .mockResolvedValueOnce({
        approved: ['id-dana'],
        alreadyApproved: [],
        changedSinceSeen: [],
        withoutFeedback: [],
        notFound: [],
        withdrawal,
      })
      .mockResolvedValueOnce({ withdrawn: ['id-dana'], notApproved: [], notFound: [] });
    const { user } = await renderQueue();
    await user.click(rowCheckbox('Dana'));
    await user.click(uploadButton());
    const uploaded = await screen.findByRole('dialog', { name: 'Uploaded successfully' });

    await user.click(within(uploaded).getByRole('button', { name: 'Undo' }));

    await screen.findByText('Approval withdrawn: 1 feedback entry waits for approval again.');
    expect(callsSent(vi.mocked(invokeCallable)).map(({ name, input }) => [name, input])).toEqual([
      [
        'approveFeedback',
        {
          userIds: ['id-dana'],
          seen: [{ userId: 'id-dana', version: feedbackReviewVersionOf(newest[0]?.feedback ?? {}) }],
        },
      ],
      ['withdrawFeedbackApproval', withdrawal],
    ]);
  });

  it('unticks every row on Clear selection', async () => {
    const { user } = await renderQueue();
    await user.click(rowCheckbox('Dana'));
    await user.click(rowCheckbox('Cole'));
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));

    screen.getByText('0 selected of 54 waiting for approval');
    expect(rowCheckbox('Dana').checked).toBe(false);
    expect(rowCheckbox('Cole').checked).toBe(false);
    expect(uploadButton().disabled).toBe(true);
  });

  it('offers every entry that matches once the whole page is ticked, and selects them all', async () => {
    const { user } = await renderQueue();
    await selectWholePage(user);
    screen.getByText('4 selected of 54 waiting for approval');
    screen.getByText('All 4 feedback entries on this page are selected.');

    await user.click(screen.getByRole('button', { name: 'Select all 54 feedback entries that match' }));
    screen.getByText('All 54 feedback entries that match are selected.');
    screen.getByText('54 selected of 54 waiting for approval');
    expect(newest.every(({ username }) => rowCheckbox(username).checked)).toBe(true);
  });

  it('unticks the whole page from the header checkbox once all of it is ticked', async () => {
    const { user } = await renderQueue();
    await selectWholePage(user);
    screen.getByText('4 selected of 54 waiting for approval');
    await selectWholePage(user);

    screen.getByText('0 selected of 54 waiting for approval');
    expect(newest.some(({ username }) => rowCheckbox(username).checked)).toBe(false);
    expect(uploadButton().disabled).toBe(true);
  });

  it("leaves every entry that matches with the banner's Clear selection", async () => {
    const { user } = await renderQueue();
    await selectWholePage(user);
    await user.click(screen.getByRole('button', { name: 'Select all 54 feedback entries that match' }));
    await user.click(screen.getByRole('button', { name: 'Clear selection' }));

    screen.getByText('0 selected of 54 waiting for approval');
    expect(screen.queryByText(/are selected\.$/)).toBeNull();
    expect(newest.some(({ username }) => rowCheckbox(username).checked)).toBe(false);
  });

  it('goes back to the rows of the page when one is unticked from every entry that matches', async () => {
    const { user } = await renderQueue();
    await selectWholePage(user);
    await user.click(screen.getByRole('button', { name: 'Select all 54 feedback entries that match' }));
    await user.click(rowCheckbox('Cole'));

    screen.getByText('3 selected of 54 waiting for approval');
    expect(rowCheckbox('Cole').checked).toBe(false);
    expect(rowCheckbox('Dana').checked).toBe(true);
    expect(screen.queryByText(/are selected\.$/)).toBeNull();
  });

  it('asks before Upload approves every entry that matches, and sends the filter', async () => {
    vi.mocked(streamCallable).mockResolvedValue({
      approved: [...newest, ...olderEntries].map(({ userId }) => userId),
      alreadyApproved: [],
      changedSinceSeen: [],
      withoutFeedback: [],
      notFound: [],
    });
    const { user } = await renderQueue();
    await selectWholePage(user);
    await user.click(screen.getByRole('button', { name: 'Select all 54 feedback entries that match' }));
    await user.click(uploadButton());

    const question = screen.getByRole('dialog', { name: 'Approve all feedback that matches?' });
    within(question).getByText(
      'This approves the 54 feedback entries waiting for approval that match the filters (Status: All, Category: All, Rating: All). Each is approved as the server finds it, including any change made after this screen showed it.',
    );
    expect(streamCallable).not.toHaveBeenCalled();
    await user.click(within(question).getByRole('button', { name: 'Confirm' }));

    await screen.findByText('54 feedback entries approved.');
    expect(callsSent(vi.mocked(streamCallable))).toEqual([
      { name: 'approveFeedback', input: { matching: { status: 'All', category: 'All', rating: 'All' } } },
    ]);
    expect(invokeCallable).not.toHaveBeenCalled();
  });

  it('lists what a changed filter matches, with the selection cleared', async () => {
    const { user } = await renderQueue();
    await user.click(rowCheckbox('Dana'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Customise Widgets');

    await screen.findByText('0 selected of 2 waiting for approval');
    expect(rowsShown()).toEqual(['Dana', 'Bea']);
    expect(rowCheckbox('Dana').checked).toBe(false);
  });

  it('keeps the filters in the address: each choice is an entry of the history, and Back returns to the one before', async () => {
    const { user } = await renderQueue();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Customise Widgets');
    await screen.findByText('0 selected of 2 waiting for approval');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Nil');
    await screen.findByText('No feedback waiting for approval matches these filters.');
    expect(addressShown()).toBe('?status=Nil&category=Customise+Widgets');

    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await screen.findByText('Dana');
    expect(rowsShown()).toEqual(['Dana', 'Bea']);
    expect(addressShown()).toBe('?category=Customise+Widgets');
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Status' }).value).toBe('All');
  });

  it('opens on the filters a link names', async () => {
    await renderQueue('/manage_feedback?category=Customise+Widgets&rating=9');
    expect(rowsShown()).toEqual(['Dana', 'Bea']);
    expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Rating' }).value).toBe('All');
  });

  it('keeps the page moved to in the address, and starts over at the newest when that page has nothing left', async () => {
    const { user } = await renderQueue();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Workouts');
    await screen.findByText('Showing 1–2 of 52 feedback entries');
    expect(rowsShown()).toEqual(['Cole', 'Abe']);
    // Only the newest entries are in the queue (the others are counted): the second page the count promises has
    // been emptied meanwhile, as by approvals elsewhere.
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(addressShown()).toMatch(/^\?category=Workouts&page=2&olderThan=\d{16}%3Aid-abe$/);

    await screen.findByText('Showing 1–2 of 52 feedback entries');
    expect(rowsShown()).toEqual(['Cole', 'Abe']);
    expect(addressShown()).toBe('?category=Workouts');
    // The emptied page's entry of the history was replaced, not followed by another: Back leaves it behind.
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await user.click(screen.getByRole('button', { name: 'Browser back' }));
    await screen.findByText('Dana');
    expect(addressShown()).toBe('');
  });
});

describe('the feedback schedule', () => {
  it('shows the date scheduled, and refuses Schedule without a date, sending nothing', async () => {
    // Stored at 12:00 UTC, and shown in UTC so that the day never shifts.
    storedData.set(databasePaths.schedule, { date: '2026-12-15', timestamp: Date.UTC(2026, 11, 15, 12) });
    const { user } = await renderQueue();
    const current = 'Currently scheduled: December 15, 2026 at 12:00:00 PM UTC';
    screen.getByText(current);

    await user.click(screen.getByRole('button', { name: 'Schedule' }));

    await screen.findByText(alertMessages.invalidDate);
    screen.getByText(current);
    expect(invokeCallable).not.toHaveBeenCalled();
  });
});

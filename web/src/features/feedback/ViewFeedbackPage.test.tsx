// @vitest-environment happy-dom
import { normalUserPath } from '@management-center/contract';
import { screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { storedData } from '../../../test-support/live-database.ts';
import { renderInConsole } from '../../../test-support/render.tsx';
import { ViewFeedbackPage } from './ViewFeedbackPage.tsx';

vi.mock('../../lib/firebase/firebase.ts', () => import('../../../test-support/firebase-handles.ts'));
vi.mock('../../lib/database/live-database.ts', () => import('../../../test-support/live-database.ts'));

const submitted = Date.UTC(2026, 9, 1, 9);
const approved = Date.UTC(2026, 9, 2, 15, 30);

// The US long format with the time zone, in the browser's own zone (docs/product.md, Feedback).
function usLongDate(timestamp: number): string {
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'long' }).format(timestamp);
}

function storeFeedback(id: string, feedback: Record<string, unknown>) {
  storedData.set(normalUserPath(id), {
    username: 'Abe',
    email: 'abe@example.com',
    userType: 'normal',
    feedback: {
      timestamp: submitted,
      category: 'Dashboard Customization',
      rating: 4,
      review: 'Great widgets.\nI would like a dark mode.',
      ...feedback,
    },
  });
}

function renderFeedback(id: string) {
  return renderInConsole(
    <Routes>
      <Route path="/view_feedback/:id" element={<ViewFeedbackPage />} />
    </Routes>,
    { at: `/view_feedback/${id}`, role: 'support' },
  );
}

// Each detail's label and what it shows.
function details(): Record<string, string> {
  return Object.fromEntries(
    screen
      .getAllByRole('row')
      .map((row) => [row.querySelector('th')?.textContent ?? '', row.querySelector('td')?.textContent ?? '']),
  );
}

describe('the rating and review of one user', () => {
  it('shows the user, the rating, the category as the console names it, the date and the whole review', async () => {
    storeFeedback('abe', {});
    renderFeedback('abe');
    await screen.findByRole('heading', { level: 2, name: 'Abe' });
    screen.getByRole('heading', { level: 1, name: 'Rating and review' });
    screen.getByText('abe@example.com');
    screen.getByRole('img', { name: '4 out of 5 stars' });
    expect(details()).toEqual({
      Rating: '',
      Category: 'Customise Widgets',
      Date: usLongDate(submitted),
      Status: 'Waiting for approval',
      Review: 'Great widgets.\nI would like a dark mode.',
    });
    expect(screen.getByRole('link', { name: 'Back to Manage Feedback' }).getAttribute('href')).toBe(
      '/manage_feedback',
    );
  });

  it.each([
    [
      'approved, with the time of its approval',
      { approveFeedback: true, feedbackApproveTimestamp: approved },
      `Approved on ${usLongDate(approved)}`,
    ],
    ['approved before that time was kept', { approveFeedback: true }, 'Approved'],
  ])('says when feedback is %s', async (_case, approval, status) => {
    storeFeedback('abe', approval);
    renderFeedback('abe');
    await screen.findByRole('heading', { level: 2, name: 'Abe' });
    expect(details().Status).toBe(status);
    expect(screen.queryByText('Changed after approval')).toBeNull();
  });

  it('marks feedback changed after its approval, which waits again', async () => {
    storeFeedback('abe', { approveFeedback: false, feedbackApproveTimestamp: approved });
    renderFeedback('abe');
    await screen.findByRole('heading', { level: 2, name: 'Abe' });
    expect(details().Status).toBe('Waiting for approvalChanged after approval');
  });

  it.each([
    ['an unknown id', 'ghost'],
    ['a user without feedback', 'quiet'],
    ['an id the database could not hold', 'a#b'],
    ['an id with a dot, which no key can hold', 'not.a.key'],
  ])('says no feedback is found for %s, and leads back', async (_case, id) => {
    storedData.set(normalUserPath('quiet'), {
      username: 'Quiet',
      email: 'quiet@example.com',
      userType: 'normal',
    });
    renderFeedback(encodeURIComponent(id));
    await screen.findByText('Feedback not found');
    screen.getByText(
      `There is no feedback from a user with the id “${id}”. It may have been removed with its user.`,
      {
        exact: false,
      },
    );
    // The back arrow, and a button under the notice.
    expect(
      screen
        .getAllByRole('link', { name: 'Back to Manage Feedback' })
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/manage_feedback', '/manage_feedback']);
  });
});

// @vitest-environment happy-dom
import { databasePaths } from '@management-center/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCalls, inputsSentTo } from '../../../../test-support/callable-answers.ts';
import { contentRowOf, editAndSave } from '../../../../test-support/content-rows.ts';
import { pushedKey } from '../../../../test-support/database-reads.ts';
import { storedData } from '../../../../test-support/live-database.ts';
import { releaseChanges, storeRelease } from '../../../../test-support/releases.ts';
import { renderInConsole, replaceText } from '../../../../test-support/render.tsx';
import { ContactUsPage } from '../ContactUsPage.tsx';
import { workInRelease } from './chosen-release.ts';

vi.mock('../../../lib/callables/callables.ts', () => import('../../../../test-support/callables.ts'));
vi.mock('../../../lib/firebase/firebase.ts', () => import('../../../../test-support/firebase-handles.ts'));
vi.mock(
  '../../../lib/firebase/firebase-database.ts',
  () => import('../../../../test-support/firebase-handles.ts'),
);
vi.mock('../../../lib/database/live-database.ts', () => import('../../../../test-support/live-database.ts'));
vi.mock('firebase/database', () => import('../../../../test-support/database-reads.ts'));

const contactUsPath = `${databasePaths.businessUserWebsite}/ContactUs`;
beforeEach(() => {
  sessionStorage.clear();
  answerCalls({
    updateSiteContent: async ({ fields }) => ({ path: 'stored/path', fields }),
    saveReleaseChange: async ({ releaseId }) => ({ releaseId, change: 'c' }),
    addReleaseItem: async ({ releaseId }) => ({ releaseId, change: 'c' }),
    deleteReleaseItem: async ({ releaseId }) => ({ releaseId, change: 'c' }),
    createRelease: async ({ releaseId, name }) => {
      storeRelease(releaseId, { name, createdAt: 5 });
      return { releaseId };
    },
  });
  storedData.set(contactUsPath, {
    '-C1': { Title: 'Sales', Description: 'Write to us', CompanyInformation: 'Fit Ltd, 1 Main Street' },
    '-C2': { Title: 'Support', Description: 'Call us', CompanyInformation: 'Fit Ltd, 2 Side Street' },
  });
  storeRelease('-R1', {
    name: 'Spring promotion',
    status: 'scheduled',
    changes: releaseChanges({
      target: 'businessContactRow',
      itemId: '-C1',
      kind: 'update',
      fields: { Title: 'Spring sales' },
      base: { Title: 'Sales' },
    }),
  });
  storeRelease('-R2', { name: 'Old news', status: 'published', createdAt: 2 });
});

function renderContactUs() {
  return renderInConsole(<ContactUsPage />, { at: '/view_contact_us', role: 'editor' });
}

describe('a content screen working in a release', () => {
  it('offers the open releases only, then shows the release’s values, marked, and leaves it for the live ones', async () => {
    const { user } = renderContactUs();
    await screen.findByText('Sales');
    const chooser = screen.getByRole('combobox', { name: 'Work in release' });
    await within(chooser).findByRole('option', { name: 'Spring promotion' });
    expect(
      within(chooser)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['None: edit the live websites', 'Spring promotion']);
    await user.selectOptions(chooser, 'Spring promotion');

    await screen.findByText('Work in release: Spring promotion');
    within(contentRowOf('Contact row 1')).getByText('Spring sales');
    within(contentRowOf('Contact row 1')).getByText('In release Spring promotion');
    expect(within(contentRowOf('Contact row 2')).queryByText(/^In release/)).toBeNull();
    // History and Recently deleted change the live websites: not offered here.
    expect(screen.queryByRole('button', { name: /^History/ })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Recently deleted' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Leave release' }));
    await screen.findByText('Sales');
    expect(screen.queryByText('Spring sales')).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });

  it('saves a Done, an Add and a Delete into the release, and nothing live', async () => {
    workInRelease('-R1');
    const { user } = renderContactUs();
    await editAndSave(user, 'Contact row 2', 'Title', 'Support desk');
    await screen.findByText(
      'Saved into release “Spring promotion”: the websites change when it is published.',
    );
    expect(inputsSentTo('saveReleaseChange')).toEqual([
      {
        releaseId: '-R1',
        edit: { target: 'businessContactRow', id: '-C2', fields: { Title: 'Support desk' } },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Add contact row' }));
    await screen.findByText('Added to release “Spring promotion”: the websites change when it is published.');
    expect(inputsSentTo('addReleaseItem')).toEqual([
      { releaseId: '-R1', target: 'businessContactRow', id: pushedKey },
    ]);

    await user.click(screen.getByRole('button', { name: /^Delete contact row: Support/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this contact row?' });
    within(dialog).getByText(
      'This deletes this contact row in release “Spring promotion”: the website keeps it until the release is published.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await screen.findByText(
      'Deleted in release “Spring promotion”: the websites keep it until the release is published.',
    );
    expect(inputsSentTo('deleteReleaseItem')).toEqual([
      { releaseId: '-R1', target: 'businessContactRow', id: '-C2' },
    ]);
    expect(inputsSentTo('updateSiteContent')).toEqual([]);
  });

  it('creates a release from the header and works in it', async () => {
    const { user } = renderContactUs();
    await user.click(await screen.findByRole('button', { name: 'New release' }));
    const dialog = await screen.findByRole('dialog', { name: 'New release' });
    await replaceText(user, within(dialog).getByRole('textbox', { name: /New release/ }), 'Summer');
    await user.click(within(dialog).getByRole('button', { name: 'Create and work in it' }));
    await screen.findByText('Work in release: Summer');
    expect(inputsSentTo('createRelease')).toEqual([{ releaseId: pushedKey, name: 'Summer' }]);
  });

  it('is live again once the chosen release is published', async () => {
    workInRelease('-R2');
    renderContactUs();
    await screen.findByText('Sales');
    screen.getByRole('combobox', { name: 'Work in release' });
    expect(screen.queryByText(/^Work in release:/)).toBeNull();
    expect(sessionStorage.length).toBe(0);
  });
});

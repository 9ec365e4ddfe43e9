// @vitest-environment happy-dom
import { databasePaths } from '@management-center/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCalls, inputsSentTo } from '../../../test-support/callable-answers.ts';
import { contentRowOf, editAndSave } from '../../../test-support/content-rows.ts';
import { pushedKey } from '../../../test-support/database-reads.ts';
import { storedData } from '../../../test-support/live-database.ts';
import { renderInConsole } from '../../../test-support/render.tsx';
import { ContactUsPage } from './ContactUsPage.tsx';

vi.mock('../../lib/callables/callables.ts', () => import('../../../test-support/callables.ts'));
vi.mock('../../lib/firebase/firebase.ts', () => import('../../../test-support/firebase-handles.ts'));
vi.mock('../../lib/firebase/firebase-database.ts', () => import('../../../test-support/firebase-handles.ts'));
vi.mock('../../lib/database/live-database.ts', () => import('../../../test-support/live-database.ts'));
// Adding an item names it with a push id made in the browser: here always the same one.
vi.mock('firebase/database', () => import('../../../test-support/database-reads.ts'));

const contactUsPath = `${databasePaths.businessUserWebsite}/ContactUs`;

beforeEach(() => {
  answerCalls({
    updateSiteContent: async ({ fields }) => ({ path: 'stored/path', fields }),
    addSiteItem: async ({ id }) => ({ id }),
    deleteSiteItem: async ({ id }) => ({ id }),
  });
});

function storeRows() {
  storedData.set(contactUsPath, {
    '-C2': { Title: 'Support', Description: 'Call us', CompanyInformation: 'Fit Ltd, 2 Side Street' },
    '-C1': { Title: 'Sales', Description: 'Write to us', CompanyInformation: 'Fit Ltd, 1 Main Street' },
  });
}

function renderContactUs() {
  return renderInConsole(<ContactUsPage />, { at: '/view_contact_us', role: 'editor' });
}

describe('the contact us screen', () => {
  it('lists the contact rows oldest first, and leads to Manage Profiling', async () => {
    storeRows();
    renderContactUs();
    await screen.findByText('Sales');
    within(contentRowOf('Contact row 1')).getByText('Sales');
    within(contentRowOf('Contact row 1')).getByText('Fit Ltd, 1 Main Street');
    within(contentRowOf('Contact row 2')).getByText('Support');
    expect(screen.getByRole('link', { name: 'Manage Profiling' }).getAttribute('href')).toBe(
      '/manage_profques',
    );
  });

  it('says when there are no contact rows, which the website stores as no node at all', async () => {
    renderContactUs();
    await screen.findByText('No contact rows yet.');
    screen.getByRole('button', { name: 'Add contact row' });
  });

  it("saves a row's changed fields with the contact row's success text", async () => {
    storeRows();
    const { user } = renderContactUs();
    await editAndSave(user, 'Contact row 2', 'Company Information', 'Fit Ltd, 3 New Road');

    await screen.findByText('Contact details updated successfully!');
    expect(inputsSentTo('updateSiteContent')).toEqual([
      {
        target: 'businessContactRow',
        id: '-C2',
        fields: { CompanyInformation: 'Fit Ltd, 3 New Road' },
        startedFrom: { CompanyInformation: 'Fit Ltd, 2 Side Street' },
      },
    ]);
  });

  it('adds a contact row at once', async () => {
    const { user } = renderContactUs();
    await user.click(await screen.findByRole('button', { name: 'Add contact row' }));
    await screen.findByText('New contact row added successfully!');
    expect(inputsSentTo('addSiteItem')).toEqual([{ target: 'businessContactRow', id: pushedKey }]);
  });

  it('asks before deleting a row, quoting its three fields, and says nothing of an image', async () => {
    storeRows();
    const { user } = renderContactUs();
    await user.click(
      await screen.findByRole('button', {
        name: 'Delete contact row: Sales\nWrite to us\nFit Ltd, 1 Main Street',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Delete this contact row?' });
    within(dialog).getByText(
      'This removes this contact row from the website (Recently deleted can bring it back):',
    );
    expect(within(dialog).getByRole('blockquote').textContent).toBe(
      'Sales\nWrite to us\nFit Ltd, 1 Main Street',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await screen.findByText('Contact row deleted successfully');
    expect(inputsSentTo('deleteSiteItem')).toEqual([{ target: 'businessContactRow', id: '-C1' }]);
  });
});

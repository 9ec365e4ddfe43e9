// @vitest-environment happy-dom
import { siteContentPath } from '@management-center/contract';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCalls, inputsSentTo } from '../../../test-support/callable-answers.ts';
import { pushedKey } from '../../../test-support/database-reads.ts';
import { storedData } from '../../../test-support/live-database.ts';
import { releaseChanges, storeRelease } from '../../../test-support/releases.ts';
import { renderInConsole, replaceText } from '../../../test-support/render.tsx';
import { ReleasePage } from './ReleasePage.tsx';
import { ReleasesPage } from './ReleasesPage.tsx';

vi.mock('../../lib/callables/callables.ts', () => import('../../../test-support/callables.ts'));
vi.mock('../../lib/firebase/firebase.ts', () => import('../../../test-support/firebase-handles.ts'));
vi.mock('../../lib/firebase/firebase-database.ts', () => import('../../../test-support/firebase-handles.ts'));
vi.mock('../../lib/database/live-database.ts', () => import('../../../test-support/live-database.ts'));
vi.mock('firebase/database', () => import('../../../test-support/database-reads.ts'));

const aboutUs = siteContentPath('productAboutUsMain');
const contactRow = siteContentPath('businessContactRow', '-C1');

const spring = {
  name: 'Spring',
  changes: releaseChanges(
    {
      target: 'productAboutUsMain',
      kind: 'update',
      fields: { Description: 'We coach people every day' },
      base: { Description: 'We train people every day' },
    },
    {
      target: 'businessContactRow',
      itemId: '-C1',
      kind: 'update',
      fields: { Title: 'Sales desk' },
      base: { Title: 'Sales' },
    },
  ),
};

beforeEach(() => {
  storedData.set(aboutUs, {
    Description: 'We train people every day',
    image: 'https://images.example.com/h.png',
  });
  storedData.set(contactRow, { Title: 'Sales', Description: 'Write to us', CompanyInformation: 'Fit Ltd' });
});

function renderReleases(at = '/releases') {
  return renderInConsole(
    <Routes>
      <Route path="/releases" element={<ReleasesPage />} />
      <Route path="/releases/:releaseId" element={<ReleasePage />} />
    </Routes>,
    { at, role: 'editor' },
  );
}

describe('the releases', () => {
  it('lists the releases newest first with their status, and creates one, opening it', async () => {
    storeRelease('-R1', { name: 'Spring', createdAt: 1 });
    storeRelease('-R2', {
      name: 'Black Friday',
      createdAt: 2,
      status: 'scheduled',
      publishAt: Date.UTC(2026, 10, 27, 8),
      changes: spring.changes,
    });
    answerCalls({ createRelease: async ({ releaseId }) => ({ releaseId }) });
    const { user } = renderReleases();
    const list = await screen.findByRole('list', { name: 'Releases' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Black Friday', 'Spring']);
    within(rows[0] as HTMLElement).getByText(/^Scheduled for Nov 27, 2026/);
    within(rows[0] as HTMLElement).getByText('2 changes · created by editor@example.com');
    within(rows[1] as HTMLElement).getByText('Draft');

    await replaceText(user, screen.getByRole('textbox', { name: /New release/ }), '  Summer  ');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await screen.findByText(
      'Release “Summer” created: changes saved into it stay off the websites until it is published.',
    );
    expect(inputsSentTo('createRelease')).toEqual([{ releaseId: pushedKey, name: 'Summer' }]);
    await screen.findByText('There is no such release.');
  });

  it('shows the newest 50, then older ones a page more at a time', async () => {
    for (let index = 1; index <= 51; index += 1) {
      storeRelease(`-R${String(index).padStart(2, '0')}`, { name: `Release ${index}`, createdAt: index });
    }
    const { user } = renderReleases();
    const list = await screen.findByRole('list', { name: 'Releases' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(50);
    within(list).getByRole('link', { name: 'Release 51' });
    expect(within(list).queryByRole('link', { name: 'Release 1' })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Show older releases' }));
    await within(list).findByRole('link', { name: 'Release 1' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(51);
    expect(screen.queryByRole('button', { name: 'Show older releases' })).toBeNull();
  });
});

describe('a release', () => {
  it('shows each change as a diff against what is live, and publishes it after a confirmation', async () => {
    storeRelease('-R1', spring);
    answerCalls({
      publishRelease: async ({ releaseId }) => ({ releaseId, name: 'Spring', rows: 2 }),
      undoRelease: async ({ releaseId }) => ({ releaseId, name: 'Spring', rows: 2 }),
    });
    const { user } = renderReleases('/releases/-R1');
    await screen.findByRole('heading', { level: 1, name: 'Spring' });
    const changes = screen.getByRole('list', { name: 'Changes' });
    const about = within(changes).getByRole('listitem', { name: 'Product website › About Us › Main' });
    expect(within(about).getByText('train', { selector: 'del' })).toBeDefined();
    expect(within(about).getByText('coach', { selector: 'ins' })).toBeDefined();
    within(changes).getByRole('listitem', {
      name: 'Business website › Contact Us › Contact rows › Sales desk',
    });
    expect(screen.queryByText('Changed live since: review')).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Publish now' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish this release?' });
    within(dialog).getByText('Its 2 changes go live on the websites at once. Undo release puts them back.');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    const published = (
      await screen.findByText('Release “Spring” published: 2 rows changed on the websites.')
    ).closest('[role="alert"]');
    expect(inputsSentTo('publishRelease')).toEqual([{ releaseId: '-R1' }]);

    // Undo release, from the notification.
    await user.click(within(published as HTMLElement).getByRole('button', { name: 'Undo' }));
    await screen.findByText('Release “Spring” undone: 2 rows are back as they were.');
    expect(inputsSentTo('undoRelease')).toEqual([{ releaseId: '-R1' }]);
  });

  it('marks a row changed live since it was prepared, and publishes nothing until it is reviewed', async () => {
    storeRelease('-R1', spring);
    storedData.set(`${contactRow}/Title`, 'Support');
    answerCalls({ discardReleaseChange: async ({ releaseId }) => ({ releaseId, change: 'x' }) });
    const { user } = renderReleases('/releases/-R1');
    const changes = await screen.findByRole('list', { name: 'Changes' });
    const contact = within(changes).getByRole('listitem', { name: /Contact rows/ });
    within(contact).getByText('Changed live since: review');
    expect(screen.getByRole('button', { name: 'Publish now' })).toHaveProperty('disabled', true);

    await user.click(within(contact).getByRole('button', { name: /^Take out of the release/ }));
    await screen.findByText('Change taken out of release “Spring”.');
    expect(inputsSentTo('discardReleaseChange')).toEqual([
      { releaseId: '-R1', target: 'businessContactRow', id: '-C1' },
    ]);
  });

  it('shows what changed live since, and keeps the release’s change when asked', async () => {
    storeRelease('-R1', spring);
    storedData.set(`${contactRow}/Title`, 'Support');
    answerCalls({ keepReleaseChange: async ({ releaseId }) => ({ releaseId, change: 'x' }) });
    const { user } = renderReleases('/releases/-R1');
    const changes = await screen.findByRole('list', { name: 'Changes' });
    const contact = within(changes).getByRole('listitem', { name: /Contact rows/ });
    // The live change: from the text the release started from to the one live now.
    const liveSince = within(contact).getByRole('group', { name: /^Changed live since it was prepared: / });
    within(liveSince).getByText('Sales');
    within(liveSince).getByText('Support');
    expect(within(changes).queryAllByRole('button', { name: /^Keep the release's change/ })).toHaveLength(1);

    await user.click(within(contact).getByRole('button', { name: /^Keep the release's change/ }));
    await screen.findByText('The change stays in release “Spring”, over what is live now.');
    expect(inputsSentTo('keepReleaseChange')).toEqual([
      { releaseId: '-R1', target: 'businessContactRow', id: '-C1' },
    ]);
  });

  it('schedules at a time of the browser’s zone, sent as UTC, and unschedules', async () => {
    storeRelease('-R1', { ...spring, status: 'scheduled', publishAt: Date.UTC(2030, 0, 2, 9) });
    answerCalls({ scheduleRelease: async ({ releaseId, publishAt }) => ({ releaseId, publishAt }) });
    const { user } = renderReleases('/releases/-R1');
    await screen.findByText(/^Scheduled for Jan 2, 2030/);
    await user.click(screen.getByRole('button', { name: 'Unschedule' }));
    await screen.findByText('Release “Spring” is no longer scheduled.');
    expect(inputsSentTo('scheduleRelease')).toEqual([{ releaseId: '-R1', publishAt: null }]);
  });

  it('offers Undo release once published, and shows what it changed against what was live before', async () => {
    storeRelease('-R1', {
      ...spring,
      status: 'published',
      publishedAt: Date.UTC(2026, 11, 6, 9),
      before: {
        productAboutUsMain: { existed: true, node: { Description: 'We train people every day' } },
        'businessContactRow:-C1': { existed: true, node: { Title: 'Sales' } },
      },
    });
    storedData.set(`${aboutUs}/Description`, 'We coach people every day');
    answerCalls({ undoRelease: async ({ releaseId }) => ({ releaseId, name: 'Spring', rows: 2 }) });
    const { user } = renderReleases('/releases/-R1');
    await screen.findByText(/^Published Dec 6, 2026/);
    const about = screen.getByRole('listitem', { name: 'Product website › About Us › Main' });
    expect(within(about).getByText('coach', { selector: 'ins' })).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Publish now' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Take out/ })).toBeNull();

    await user.click(screen.getByRole('button', { name: 'Undo release' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Undo this release?' })).getByRole('button', {
        name: 'Confirm',
      }),
    );
    await screen.findByText('Release “Spring” undone: 2 rows are back as they were.');
  });
});

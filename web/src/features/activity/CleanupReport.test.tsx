// @vitest-environment happy-dom
import type { RunCleanupOutput } from '@management-center/contract';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderInConsole } from '../../../test-support/render.tsx';
import { routePaths } from '../../lib/navigation/paths.ts';
import { CleanupReport } from './CleanupReport.tsx';
import { ConfirmCleanupModal } from './ConfirmCleanupModal.tsx';

// The console's render holds a query client, whose failure reporting reaches the callables and Firebase.
vi.mock('../../lib/callables/callables.ts', () => import('../../../test-support/callables.ts'));
vi.mock('../../lib/firebase/firebase.ts', () => import('../../../test-support/firebase-handles.ts'));

const preview: RunCleanupOutput = {
  unusedImages: { count: 3, bytes: 1_234_567 },
  auditEntries: 2,
  contentVersions: 0,
  videoSearchDays: 0,
  exportFiles: 0,
  dryRun: true,
};

function renderWithLibrary(ui: React.ReactNode) {
  return renderInConsole(
    <Routes>
      <Route path="/" element={ui} />
      <Route path={routePaths.media} element={<h1>Media Library page</h1>} />
    </Routes>,
  );
}

describe('CleanupReport', () => {
  it('counts the unused images, which it did not delete, and links to the Media Library to delete them', async () => {
    const { user } = renderWithLibrary(<CleanupReport report={{ ...preview, dryRun: false }} />);
    const report = screen.getByRole('status');
    expect(within(report).getByText('Cleanup done')).toBeTruthy();
    expect(within(report).getByText('The cleanup deleted 2 audit entries.')).toBeTruthy();
    const note = within(report).getByText(/unused images/);
    expect(note.textContent).toBe('3 unused images (1.2 MB) in the Media Library: delete them there.');
    const link = within(note).getByRole('link', { name: 'Media Library' });
    expect(link.getAttribute('href')).toBe('/media');
    await user.click(link);
    expect(screen.getByRole('heading', { name: 'Media Library page' })).toBeTruthy();
  });

  it('says nothing of images when the library has no unused one', () => {
    renderWithLibrary(<CleanupReport report={{ ...preview, unusedImages: { count: 0, bytes: 0 } }} />);
    expect(screen.getByText('The cleanup would delete 2 audit entries.')).toBeTruthy();
    expect(screen.queryByText(/image/)).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('still shows a report of a run from before the media library, with the images it deleted', () => {
    renderWithLibrary(
      <CleanupReport
        report={{
          images: [{ path: 'AboutMembers/1700000000000old.png', createdAt: 1_700_000_000_000 }],
          auditEntries: 1,
          dryRun: false,
        }}
      />,
    );
    expect(screen.getByText('The cleanup deleted 1 image and 1 audit entry.')).toBeTruthy();
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('ConfirmCleanupModal', () => {
  it('lists what goes, no image among it, and sends the unused images to the Media Library', () => {
    renderWithLibrary(
      <ConfirmCleanupModal preview={preview} opened running={false} onCancel={vi.fn()} onConfirm={vi.fn()} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Run cleanup' });
    const items = within(dialog)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(items).toEqual(['2 audit entries older than the retention period']);
    const note = within(dialog).getByText(/unused images/);
    expect(note.textContent).toBe('3 unused images (1.2 MB) in the Media Library: delete them there.');
    expect(within(note).getByRole('link', { name: 'Media Library' }).getAttribute('href')).toBe('/media');
    expect(within(dialog).getByText(/The cleanup deletes no image/)).toBeTruthy();
  });

  it('still counts the images of a preview from before the media library', () => {
    renderWithLibrary(
      <ConfirmCleanupModal
        preview={{ images: [], auditEntries: 1, dryRun: true }}
        opened
        running={false}
        onCancel={vi.fn()}
        onConfirm={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Run cleanup' });
    expect(
      within(dialog)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['0 images that no website content links to', '1 audit entry older than the retention period']);
    expect(within(dialog).queryByRole('link')).toBeNull();
  });
});

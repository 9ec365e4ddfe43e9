// @vitest-environment happy-dom
import { type AuditEntry, type ContentVersion, databasePaths, type Role } from '@management-center/contract';
import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answerCalls, inputsSentTo } from '../../../test-support/callable-answers.ts';
import { storedData } from '../../../test-support/live-database.ts';
import { renderInConsole } from '../../../test-support/render.tsx';
import { ActivityEntryPage } from './ActivityEntryPage.tsx';
import { formatActivityTime } from './audit-log.ts';

vi.mock('../../lib/callables/callables.ts', () => import('../../../test-support/callables.ts'));
vi.mock('../../lib/firebase/firebase.ts', () => import('../../../test-support/firebase-handles.ts'));
vi.mock('../../lib/firebase/firebase-database.ts', () => import('../../../test-support/firebase-handles.ts'));
vi.mock('../../lib/database/live-database.ts', () => import('../../../test-support/live-database.ts'));
// Undo of a content change looks up, once, the version the call replaced: an equality query on the versions'
// `callId`, answered here from the stored data.
vi.mock('firebase/database', async () => {
  const { storedData } = await import('../../../test-support/live-database.ts');
  type Constraint = { child?: string; equalTo?: unknown; limit?: number };
  return {
    ref: (_database: unknown, path: string) => ({ path }),
    orderByChild: (child: string): Constraint => ({ child }),
    equalTo: (value: unknown): Constraint => ({ equalTo: value }),
    limitToFirst: (limit: number): Constraint => ({ limit }),
    query: ({ path }: { path: string }, ...constraints: Constraint[]) => ({
      path,
      where: Object.assign({}, ...constraints) as Constraint,
    }),
    onValue: (
      { path, where }: { path: string; where: Constraint },
      onSnapshot: (snapshot: {
        forEach: (visit: (child: { key: string; val: () => unknown }) => void) => void;
      }) => void,
    ) => {
      const children = Object.entries(
        (storedData.read(path) ?? {}) as Record<string, Record<string, unknown>>,
      )
        .filter(([, value]) => where.child === undefined || value[where.child] === where.equalTo)
        .slice(0, where.limit);
      onSnapshot({
        forEach: (visit) => {
          for (const [key, value] of children) visit({ key, val: () => value });
        },
      });
      return () => undefined;
    },
  };
});

// An hour ago: Undo of a content change made that long ago does not wait for its version to be kept.
const at = Date.now() - 60 * 60 * 1000;

function entry(fields: Partial<AuditEntry> & Pick<AuditEntry, 'action'>): AuditEntry {
  return {
    actorUid: 'uid-admin',
    actorEmail: 'admin@example.com',
    targets: [],
    at,
    outcome: 'succeeded',
    ...fields,
  };
}

function storeEntry(entryId: string, stored: AuditEntry) {
  storedData.set(`${databasePaths.auditLog}/${entryId}`, stored);
}

beforeEach(() => {
  answerCalls({
    enableSignIn: async () => ({ changed: true }),
    changeTeamRole: async ({ role }) => ({ previousRole: 'support', role }),
    restoreUsers: async ({ userIds }) => ({
      restored: userIds,
      idInUse: [],
      notInTrash: [],
      accountFailures: [],
    }),
    restoreContentVersion: async () => ({ path: 'ProductWebsite/KeyFeature/Main' }),
    deleteSiteItem: async ({ id }) => ({ id }),
  });
});

function renderEntry(entryId: string, role: Role = 'owner') {
  return renderInConsole(
    <Routes>
      <Route path="/activity/:entryId" element={<ActivityEntryPage />} />
    </Routes>,
    { at: `/activity/${entryId}`, role },
  );
}

// Each fact's label and what it shows.
function facts(): Record<string, string> {
  const table = screen.getByRole('table', { name: 'Activity entry' });
  return Object.fromEntries(
    within(table)
      .getAllByRole('row')
      .map((row) => [row.querySelector('th')?.textContent ?? '', row.querySelector('td')?.textContent ?? '']),
  );
}

async function undo(action: string) {
  return screen.findByRole('button', { name: `Undo ${action} of ${formatActivityTime(at)}` });
}

describe('one activity entry', () => {
  it('shows its facts, each target linked to the screen that shows it', async () => {
    storeEntry(
      '-Call1',
      entry({ action: 'disableSignIn', targets: ['users/abe'], reason: 'Reported for spam' }),
    );
    renderEntry('-Call1');
    await screen.findByRole('heading', { level: 2, name: 'Disable sign in' });
    expect(facts()).toEqual({
      When: formatActivityTime(at),
      Who: 'admin@example.com',
      Targets: 'users/abe',
      Outcome: 'Succeeded',
      Reason: 'Reported for spam',
    });
    expect(screen.getByRole('link', { name: 'Open users/abe' }).getAttribute('href')).toBe(
      '/view_user_dashboard/abe',
    );
    expect(screen.getByRole('link', { name: '← All activity' }).getAttribute('href')).toBe('/activity');
    // Nothing stored says how to undo it.
    expect(screen.queryByRole('button', { name: /^Undo / })).toBeNull();
  });

  it('names the member by uid when they have no address, says what an export wrote, and offers no undo of a failure', async () => {
    storeEntry(
      '-Call2',
      entry({
        action: 'exportList',
        actorEmail: null,
        outcome: 'failed',
        errorCode: 'internal',
        exported: { list: 'users', filter: 'Type: Business User', format: 'csv', rows: 12 },
      }),
    );
    renderEntry('-Call2');
    await screen.findByRole('heading', { level: 2, name: 'Export list' });
    expect(facts()).toEqual({
      When: formatActivityTime(at),
      Who: 'uid-admin',
      Targets: 'None',
      Outcome: 'Failedinternal',
      Exported: '12 rows of Users (Type: Business User) as CSV',
    });
  });

  it("tells a refusal of a team member's account apart from a refusal of the role", async () => {
    storeEntry(
      '-Call3',
      entry({ action: 'deleteUsers', outcome: 'refused', errorCode: 'failed-precondition' }),
    );
    storeEntry(
      '-Call4',
      entry({ action: 'deleteUsers', outcome: 'refused', errorCode: 'permission-denied' }),
    );
    const { unmount } = renderEntry('-Call3');
    await screen.findByText('Refused: a team account');
    unmount();
    renderEntry('-Call4');
    await screen.findByText('Refused: role');
    expect(screen.queryByRole('button', { name: /^Undo / })).toBeNull();
  });

  it.each([
    ['an entry the log does not hold', '-Gone'],
    ['an id the database could not hold', 'a.b'],
  ])('says there is no such entry for %s', async (_case, entryId) => {
    renderEntry(entryId);
    await screen.findByText('Activity entry not found');
    screen.getByText(
      `There is no activity entry “${entryId}”. The log keeps a year of entries: it may be older than that.`,
    );
  });
});

describe("an entry's Undo", () => {
  it('makes the call the entry names as its undo', async () => {
    storeEntry(
      '-Call1',
      entry({
        action: 'disableSignIn',
        targets: ['users/abe'],
        undo: { callable: 'enableSignIn', input: { userId: 'abe' } },
      }),
    );
    const { user } = renderEntry('-Call1', 'administrator');
    await user.click(await undo('disable sign in'));
    await screen.findByText('Sign-in enabled again: the user can sign in.');
    expect(inputsSentTo('enableSignIn')).toEqual([{ userId: 'abe' }]);
  });

  it.each<[Role, boolean]>([
    ['owner', true],
    ['administrator', false],
  ])(
    'offers the undo of a change to the team to %s only if it may change the team',
    async (role, offered) => {
      storeEntry(
        '-Call5',
        entry({
          action: 'changeTeamRole',
          undo: { callable: 'changeTeamRole', input: { uid: 'uid-support', role: 'support' } },
        }),
      );
      renderEntry('-Call5', role);
      await screen.findByRole('heading', { level: 2, name: 'Change team role' });
      expect(screen.queryByRole('button', { name: /^Undo / }) !== null).toBe(offered);
    },
  );

  it('restores the users a deletion moved to the trash', async () => {
    storeEntry(
      '-Call6',
      entry({ action: 'deleteUsers', targets: ['users/abe', 'business-users/anna', 'users/abe/feedback'] }),
    );
    const { user } = renderEntry('-Call6');
    await user.click(await undo('delete users'));
    await screen.findByText('Restored 2 users.');
    expect(inputsSentTo('restoreUsers')).toEqual([{ userIds: ['abe', 'anna'] }]);
  });

  describe('of a content change', () => {
    function storeVersion(versionId: string, version: Partial<ContentVersion>) {
      storedData.set(`${databasePaths.contentVersions}/${versionId}`, {
        target: 'productKeyFeatureMain',
        node: 'ProductWebsite/KeyFeature/Main',
        change: 'changed',
        value: { Title: 'Train smarter', Description: 'Everything in one app' },
        replacedAt: at,
        ...version,
      });
    }

    it('puts back the version the change replaced', async () => {
      storeVersion('-Other', { callId: '-Call9' });
      storeVersion('-Kept', { callId: '-Call7' });
      storeEntry(
        '-Call7',
        entry({ action: 'updateSiteContent', targets: ['ProductWebsite/KeyFeature/Main'] }),
      );
      const { user } = renderEntry('-Call7', 'administrator');
      await user.click(await undo('update site content'));
      await screen.findByText('Change undone: the content is back as it was before it.');
      expect(inputsSentTo('restoreContentVersion')).toEqual([{ versionId: '-Kept' }]);
    });

    it('deletes the item an addition added', async () => {
      storeVersion('-Added', {
        callId: '-Call8',
        target: 'productFeature',
        itemId: '-Nb3',
        node: 'ProductWebsite/KeyFeature/Feature/-Nb3',
        change: 'created',
        value: undefined,
      });
      storeEntry(
        '-Call8',
        entry({ action: 'addSiteItem', targets: ['ProductWebsite/KeyFeature/Feature/-Nb3'] }),
      );
      const { user } = renderEntry('-Call8');
      await user.click(await undo('add site item'));
      await screen.findByText(
        'Change undone: the added item is deleted, and listed under Recently deleted on its screen.',
      );
      expect(inputsSentTo('deleteSiteItem')).toEqual([{ target: 'productFeature', id: '-Nb3' }]);
      expect(inputsSentTo('restoreContentVersion')).toEqual([]);
    });

    it('says the change cannot be undone once its version is no longer kept', async () => {
      storeEntry(
        '-Call10',
        entry({ action: 'updateSiteContent', targets: ['ProductWebsite/KeyFeature/Main'] }),
      );
      const { user } = renderEntry('-Call10');
      await user.click(await undo('update site content'));
      await screen.findByText(
        'This change cannot be undone: the version it replaced is not in the content history (it may be past its retention).',
      );
      expect(inputsSentTo('restoreContentVersion')).toEqual([]);
    });
  });
});

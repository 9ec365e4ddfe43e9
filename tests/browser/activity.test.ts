import {
  addSiteItemOutputSchema,
  dayMs,
  directoryKey,
  readModelPaths,
  siteContentPath,
} from '@management-center/contract';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { beforeAll, describe, expect, it } from 'vitest';
import { callAs, callFailure } from '../backend/support/callables.ts';
import { administrator, support } from '../backend/support/clients.ts';
import { pick, readDemoUsers } from '../backend/support/demo-users.ts';
import { newSiteItemInput } from '../backend/support/site-items.ts';
import { adminAppForSuite } from '../backend/support/suite-hooks.ts';
import { checkScreen, consolePageForSuite, consolePages } from './support/browser.ts';

// Older than the audit retention of the local backend (400 days): what the cleanup removes.
const expiredEntries = {
  'expired-1': Date.now() - 500 * dayMs,
  'expired-2': Date.now() - 600 * dayMs,
  'expired-3': Date.now() - 700 * dayMs,
};

describe('the Activity page in the browser', () => {
  const app = adminAppForSuite();
  let approvedUserIds: string[];

  function actionColumn(): Promise<string[]> {
    return suitePage().locator('table[aria-label="Audit log"] tbody tr td:nth-child(2)').allTextContents();
  }

  async function chooseLogView(view: 'Changes' | 'All calls'): Promise<void> {
    await suitePage()
      .locator('label', { hasText: new RegExp(`^${view}$`) })
      .click();
  }

  beforeAll(async () => {
    await getDatabase(app)
      .ref('AuditLog')
      .update(
        Object.fromEntries(
          Object.entries(expiredEntries).map(([id, at]) => [
            id,
            {
              action: 'approveFeedback',
              actorUid: 'former',
              actorEmail: 'former@example.com',
              at,
              outcome: 'succeeded',
            },
          ]),
        ),
      );
    // Three actions in a known order: newest first, the refused self-deletion leads the log.
    const demoUsers = await readDemoUsers(app);
    approvedUserIds = demoUsers.waiting.slice(0, 5).map((user) => user.id);
    expect(approvedUserIds).toHaveLength(5);
    await callAs(administrator, 'scheduleFeedback', { date: '2026-09-01' });
    await callAs(administrator, 'approveBusinessUsers', { userIds: approvedUserIds });
    const { uid } = await getAuth(app).getUserByEmail(administrator.email);
    await callFailure(administrator, 'deleteUsers', { userIds: [uid, pick(demoUsers.normalUserIds, 0)] });
  });

  const suitePage = consolePageForSuite('/dashboard');
  const pages = consolePages();

  it('is reached from the sidebar and lists the audit log newest first', async () => {
    const page = suitePage();
    await page.getByRole('navigation', { name: 'More' }).getByRole('link', { name: 'Activity' }).click();
    await page.getByRole('heading', { name: 'Activity', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/activity');
    await page.locator('table[aria-label="Audit log"]').waitFor();
    expect(await actionColumn()).toEqual([
      'Delete users',
      'Approve business users',
      'Schedule feedback',
      'Approve feedback',
      'Approve feedback',
      'Approve feedback',
    ]);
    const rows = page.locator('table[aria-label="Audit log"] tbody tr');
    const refused = rows.nth(0);
    await expect(refused.getByText('Refused: a team account').isVisible()).resolves.toBe(true);
    await expect(refused.getByText('failed-precondition').isVisible()).resolves.toBe(true);
    await expect(refused.getByText(administrator.email).isVisible()).resolves.toBe(true);

    const approval = rows.nth(1);
    await expect(approval.getByText('Succeeded').isVisible()).resolves.toBe(true);
    // Five targets: three shown, the rest behind a button that opens the whole list.
    await expect(approval.locator('code').count()).resolves.toBe(3);
    await approval.getByRole('button', { name: '+2 more' }).click();
    const fullList = page.locator('.mantine-Popover-dropdown');
    await fullList.waitFor();
    await expect(fullList.locator('code').allTextContents()).resolves.toEqual(
      approvedUserIds.map((id) => `business-users/${id}`),
    );
    await page.waitForFunction(() => document.activeElement?.closest('.mantine-Popover-dropdown') !== null);
    await checkScreen(page, 'activity');
    await page.keyboard.press('Escape');
    await fullList.waitFor({ state: 'hidden' });
    await page.waitForFunction(() => document.activeElement?.textContent === '+2 more');

    await expect(rows.nth(2).getByText('ScheduleDateAndTime/fixedDocumentId').isVisible()).resolves.toBe(
      true,
    );
    // A readable date with its time zone, e.g. "Jan 5, 2026, 3:04:05 PM UTC".
    await expect(rows.nth(2).locator('td').first().textContent()).resolves.toMatch(
      /^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}:\d{2} [AP]M \S+$/,
    );
  });

  it('shows a new action at the top as it happens', async () => {
    const page = suitePage();
    await callAs(administrator, 'scheduleFeedback', { date: '2026-10-01' });
    await page.waitForFunction(
      () =>
        document.querySelector('table[aria-label="Audit log"] tbody tr td:nth-child(2)')?.textContent ===
          'Schedule feedback' &&
        document.querySelectorAll('table[aria-label="Audit log"] tbody tr').length === 7,
    );
  });

  it('previews the cleanup: what it would delete, without deleting it', async () => {
    const page = suitePage();
    const runButton = page.getByRole('button', { name: 'Run cleanup' });
    await expect(runButton.isDisabled()).resolves.toBe(true);
    await page.getByRole('button', { name: 'Preview cleanup' }).click();
    await page.getByText('The cleanup would delete 3 audit entries.').waitFor();
    await expect(page.getByText('Preview: nothing has been deleted').isVisible()).resolves.toBe(true);
    // The preview is itself audited, live, at the top of all calls; it changed nothing, so the list of changes,
    // which the page shows first, leaves it out. The expired entries are still there.
    const changesBefore = await actionColumn();
    expect(changesBefore[0]).not.toBe('Run cleanup');
    await chooseLogView('All calls');
    await page.waitForFunction(
      () =>
        document.querySelector('table[aria-label="Audit log"] tbody tr td:nth-child(2)')?.textContent ===
        'Run cleanup',
    );
    await expect(
      page.getByText('Every call made through the console, with those that changed nothing').isVisible(),
    ).resolves.toBe(true);
    expect(await actionColumn()).toEqual(['Run cleanup', ...changesBefore]);
    // The view is in the address: the same link opens it again.
    expect(new URL(page.url()).searchParams.get('view')).toBe('everything');
    const linked = await pages.openSignedIn('/activity?view=everything');
    await linked.getByText('Every call made through the console, with those that changed nothing').waitFor();
    await chooseLogView('Changes');
    await expect.poll(() => new URL(page.url()).searchParams.has('view')).toBe(false);
    await expect.poll(actionColumn).toEqual(changesBefore);
    expect((await actionColumn()).filter((action) => action === 'Approve feedback')).toHaveLength(3);
    const stored = (await getDatabase(app).ref('AuditLog').get()).val();
    for (const id of Object.keys(expiredEntries)) expect(stored).toHaveProperty(id);
    await expect(runButton.isEnabled()).resolves.toBe(true);
    await checkScreen(page, 'activity-cleanup-preview');
  });

  it('runs the cleanup after a confirmation that says what goes, then shows the result', async () => {
    const page = suitePage();
    await page.getByRole('button', { name: 'Run cleanup' }).click();
    const dialog = page.getByRole('dialog', { name: 'Run cleanup' });
    await dialog.waitFor();
    // Unused images stay: the demo's former header is one of them, to be deleted from the Media Library.
    await expect(
      dialog.getByText('The cleanup deletes no image', { exact: false }).isVisible(),
    ).resolves.toBe(true);
    await expect(dialog.getByRole('link', { name: 'Media Library' }).isVisible()).resolves.toBe(true);
    await expect(
      dialog.getByText('3 audit entries older than the retention period').isVisible(),
    ).resolves.toBe(true);
    await checkScreen(page, 'activity-cleanup-confirm');

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const beforeRun = (await getDatabase(app).ref('AuditLog').get()).val();
    for (const id of Object.keys(expiredEntries)) expect(beforeRun).toHaveProperty(id);

    await page.getByRole('button', { name: 'Run cleanup' }).click();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Cleanup done').waitFor();
    await expect(page.getByText('The cleanup deleted 3 audit entries.').first().isVisible()).resolves.toBe(
      true,
    );
    await expect(page.getByText('Preview: nothing has been deleted').count()).resolves.toBe(0);
    // The next run needs a new preview.
    await expect(page.getByRole('button', { name: 'Run cleanup' }).isDisabled()).resolves.toBe(true);

    const afterRun = (await getDatabase(app).ref('AuditLog').get()).val();
    for (const id of Object.keys(expiredEntries)) expect(afterRun).not.toHaveProperty(id);
    // The live log drops the removed entries and shows the run, with the audit log as its target.
    await page.waitForFunction(
      () =>
        !Array.from(
          document.querySelectorAll('table[aria-label="Audit log"] tbody tr td:nth-child(2)'),
          (cell) => cell.textContent,
        ).includes('Approve feedback'),
    );
    const latest = page.locator('table[aria-label="Audit log"] tbody tr').first();
    await expect(latest.locator('td').nth(1).textContent()).resolves.toBe('Run cleanup');
    await expect(latest.getByText('AuditLog', { exact: true }).isVisible()).resolves.toBe(true);
    await checkScreen(page, 'activity-cleanup-done');
  });

  it('says when a preview finds nothing to delete', async () => {
    const page = suitePage();
    await page.getByRole('button', { name: 'Preview cleanup' }).click();
    await page
      .getByText(
        'Nothing to clean up: no audit entry, content version, deleted user or export is due for deletion.',
      )
      .waitFor();
    await expect(
      page
        .getByText(
          "The users lists and figures match the users' records (a sample of users and every figure checked).",
        )
        .isVisible(),
    ).resolves.toBe(true);
    await expect(page.getByRole('button', { name: 'Run cleanup' }).isDisabled()).resolves.toBe(true);
  });

  it('finds a users list entry out of step with its record, and the run repairs it', async () => {
    const page = suitePage();
    const userId = pick((await readDemoUsers(app)).normalUserIds, 1);
    const entry = getDatabase(app).ref(`${readModelPaths.userDirectory}/${directoryKey('normal', userId)}`);
    const storedUsername = async () => (await entry.child('username').get()).val();
    const username = await storedUsername();
    // As a lost trigger delivery would leave it: the record says one name, the users screen another.
    await entry.child('username').set('Somebody Else');

    await page.getByRole('button', { name: 'Preview cleanup' }).click();
    await page
      .getByText(
        "Out of step with the users' records: the list entries of 1 user. Running the cleanup repairs them.",
      )
      .waitFor();
    await expect(storedUsername()).resolves.toBe('Somebody Else');
    await page.getByRole('button', { name: 'Run cleanup' }).click();
    const dialog = page.getByRole('dialog', { name: 'Run cleanup' });
    await dialog
      .getByText("Out of step with the users' records: the list entries of 1 user.", { exact: false })
      .waitFor();
    await dialog.getByRole('button', { name: 'Confirm' }).click();
    await page
      .getByText("Repaired the list entries of 1 user to match the users' records.")
      .first()
      .waitFor();
    await page
      .getByText(
        "The cleanup found nothing to delete. Repaired the list entries of 1 user to match the users' records.",
      )
      .waitFor();
    await expect(storedUsername()).resolves.toBe(username);
    await checkScreen(page, 'activity-cleanup-repair');
  });

  it('undoes a deletion from its entry, and links each target to the screen that shows it', async () => {
    const page = suitePage();
    const userId = pick((await readDemoUsers(app)).normalUserIds, 2);
    const record = (await getDatabase(app).ref(`users/${userId}`).get()).val();
    await callAs(administrator, 'deleteUsers', { userIds: [userId] });
    const latest = page.locator('table[aria-label="Audit log"] tbody tr').first();
    await latest.getByRole('link', { name: `Open users/${userId}` }).waitFor();
    await checkScreen(page, 'activity-undo');

    await latest.getByRole('button', { name: /^Undo delete users of / }).click();
    await page.getByText('Restored 1 user.', { exact: true }).waitFor();
    expect((await getDatabase(app).ref(`users/${userId}`).get()).val()).toEqual(record);
    expect((await getAuth(app).getUser(userId)).disabled).toBe(false);

    // The restore is audited in turn, its target the trash, one click from its screen.
    const restore = page.locator('table[aria-label="Audit log"] tbody tr').first();
    await restore.getByRole('link', { name: `Open userTrash/${userId}` }).click();
    await page.getByRole('heading', { name: 'Trash' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/manage_user_dashboard/trash');
    await page.goBack();
    await page.getByRole('heading', { name: 'Activity', level: 1 }).waitFor();
  });

  it('undoes a content edit from its entry, and the undo from its own', async () => {
    const page = suitePage();
    const description = getDatabase(app).ref(`${siteContentPath('productAboutUsMain')}/Description`);
    const original = (await description.get()).val();
    const edited = 'An About Us text written over by mistake.';
    await callAs(administrator, 'updateSiteContent', {
      target: 'productAboutUsMain',
      fields: { Description: edited },
    });
    const latest = page.locator('table[aria-label="Audit log"] tbody tr').first();
    await latest.getByRole('button', { name: /^Undo update site content of / }).click();
    await page.getByText('Change undone: the content is back as it was before it.').first().waitFor();
    await expect.poll(async () => (await description.get()).val()).toBe(original);
    await checkScreen(page, 'activity-undo-content');

    // The undo is a restore, audited in turn, and undone the same way.
    await latest.getByRole('button', { name: /^Undo restore content version of / }).click();
    await expect.poll(async () => (await description.get()).val()).toBe(edited);
    await callAs(administrator, 'updateSiteContent', {
      target: 'productAboutUsMain',
      fields: { Description: original },
    });
  });

  it('undoes an added item by deleting it', async () => {
    const page = suitePage();
    const { id } = addSiteItemOutputSchema.parse(
      await callAs(administrator, 'addSiteItem', newSiteItemInput(app, 'businessContactRow')),
    );
    const row = getDatabase(app).ref(siteContentPath('businessContactRow', id));
    expect((await row.get()).exists()).toBe(true);
    const latest = page.locator('table[aria-label="Audit log"] tbody tr').first();
    await latest.getByRole('button', { name: /^Undo add site item of / }).click();
    await page
      .getByText('Change undone: the added item is deleted, and listed under Recently deleted on its screen.')
      .first()
      .waitFor();
    await expect.poll(async () => (await row.get()).exists()).toBe(false);
  });

  it('undoes a change of role from its entry: the member has their previous role again', async () => {
    const page = suitePage();
    const { uid } = await getAuth(app).getUserByEmail(support.email);
    await callAs(administrator, 'changeTeamRole', { uid, role: 'editor' });
    const latest = page.locator('table[aria-label="Audit log"] tbody tr').first();
    await latest.getByRole('button', { name: /^Undo change team role of / }).click();
    await page.getByText('The role is Support again.', { exact: true }).waitFor();
    expect((await getAuth(app).getUser(uid)).customClaims).toEqual({ role: 'support' });
  });
});

import { readFile } from 'node:fs/promises';
import {
  auditEntrySchema,
  databasePaths,
  trashedUserSchema,
  userTrashPath,
} from '@management-center/contract';
import { getDatabase } from 'firebase-admin/database';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { latestAuditEntryId } from '../backend/support/audit.ts';
import { loadThenBackfill } from '../backend/support/read-models.ts';
import { openedAsSpreadsheet } from '../backend/support/spreadsheet.ts';
import { adminAppForSuite } from '../backend/support/suite-hooks.ts';
import { trashedRow } from '../backend/support/trash.ts';
import {
  checkScreen,
  consolePageForSuite,
  expectProgressShown,
  recordShownTexts,
} from './support/browser.ts';

// Exports in the browser: the rows a list shows, every page of them, written by the server and saved by the
// browser under the export's name, opened as a spreadsheet would.
const term = 'exportterm';
const matchingUsers = 70;
const formulaName = `=HYPERLINK("http://evil.example","${term} click here")`;

function seededUsers(): Record<string, unknown> {
  const updates: Record<string, unknown> = {};
  for (let index = 0; index < matchingUsers; index += 1) {
    const id = `export-browser-${String(index).padStart(3, '0')}`;
    updates[`${databasePaths.normalUsers}/${id}`] = {
      username: index === 0 ? formulaName : `Exportterm Member ${index}`,
      email: `${id}@example.com`,
      userType: 'normal',
    };
  }
  // Not a match: the export leaves it out as the list does.
  updates[`${databasePaths.normalUsers}/export-browser-other`] = {
    username: 'Export Term Apart',
    email: 'export-browser-other@example.com',
    userType: 'normal',
  };
  return updates;
}

async function downloadedExport(page: Page, format: string): Promise<{ name: string; bytes: Uint8Array }> {
  const download = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: format }).click();
  const saved = await download;
  return { name: saved.suggestedFilename(), bytes: new Uint8Array(await readFile(await saved.path())) };
}

describe('exporting a list from the browser', () => {
  const app = adminAppForSuite();
  beforeAll(async () => {
    const database = getDatabase(app);
    await loadThenBackfill(app, () => database.ref().update(seededUsers()));
  }, 120_000);
  const consolePage = consolePageForSuite(`/manage_user_dashboard?search=${term}`);

  it('saves exactly the shown total of users as a CSV a spreadsheet opens right, the formula-looking name neutralised', async () => {
    const page = consolePage();
    await page.getByText(`Showing 1–50 of ${matchingUsers} users`, { exact: true }).waitFor();
    const shown = await recordShownTexts(page, /Exported \d+ of [\d,]+ users…/);
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('menuitem', { name: 'JSON, for programs' }).waitFor();
    await checkScreen(page, 'export-menu');
    const { name, bytes } = await downloadedExport(page, 'CSV, for spreadsheets');
    expect(name).toMatch(/^users-\d{4}-\d{2}-\d{2}-\d{6}\.csv$/);
    await page.getByText(`Exported ${matchingUsers} rows to ${name}.`).waitFor();
    expectProgressShown(await shown(), 'Exported', matchingUsers);

    const sheet = openedAsSpreadsheet(bytes);
    expect(sheet.formulas).toEqual([]);
    const [header, ...rows] = sheet.rows;
    expect(header?.slice(0, 3)).toEqual(['User ID', 'Name', 'E-mail']);
    expect(rows).toHaveLength(matchingUsers);
    expect(rows.map((row) => row[1])).toContain(`'${formulaName}`);
    expect(rows.some((row) => row[0] === 'export-browser-other')).toBe(false);
  });

  it('saves the same rows as JSON, and the Activity entry says what was exported', async () => {
    const page = consolePage();
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const { name, bytes } = await downloadedExport(page, 'JSON, for programs');
    const rows = JSON.parse(new TextDecoder().decode(bytes)) as Array<{ name: string }>;
    expect(rows).toHaveLength(matchingUsers);
    expect(rows.map((row) => row.name)).toContain(formulaName);
    await page.getByText(`Exported ${matchingUsers} rows to ${name}.`).waitFor();

    const entryId = await latestAuditEntryId(app);
    await page.goto(new URL(`/activity/${encodeURIComponent(entryId)}`, page.url()).toString());
    await page.getByRole('heading', { name: 'Export users' }).waitFor();
    const entry = page.getByRole('table', { name: 'Activity entry' });
    await entry.getByText(`${matchingUsers} rows of Users (search: "${term}") as JSON`).waitFor();
    await checkScreen(page, 'export-activity-entry');
  });

  it('exports the trash and the Activity log from their pages, every row of what they list', async () => {
    const page = consolePage();
    const database = getDatabase(app);
    await database.ref(`${userTrashPath}/export-browser-trashed`).set(trashedRow('-1 Trashed Export'));
    await page.goto(new URL('/manage_user_dashboard/trash', page.url()).toString());
    await page.getByText('-1 Trashed Export').waitFor();
    const trashed = Object.values<unknown>((await database.ref(userTrashPath).get()).val() ?? {}).filter(
      (value) => trashedUserSchema.safeParse(value).success,
    );
    expect(trashed.length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    await page.getByRole('menuitem', { name: 'JSON, for programs' }).waitFor();
    await checkScreen(page, 'export-trash-menu');
    const trash = await downloadedExport(page, 'JSON, for programs');
    expect(trash.name).toMatch(/^trash-.*\.json$/);
    const trashRows = JSON.parse(new TextDecoder().decode(trash.bytes)) as Array<{ name: string }>;
    expect(trashRows).toHaveLength(trashed.length);
    // JSON keeps the texts as stored: no apostrophe before the minus.
    expect(trashRows.map((row) => row.name)).toContain('-1 Trashed Export');

    await page.goto(new URL('/activity?view=everything', page.url()).toString());
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();
    const entries = Object.values<unknown>(
      (await database.ref(databasePaths.auditLog).get()).val() ?? {},
    ).filter((value) => auditEntrySchema.safeParse(value).success);
    await page.getByRole('button', { name: 'Export', exact: true }).click();
    const activity = await downloadedExport(page, 'CSV, for spreadsheets');
    expect(activity.name).toMatch(/^activity-.*\.csv$/);
    const [header, ...rows] = openedAsSpreadsheet(activity.bytes).rows;
    expect(header?.slice(0, 3)).toEqual(['Entry ID', 'Time', 'Action']);
    expect(rows).toHaveLength(entries.length);
    await checkScreen(page, 'export-activity-done');
  });
});

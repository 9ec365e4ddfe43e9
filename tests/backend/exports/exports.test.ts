import {
  accountCreationTimesPath,
  auditEntrySchema,
  bulkProgressSchema,
  byteOrderMark,
  databasePaths,
  exportOutputSchema,
  type FeedbackFilter,
  hourMs,
  trashedUserSchema,
  type UserListQuery,
  userTrashPath,
} from '@management-center/contract';
import { listFeedback } from '@management-center/contract/test-support/feedback-list-reference';
import {
  combineUserCollections,
  filterUserRows,
} from '@management-center/contract/test-support/user-list-reference';
import { getBytes, getMetadata, ref, type StorageError } from 'firebase/storage';
import { getAuth } from 'firebase-admin/auth';
import { getDatabase } from 'firebase-admin/database';
import { getStorage } from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { latestAuditEntry } from '../support/audit.ts';
import { callAs, callFailure, streamAs } from '../support/callables.ts';
import {
  type Account,
  administrator,
  editor,
  support,
  type WebClient,
  webClient,
} from '../support/clients.ts';
import { loadThenBackfill } from '../support/read-models.ts';
import { openedAsSpreadsheet } from '../support/spreadsheet.ts';
import { adminAppForSuite } from '../support/suite-hooks.ts';
import { trashedRow } from '../support/trash.ts';

// exportUsers, exportFeedback, exportTrash and exportActivity through the whole local backend: the file each writes
// to Storage, read back by the member who exported as the console downloads it, and opened as a spreadsheet.
const app = adminAppForSuite();
const database = getDatabase(app);

const formulaName = '=HYPERLINK("http://evil.example","Export Case click")';
const accentedName = 'Zoë Ånström Export Case';

function exportUsersRecords(): Record<string, unknown> {
  const updates: Record<string, unknown> = {};
  const names = [
    ...Array.from({ length: 6 }, (_, index) => `Export Case 0${index + 1}`),
    formulaName,
    accentedName,
  ];
  names.forEach((username, index) => {
    updates[`${databasePaths.normalUsers}/export-n0${index + 1}`] = {
      username,
      email: `export.n${index + 1}@example.com`,
      userType: 'normal',
      ...(index % 2 === 0 ? { registrationDetails: { age: 30, height: 170, weight: 70 } } : {}),
      ...(index < 5
        ? {
            feedback: {
              timestamp: Date.UTC(2026, 10, 1 + index),
              category: 'Workouts',
              rating: index < 3 ? 5 : 2,
              review: index === 0 ? '+1 would train again' : `Review ${index}`,
              approveFeedback: false,
            },
          }
        : {}),
    };
  });
  for (let index = 1; index <= 3; index += 1) {
    updates[`${databasePaths.businessUsers}/export-b0${index}`] = {
      username: `Export Case Gym ${index}`,
      email: `export.b${index}@example.com`,
      userType: 'business',
      businessCertification: 'https://certificates.example.com/export.pdf',
      isApproveUser: index === 1,
    };
  }
  // One account's creation time kept (the others are not known): the export's Joined at column.
  updates[`${accountCreationTimesPath}/export-b01`] = exportB01CreatedAt;
  return updates;
}

const exportB01CreatedAt = Date.UTC(2026, 9, 5, 8, 30);

const clients: WebClient[] = [];
async function clientOf(account: Account): Promise<WebClient> {
  const client = await webClient(account);
  clients.push(client);
  return client;
}

beforeAll(async () => {
  await loadThenBackfill(app, () => database.ref().update(exportUsersRecords()));
}, 120_000);

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()));
});

interface Exported {
  output: ReturnType<typeof exportOutputSchema.parse>;
  progress: ReturnType<typeof bulkProgressSchema.parse>[];
  bytes: Uint8Array;
}

async function exported(
  account: Account,
  name: Parameters<typeof streamAs>[1],
  input: unknown,
): Promise<Exported> {
  const { chunks, data } = await streamAs(account, name, input);
  const output = exportOutputSchema.parse(data);
  const client = await clientOf(account);
  const bytes = new Uint8Array(await getBytes(ref(client.storage, output.file)));
  return { output, progress: chunks.map((chunk) => bulkProgressSchema.parse(chunk)), bytes };
}

async function userRows() {
  const [normal, business] = await Promise.all([
    database.ref(databasePaths.normalUsers).get(),
    database.ref(databasePaths.businessUsers).get(),
  ]);
  return combineUserCollections(normal.val(), business.val());
}

describe('exporting the users list', () => {
  const query: UserListQuery = { search: 'export case', type: 'All', status: 'All' };

  it('writes exactly the rows the search shows, as a CSV a spreadsheet opens right, formulas neutralised', async () => {
    const expected = filterUserRows(await userRows(), query);
    expect(expected.length).toBe(11);
    const { output, progress, bytes } = await exported(administrator, 'exportUsers', {
      matching: query,
      format: 'csv',
    });
    const administratorUid = (await getAuth(app).getUserByEmail(administrator.email)).uid;
    expect(output.file).toMatch(new RegExp(`^exports/${administratorUid}/users/[^/]+\\.csv$`));
    expect(output.fileName).toMatch(/^users-\d{4}-\d{2}-\d{2}-\d{6}\.csv$/);
    expect(output.rows).toBe(expected.length);
    expect(progress.at(0)).toEqual({ processed: 0, total: expected.length });
    expect(progress.at(-1)).toEqual({ processed: expected.length, total: expected.length });

    expect(new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes).startsWith(byteOrderMark)).toBe(true);
    const sheet = openedAsSpreadsheet(bytes);
    expect(sheet.formulas).toEqual([]);
    const [header, ...rows] = sheet.rows;
    expect(header).toEqual([
      'User ID',
      'Name',
      'E-mail',
      'User type',
      'Collection',
      'Status',
      'Changed after approval',
      'Sign-in disabled',
      'Joined at',
    ]);
    // When the account was created, as the server keeps it (the Joined column's day, in full), or nothing.
    expect(rows.find((row) => row[0] === 'export-b01')?.[8]).toBe('2026-10-05T08:30:00.000Z');
    expect(rows.find((row) => row[0] === 'export-b02')?.[8]).toBe('');
    expect(rows.map((row) => `${row[4]}:${row[0]}`).sort()).toEqual(
      expected.map((row) => `${row.kind}:${row.id}`).sort(),
    );
    const names = rows.map((row) => row[1]);
    expect(names).toContain(`'${formulaName}`);
    expect(names).toContain(accentedName);
    expect(rows.find((row) => row[0] === 'export-b01')?.[5]).toBe('Approved');
  });

  it('writes JSON with the stored texts, for programs', async () => {
    const { output, bytes } = await exported(administrator, 'exportUsers', {
      matching: { search: 'export case', type: 'Business User' },
      format: 'json',
    });
    const rows = JSON.parse(new TextDecoder().decode(bytes)) as Array<Record<string, unknown>>;
    expect(output.rows).toBe(3);
    expect(rows.map((row) => row.userId).sort()).toEqual(['export-b01', 'export-b02', 'export-b03']);
    expect(rows[0]).toMatchObject({ collection: 'business', userType: 'business', signInDisabled: false });
  });

  it('writes only the users of the status filter', async () => {
    const { output, bytes } = await exported(administrator, 'exportUsers', {
      matching: { search: 'export case', type: 'Business User', status: 'Waiting for approval' },
      format: 'json',
    });
    const rows = JSON.parse(new TextDecoder().decode(bytes)) as Array<Record<string, unknown>>;
    expect(output.rows).toBe(2);
    expect(rows.map((row) => row.userId).sort()).toEqual(['export-b02', 'export-b03']);
    expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['Waiting for approval']));
    expect(auditEntrySchema.parse(await latestAuditEntry(app)).exported?.filter).toBe(
      'Type: Business User; status: Waiting for approval; search: "export case"',
    );
  });

  it('audits who exported which filter and how many rows, the file as the target', async () => {
    const { output } = await exported(administrator, 'exportUsers', {
      matching: { search: 'Export Case 0', type: 'Normal User' },
      format: 'csv',
    });
    const entry = auditEntrySchema.parse(await latestAuditEntry(app));
    expect(entry).toMatchObject({
      action: 'exportUsers',
      actorEmail: administrator.email,
      outcome: 'succeeded',
      targets: [output.file],
      exported: {
        list: 'users',
        filter: 'Type: Normal User; search: "Export Case 0"',
        format: 'csv',
        rows: 6,
      },
    });
    expect(entry.changedNothing).toBeUndefined();
  });

  it('lets only the member who exported download the file, while their role shows the list', async () => {
    const { output } = await exported(administrator, 'exportUsers', { matching: query, format: 'csv' });
    for (const account of [support, editor]) {
      const client = await clientOf(account);
      const refusal = await getBytes(ref(client.storage, output.file)).then(
        () => undefined,
        (error: StorageError) => error.code,
      );
      expect(refusal).toBe('storage/unauthorized');
    }
    const metadata = await getMetadata(ref((await clientOf(administrator)).storage, output.file));
    expect(metadata.contentType).toBe('text/csv; charset=utf-8');
    expect(metadata.contentDisposition).toBe(`attachment; filename="${output.fileName}"`);
    expect(output.expiresAt - Date.parse(metadata.timeCreated)).toBeLessThanOrEqual(hourMs);
  });
});

describe('exporting the feedback list', () => {
  it('writes exactly the feedback the filters list, reviews neutralised, times in ISO 8601', async () => {
    const filter: FeedbackFilter = { status: 'All', category: 'Workouts', rating: 5 };
    const expected = listFeedback((await database.ref(databasePaths.normalUsers).get()).val(), filter);
    const { output, bytes } = await exported(support, 'exportFeedback', { matching: filter, format: 'csv' });
    expect(output.rows).toBe(expected.length);
    const [header, ...rows] = openedAsSpreadsheet(bytes).rows;
    expect(header?.[0]).toBe('User ID');
    expect(rows.map((row) => row[0]).sort()).toEqual(expected.map((entry) => entry.userId).sort());
    const first = rows.find((row) => row[0] === 'export-n01');
    expect(first?.slice(4)).toEqual([
      'Workouts',
      '5',
      "'+1 would train again",
      '2026-11-01T00:00:00.000Z',
      'No',
    ]);
  });
});

describe('exporting the trash', () => {
  it('writes every user in the trash, with when they go for good', async () => {
    const deletedAt = Date.UTC(2026, 10, 20);
    await database.ref(`${userTrashPath}/export-trashed`).set(trashedRow('@mention Export', { deletedAt }));
    // An id that reads as an integer comes first in the database's order of keys, before ''.
    await database
      .ref(`${userTrashPath}/20261120`)
      .set(trashedRow('Numbered Export', { deletedAt, collections: [databasePaths.businessUsers] }));
    const stored = Object.values<unknown>((await database.ref(userTrashPath).get()).val() ?? {});
    const expected = stored.filter((value) => trashedUserSchema.safeParse(value).success).length;
    const { output, bytes } = await exported(administrator, 'exportTrash', { format: 'csv' });
    expect(output.rows).toBe(expected);
    const [, ...rows] = openedAsSpreadsheet(bytes).rows;
    expect(rows).toHaveLength(expected);
    expect(rows.find((row) => row[0] === '20261120')?.[1]).toBe('Numbered Export');
    expect(rows.find((row) => row[0] === 'export-trashed')).toEqual([
      'export-trashed',
      "'@mention Export",
      'trashed@example.com',
      'Normal User',
      '2026-11-20T00:00:00.000Z',
      'admin@example.com',
      '2026-12-20T00:00:00.000Z',
    ]);
  });
});

describe('exporting the Activity log', () => {
  it('writes every entry of the view, the changes or every call', async () => {
    // A count changes nothing: the changes view leaves its entry out.
    await callAs(administrator, 'countMatchingUsers', { matching: { search: 'export', type: 'All' } });
    const entries = Object.values<unknown>((await database.ref(databasePaths.auditLog).get()).val() ?? {})
      .map((value) => auditEntrySchema.safeParse(value))
      .filter((parsed) => parsed.success)
      .map((parsed) => parsed.data);
    const changes = entries.filter((entry) => entry.changedNothing !== true).length;
    expect(changes).toBeLessThan(entries.length);
    const everything = await exported(administrator, 'exportActivity', {
      view: 'everything',
      format: 'json',
    });
    expect(everything.output.rows).toBe(entries.length);
    const changesOnly = await exported(administrator, 'exportActivity', { view: 'changes', format: 'csv' });
    // The first export's own entry is a change written in between.
    expect(changesOnly.output.rows).toBe(changes + 1);
  });

  it('refuses a member whose role does not show the Activity log, and writes no file', async () => {
    const [before] = await getStorage(app).bucket().getFiles({ prefix: 'exports/' });
    const refusal = await callFailure(support, 'exportActivity', { view: 'changes', format: 'csv' });
    expect(refusal.code).toBe('functions/permission-denied');
    const [after] = await getStorage(app).bucket().getFiles({ prefix: 'exports/' });
    expect(after.length).toBe(before.length);
  });

  it('refuses bad input with the field at fault', async () => {
    const refusal = await callFailure(administrator, 'exportUsers', {
      matching: { search: '', type: 'All' },
      format: 'xlsx',
    });
    expect(refusal.code).toBe('functions/invalid-argument');
    expect(refusal.message).toMatch(/format/);
  });
});

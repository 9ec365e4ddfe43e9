import { describe, expect, it } from 'vitest';
import { rolesAllowing } from '../team/roles.ts';
import { trashedKindText } from '../user-trash.ts';
import {
  activityFilterText,
  exportDownloadCors,
  exportFileName,
  exportFileOf,
  exportFilePath,
  exportListPermissions,
  feedbackFilterText,
  usersFilterText,
} from './export-lists.ts';

describe('export lists', () => {
  it('keeps each file under its member and list, and reads them back from the path', () => {
    const path = exportFilePath('uid-1', 'feedback', '-Nabc', 'csv');
    expect(path).toBe('exports/uid-1/feedback/-Nabc.csv');
    expect(exportFileOf(path)).toEqual({ uid: 'uid-1', list: 'feedback' });
    for (const other of [
      'exports/uid-1/payroll/x.csv',
      'exports/uid-1/users',
      'AboutMembers/a.png',
      'exports/u/users/a/b',
    ])
      expect(exportFileOf(other)).toBeUndefined();
  });

  it('names the saved file by list and time', () => {
    expect(exportFileName('users', Date.UTC(2026, 10, 29, 2, 40, 5), 'json')).toBe(
      'users-2026-11-29-024005.json',
    );
  });

  it('lets support export the users, the feedback and the trash, and not the Activity log', () => {
    const supportExports = Object.entries(exportListPermissions)
      .filter(([, permission]) => rolesAllowing(permission).includes('support'))
      .map(([list]) => list);
    expect(supportExports).toEqual(['users', 'feedback', 'trash']);
    expect(rolesAllowing(exportListPermissions.activity)).toEqual(['owner', 'administrator']);
  });

  it('says the filter of an export in words', () => {
    expect(usersFilterText({ search: '', type: 'All', status: 'All' })).toBe('Everything');
    expect(usersFilterText({ search: 'ann ', type: 'Business User', status: 'All' })).toBe(
      'Type: Business User; search: "ann "',
    );
    expect(usersFilterText({ search: '', type: 'Normal User', status: 'Unalive' })).toBe(
      'Type: Normal User; status: Unalive',
    );
    expect(
      usersFilterText({
        search: 'ann',
        type: 'All',
        status: 'All',
        joined: { from: '2026-11-20', to: '2026-11-26' },
      }),
    ).toBe('joined 2026-11-20 to 2026-11-26; search: "ann"');
    expect(feedbackFilterText({ status: 'All', category: 'All', rating: 4 })).toBe('rating: 4');
    expect(activityFilterText('everything')).toBe('All calls');
  });

  it('names the kinds of a trashed user by the collections the records came from', () => {
    expect(trashedKindText(['users', 'business-users'])).toBe('Normal User, Business User');
    expect(trashedKindText(['business-users'])).toBe('Business User');
  });
});

describe('exportDownloadCors', () => {
  it("lets the console's origins, and no other, GET from the bucket", () => {
    expect(exportDownloadCors(['https://console-a.web.app/', 'https://console-a.firebaseapp.com'])).toEqual([
      {
        origin: ['https://console-a.web.app', 'https://console-a.firebaseapp.com'],
        method: ['GET'],
        maxAgeSeconds: 3600,
      },
    ]);
    expect(() => exportDownloadCors([])).toThrow('Name at least one origin of the console');
    expect(() => exportDownloadCors(['console-a.web.app'])).toThrow();
  });
});

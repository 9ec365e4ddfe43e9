import { readFileSync } from 'node:fs';
import {
  databaseReadRule,
  databaseReads,
  defaultSessionHours,
  secondFactorRequiredClaim,
} from '@management-center/contract';
import { describe, expect, it } from 'vitest';
import { parsePath } from './data/path.ts';
import { nodeFromJson } from './data/tree.ts';
import { compileRules, RuleChecker } from './rules/rules.ts';

type RulesNode = { [key: string]: RulesNode | string | boolean | string[] };

const rulesFile = JSON.parse(readFileSync(new URL('../../../database.rules.json', import.meta.url), 'utf8'));
const rules = rulesFile.rules as RulesNode;

// Every `.read` rule of the file, by its path.
function readRules(node: RulesNode, path: string[] = []): Map<string, string | boolean> {
  const found = new Map<string, string | boolean>();
  for (const [key, child] of Object.entries(node)) {
    if (key === '.read' && (typeof child === 'string' || typeof child === 'boolean')) {
      found.set(path.join('/'), child);
    } else if (typeof child === 'object' && !Array.isArray(child)) {
      for (const [childPath, rule] of readRules(child, [...path, key])) found.set(childPath, rule);
    }
  }
  return found;
}

// The places anyone reads besides the team: the public websites' content, the schedule the app shows, and each
// account's own revocation time (an open console signs out the moment its role is changed or removed).
const readByOthers = new Map<string, string | boolean>([
  ['ProductWebsite', true],
  ['BusinessUserWebsite', true],
  ['ScheduleDateAndTime', 'auth != null'],
  ['adminRevocations/$uid', 'auth != null && auth.uid === $uid'],
]);

describe("database.rules.json's reads", () => {
  const found = readRules(rules);

  it("are the contract's reads of the team, word for word, and the public ones; nothing at the root", () => {
    const expected = new Map(readByOthers);
    for (const read of databaseReads) expected.set(read.path, databaseReadRule(read));
    expect(Object.fromEntries(found)).toEqual(Object.fromEntries(expected));
  });

  it('name each role in no rule its permissions do not give', () => {
    const supportReads = databaseReads.filter((read) => databaseReadRule(read).includes("'support'"));
    expect(supportReads.map((read) => read.path)).toEqual([
      'users/$uid',
      'business-users/$uid',
      'userTrash',
      'userTrashRecords',
      'userTrashSettings',
      'signInBlocks',
      'userTimeline',
      'mailOutbox/$uid',
      'readModels/userDirectory',
      'readModels/userSearch',
      'readModels/searchGramCounts',
      'readModels/approvalEmailFailures',
      'readModels/counts',
      'readModels/feedbackQueue',
      'readModels/homeFigures',
      'readModels/chartDays',
      'readModels/approvalQueue',
      'teamSettings',
      'savedViews/$uid',
    ]);
    const editorReads = databaseReads.filter((read) => databaseReadRule(read).includes("'editor'"));
    expect(editorReads.map((read) => read.path)).toEqual([
      'contentHistory',
      'readModels/mediaLibrary',
      'readModels/mediaSearch',
      'readModels/mediaSearchGramCounts',
      'releases',
      'contentPresence',
      'teamSettings',
      'savedViews/$uid',
    ]);
    for (const read of databaseReads) expect(databaseReadRule(read)).toContain("'owner'");
  });
});

describe('database.rules.json, where the team requires a second factor', () => {
  // The file as the local backend evaluates it, over an empty database (no revocation stored).
  const checker = new RuleChecker(compileRules(rulesFile), () => null);
  // Signed in a minute ago: within the team's longest session.
  const ownerToken = (claims: Record<string, unknown>) => ({
    uid: 'owner-1',
    token: { user_id: 'owner-1', role: 'owner', auth_time: Math.floor(Date.now() / 1000) - 60, ...claims },
  });
  // A member's own places (saved views) at their own uid; an app user's record at another's.
  const canRead = (token: ReturnType<typeof ownerToken>, read: (typeof databaseReads)[number]) =>
    checker.canRead(
      token,
      parsePath(read.path.replace('$uid', read.ownOnly ? token.uid : 'user-1')),
      null,
      Date.now(),
    );
  const required = { [secondFactorRequiredClaim]: true };

  it('lets an owner signed in without one read only the team settings', () => {
    const withoutFactor = ownerToken({ ...required, firebase: { sign_in_provider: 'password' } });
    const readable = databaseReads.filter((read) => canRead(withoutFactor, read));
    expect(readable.map((read) => read.path)).toEqual(['teamSettings']);
  });

  it('lets an owner signed in with one read all the team reads, as it does where none is required', () => {
    const withFactor = ownerToken({
      ...required,
      firebase: { sign_in_provider: 'password', sign_in_second_factor: 'phone' },
    });
    const notRequired = ownerToken({ firebase: { sign_in_provider: 'password' } });
    for (const read of databaseReads) {
      expect(canRead(withFactor, read), read.path).toBe(true);
      expect(canRead(notRequired, read), read.path).toBe(true);
    }
  });
});

describe("database.rules.json, past the team's longest session", () => {
  const readerAt = (hoursAgo: number) => ({
    uid: 'owner-1',
    token: { user_id: 'owner-1', role: 'owner', auth_time: Math.floor(Date.now() / 1000) - hoursAgo * 3600 },
  });
  // Which of the team's reads a session signed in `hoursAgo` makes (an app user's record at another's uid).
  const readsOf = (checker: RuleChecker, hoursAgo: number) =>
    databaseReads.filter((read) =>
      checker.canRead(
        readerAt(hoursAgo),
        parsePath(read.path.replace('$uid', read.ownOnly ? 'owner-1' : 'user-1')),
        null,
        Date.now(),
      ),
    );

  it(`refuses every read of the team to a session older than ${defaultSessionHours} hours where none is set`, () => {
    const checker = new RuleChecker(compileRules(rulesFile), () => null);
    expect(readsOf(checker, defaultSessionHours - 1)).toEqual(databaseReads);
    expect(readsOf(checker, defaultSessionHours + 1)).toEqual([]);
  });

  it('follows the hours the team set', () => {
    const checker = new RuleChecker(compileRules(rulesFile), () =>
      nodeFromJson({ teamSettings: { sessionHours: 2 } }),
    );
    expect(readsOf(checker, 1)).toEqual(databaseReads);
    expect(readsOf(checker, 3)).toEqual([]);
  });
});
